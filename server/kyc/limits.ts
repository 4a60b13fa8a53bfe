// KYC tiers and the withdrawal gate (docs/kyc.md). A player's tier follows from the profile (real
// name and date of birth: basic) and the review (verified); every tier but verified is held to the
// basic limits, per withdrawal and per Beijing day (settings row 'kyc'). The gate runs first in the
// withdrawal request, under the player's row lock, so parallel requests cannot split a large amount.
import type { KycLimits, KycState, KycStatus, KycTier } from '../../core/contract/kyc'
import { kycLimits } from '../../core/contract/kyc'
import { registerCatalog } from '../../core/i18n'
import * as kycCatalog from '../../core/i18n/kyc'
import { centsToWire, decimalCents, parseMoney } from '../../core/money'
import { beijingMidnight } from '../../core/time'
import { type Actor, appendAudit } from '../admin/audit'
import { clock } from '../clock'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'

// The refusals and inbox texts of KYC live in the shared catalog (core/i18n/kyc.ts).
registerCatalog(kycCatalog)

export const KYC_LIMIT_DEFAULTS: KycLimits = { basic_per_withdrawal: '50000.00', basic_per_day: '50000.00' }

export async function readKycLimits(q: Query): Promise<KycLimits> {
  const [row] = await q<{ value: unknown }>("SELECT value FROM settings WHERE key = 'kyc'")
  const parsed = kycLimits.safeParse({ ...KYC_LIMIT_DEFAULTS, ...(row?.value as object | undefined) })
  return parsed.success ? parsed.data : KYC_LIMIT_DEFAULTS
}

export async function saveKycLimits(db: Db, who: Actor, body: unknown): Promise<KycLimits> {
  const r = kycLimits.safeParse(body)
  const cents = (s: string) => {
    const p = parseMoney(s, { wire: true })
    return p.ok && p.cents > 0n ? p.cents : null
  }
  const per = r.success ? cents(r.data.basic_per_withdrawal) : null
  const day = r.success ? cents(r.data.basic_per_day) : null
  if (!r.success || per === null || day === null || day < per) throw new BizError(1000, 'kyc.a.limits')
  return db.tx(async (q) => {
    const before = await readKycLimits(q)
    await q(
      `INSERT INTO settings (key, value, updated_at) VALUES ('kyc', $1::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [JSON.stringify(r.data)],
    )
    await appendAudit(q, who, { action: 'kyc.settings', target: 'kyc', before, after: r.data })
    return r.data
  })
}

type Profile = { realname: string; birthday: string | null; state: KycState }

export async function profileOf(
  q: Query,
  userId: number,
): Promise<Profile & { reason: string; requested: string | null }> {
  const [p] = await q<Profile & { reason: string | null; requested: string | null }>(
    `SELECT u.realname, to_char(u.birthday, 'YYYY-MM-DD') AS birthday, coalesce(k.state, 'none') AS state,
            coalesce(k.reason, '') AS reason, k.requested
       FROM users u LEFT JOIN kyc_profiles k ON k.user_id = u.id WHERE u.id = $1`,
    [userId],
  )
  return { ...p, reason: p?.reason ?? '' }
}

export const tierOf = (p: Profile): KycTier =>
  p.state === 'verified' ? 'verified' : p.realname.trim() !== '' && p.birthday ? 'basic' : 'none'

/** Withdrawn or waiting today (Beijing day): what the daily limit counts. */
async function usedToday(q: Query, userId: number) {
  const [{ s }] = await q<{ s: string | null }>(
    'SELECT coalesce(sum(amount_cents), 0)::text AS s FROM withdrawals WHERE user_id = $1 AND state IN (1, 2) AND created_at >= $2',
    [userId, beijingMidnight(clock.now())],
  )
  return BigInt(s ?? '0')
}

export async function kycStatus(q: Query, userId: number): Promise<KycStatus> {
  const p = await profileOf(q, userId)
  const tier = tierOf(p)
  return {
    tier,
    state: p.state,
    reason: p.reason,
    requested: p.requested === 'identity' || p.requested === 'address' ? p.requested : null,
    has_realname: p.realname.trim() !== '',
    has_birthday: !!p.birthday,
    limits: tier === 'verified' ? null : await readKycLimits(q),
    used_today: centsToWire(await usedToday(q, userId)),
  }
}

/**
 * The withdrawal gate: refuses (code 260, the limit named, data `{ limit, kind }`) a request above the
 * basic limits unless the player is verified. Called by requestWithdrawal under the player's lock.
 */
export async function checkKycLimit(q: Query, userId: number, amount: bigint) {
  const p = await profileOf(q, userId)
  if (tierOf(p) === 'verified') return
  const l = await readKycLimits(q)
  const per = decimalCents(l.basic_per_withdrawal)
  if (amount > per)
    throw new BizError(
      260,
      'kyc.err.limitWithdrawal',
      { limit: l.basic_per_withdrawal },
      {
        limit: l.basic_per_withdrawal,
        kind: 'withdrawal',
      },
    )
  const used = await usedToday(q, userId)
  if (used + amount > decimalCents(l.basic_per_day))
    throw new BizError(
      260,
      'kyc.err.limitDay',
      { limit: l.basic_per_day, used: centsToWire(used) },
      { limit: l.basic_per_day, kind: 'day' },
    )
}
