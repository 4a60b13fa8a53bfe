// Prometheus metrics of the process (prom-client), served on the operator port only (/metrics,
// server/admin/ops.ts; docs/operations.md lists every series). One registry per process: the ledger, the
// login and the job runner count into it from wherever they run, and both Fastify instances record
// their requests into it. Labels are bounded sets: the route pattern (never the raw URL), the method,
// the HTTP status and the envelope's `code`.
import type { FastifyInstance } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from '../db/client'

export const registry = new Registry()
collectDefaultMetrics({ register: registry, prefix: 'jinding_process_' })

const requestDuration = new Histogram({
  name: 'jinding_http_request_duration_seconds',
  help: 'HTTP requests by surface, method, route pattern, HTTP status and envelope code; _count is the request rate',
  labelNames: ['surface', 'method', 'route', 'status', 'code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

export const ledgerTransfers = new Counter({
  name: 'jinding_ledger_transfers_total',
  help: 'Ledger transfers applied (written or replayed by idempotency key) or refused, by outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
})

export const ledgerDuration = new Histogram({
  name: 'jinding_ledger_transfer_duration_seconds',
  help: 'Time of one ledger call (one transfer, or one atomic batch) inside its transaction',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
})

export const jobRuns = new Counter({
  name: 'jinding_job_runs_total',
  help: 'Once-only job runs (job_runs claims) by job and outcome: ran, skipped (claimed elsewhere), failed',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
})

export const jobFailures = new Counter({
  name: 'jinding_job_failures_total',
  help: 'Scheduler tasks that threw (draws, deals, rebates, VIP review, partner reconciliation)',
  labelNames: ['job'] as const,
  registers: [registry],
})

export const logins = new Counter({
  name: 'jinding_logins_total',
  help: 'Player login attempts by outcome: ok, failed, locked (refused: account locked), ip_limited, disabled',
  labelNames: ['outcome'] as const,
  registers: [registry],
})

export const lockouts = new Counter({
  name: 'jinding_lockouts_total',
  help: 'Locks started by failed attempts: login (account name), pay_password',
  labelNames: ['scope'] as const,
  registers: [registry],
})

const dbConnections = new Gauge({
  name: 'jinding_db_connections',
  help: 'Database connections: in_use, idle, waiting (callers queued for a connection; PGlite: calls queued behind its one connection)',
  labelNames: ['state'] as const,
  registers: [registry],
})

const pendingPartnerTransfers = new Gauge({
  name: 'jinding_partner_transfers_pending',
  help: 'Transfers to or from partner venues not yet confirmed by the partner (venue_transfers.state = pending)',
  registers: [registry],
})

/** Time one ledger call and count its transfers by outcome. */
export async function timedLedger<T>(count: number, run: () => Promise<T>): Promise<T> {
  const end = ledgerDuration.startTimer()
  try {
    const out = await run()
    ledgerTransfers.inc({ outcome: 'applied' }, count)
    return out
  } catch (e) {
    ledgerTransfers.inc(
      { outcome: (e as Error).name === 'InsufficientFunds' ? 'insufficient' : 'failed' },
      count,
    )
    throw e
  } finally {
    end()
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The envelope's `code` of the answer, read as it is sent (metrics label). */
    envelopeCode?: string
  }
}

const CODE = /^\{"code":(-?\d{1,6})[,}]/

/** Record every request of an instance (surface: public or operator) in the request histogram. */
export function installRequestMetrics(app: FastifyInstance, surface: 'public' | 'operator') {
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (typeof payload === 'string') req.envelopeCode = CODE.exec(payload)?.[1]
    done(null, payload)
  })
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? '(unmatched)'
    requestDuration.observe(
      {
        surface,
        method: req.method,
        route,
        status: String(reply.statusCode),
        code: req.envelopeCode ?? '-',
      },
      reply.elapsedTime / 1000,
    )
    done()
  })
}

/** The gauges read from the database at scrape time, then the text exposition of every series. */
export async function metricsText(db: Db): Promise<string> {
  const pool = db.poolStats()
  dbConnections.set({ state: 'in_use' }, pool.inUse)
  dbConnections.set({ state: 'idle' }, pool.idle)
  dbConnections.set({ state: 'waiting' }, pool.waiting)
  try {
    const [row] = await db.query<{ n: string | number }>(
      "SELECT count(*) AS n FROM venue_transfers WHERE state = 'pending'",
    )
    pendingPartnerTransfers.set(Number(row.n))
  } catch {
    // The database is away: the gauge keeps its last value; readiness (/readyz) reports the outage.
  }
  return registry.metrics()
}
