// The four-eyes gate (docs/operator-console.md, "Four eyes"): called at the start of an action that
// moves money or changes where players pay. Below its threshold it returns and the action runs as
// before; above it, nothing is done: a request is recorded (or the one already waiting is found) in a
// transaction of its own, and the answer is code 250 with the request, for another operator to
// approve (approvals.ts). The thresholds live in the settings row 'approvals' (approvals-settings.ts).
import {
  AdminCode,
  type ApprovalKind,
  type ApprovalRow,
  type ApprovalSettings,
  type Permission,
} from '../../core/contract/admin'
import { centsToWire, decimalCents } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { toWireTime, toWireTimeOrNull } from '../wire'
import type { Actor } from './audit'

export type Thresholds = Pick<
  ApprovalSettings,
  | 'adjust_threshold'
  | 'withdrawal_threshold'
  | 'receiving_changes'
  | 'promotion_changes'
  | 'money_changes'
  | 'maintenance_changes'
  | 'expiry_hours'
  | 'approve_daily_max'
>

/**
 * The defaults leave the existing flows as they were until the owner tightens them: an adjustment
 * above the adjustment cap cannot be made anyway, a withdrawal above 50 000.00 waits, receiving,
 * bonus-rule, money-rule and maintenance changes go through at once.
 */
export const APPROVAL_DEFAULTS: Thresholds = {
  adjust_threshold: '10000.00',
  withdrawal_threshold: '50000.00',
  receiving_changes: false,
  promotion_changes: false,
  money_changes: false,
  maintenance_changes: false,
  expiry_hours: 24,
  approve_daily_max: '500000.00',
}

export async function thresholds(q: Query): Promise<Thresholds> {
  const [row] = await q<{ value: unknown }>("SELECT value FROM settings WHERE key = 'approvals'")
  const v = (row?.value && typeof row.value === 'object' ? row.value : {}) as Partial<Thresholds>
  return { ...APPROVAL_DEFAULTS, ...v }
}

export type RequestRow = {
  id: string | number
  kind: ApprovalKind
  target: string
  amount_cents: string | number | null
  payload: Record<string, unknown>
  permission: Permission
  maker_id: string | number
  maker: string
  maker_ip: string
  idem_key: string | null
  created_at: Date
  expires_at: Date
  state: 'pending' | 'approved' | 'refused' | 'expired'
  checker: string | null
  decided_at: Date | null
  reason: string
  result: unknown
}

/** A request as the console shows it; a pending one past its expiry reads `expired`. */
export function approvalOut(r: RequestRow, viewer: number | null, now = new Date()): ApprovalRow {
  const signed = r.kind === 'adjust' ? String(r.payload.amount ?? '') : null
  return {
    id: Number(r.id),
    kind: r.kind,
    target: r.target,
    amount: signed ?? (r.amount_cents === null ? null : centsToWire(BigInt(r.amount_cents))),
    payload: r.payload,
    maker: r.maker,
    created_at: toWireTime(r.created_at),
    expires_at: toWireTime(r.expires_at),
    state: r.state === 'pending' && new Date(r.expires_at) <= now ? 'expired' : r.state,
    checker: r.checker,
    decided_at: toWireTimeOrNull(r.decided_at),
    reason: r.reason,
    mine: viewer !== null && Number(r.maker_id) === viewer,
  }
}

// JSONB keeps keys in its own order: compare payloads key by key.
const canonical = (o: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  )

export type Ask = {
  kind: ApprovalKind
  target: string
  /** The amount compared with the checker's daily total (absolute), or null for a change. */
  amountCents: bigint | null
  payload: Record<string, unknown>
  /** The permission of the action: the checker must hold it too. */
  permission: Permission
  /** The maker's Idempotency-Key: the same key finds the same request. */
  idemKey?: string
}

/**
 * Record the request (or find the one waiting for the same target or key) and answer 250 with it.
 * Runs in its own transaction so the request stays when the answer is a refusal of the action.
 */
export async function divert(db: Db, who: Actor, ask: Ask): Promise<never> {
  const row = await db.tx(async (q) => {
    await q("SELECT pg_advisory_xact_lock(hashtext('approval-ask'), hashtext($1))", [
      `${ask.kind}:${ask.target}`,
    ])
    if (ask.idemKey) {
      const [prior] = await q<RequestRow>(
        'SELECT * FROM approval_requests WHERE maker_id = $1 AND idem_key = $2',
        [who.id, ask.idemKey],
      )
      if (prior) {
        if (canonical(prior.payload) !== canonical(ask.payload))
          throw new BizError(1000, 'a.idempotencyReused')
        return prior
      }
    }
    if (ask.kind !== 'adjust') {
      await q(
        `UPDATE approval_requests SET state = 'expired', decided_at = now()
          WHERE kind = $1 AND target = $2 AND state = 'pending' AND expires_at <= now()`,
        [ask.kind, ask.target],
      )
      const [waiting] = await q<RequestRow>(
        "SELECT * FROM approval_requests WHERE kind = $1 AND target = $2 AND state = 'pending'",
        [ask.kind, ask.target],
      )
      if (waiting) return waiting
    }
    const { expiry_hours } = await thresholds(q)
    const [created] = await q<RequestRow>(
      `INSERT INTO approval_requests (kind, target, amount_cents, payload, permission, maker_id, maker, maker_ip,
                                      idem_key, expires_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, now() + ($10::int * interval '1 hour'))
       RETURNING *`,
      [
        ask.kind,
        ask.target,
        ask.amountCents,
        JSON.stringify(ask.payload),
        ask.permission,
        who.id,
        who.username,
        who.ip.slice(0, 64),
        ask.idemKey ?? null,
        expiry_hours,
      ],
    )
    return created
  })
  const approval = approvalOut(row, who.id)
  throw new BizError(
    AdminCode.approvalPending,
    'a.ap.pending',
    { id: approval.id, maker: approval.maker, expires: approval.expires_at },
    { approval },
  )
}

/** Above the adjustment threshold (credit or debit alike): divert, once the player is known. */
export async function gateAdjust(
  db: Db,
  who: Actor,
  a: { username: string; cents: bigint; reason: string; idemKey?: string },
) {
  const abs = a.cents < 0n ? -a.cents : a.cents
  if (abs <= decimalCents((await thresholds(db.query)).adjust_threshold)) return
  const [u] = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [a.username])
  if (!u) throw new BizError(202, 'a.noSuchPlayer')
  await divert(db, who, {
    kind: 'adjust',
    target: a.username,
    amountCents: abs,
    payload: { username: a.username, amount: centsToWire(a.cents), reason: a.reason },
    permission: 'players.adjust',
    idemKey: a.idemKey,
  })
}

/** Approving a pending withdrawal above its threshold: divert (refusals and other states pass). */
export async function gateWithdrawal(db: Db, who: Actor, orderNo: string, note: string) {
  const [w] = await db.query<{ amount_cents: string; state: number; username: string }>(
    `SELECT w.amount_cents::text AS amount_cents, w.state, u.username
       FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE w.order_no = $1`,
    [orderNo],
  )
  if (!w || Number(w.state) !== 1) return
  const cents = BigInt(w.amount_cents)
  if (cents <= decimalCents((await thresholds(db.query)).withdrawal_threshold)) return
  await divert(db, who, {
    kind: 'withdrawal',
    target: orderNo,
    amountCents: cents,
    payload: { order_no: orderNo, username: w.username, amount: centsToWire(cents), note },
    permission: 'queue.withdrawals',
  })
}

/** The owner's switch that puts each kind of change behind four eyes. */
const CHANGE_SWITCH = {
  'receiving-account': 'receiving_changes',
  'pay-channel': 'receiving_changes',
  'pay-provider': 'receiving_changes',
  'promotion-rule': 'promotion_changes',
  'money-rules': 'money_changes',
  maintenance: 'maintenance_changes',
} as const satisfies Partial<Record<ApprovalKind, keyof Thresholds>>
export type ChangeKind = keyof typeof CHANGE_SWITCH

/**
 * A change of settings (where players pay, a bonus rule, the money rules, maintenance): divert when the
 * owner turned four eyes on for its kind, after `check` has refused what the action would refuse and
 * said whether anything the switch covers changes. The checker needs `permission`, as the maker did.
 */
export async function gateChange(
  db: Db,
  who: Actor,
  change: { kind: ChangeKind; target: string; payload: Record<string, unknown>; permission: Permission },
  check: () => Promise<boolean>,
) {
  if (!(await thresholds(db.query))[CHANGE_SWITCH[change.kind]]) return
  if (!(await check())) return
  await divert(db, who, { ...change, amountCents: null })
}

/** A change of where players pay (a receiving account, a channel's address or QR code). */
export const gateReceiving = (
  db: Db,
  who: Actor,
  kind: 'receiving-account' | 'pay-channel' | 'pay-provider',
  target: string,
  payload: Record<string, unknown>,
  check: () => Promise<boolean>,
) => gateChange(db, who, { kind, target, payload, permission: 'settings.receiving' }, check)
