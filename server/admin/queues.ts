// The review queues of the console (docs/operator-console.md): what waits for an operator, with what
// they need beside each item to decide, and the decisions. A decision takes its row from pending in
// one conditional UPDATE (... WHERE state = 1 RETURNING), so of two operators (or two clicks) one
// wins and the other gets 409; the money, the inbox message and the audit row are in that same
// transaction. Here the counts and the paging the queues share; deposits and withdrawals are in
// money-queues.ts (their decisions service.ts's, the command line shares them), applications in
// application-queues.ts, partner transfers in transfer-queue.ts.
import type { z } from 'zod'
import type { queueQuery } from '../../core/contract/admin'
import type { Query } from '../db/client'

export type QueueQuery = z.output<typeof queueQuery>
type Paging = { page: number; per_page: number }
export const pageOffset = (p: Paging) => (p.page - 1) * p.per_page
/** A queue page as the console reads it. */
export const queuePage = <R>(rows: R[], total: number, p: Paging) => ({
  rows,
  total: Number(total),
  page: p.page,
  per_page: p.per_page,
})

/**
 * Pending items per queue (the console's navigation badges), the old open partner transfers, the
 * four-eyes requests still open to approval (expired ones can only be refused: not counted) and the
 * players whose identity documents wait for review (身份认证).
 */
export async function counts(q: Query, transferOldMinutes: number) {
  const [r] = await q<Record<string, number>>(
    `SELECT
       (SELECT count(*) FROM deposits WHERE state = 1)::int AS deposits,
       (SELECT count(*) FROM withdrawals WHERE state = 1)::int AS withdrawals,
       (SELECT count(*) FROM agent_applications WHERE state = 1)::int AS agents,
       (SELECT count(*) FROM activity_applications WHERE state = 1)::int AS activities,
       (SELECT count(*) FROM venue_transfers WHERE state = 'pending')::int AS transfers,
       (SELECT count(*) FROM venue_transfers WHERE state = 'pending'
          AND created_at < now() - ($1::int * interval '1 minute'))::int AS transfers_old,
       (SELECT count(*) FROM approval_requests WHERE state = 'pending' AND expires_at > now())::int AS approvals,
       (SELECT count(*) FROM kyc_profiles WHERE state = 'pending')::int AS kyc`,
    [transferOldMinutes],
  )
  return {
    deposits: Number(r.deposits),
    withdrawals: Number(r.withdrawals),
    agents: Number(r.agents),
    activities: Number(r.activities),
    transfers: Number(r.transfers),
    transfers_old: Number(r.transfers_old),
    approvals: Number(r.approvals),
    kyc: Number(r.kyc),
  }
}
