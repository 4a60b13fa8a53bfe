// Requests per client IP over the whole API (docs/security.md), with @fastify/rate-limit: `capacity`
// requests per window of capacity / refillPerSecond seconds (300 per 3 s by default), refused with the
// envelope code 429. Every instance behind a load balancer counts into the same place, so N instances
// allow the rate once, not N times: Redis when REDIS_URL is set (the plugin's own store), otherwise the
// database's UNLOGGED table rate_limit_hits (migration 0014_a) through DbStore below. PGlite is one
// process by construction: it counts in memory.
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import type { Db } from '../db/client'
import { BizError } from '../errors'

type Result = { current: number; ttl: number }
type Callback = (err: Error | null, res?: Result) => void

// One statement per claim: the counter restarts when its window has passed, otherwise it counts on by
// the claimed number of slots. The row lock of the upsert orders parallel claims across instances.
const CLAIM = `
  INSERT INTO rate_limit_hits AS h (key, hits, expires_at)
  VALUES ($1, $3::int, clock_timestamp() + $2::int * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN h.expires_at <= clock_timestamp() THEN $3::int ELSE h.hits + $3::int END,
    expires_at = CASE WHEN h.expires_at <= clock_timestamp() THEN EXCLUDED.expires_at ELSE h.expires_at END
  RETURNING hits, GREATEST(0, (extract(epoch FROM h.expires_at - clock_timestamp()) * 1000)::int) AS ttl`

const READ = `
  SELECT hits, GREATEST(0, (extract(epoch FROM expires_at - clock_timestamp()) * 1000)::int) AS ttl
    FROM rate_limit_hits WHERE key = $1 AND expires_at > clock_timestamp()`

/** Rows of windows long over are removed now and then by whichever instance counts. */
const PRUNE_EVERY = 1000

/**
 * Slots an instance claims at once for a key (docs/security.md, "Rate limits"). A limit of 100 or more
 * per window claims a tenth of it (at most 1 000), so a busy client costs one database write per block
 * instead of one per request; smaller limits (the per-player money limit, 60) claim one slot per
 * request and stay exact. Every request still takes its own numbered slot of the shared counter, so
 * the instances together never let more than the limit through; a block left unused on one instance
 * can only make another refuse a little early, never late.
 */
export const claimSize = (max: number) => (max >= 100 ? Math.min(1000, Math.floor(max / 10)) : 1)

type Lease = { next: number; last: number; expiresAt: number }

/** @fastify/rate-limit's store interface over the database (incr, read, child). */
export const dbStore = (db: Db, prefix = 'api:') => {
  let calls = 0
  return class DbStore {
    /** Slots claimed and not yet handed out, per key; a claim in flight is shared by its waiters. */
    private leases = new Map<string, Lease>()
    private claims = new Map<string, Promise<Lease>>()

    /** The plugin constructs the store with its own settings (unused here). */
    constructor(
      _settings?: unknown,
      readonly keyPrefix = prefix,
    ) {}

    private claim(key: string, timeWindow: number, size: number): Promise<Lease> {
      let pending = this.claims.get(key)
      if (!pending) {
        if (++calls % PRUNE_EVERY === 0) {
          void db
            .query("DELETE FROM rate_limit_hits WHERE expires_at < clock_timestamp() - interval '1 minute'")
            .catch(() => {})
          const now = Date.now()
          for (const [k, l] of this.leases) if (l.expiresAt <= now) this.leases.delete(k)
        }
        pending = db
          .query<{ hits: number; ttl: number }>(CLAIM, [this.keyPrefix + key, timeWindow, size])
          .then(([r]) => {
            const last = Number(r.hits)
            const lease = { next: last - size + 1, last, expiresAt: Date.now() + Number(r.ttl) }
            this.leases.set(key, lease)
            return lease
          })
          .finally(() => this.claims.delete(key))
        this.claims.set(key, pending)
      }
      return pending
    }

    /** The next slot of this key's lease, claiming a new block when it is used up or its window ended. */
    private async slot(key: string, timeWindow: number, max: number): Promise<Result> {
      for (;;) {
        const lease = this.leases.get(key)
        if (lease && lease.next <= lease.last && lease.expiresAt > Date.now())
          return { current: lease.next++, ttl: Math.max(0, lease.expiresAt - Date.now()) }
        if (lease) this.leases.delete(key)
        await this.claim(key, timeWindow, claimSize(max))
      }
    }

    incr(key: string, cb: Callback, timeWindow: number, max = 1) {
      this.slot(key, timeWindow, max).then(
        (r) => cb(null, r),
        (err: Error) => cb(err),
      )
    }

    read(key: string, cb: Callback) {
      db.query<{ hits: number; ttl: number }>(READ, [this.keyPrefix + key]).then(
        ([r]) => cb(null, r ? { current: Number(r.hits), ttl: Number(r.ttl) } : { current: 0, ttl: 0 }),
        (err: Error) => cb(err),
      )
    }

    child(routeOptions: { routeInfo: { method?: string; url?: string } }) {
      return new DbStore(
        null,
        `${this.keyPrefix}${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}-`,
      )
    }
  }
}

export function installRateLimit(app: FastifyInstance) {
  const { capacity, refillPerSecond, store } = app.config.rateLimit
  const shared = store === 'shared'
  const redis =
    shared && app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          // Never queue a count while Redis is away: fail at once and let skipOnError pass the request.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2_000,
        })
      : null
  if (redis) {
    // Start counting once Redis answers (a few seconds at most: without it requests pass uncounted).
    app.addHook('onReady', async () => {
      if (redis.status === 'ready') return
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 3_000)
        redis.once('ready', () => {
          clearTimeout(t)
          resolve()
        })
      })
    })
    app.addHook('onClose', async () => void (await redis.quit().catch(() => {})))
  }
  const inDb = shared && !redis && app.db.engine === 'postgres'
  app.register(rateLimit, {
    global: true,
    max: capacity,
    timeWindow: Math.max(1, Math.round((capacity / refillPerSecond) * 1000)),
    allowList: (req) => !req.url.startsWith('/api/'),
    // A store that does not answer (Redis or the database away) lets the request through: the call
    // itself then meets the outage and answers 503 as it would without a limit.
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'jinding:rl:' } : {}),
    ...(inDb ? { store: dbStore(app.db) as never } : {}),
    errorResponseBuilder: () => new BizError(429, 'err.rateLimited'),
  })
}
