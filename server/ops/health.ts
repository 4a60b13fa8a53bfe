// Liveness and readiness (docs/operations.md), on the public port and on the operator port:
//   GET /healthz  200 while the process runs its event loop (a load balancer restarts it otherwise);
//   GET /readyz   200 when this instance should get traffic: the database answers, every migration the
//                 code knows is applied, the LISTEN channel that invalidates cached sessions is up, and
//                 the process is not shutting down; 503 naming the failing parts otherwise.
// Shutting down (server/main.ts on SIGTERM) first turns readiness off, so the balancer stops sending
// new requests before the ports close.
import type { FastifyInstance } from 'fastify'
import type { Listener } from '../db/client'
import { pendingMigrations } from '../db/migrate'

/** The process's shutdown state: set once by server/main.ts when a stop signal arrives. */
export const lifecycle = { draining: false }

const DB_CHECK_MS = 2_000

type Checks = { db: string; migrations: string; listen: string; shutdown: string }

const within = <T>(ms: number, p: Promise<T>) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref(),
    ),
  ])

const reason = (e: unknown) =>
  e instanceof Error ? `${(e as { code?: string }).code ?? e.name}: ${e.message}` : String(e)

/** Every readiness check of an instance; `listener` is its LISTEN channel (none: the cache is off). */
export async function readiness(
  app: FastifyInstance,
  listener: () => Listener | null | undefined,
): Promise<{ ready: boolean; failing: string[]; checks: Checks }> {
  const checks: Checks = { db: 'ok', migrations: 'ok', listen: 'ok', shutdown: 'no' }
  const failing: string[] = []
  try {
    await within(DB_CHECK_MS, app.db.query('SELECT 1'))
    const pending = await within(DB_CHECK_MS, pendingMigrations(app.db.query))
    if (pending.length) {
      checks.migrations = `pending: ${pending.join(', ')}`
      failing.push('migrations')
    }
  } catch (e) {
    checks.db = reason(e)
    checks.migrations = 'unknown'
    failing.push('db')
  }
  const l = listener()
  if (!l) checks.listen = 'not used'
  else if (!l.live) {
    checks.listen = 'down'
    failing.push('listen')
  }
  if (lifecycle.draining) {
    checks.shutdown = 'draining'
    failing.push('shutdown')
  }
  return { ready: failing.length === 0, failing, checks }
}

/** GET /healthz and GET /readyz on an instance. */
export function installHealth(
  app: FastifyInstance,
  listener: () => Listener | null | undefined = () => null,
) {
  // Liveness answers even when load shedding (@fastify/under-pressure, server/app.ts) refuses other
  // requests: an overloaded instance is busy, not dead, and must not be restarted for it. Readiness is
  // shed like the rest: 503 takes the busy instance out of the balancer until it catches up.
  app.get('/healthz', { config: { pressureHandler: () => undefined } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'alive', uptimeSeconds: Math.round(process.uptime()) }
  })
  app.get('/readyz', async (_req, reply) => {
    const r = await readiness(app, listener)
    reply.header('cache-control', 'no-store')
    return reply.status(r.ready ? 200 : 503).send({ status: r.ready ? 'ready' : 'not ready', ...r })
  })
}
