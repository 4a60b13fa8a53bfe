// The review queues of the console (docs/operator-console.md): what waits for an operator, with what
// they need beside each item to decide, and the decisions. A decision takes its row from pending in
// one conditional UPDATE (... WHERE state = 1 RETURNING), so of two operators (or two clicks) one
// wins and the other gets 409; the money, the inbox message and the audit row are in that same
// transaction. Deposit and withdrawal decisions are service.ts's (the command line shares them).
import type { z } from 'zod'
import type { pageQuery, queueQuery } from '../../core/contract/admin'
import { centsToWire, toMicros } from '../../core/money'
import type { Db, Query } from '../db/client'
import { settleById } from '../games/transfers'
import { toWireTime, toWireTimeOrNull } from '../http/format'
import { BizError } from '../http/route'
import { acct, transfer } from '../ledger'
import { wagering } from '../services/withdrawals'
import { type Actor, appendAudit } from './audit'
import { adminText } from './messages'

type QueueQuery = z.output<typeof queueQuery>
type PageQuery = z.output<typeof pageQuery>
const money = (v: unknown) => centsToWire(BigInt(String(v ?? 0)))
const offset = (p: { page: number; per_page: number }) => (p.page - 1) * p.per_page
const DUPLICATE_WINDOW_MIN = 10

/** Pending items per queue (the console's navigation badges) and the old open partner transfers. */
export async function counts(q: Query, transferOldMinutes: number) {
  const [r] = await q<Record<string, number>>(
    `SELECT
       (SELECT count(*) FROM deposits WHERE state = 1)::int AS deposits,
       (SELECT count(*) FROM withdrawals WHERE state = 1)::int AS withdrawals,
       (SELECT count(*) FROM agent_applications WHERE state = 1)::int AS agents,
       (SELECT count(*) FROM activity_applications WHERE state = 1)::int AS activities,
       (SELECT count(*) FROM venue_transfers WHERE state = 'pending')::int AS transfers,
       (SELECT count(*) FROM venue_transfers WHERE state = 'pending'
          AND created_at < now() - ($1::int * interval '1 minute'))::int AS transfers_old`,
    [transferOldMinutes],
  )
  return {
    deposits: Number(r.deposits),
    withdrawals: Number(r.withdrawals),
    agents: Number(r.agents),
    activities: Number(r.activities),
    transfers: Number(r.transfers),
    transfers_old: Number(r.transfers_old),
  }
}

type DepositRow = {
  order_no: string
  username: string
  realname: string
  amount_cents: string
  channel: string
  state: number
  created_at: Date
  reviewed_at: Date | null
  reviewed_by: string | null
  note: string
  depositor_bank: string
  depositor_no: string
  depositor_name: string
  depositor_address: string
  protocol: string | null
  duplicate_of: string[] | null
}

/**
 * Deposits with the payer's details and a duplicate flag: another order of the same player and
 * amount within 10 minutes either way, or another pending order with the same payer name.
 */
export async function depositRows(
  q: Query,
  where: string,
  params: unknown[],
  p: { page: number; per_page: number },
  order: 'ASC' | 'DESC' = 'DESC',
) {
  const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM deposits d WHERE ${where}`, params)
  const k = params.length
  const rows = await q<DepositRow>(
    `SELECT d.order_no, u.username, u.realname, d.amount_cents::text, d.channel, d.state, d.created_at, d.reviewed_at,
            d.reviewed_by, d.note, d.depositor_bank, d.depositor_no, d.depositor_name, d.depositor_address, d.protocol,
            ARRAY(SELECT o.order_no FROM deposits o
                   WHERE o.id <> d.id AND o.state <> 3 AND (
                     (o.user_id = d.user_id AND o.amount_cents = d.amount_cents
                       AND o.created_at BETWEEN d.created_at - ($${k + 3}::int * interval '1 minute')
                                            AND d.created_at + ($${k + 3}::int * interval '1 minute'))
                     OR (d.depositor_name <> '' AND o.state = 1 AND o.depositor_name = d.depositor_name))
                   ORDER BY o.id LIMIT 5) AS duplicate_of
       FROM deposits d JOIN users u ON u.id = d.user_id
      WHERE ${where} ORDER BY d.id ${order} LIMIT $${k + 1} OFFSET $${k + 2}`,
    [...params, p.per_page, offset(p), DUPLICATE_WINDOW_MIN],
  )
  return {
    rows: rows.map((r) => ({
      order_no: r.order_no,
      username: r.username,
      realname: r.realname,
      amount: money(r.amount_cents),
      paytype: r.channel,
      state: Number(r.state),
      created_at: toWireTime(r.created_at),
      reviewed_at: toWireTimeOrNull(r.reviewed_at),
      reviewed_by: r.reviewed_by ?? '',
      note: r.note,
      payer: {
        bank: r.depositor_bank,
        bank_no: r.depositor_no,
        bank_owner: r.depositor_name,
        usdt_address: r.depositor_address,
        usdt_protocol: r.protocol ?? '',
      },
      duplicate: (r.duplicate_of ?? []).length > 0,
      duplicate_of: r.duplicate_of ?? [],
    })),
    total: Number(n),
    page: p.page,
    per_page: p.per_page,
  }
}

/** Pending orders oldest first (the next to decide on top); decided ones newest first. */
export const depositQueue = (q: Query, f: QueueQuery) =>
  depositRows(q, 'd.state = $1', [f.state], f, f.state === 1 ? 'ASC' : 'DESC')

type WithdrawalRow = {
  order_no: string
  user_id: string | number
  username: string
  realname: string
  amount_cents: string
  state: number
  type: number
  created_at: Date
  reviewed_at: Date | null
  reviewed_by: string | null
  note: string
  card_bank: string
  card_no: string
  card_owner: string
}

/** The risk picture beside a withdrawal: wagering, the last 30 days, the net position, shared destinations. */
async function risk(q: Query, userId: number, cardNo: string) {
  const w = await wagering(q, userId)
  const [r] = await q<Record<string, string>>(
    `SELECT
       (SELECT coalesce(sum(amount_cents), 0) FROM deposits WHERE user_id = $1 AND state = 2 AND reviewed_at > now() - interval '30 days')::text AS dep30,
       (SELECT coalesce(sum(amount_cents), 0) FROM withdrawals WHERE user_id = $1 AND state IN (1, 2) AND created_at > now() - interval '30 days')::text AS wd30,
       (SELECT coalesce(sum(stake_cents), 0) FROM game_rounds WHERE user_id = $1 AND status <> 0 AND created_at > now() - interval '30 days')::text AS bets30,
       (SELECT coalesce(sum(payout_cents), 0) FROM game_rounds WHERE user_id = $1 AND status <> 0 AND created_at > now() - interval '30 days')::text AS payout30,
       (SELECT coalesce(sum(amount_cents), 0) FROM deposits WHERE user_id = $1 AND state = 2)::text AS dep_all,
       (SELECT coalesce(sum(amount_cents), 0) FROM withdrawals WHERE user_id = $1 AND state IN (1, 2))::text AS wd_all`,
    [userId],
  )
  const shared = await q<{ username: string }>(
    `SELECT DISTINCT u.username FROM user_cards c JOIN users u ON u.id = c.user_id
      WHERE c.bank_no = $2 AND c.user_id <> $1 AND c.deleted_at IS NULL
     UNION
     SELECT DISTINCT u.username FROM withdrawals o JOIN users u ON u.id = o.user_id
      WHERE o.card_no = $2 AND o.user_id <> $1
     ORDER BY 1 LIMIT 20`,
    [userId, cardNo],
  )
  return {
    wagering_required: centsToWire(w.required),
    wagering_done: centsToWire(w.wagered),
    wagering_met: w.left === 0n,
    deposits_30d: money(r.dep30),
    withdrawals_30d: money(r.wd30),
    bets_30d: money(r.bets30),
    payout_30d: money(r.payout30),
    net_position: centsToWire(BigInt(r.dep_all) - BigInt(r.wd_all)),
    shared_with: shared.map((s) => s.username),
  }
}

export async function withdrawalRows(
  q: Query,
  where: string,
  params: unknown[],
  p: { page: number; per_page: number },
  order: 'ASC' | 'DESC' = 'DESC',
) {
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM withdrawals w WHERE ${where}`,
    params,
  )
  const k = params.length
  const rows = await q<WithdrawalRow>(
    `SELECT w.order_no, w.user_id, u.username, u.realname, w.amount_cents::text, w.state, w.type, w.created_at,
            w.reviewed_at, w.reviewed_by, w.note, w.card_bank, w.card_no, w.card_owner
       FROM withdrawals w JOIN users u ON u.id = w.user_id
      WHERE ${where} ORDER BY w.id ${order} LIMIT $${k + 1} OFFSET $${k + 2}`,
    [...params, p.per_page, offset(p)],
  )
  const out = []
  for (const r of rows) {
    const usdt = Number(r.type) !== 1
    out.push({
      order_no: r.order_no,
      username: r.username,
      realname: r.realname,
      amount: money(r.amount_cents),
      state: Number(r.state),
      created_at: toWireTime(r.created_at),
      reviewed_at: toWireTimeOrNull(r.reviewed_at),
      reviewed_by: r.reviewed_by ?? '',
      note: r.note,
      destination: {
        kind: usdt ? (Number(r.type) === 2 ? 'usdt-trc20' : 'usdt-erc20') : 'bank',
        bank: usdt ? '' : r.card_bank,
        card_no: usdt ? '' : r.card_no,
        owner: r.card_owner,
        usdt_address: usdt ? r.card_no : '',
      },
      risk: await risk(q, Number(r.user_id), r.card_no),
    })
  }
  return { rows: out, total: Number(n), page: p.page, per_page: p.per_page }
}

export const withdrawalQueue = (q: Query, f: QueueQuery) =>
  withdrawalRows(q, 'w.state = $1', [f.state], f, f.state === 1 ? 'ASC' : 'DESC')

// ---------------------------------------------------------------- agent applications

export async function agentQueue(q: Query, f: QueueQuery) {
  const [{ n }] = await q<{ n: number }>(
    'SELECT count(*)::int AS n FROM agent_applications WHERE state = $1',
    [f.state],
  )
  const rows = await q<{
    id: string | number
    username: string
    realname: string
    mobile: string
    apply_info: string
    state: number
    created_at: Date
    reviewed_at: Date | null
  }>(
    `SELECT a.id, u.username, u.realname, a.mobile, a.apply_info, a.state, a.created_at, a.reviewed_at
       FROM agent_applications a JOIN users u ON u.id = a.user_id
      WHERE a.state = $1 ORDER BY a.id LIMIT $2 OFFSET $3`,
    [f.state, f.per_page, offset(f)],
  )
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      realname: r.realname,
      mobile: r.mobile,
      apply_info: r.apply_info,
      state: Number(r.state),
      created_at: toWireTime(r.created_at),
      reviewed_at: toWireTimeOrNull(r.reviewed_at),
    })),
    total: Number(n),
    page: f.page,
    per_page: f.per_page,
  }
}

const inbox = (q: Query, userId: number, title: string, content: string) =>
  q('INSERT INTO inbox_messages (user_id, title, content) VALUES ($1, $2, $3)', [userId, title, content])

/** Approve: the player becomes an agent (users.isagent = 1, read by the member centre). Refuse: a reason. */
export async function reviewAgent(db: Db, who: Actor, id: number, action: 'approve' | 'refuse', reason = '') {
  return db.tx(async (q) => {
    const state = action === 'approve' ? 2 : 3
    const [app] = await q<{ user_id: string | number; username: string }>(
      `UPDATE agent_applications a SET state = $2, reviewed_at = now(), reviewed_by = $3, note = $4
        FROM users u WHERE a.id = $1 AND a.state = 1 AND u.id = a.user_id RETURNING a.user_id, u.username`,
      [id, state, who.username, reason.trim()],
    )
    if (!app) {
      const [exists] = await q('SELECT 1 FROM agent_applications WHERE id = $1', [id])
      throw exists ? new BizError(409, 'a.alreadyProcessed') : new BizError(202, 'a.noSuchApplication')
    }
    const userId = Number(app.user_id)
    if (action === 'approve') {
      await q('UPDATE users SET isagent = 1, updated_at = now() WHERE id = $1', [userId])
      await inbox(
        q,
        userId,
        adminText('zh', 'a.agentApproved.title'),
        adminText('zh', 'a.agentApproved.body'),
      )
    } else {
      const why = reason.trim() || adminText('zh', 'a.noReason')
      await inbox(
        q,
        userId,
        adminText('zh', 'a.agentRefused.title'),
        adminText('zh', 'a.agentRefused.body', { reason: why }),
      )
    }
    await appendAudit(q, who, {
      action: `agent.${action}`,
      target: app.username,
      detail: reason.trim(),
      before: { application: id, state: 1 },
      after: { application: id, state, isagent: action === 'approve' ? 1 : undefined },
    })
    return { id: String(id), state }
  })
}

// ---------------------------------------------------------------- activity applications

export async function activityQueue(q: Query, f: QueueQuery) {
  const [{ n }] = await q<{ n: number }>(
    'SELECT count(*)::int AS n FROM activity_applications WHERE state = $1',
    [f.state],
  )
  const rows = await q<{
    id: string | number
    username: string
    activity_id: string | number
    title: string
    bonus_cents: string
    turnover_multiple: string
    state: number
    created_at: Date
    reviewed_at: Date | null
  }>(
    `SELECT p.id, u.username, a.id AS activity_id, a.title, a.bonus_cents::text, a.turnover_multiple::text, p.state,
            p.created_at, p.reviewed_at
       FROM activity_applications p JOIN users u ON u.id = p.user_id JOIN activities a ON a.id = p.activity_id
      WHERE p.state = $1 ORDER BY p.id LIMIT $2 OFFSET $3`,
    [f.state, f.per_page, offset(f)],
  )
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      activity_id: Number(r.activity_id),
      activity: r.title,
      bonus: money(r.bonus_cents),
      turnover_multiple: Number(r.turnover_multiple),
      state: Number(r.state),
      created_at: toWireTime(r.created_at),
      reviewed_at: toWireTimeOrNull(r.reviewed_at),
    })),
    total: Number(n),
    page: f.page,
    per_page: f.per_page,
  }
}

/**
 * Approve: when the activity defines a bonus, it is paid from the bonus promotions account to the
 * central wallet (idempotency key per application) and its turnover (bonus × multiple) is added to
 * the player's wagering requirement; otherwise the application is only marked approved.
 */
export async function reviewActivity(
  db: Db,
  who: Actor,
  id: number,
  action: 'approve' | 'refuse',
  reason = '',
) {
  return db.tx(async (q) => {
    const state = action === 'approve' ? 2 : 3
    const [app] = await q<{
      user_id: string | number
      username: string
      title: string
      bonus_cents: string
      turnover_multiple: string
    }>(
      `UPDATE activity_applications p SET state = $2, reviewed_at = now(), reviewed_by = $3, note = $4
         FROM users u, activities a
        WHERE p.id = $1 AND p.state = 1 AND u.id = p.user_id AND a.id = p.activity_id
        RETURNING p.user_id, u.username, a.title, a.bonus_cents::text, a.turnover_multiple::text`,
      [id, state, who.username, reason.trim()],
    )
    if (!app) {
      const [exists] = await q('SELECT 1 FROM activity_applications WHERE id = $1', [id])
      throw exists ? new BizError(409, 'a.alreadyProcessed') : new BizError(202, 'a.noSuchApplication')
    }
    const userId = Number(app.user_id)
    const bonus = BigInt(app.bonus_cents)
    let paid = 0n
    if (action === 'approve') {
      let bonusText = ''
      if (bonus > 0n) {
        const t = await transfer(q, {
          debit: acct.promo('bonus'),
          credit: acct.central(userId),
          amount: bonus,
          kind: 'bonus',
          userId,
          ref: `activity:${id}`,
          idempotencyKey: `activity-application:${id}`,
          memo: app.title,
        })
        await q('UPDATE activity_applications SET transfer_id = $2 WHERE id = $1', [id, t.id.toString()])
        const turnover = (bonus * toMicros(app.turnover_multiple)) / 1_000_000n
        await q(
          `INSERT INTO wagering_requirements (user_id, source, ref, amount_cents) VALUES ($1, 'activity', $2, $3)
           ON CONFLICT (source, ref) DO NOTHING`,
          [userId, String(id), turnover.toString()],
        )
        paid = bonus
        bonusText = adminText('zh', 'a.activityBonus', {
          amount: centsToWire(bonus),
          turnover: centsToWire(turnover),
        })
      }
      await inbox(
        q,
        userId,
        adminText('zh', 'a.activityApproved.title'),
        adminText('zh', 'a.activityApproved.body', { activity: app.title, bonus: bonusText }).trim(),
      )
    } else {
      const why = reason.trim() || adminText('zh', 'a.noReason')
      await inbox(
        q,
        userId,
        adminText('zh', 'a.activityRefused.title'),
        adminText('zh', 'a.activityRefused.body', { activity: app.title, reason: why }),
      )
    }
    await appendAudit(q, who, {
      action: `activity.${action}`,
      target: app.username,
      detail: `${app.title}${reason.trim() ? ` ${reason.trim()}` : ''}`,
      before: { application: id, state: 1 },
      after: { application: id, state, bonus: centsToWire(paid) },
    })
    return { id: String(id), state, amount: centsToWire(paid) }
  })
}

// ---------------------------------------------------------------- partner transfers

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
    [p.per_page, offset(p)],
  )
  return {
    rows: rows.map((r) => transferOut(r, oldMinutes)),
    total: Number(n),
    page: p.page,
    per_page: p.per_page,
  }
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
