// The in-server scheduler. Every tick (1 s) it looks at the Beijing clock and runs what is due:
// fast-3 draws every minute, 时时彩 draws every two minutes, PK10 draws every three minutes, roulette spins every 45 s (lylive), 三公 deals every 40 s (ymlive), baccarat and dragon-tiger deals (and
// open the next round) when betting closes, the sportsbook's seasons, matchdays, closes and settlements
// (sportsbook/schedule.ts), the previous day's rebates and the VIP review shortly after Beijing
// midnight (then hourly, in case a run failed), the birthday bonus and the monthly red packet
// (promotions.ts, once per Beijing day or half-month). Exactly-once across processes comes from the database: job_runs (job, run_key) is
// claimed in the same transaction as the job's work (run-once.ts), so a failed run leaves no claim and
// a later tick retries; lottery draws lock their issue row (SKIP LOCKED).
// Every 10 s, apart from the tick, partners are reconciled (partners.ts); every minute, bank deposits
// left unpaid past their window are closed (services/deposits.ts expireDeposits), and so are 抢庄牛牛
// rounds left waiting for a choice (games/qiangzhuang.ts closeIdleQz, with the default choices).
import { beijingDate } from '../../core/time'
import { clock } from '../clock'
import type { Db } from '../db/client'
import { dealDue } from '../games/baccarat'
import { dealDragonTigerDue } from '../games/dragontiger'
import { drawDue } from '../games/fast3'
import { drawPk10Due } from '../games/pk10'
import { closeIdleQz } from '../games/qiangzhuang'
import { drawRouletteDue } from '../games/roulette'
import { drawSangongDue } from '../games/sangong'
import { drawSscDue } from '../games/ssc'
import { jobFailures } from '../ops/metrics'
import { expireDeposits } from '../services/deposits'
import { runSportsbook } from '../sportsbook/schedule'
import { dueMonth, runMonthlyCommission } from './commission'
import { reconcilePartners } from './partners'
import { runPromotionJobs } from './promotions'
import { runDailyRebate } from './rebates'
import { runVipReview } from './vip'

/** A scheduler task's failure: counted (metrics), then logged. */
const failed = (log: SchedulerLog, job: string, msg: string) => (e: unknown) => {
  jobFailures.inc({ job })
  log(msg, e)
}

export type SchedulerLog = (msg: string, err?: unknown) => void

/** One pass of every due job at `now`. */
export async function tick(db: Db, now = clock.now(), log: SchedulerLog = () => {}) {
  await drawDue(db, now).catch(failed(log, 'fast3-draw', 'fast-3 draw failed'))
  await drawSscDue(db, now).catch(failed(log, 'ssc-draw', '时时彩 draw failed'))
  await drawPk10Due(db, now).catch(failed(log, 'pk10-draw', 'PK10 draw failed'))
  await drawSangongDue(db, now).catch(failed(log, 'sangong-draw', '三公 deal failed'))
  await drawRouletteDue(db, now).catch(failed(log, 'roulette-draw', 'roulette spin failed'))
  await dealDue(db, now).catch(failed(log, 'baccarat-deal', 'baccarat deal failed'))
  await dealDragonTigerDue(db, now).catch(failed(log, 'dragontiger-deal', 'dragon-tiger deal failed'))
  await runSportsbook(db, now).catch(failed(log, 'sportsbook', 'sportsbook schedule or settlement failed'))
  const yesterday = beijingDate(new Date(now.getTime() - 24 * 3600_000))
  await runDailyRebate(db, yesterday).catch(failed(log, 'daily-rebate', 'daily rebate failed'))
  await runVipReview(db, now).catch(failed(log, 'vip-review', 'VIP review failed'))
  await runPromotionJobs(db, now).catch(
    failed(log, 'promotions', 'birthday bonus or monthly red packet failed'),
  )
  await runMonthlyCommission(db, dueMonth(now)).catch(
    failed(log, 'agent-commission', 'agent commission failed'),
  )
}

export function startScheduler(
  db: Db,
  log: SchedulerLog = () => {},
  everyMs = 1000,
  partnersEveryMs = 10_000,
  expiryEveryMs = 60_000,
) {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    tick(db, clock.now(), log).finally(() => {
      running = false
    })
  }, everyMs)
  timer.unref()
  // Partners on their own beat: a slow or absent partner must not hold up the draws. An outage is
  // logged when it starts, not every 10 seconds.
  let reconciling = false
  let failing = false
  const partners = setInterval(() => {
    if (reconciling) return
    reconciling = true
    reconcilePartners(db)
      .then(() => {
        failing = false
      })
      .catch((e) => {
        jobFailures.inc({ job: 'partner-reconcile' })
        if (!failing) log('partner reconciliation failed', e)
        failing = true
      })
      .finally(() => {
        reconciling = false
      })
  }, partnersEveryMs)
  partners.unref()
  const expiry = setInterval(() => {
    expireDeposits(db.query).catch(failed(log, 'deposit-expiry', 'deposit expiry failed'))
    closeIdleQz(db).catch(failed(log, 'qiangzhuang-idle', '抢庄牛牛 idle rounds failed to close'))
  }, expiryEveryMs)
  expiry.unref()
  return () => {
    clearInterval(timer)
    clearInterval(partners)
    clearInterval(expiry)
  }
}
