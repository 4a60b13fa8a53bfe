// Per-IP token bucket over the whole API (docs/security.md). In memory: one process holds its own
// buckets; a multi-process deployment would move this to shared storage (roadmap).
import type { FastifyInstance } from 'fastify'
import { BizError } from '../errors'

type Bucket = { tokens: number; at: number }

export function installRateLimit(app: FastifyInstance) {
  const { capacity, refillPerSecond } = app.config.rateLimit
  const buckets = new Map<string, Bucket>()

  const take = (key: string, now: number) => {
    const b = buckets.get(key)
    if (!b) {
      if (buckets.size > 50_000) prune(now)
      buckets.set(key, { tokens: capacity - 1, at: now })
      return true
    }
    b.tokens = Math.min(capacity, b.tokens + ((now - b.at) / 1000) * refillPerSecond)
    b.at = now
    if (b.tokens < 1) return false
    b.tokens -= 1
    return true
  }

  // Buckets that have refilled completely carry no information; drop them.
  const prune = (now: number) => {
    for (const [k, b] of buckets) {
      if (b.tokens + ((now - b.at) / 1000) * refillPerSecond >= capacity) buckets.delete(k)
    }
  }

  // Callback style: this runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.url.startsWith('/api/') && !take(req.ip, Date.now()))
      return done(new BizError(429, 'err.rateLimited'))
    done()
  })
}
