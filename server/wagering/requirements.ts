// Wagering requirements, one row each (docs/promotions.md, "Wagering"). A requirement is made when a
// deposit is approved (kind `deposit`: the operator's turnover multiple on it, an anti-money-laundering
// rule) or a bonus is paid (kind `bonus`: the promotion's multiple on the bonus, at most
// BONUS_MULTIPLE_CAP). Valid bets fill the open requirements of each kind oldest first; the two kinds
// fill side by side, so one bet counts once towards the deposits and once towards the bonuses. A
// requirement ends met or forfeited; nothing else (an approved withdrawal least of all) clears one.
// A bonus requirement is a grant with its own ledger account (bonus.ts): met, its money is released to
// the central wallet; forfeited, it goes back to the promotions account.
import { BONUS_MULTIPLE_MAX } from '../../core/contract/admin/promotions'
import { centsToWire } from '../../core/money'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { toWireTime } from '../wire'
import { bonusTotals, forfeitGrants, releaseGrants } from './bonus'

export type RequirementKind = 'deposit' | 'bonus'

/** A bonus's wagering is at most this many times the bonus (the console refuses a larger multiple). */
export const BONUS_MULTIPLE_CAP = BigInt(BONUS_MULTIPLE_MAX)

export type NewRequirement = {
  userId: number
  /** The occasion, unique with `ref` (a deposit order, a promotion payout, a red packet). */
  source: string
  ref: string
  kind: RequirementKind
  /** Turnover required, in cents. A bonus's is capped at BONUS_MULTIPLE_CAP times the bonus. */
  amount: bigint
  /** The bonus money this requirement stands for (bonus kind only). */
  bonus?: bigint
}

/**
 * Record a requirement (once per occasion); a zero requirement is met from the start. Returns its id,
 * or null when the occasion already has one.
 */
export async function addRequirement(q: Query, r: NewRequirement): Promise<number | null> {
  const bonus = r.kind === 'bonus' ? (r.bonus ?? 0n) : 0n
  let amount = r.amount < 0n ? 0n : r.amount
  if (r.kind === 'bonus' && amount > bonus * BONUS_MULTIPLE_CAP) amount = bonus * BONUS_MULTIPLE_CAP
  const met = amount === 0n
  const [row] = await q<{ id: string | number }>(
    `INSERT INTO wagering_requirements (user_id, source, ref, amount_cents, kind, bonus_cents, state, closed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $7 = 'met' THEN now() END)
     ON CONFLICT (source, ref) DO NOTHING RETURNING id`,
    [r.userId, r.source, r.ref, amount.toString(), r.kind, bonus.toString(), met ? 'met' : 'active'],
  )
  return row ? Number(row.id) : null
}

const FILL = `open AS (
       SELECT id, amount_cents - progress_cents AS left_cents,
              sum(amount_cents - progress_cents) OVER (PARTITION BY kind ORDER BY created_at, id) AS upto
         FROM wagering_requirements WHERE user_id = $1 AND state = 'active' AND $2::bigint > 0
     ), fill AS (
       SELECT id, LEAST(left_cents, GREATEST(0, $2::bigint - (upto - left_cents))) AS add_cents, left_cents
         FROM open
     )
     UPDATE wagering_requirements w
        SET progress_cents = w.progress_cents + f.add_cents,
            state = CASE WHEN f.add_cents = f.left_cents THEN 'met' ELSE 'active' END,
            closed_at = CASE WHEN f.add_cents = f.left_cents THEN now() END
       FROM fill f WHERE w.id = f.id AND f.add_cents > 0
     RETURNING w.id, w.kind, w.state`

/** The bonus grants a fill just met: their money is released to the cash wallet (bonus.ts). */
const releaseMet = (rows: { id: string | number; kind: string; state: string }[]) =>
  rows.filter((r) => r.kind === 'bonus' && r.state === 'met').map((r) => Number(r.id))

type Filled = { id: string | number; kind: string; state: string }

/**
 * Count `valid` cents of bets towards the player's open requirements: each kind's oldest first, the
 * two kinds side by side. One statement; a player with nothing open pays one index probe.
 */
export async function applyTurnover(q: Query, userId: number, valid: bigint) {
  if (valid <= 0n) return
  await releaseGrants(q, releaseMet(await q<Filled>(`WITH ${FILL}`, [userId, valid.toString()])))
}

/**
 * A settled round's valid bet, in one statement: the player's running total (VIP; a negative amount,
 * a partner's rollback, takes it back) and, when positive, the open requirements (applyTurnover).
 */
export async function bookValid(q: Query, userId: number, valid: bigint) {
  const filled = await q<Filled>(
    `WITH total AS (
       UPDATE users SET totalgame_cents = GREATEST(0, totalgame_cents + $2::bigint) WHERE id = $1
     ), ${FILL}`,
    [userId, valid.toString()],
  )
  await releaseGrants(q, releaseMet(filled))
}

/** Several players' turnover at once (a settled table round): one statement per player with any. */
export async function applyTurnovers(q: Query, byUser: Map<number, bigint>) {
  const ids = [...byUser].filter(([, v]) => v > 0n).map(([id]) => id)
  if (!ids.length) return
  const open = await q<{ user_id: string | number }>(
    `SELECT DISTINCT user_id FROM wagering_requirements WHERE user_id = ANY($1::bigint[]) AND state = 'active'`,
    [ids.map(String)],
  )
  for (const r of open) await applyTurnover(q, Number(r.user_id), byUser.get(Number(r.user_id)) ?? 0n)
}

type Row = {
  id: string | number
  kind: RequirementKind
  source: string
  ref: string
  amount_cents: string
  progress_cents: string
  bonus_cents: string
  state: 'active' | 'met' | 'forfeited'
  created_at: Date
  title: string | null
}

/**
 * What the deposits still require, and the player's money apart: `bonus` what a withdrawal would
 * forfeit (the active grants' accounts), `cash` what it can take (bonus.ts, bonusTotals). Cents.
 */
export async function openRequirements(q: Query, userId: number) {
  const [r] = await q<{ deposit_left: string; wagered: string }>(
    `SELECT coalesce(sum(amount_cents - progress_cents) FILTER (WHERE kind = 'deposit'), 0)::text AS deposit_left,
            coalesce(sum(progress_cents) FILTER (WHERE kind = 'deposit'), 0)::text AS wagered
       FROM wagering_requirements WHERE user_id = $1 AND state = 'active'`,
    [userId],
  )
  const { bonus, cash } = await bonusTotals(q, userId)
  return { depositLeft: BigInt(r.deposit_left), bonus, cash, wagered: BigInt(r.wagered) }
}

/** The player's requirements, newest first, as the member centre shows them. */
export async function requirementList(q: Query, userId: number, limit = 50) {
  const rows = await q<Row>(
    `SELECT w.id, w.kind, w.source, w.ref, w.amount_cents::text, w.progress_cents::text, w.bonus_cents::text, w.state,
            w.created_at, a.title
       FROM wagering_requirements w
       LEFT JOIN promotion_payouts p ON p.source = w.source AND p.ref = w.ref
       LEFT JOIN activities a ON a.id = p.activity_id
      WHERE w.user_id = $1 ORDER BY w.created_at DESC, w.id DESC LIMIT ${limit}`,
    [userId],
  )
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    title: r.title ?? '',
    source: r.source,
    ref: r.ref,
    amount: centsToWire(BigInt(r.amount_cents)),
    progress: centsToWire(BigInt(r.progress_cents)),
    bonus: centsToWire(BigInt(r.bonus_cents)),
    state: r.state,
    created_at: toWireTime(r.created_at),
  }))
}

/**
 * Forfeit every active bonus of the player (a withdrawal the player confirmed, a time-out or
 * self-exclusion): the requirement ends forfeited and the grant's whole account goes back to the
 * promotions account it came from (bonus.ts, forfeitGrants). Returns the cents taken back. Call under
 * the player's lock, in the caller's transaction.
 */
export async function forfeitBonuses(q: Query, userId: number, reason: string, now = clock.now()) {
  const rows = await q<{ id: string | number; source: string; bonus_cents: string }>(
    `UPDATE wagering_requirements SET state = 'forfeited', closed_at = $2
      WHERE user_id = $1 AND kind = 'bonus' AND state = 'active'
      RETURNING id, source, bonus_cents::text`,
    [userId, now],
  )
  return forfeitGrants(q, userId, rows, reason)
}
