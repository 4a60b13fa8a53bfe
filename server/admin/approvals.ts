// The second pair of eyes (docs/operator-console.md, "Four eyes"): the queue of requests the gate
// recorded (approvals-gate.ts) and the decision on one. Approving locks the request row, checks that
// the checker is not the maker, holds the action's permission, is within their daily total and that
// the request has not expired, then runs the action in the same transaction (under the maker's name,
// with an idempotency key of its own) and marks the request approved: 100 parallel approvals apply
// once, the others answer 409. Refusing needs a reason; the maker may withdraw their own request.
// Every decision is audited in its transaction.
import {
  type ApprovalKind,
  type ApprovalQuery,
  type ApprovalRow,
  type OperatorRole,
  type Permission,
  roleMay,
} from '../../core/contract/admin'
import { centsToWire, decimalCents } from '../../core/money'
import { beijingDate } from '../../core/time'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { sendApprovedPayout } from '../payments/payouts'
import { approvalOut, type RequestRow, thresholds } from './approvals-gate'
import { type Actor, appendAudit } from './audit'
import { listWhere } from './list-filters'
import { applyRule, parseRule } from './promotions'
import { pageOffset, queuePage } from './queues'
import { applyAdjust, reviewWithdrawalIn } from './service'
import { applyMoneyRules, checkMoney } from './settings-money'
import {
  applyPayChannel,
  applyPayProvider,
  applyReceivingAccount,
  type CheckedProvider,
  checkChannel,
} from './settings-receiving'
import { applyMaintenance } from './settings-site'

export type Checker = Actor & { id: number; role: OperatorRole }

/** Each kind's action, run in the approval's transaction as the maker. */
const RUN: Record<ApprovalKind, (q: Query, maker: Actor, r: RequestRow) => Promise<unknown>> = {
  adjust: (q, maker, r) =>
    applyAdjust(q, maker, {
      username: String(r.payload.username),
      cents: decimalCents(String(r.payload.amount)),
      reason: String(r.payload.reason),
      key: `approval:${r.id}`,
      request: `approval:${r.id}`,
    }),
  withdrawal: (q, maker, r) =>
    reviewWithdrawalIn(q, maker, r.target, 'approve', String(r.payload.note ?? '')),
  'receiving-account': (q, maker, r) =>
    applyReceivingAccount(q, maker, r.payload.id === null ? null : Number(r.payload.id), r.payload),
  'pay-channel': (q, maker, r) => {
    const code = r.payload.code as Parameters<typeof checkChannel>[0]
    return applyPayChannel(q, maker, code, checkChannel(code, r.payload))
  },
  // The payload is the checked binding with its secret already sealed (settings-receiving.ts).
  'pay-provider': (q, maker, r) => {
    const { channel, ...next } = r.payload as CheckedProvider & { channel: string }
    return applyPayProvider(q, maker, channel as Parameters<typeof checkChannel>[0], next)
  },
  'promotion-rule': (q, maker, r) => applyRule(q, maker, Number(r.target), parseRule(r.payload.rule)),
  'money-rules': (q, maker, r) => applyMoneyRules(q, maker, checkMoney(r.payload.rules)),
  maintenance: (q, maker, r) => applyMaintenance(q, maker, r.payload),
}

/** Each list state's condition; `expired` is stored so or pending past its expiry. */
const STATE_SQL: Record<ApprovalQuery['state'], string> = {
  pending: "r.state = 'pending'",
  decided: "r.state <> 'pending'",
  approved: "r.state = 'approved'",
  refused: "r.state = 'refused'",
  expired: "(r.state = 'expired' OR (r.state = 'pending' AND r.expires_at <= now()))",
  all: 'TRUE',
}

/**
 * The requests under the filters (docs/operator-console.md, "Four eyes"): pending ones oldest first
 * (expired ones included until closed), the others by decision, newest first. Days are Beijing days of
 * the request; the amount is its size; `q` is the request's number, its target or its maker.
 */
export async function listApprovals(q: Query, viewer: Checker, f: ApprovalQuery) {
  const { where, params } = listWhere(f, {
    created: 'r.created_at',
    amount: 'r.amount_cents',
    q: '(r.id::text = $? OR lower(r.target) = lower($?) OR lower(r.maker) = lower($?))',
  })
  const scope = `${STATE_SQL[f.state]} AND ${where}`
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM approval_requests r WHERE ${scope}`,
    params,
  )
  const k = params.length
  const order =
    f.state === 'pending' ? 'r.created_at ASC, r.id' : 'coalesce(r.decided_at, r.created_at) DESC, r.id DESC'
  const rows = await q<RequestRow>(
    `SELECT r.* FROM approval_requests r WHERE ${scope} ORDER BY ${order} LIMIT $${k + 1} OFFSET $${k + 2}`,
    [...params, f.per_page, pageOffset(f)],
  )
  return queuePage(
    rows.map((r) => approvalOut(r, viewer.id)),
    n,
    f,
  )
}

export async function decideApproval(
  db: Db,
  who: Checker,
  id: number,
  action: 'approve' | 'refuse',
  reason: string,
): Promise<ApprovalRow> {
  const note = reason.trim()
  const out = await db.tx(async (q) => {
    const [r] = await q<RequestRow>('SELECT * FROM approval_requests WHERE id = $1 FOR UPDATE', [id])
    if (!r) throw new BizError(202, 'a.ap.noSuch')
    if (r.state !== 'pending') throw new BizError(409, 'a.ap.decided')
    if (!roleMay(who.role, r.permission as Permission)) throw new BizError(403, 'a.ap.notYours')
    const mine = Number(r.maker_id) === who.id
    let result: unknown = null
    if (action === 'refuse') {
      if (!note) throw new BizError(1000, 'a.ap.reasonRequired')
    } else {
      if (mine) throw new BizError(403, 'a.ap.ownRequest')
      if (new Date(r.expires_at) <= new Date()) throw new BizError(1000, 'a.ap.expired')
      if (r.amount_cents !== null) await withinDailyTotal(q, who, BigInt(r.amount_cents))
      const maker: Actor = { id: Number(r.maker_id), username: r.maker, ip: r.maker_ip }
      result = await RUN[r.kind](q, maker, r)
    }
    const [done] = await q<RequestRow>(
      `UPDATE approval_requests SET state = $2, checker_id = $3, checker = $4, decided_at = now(),
              beijing_day = $5, reason = $6, result = $7::jsonb
        WHERE id = $1 RETURNING *`,
      [
        id,
        action === 'approve' ? 'approved' : 'refused',
        who.id,
        who.username,
        beijingDate(new Date()),
        note,
        result === null ? null : JSON.stringify(result),
      ],
    )
    const decided = approvalOut(done, who.id)
    await appendAudit(q, who, {
      action: `approval.${action}`,
      target: `${r.kind}:${r.target}`,
      detail: `#${decided.id} ${r.maker}${decided.amount ? ` ${decided.amount}` : ''}${note ? ` ${note}` : ''}`,
      before: { state: 'pending', maker: r.maker, payload: r.payload },
      after: { state: decided.state, checker: who.username, ...(mine ? { withdrawn: true } : {}) },
    })
    return decided
  })
  // An approved withdrawal's payout goes to the provider now, as after a direct approval (service.ts).
  if (out.kind === 'withdrawal' && out.state === 'approved') await sendApprovedPayout(db, out.target)
  return out
}

/**
 * Each operator's approvals of a Beijing day are summed against `approvals.approve_daily_max`, under
 * a lock on the operator, so parallel approvals cannot pass the total together.
 */
async function withinDailyTotal(q: Query, who: Checker, cents: bigint) {
  await q("SELECT pg_advisory_xact_lock(hashtext('approval-daily'), $1::int)", [who.id])
  const [{ used }] = await q<{ used: string }>(
    `SELECT coalesce(sum(amount_cents), 0)::text AS used FROM approval_requests
      WHERE checker_id = $1 AND beijing_day = $2 AND state = 'approved'`,
    [who.id, beijingDate(new Date())],
  )
  const max = decimalCents((await thresholds(q)).approve_daily_max)
  if (BigInt(used) + cents > max)
    throw new BizError(1000, 'a.ap.dailyLimit', {
      used: centsToWire(BigInt(used)),
      amount: centsToWire(cents),
      max: centsToWire(max),
    })
}
