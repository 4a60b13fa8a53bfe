// Process-level configuration: secrets, limits and paths that are not operator content (those live in
// the settings table). Defaults suit a developer machine; tests and benchmarks override single fields.
export type AppConfig = {
  /**
   * Pepper mixed into pay-password hashes (Argon2 secret). No default: server/main.ts passes the
   * site's secret (server/secrets.ts), tests and benches pass their own.
   */
  payPepper: string
  /** Where avatars are written; served at /uploads/. */
  uploadsDir: string
  /** cacheMs: how long a process may answer from its session cache (0 turns the cache off). */
  /** `remembered`: the lifetimes of a session the player asked to keep (记住密码, docs/security.md). */
  session: {
    idleMs: number
    absoluteMs: number
    remembered: { idleMs: number; absoluteMs: number }
    touchEveryMs: number
    cacheMs: number
  }
  login: {
    accountMaxFails: number
    accountWindowMs: number
    accountLockMs: number
    ipMaxFails: number
    ipWindowMs: number
    /** The strangers' progressive delay (server/auth/login.ts): per failure past the limit, and its ceiling. */
    delayStepMs: number
    delayMaxMs: number
  }
  payPassword: { maxFails: number; lockMs: number }
  /**
   * Operator logins (docs/operations.md): per (operator, address) and per address limits inside one
   * window; past `accountDelayAfter` failures of one operator from anywhere, each check waits a delay
   * that grows by `accountDelayStepMs` up to `accountDelayMaxMs` (a delay, never a lock).
   */
  operatorLogin: {
    pairMaxFails: number
    ipMaxFails: number
    windowMs: number
    accountDelayAfter: number
    accountDelayStepMs: number
    accountDelayMaxMs: number
  }
  /** editPassword's current-password check: failures per window that lock it, window = lock. */
  password: { maxFails: number; lockMs: number }
  /** Server-issued captcha on register (always) and login (after a failure). CAPTCHA=off turns it off. */
  captcha: boolean
  /** Load shedding (@fastify/under-pressure): event-loop delay above which requests answer 503 (0: off). */
  pressure: { maxEventLoopDelayMs: number; sampleIntervalMs: number }
  /**
   * Operator sessions (docs/operator-console.md): idle and absolute lifetimes; the sign-in ticket
   * between password and second factor lives `ticketMs`. Partner transfers still open after
   * `transferOldMinutes` are flagged old in the console's queue.
   */
  operatorSession: { idleMs: number; absoluteMs: number; ticketMs: number; transferOldMinutes: number }
  /**
   * Requests per client IP over the whole API: `capacity` per window of capacity / refillPerSecond
   * seconds (server/http/ratelimit.ts). `store`: 'shared' counts across instances (Redis with
   * redisUrl, else PostgreSQL; PGlite is one process and counts in memory), 'memory' in this process.
   */
  rateLimit: { capacity: number; refillPerSecond: number; store: 'shared' | 'memory' }
  /**
   * Money calls per player (server/http/money-route.ts): `max` per `windowMs`, counted in the same
   * shared store, so the count survives a restart and holds across instances.
   */
  moneyLimit: { max: number; windowMs: number }
  /** REDIS_URL: where the shared rate-limit counters live (empty: in the database). */
  redisUrl: string
  /** Validate every answer against its contract schema (a bug there answers 500, never bad data). */
  validateResponses: boolean
  /** Trust X-Forwarded-For (only behind a known proxy). */
  trustProxy: boolean
}

const MIN = 60_000

export const defaultConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => ({
  payPepper: env.PAY_PEPPER || '',
  uploadsDir: env.UPLOADS_DIR || './data/uploads',
  session: {
    idleMs: 2 * 60 * MIN,
    absoluteMs: 7 * 24 * 60 * MIN,
    remembered: { idleMs: 14 * 24 * 60 * MIN, absoluteMs: 30 * 24 * 60 * MIN },
    touchEveryMs: MIN,
    cacheMs: env.SESSION_CACHE_MS === undefined ? 30_000 : Number(env.SESSION_CACHE_MS),
  },
  login: {
    accountMaxFails: 5,
    accountWindowMs: 15 * MIN,
    accountLockMs: 15 * MIN,
    ipMaxFails: 20,
    ipWindowMs: 15 * MIN,
    delayStepMs: 500,
    delayMaxMs: 5_000,
  },
  payPassword: { maxFails: 5, lockMs: 30 * MIN },
  operatorLogin: {
    pairMaxFails: 5,
    ipMaxFails: 20,
    windowMs: 15 * MIN,
    accountDelayAfter: 5,
    accountDelayStepMs: 500,
    accountDelayMaxMs: 5_000,
  },
  password: { maxFails: 5, lockMs: 15 * MIN },
  captcha: env.CAPTCHA !== 'off',
  pressure: {
    maxEventLoopDelayMs:
      env.MAX_EVENT_LOOP_DELAY_MS === undefined ? 1000 : Number(env.MAX_EVENT_LOOP_DELAY_MS) || 0,
    sampleIntervalMs: 1000,
  },
  operatorSession: {
    idleMs: Number(env.OPERATOR_IDLE_MINUTES || 30) * MIN,
    absoluteMs: Number(env.OPERATOR_SESSION_HOURS || 12) * 60 * MIN,
    ticketMs: 5 * MIN,
    transferOldMinutes: Number(env.TRANSFER_OLD_MINUTES || 30),
  },
  rateLimit: {
    capacity: Number(env.RATE_LIMIT_BURST) || 300,
    refillPerSecond: Number(env.RATE_LIMIT_PER_SECOND) || 100,
    store: 'shared',
  },
  moneyLimit: {
    max: Number(env.MONEY_LIMIT_MAX) || 60,
    windowMs: Number(env.MONEY_LIMIT_WINDOW_MS) || 6_000,
  },
  redisUrl: env.REDIS_URL || '',
  validateResponses: true,
  trustProxy: env.TRUST_PROXY === '1',
})

export type ConfigOverrides = {
  [K in keyof AppConfig]?: AppConfig[K] extends object ? Partial<AppConfig[K]> : AppConfig[K]
}

export const resolveConfig = (over: ConfigOverrides = {}): AppConfig => {
  const base = defaultConfig()
  const out = { ...base } as Record<string, unknown>
  for (const [k, v] of Object.entries(over)) {
    const b = (base as Record<string, unknown>)[k]
    out[k] = v && typeof v === 'object' && b && typeof b === 'object' ? { ...b, ...v } : v
  }
  return out as AppConfig
}
