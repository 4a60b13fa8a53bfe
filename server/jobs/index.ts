// Every background job of a server process starts here, from the app (app.ts registers this plugin),
// never from a route plugin: the scheduler (fast-3 draws, baccarat deals, rebates, VIP review, partner
// reconciliation, deposit expiry) runs once the app is ready and stops when it closes. Exactly-once
// across processes is the jobs' own business (job_runs claims, row locks): see scheduler.ts.
// JOBS=0 turns the scheduler off (tests run it by hand: tick, expireDeposits); under vitest it is off
// unless JOBS=1.
import type { FastifyPluginAsync } from 'fastify'
import { startScheduler } from './scheduler'

export const jobsEnabled = (env = process.env) => {
  const flag = env.JOBS
  return flag ? flag === '1' : !env.VITEST
}

export const jobs: FastifyPluginAsync = async (app) => {
  if (!jobsEnabled()) return
  let stop: (() => void) | null = null
  app.addHook('onReady', async () => {
    stop = startScheduler(app.db, (msg, err) => app.log.error({ err }, msg))
  })
  app.addHook('onClose', async () => stop?.())
}
