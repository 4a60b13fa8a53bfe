// The partner transfer queue (docs/operator-console.md): transfers to and from partner venues still
// open, flagged when old, and the operator's retry that asks the partner again.
import type { z } from 'zod'
import type { pageQuery } from '../../core/contract/admin'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { settleById } from '../games/transfers'
import { money, toWireTime } from '../wire'
import { type Actor, appendAudit } from './audit'
import { pageOffset, queuePage } from './queues'

type PageQuery = z.output<typeof pageQuery>

type TransferRow = {
  id: string
  username: string
  venue_code: string
  direction: string
  amount_cents: string
  state: string
  attempts: number
  created_at: Date
  age_minutes: number
  last_error: string
}

const TRANSFER_SQL = `SELECT t.id, u.username, t.venue_code, t.direction, t.amount_cents::text, t.state, t.attempts,
    t.created_at, floor(extract(epoch FROM now() - t.created_at) / 60)::int AS age_minutes, t.last_error
  FROM venue_transfers t JOIN users u ON u.id = t.user_id`

const transferOut = (r: TransferRow, oldMinutes: number) => ({
  id: r.id,
  username: r.username,
  venue: r.venue_code,
  direction: r.direction,
  amount: money(r.amount_cents),
  state: r.state,
  attempts: Number(r.attempts),
  created_at: toWireTime(r.created_at),
  age_minutes: Number(r.age_minutes),
  old: r.state === 'pending' && Number(r.age_minutes) >= oldMinutes,
  last_error: r.last_error,
})

/** Open transfers to and from partner venues (the reconciler's open items), oldest first. */
export async function transferQueue(q: Query, p: PageQuery, oldMinutes: number) {
  const [{ n }] = await q<{ n: number }>(
    "SELECT count(*)::int AS n FROM venue_transfers WHERE state = 'pending'",
  )
  const rows = await q<TransferRow>(
    `${TRANSFER_SQL} WHERE t.state = 'pending' ORDER BY t.created_at LIMIT $1 OFFSET $2`,
    [p.per_page, pageOffset(p)],
  )
  return queuePage(
    rows.map((r) => transferOut(r, oldMinutes)),
    n,
    p,
  )
}

/** Ask the partner again now (what the reconciler does on its round); the answer settles it or not. */
export async function retryTransfer(db: Db, who: Actor, id: string, oldMinutes: number) {
  const [before] = await db.query<TransferRow>(`${TRANSFER_SQL} WHERE t.id = $1`, [id])
  if (before?.state !== 'pending') throw new BizError(202, 'a.noSuchTransfer')
  await settleById(db, id)
  const [after] = await db.query<TransferRow>(`${TRANSFER_SQL} WHERE t.id = $1`, [id])
  await db.tx((q) =>
    appendAudit(q, who, {
      action: 'transfer.retry',
      target: id,
      detail: `${before.username} ${before.venue_code} ${before.direction}`,
      before: { state: before.state, attempts: Number(before.attempts) },
      after: { state: after.state, attempts: Number(after.attempts) },
    }),
  )
  return transferOut(after, oldMinutes)
}
