// The partner transfer queue (docs/operator-console.md): transfers to and from partner venues, the open
// ones first (flagged when old), and the operator's retry that asks the partner again. The queue
// filters by state, Beijing day, amount and transfer id or player, and exports the same rows as an
// audited CSV (transfersRoute; docs/operator-console.md, "Working the lists").
import { type TransferQueueQuery, transferQueueQuery } from '../../core/contract/admin'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { settleById } from '../games/transfers'
import { money, toWireTime, toWireTimeOrNull } from '../wire'
import { type Actor, appendAudit } from './audit'
import { listOrder, listWhere } from './list-filters'
import { listRoute } from './money-queue-export'
import { pageOffset, queuePage } from './queues'

type TransferRow = {
  id: string
  username: string
  venue_code: string
  direction: string
  amount_cents: string
  state: string
  attempts: number
  created_at: Date
  settled_at: Date | null
  age_minutes: number
  last_error: string
}

const TRANSFER_SQL = `SELECT t.id, u.username, t.venue_code, t.direction, t.amount_cents::text, t.state, t.attempts,
    t.created_at, t.settled_at, floor(extract(epoch FROM now() - t.created_at) / 60)::int AS age_minutes,
    t.last_error
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
  settled_at: toWireTimeOrNull(r.settled_at),
})

/** A transfer is found by its exact id or its player's name (any case). */
const byIdOrPlayer = '(t.id = $? OR lower(u.username) = lower($?))'

/**
 * Transfers to and from partner venues under the filters: the open ones (the reconciler's open items)
 * oldest first, as the other queues show what waits; settled ones newest first.
 */
export async function transferQueue(q: Query, f: TransferQueueQuery, oldMinutes: number) {
  const state = f.state === 'all' ? undefined : f.state
  const { where, params } = listWhere(
    { ...f, state },
    { created: 't.created_at', state: 't.state', amount: 't.amount_cents', q: byIdOrPlayer },
  )
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM venue_transfers t JOIN users u ON u.id = t.user_id WHERE ${where}`,
    params,
  )
  const k = params.length
  const order = listOrder({ state: state === 'pending' ? 1 : 0 })
  const rows = await q<TransferRow>(
    `${TRANSFER_SQL} WHERE ${where} ORDER BY t.created_at ${order}, t.id LIMIT $${k + 1} OFFSET $${k + 2}`,
    [...params, f.per_page, pageOffset(f)],
  )
  return queuePage(
    rows.map((r) => transferOut(r, oldMinutes)),
    n,
    f,
  )
}

const STATE: Record<string, string> = { pending: '待处理', done: '已完成', refused: '已拒绝' }
const DIRECTION: Record<string, string> = { in: '转入场馆', out: '转出场馆' }

/** The queue's route: the filtered page, or with `format=csv` the audited export (`export.transfers`). */
export const transfersRoute = (db: Db, oldMinutes: () => number) =>
  listRoute(db, transferQueueQuery, {
    name: 'transfers',
    page: (q, f) => transferQueue(q, f, oldMinutes()),
    head: [
      '转账编号',
      '会员',
      '场馆',
      '方向',
      '金额',
      '状态',
      '尝试次数',
      '创建时间',
      '结算时间',
      '最近错误',
    ],
    cells: (r) => [
      r.id,
      r.username,
      r.venue,
      DIRECTION[r.direction] ?? r.direction,
      r.amount,
      STATE[r.state] ?? r.state,
      String(r.attempts),
      r.created_at,
      r.settled_at ?? '',
      r.last_error,
    ],
  })

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
