// Every background job of a server process starts here, from the app (app.ts registers this plugin),
// never from a route plugin: the scheduler (fast-3 draws, baccarat deals, rebates, VIP review, partner
// reconciliation, deposit expiry) and the partner sweeps of excluded players (partner-sweeps.ts) run
// once the app is ready and stop when it closes; the audit chain's checkpoints (audit-checkpoints.ts)
// are written at start, every few minutes and at close. Exactly-once across processes is the jobs' own
// business (job_runs claims, row locks): see scheduler.ts.
// JOBS=0 turns them off (tests run them by hand: tick, expireDeposits, listenForSweeps); under vitest
// they are off unless JOBS=1.
import type { FastifyPluginAsync } from 'fastify'
import type { Listener } from '../db/client'
import { startAuditCheckpoints } from './audit-checkpoints'
import { listenForSweeps } from './partner-sweeps'
import { startPaymentJobs } from './payments'
import { startScheduler } from './scheduler'

export const jobsEnabled = (env = process.env) => {
  const flag = env.JOBS
  return flag ? flag === '1' : !env.VITEST
}

export const jobs: FastifyPluginAsync = async (app) => {
  if (!jobsEnabled()) return
  let stop: (() => void) | null = null
  let stopPayments: (() => void) | null = null
  let sweeps: Listener | null = null
  let stopCheckpoints: (() => Promise<void>) | null = null
  const log = (msg: string, err?: unknown) => app.log.error({ err }, msg)
  app.addHook('onReady', async () => {
    stop = startScheduler(app.db, log)
    stopPayments = startPaymentJobs(app.db, log)
    stopCheckpoints = startAuditCheckpoints(app.db, app.log)
    // The partners of a player who was just excluded, swept as soon as the exclusion commits.
    sweeps = await listenForSweeps(app.db, log)
  })
  app.addHook('onClose', async () => {
    stop?.()
    stopPayments?.()
    await stopCheckpoints?.()
    await sweeps?.close()
  })
}
