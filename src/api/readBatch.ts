// Reads in one request (docs/delivery.md): the declared reads started in the same moment travel as one
// POST /api/batch and each caller gets its own answer back; a read alone goes alone, and a server
// without the batch call answers each read by itself. client.ts sends through it.
import { BATCH_MAX } from '../../core/contract/batch-reads'
import { type Answer, isEnvelope, type Transport } from './http'

/**
 * Production builds send the reads started in the same moment as one POST /api/batch (at most
 * BATCH_MAX, only those of BATCH_READS); a read started alone goes alone. Tests and the mock backend
 * send every call by itself unless a test turns this on.
 */
let batching = import.meta.env?.PROD === true && import.meta.env?.VITE_USE_MOCKS !== '1'
export const setReadBatching = (on: boolean) => {
  batching = on
}
export const batchingOn = () => batching

type Part = { method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> }
type Waiting = { part: Part; resolve: (a: Answer) => void; reject: (e: unknown) => void }

/** The reads waiting for the end of the current task, all with the same headers (session, language). */
export function createReadBatch(transport: Transport) {
  const readBatch = {
    waiting: [] as Waiting[],
    headers: null as Record<string, string> | null,

    add(part: Part, headers: Record<string, string>): Promise<Answer> {
      // A read under another session or language does not join the ones waiting: they go first.
      if (this.headers && !sameHeaders(this.headers, headers)) this.flush()
      return new Promise<Answer>((resolve, reject) => {
        if (this.waiting.length === 0) setTimeout(() => this.flush(), 0)
        this.headers = headers
        this.waiting.push({ part, resolve, reject })
        if (this.waiting.length === BATCH_MAX) this.flush()
      })
    },

    flush() {
      const parts = this.waiting
      const headers = this.headers ?? {}
      this.waiting = []
      this.headers = null
      if (parts.length === 0) return
      if (parts.length === 1) {
        sendAlone(parts[0], headers)
        return
      }
      sendBatch(parts, headers)
    },
  }

  const sendAlone = ({ part, resolve, reject }: Waiting, headers: Record<string, string>) =>
    transport(part.path, part.method, part.body, headers).then(resolve, reject)

  const sameHeaders = (a: Record<string, string>, b: Record<string, string>) =>
    a.Authorization === b.Authorization && a.Lang === b.Lang

  async function sendBatch(parts: Waiting[], headers: Record<string, string>) {
    let answer: Answer
    try {
      answer = await transport('/api/batch', 'POST', { calls: parts.map((w) => w.part) }, headers)
    } catch (e) {
      for (const w of parts) w.reject(e)
      return
    }
    const body = answer.body
    const answers =
      answer.status === 200 && isEnvelope(body) && body.code === 200 && Array.isArray(body.data)
        ? (body.data as Answer[])
        : null
    if (answers?.length === parts.length) {
      for (const [i, w] of parts.entries()) w.resolve(answers[i])
      return
    }
    // A server without the batch call (404) answers each read alone; any other refusal of the batch
    // (busy, too many requests) is every read's answer.
    if (answer.status === 404 || (isEnvelope(body) && body.code === 404)) {
      for (const w of parts) sendAlone(w, headers)
      return
    }
    for (const w of parts) w.resolve(answer)
  }
  return readBatch
}
