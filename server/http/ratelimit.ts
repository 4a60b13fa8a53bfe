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

// One statement per request: the counter restarts when its window has passed, otherwise it counts on.
// The row lock of the upsert orders parallel requests of one client across instances.
const INCR = `
  INSERT INTO rate_limit_hits AS h (key, hits, expires_at)
  VALUES ($1, 1, clock_timestamp() + $2::int * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN h.expires_at <= clock_timestamp() THEN 1 ELSE h.hits + 1 END,
    expires_at = CASE WHEN h.expires_at <= clock_timestamp() THEN EXCLUDED.expires_at ELSE h.expires_at END
  RETURNING hits, GREATEST(0, (extract(epoch FROM h.expires_at - clock_timestamp()) * 1000)::int) AS ttl`

const READ = `
  SELECT hits, GREATEST(0, (extract(epoch FROM expires_at - clock_timestamp()) * 1000)::int) AS ttl
    FROM rate_limit_hits WHERE key = $1 AND expires_at > clock_timestamp()`

/** Rows of windows long over are removed now and then by whichever instance counts. */
const PRUNE_EVERY = 1000

/** @fastify/rate-limit's store interface over the database (incr, read, child). */
export const dbStore = (db: Db, prefix = 'api:') => {
  let calls = 0
  return class DbStore {
    /** The plugin constructs the store with its own settings (unused here). */
    constructor(
      _settings?: unknown,
      readonly keyPrefix = prefix,
    ) {}

    incr(key: string, cb: Callback, timeWindow: number) {
      if (++calls % PRUNE_EVERY === 0)
        void db
          .query("DELETE FROM rate_limit_hits WHERE expires_at < clock_timestamp() - interval '1 minute'")
          .catch(() => {})
      db.query<{ hits: number; ttl: number }>(INCR, [this.keyPrefix + key, timeWindow]).then(
        ([r]) => cb(null, { current: Number(r.hits), ttl: Number(r.ttl) }),
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
