// The audit chain's checkpoints (docs/operator-console.md, "Audit chain"): at start, every
// AUDIT_CHECKPOINT_MINUTES (5) when the head has moved, and once more at shutdown, the head is signed,
// appended to the checkpoint file and printed to the JSON log, so a copy lives outside the database
// (and, through the log, outside the machine).
import type { FastifyBaseLogger } from 'fastify'
import { checkpointAudit } from '../admin/audit'
import type { Checkpoint } from '../admin/audit-checkpoint'
import type { Db } from '../db/client'
import { jobFailures } from '../ops/metrics'

export const checkpointEveryMs = (env = process.env) =>
  Math.max(1, Number(env.AUDIT_CHECKPOINT_MINUTES) || 5) * 60_000

/** Start the checkpoints; the function returned stops them and writes the shutdown's checkpoint. */
export function startAuditCheckpoints(db: Db, log: FastifyBaseLogger, everyMs = checkpointEveryMs()) {
  let last: Checkpoint | null = null
  let running: Promise<void> = Promise.resolve()
  const write = (why: string, always: boolean) => {
    running = running
      .then(() => checkpointAudit(db, { unless: always ? null : last }))
      .then((cp) => {
        if (!cp) return
        last = cp
        log.info({ auditCheckpoint: cp, why }, 'audit checkpoint')
      })
      .catch((err) => {
        jobFailures.inc({ job: 'audit-checkpoint' })
        log.error({ err }, 'audit checkpoint failed')
      })
    return running
  }
  write('start', true)
  const timer = setInterval(() => void write('interval', false), everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await write('shutdown', true)
  }
}
