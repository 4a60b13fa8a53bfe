// The monthly agent commission (docs/agents.md): shortly after a Beijing month ends, every agent gets
// a statement for it and, when one is due, a payment from sys:promo:commission to their central wallet.
// The job key commission:<YYYY-MM> in job_runs is claimed in the same transaction as the statements
// and payments, so however many processes (or ticks) try, one run pays and the rest find the claim;
// a failed run leaves no claim and the next tick retries. With the rule switched off nothing is claimed.
import { clock } from '../clock'
import type { Db, Query } from '../db/client'
import { commissionRule, monthOf, previousMonth, settleMonth } from '../services/agents'
import { runOnce } from './run-once'

export const COMMISSION_JOB = 'agent-commission'

/** Settle `month` (YYYY-MM, Beijing): the result, or null when it already ran or the rule is off. */
export async function runMonthlyCommission(
  db: Db,
  month: string,
  /** More work in the same transaction (the console's manual run writes its audit row here). */
  after?: (q: Query, agents: number, paid: bigint) => Promise<void>,
) {
  const rule = await commissionRule(db.query)
  if (!rule.enabled) return null
  return runOnce(db, COMMISSION_JOB, month, async (q) => {
    // Read the rule again inside the claim: an edit that landed meanwhile applies to this run.
    const { agents, paid } = await settleMonth(q, month, await commissionRule(q))
    await after?.(q, agents, paid)
    return `${agents} agents, ${paid} cents`
  })
}

/** The month the scheduler settles at `now`: the previous Beijing month. */
export const dueMonth = (now = clock.now()) => previousMonth(monthOf(now))
