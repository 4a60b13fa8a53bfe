// The batch call (docs/delivery.md, "Reads in one request"); which reads it may carry is in
// ./batch-reads.ts, shared with the client.
import { z } from 'zod'
import { BATCH_MAX } from './batch-reads'
import { call } from './core'

const Part = z.object({
  method: z.enum(['GET', 'POST'], { error: 'v.body' }),
  path: z.string({ error: 'v.body' }).max(80, { error: 'v.body' }),
  body: z.record(z.string(), z.unknown(), { error: 'v.body' }).optional(),
})

export const batchCalls = {
  /**
   * Each part answered as if it had come alone: its HTTP status and its whole envelope, in the order
   * asked. The batch itself needs no session; each part checks its own.
   */
  batch: call({
    method: 'POST',
    path: '/api/batch',
    auth: false,
    request: z.object({
      calls: z
        .array(Part, { error: 'v.body' })
        .min(1, { error: 'v.body' })
        .max(BATCH_MAX, { error: 'v.body' }),
    }),
    response: z.array(z.object({ status: z.number().int(), body: z.unknown() })),
  }),
}
