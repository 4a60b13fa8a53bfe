// The four-eyes settings (docs/operator-console.md, "Four eyes"): the thresholds above which an action
// waits for a second operator (settings row 'approvals'), and the adjustment caps beside them (row
// 'admin', read by service.ts adjust). The owner edits both in one form; the save is audited with its
// before and after. Amounts are read by the one money parser and stored as wire text.
import { type ApprovalSettings, approvalSettings } from '../../core/contract/admin'
import { centsToWire, decimalCents, parseMoney } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { type Thresholds, thresholds } from './approvals-gate'
import { type Actor, appendAudit } from './audit'
import { type AdminSettings, adminSettings } from './service'

export async function readApprovalSettings(q: Query): Promise<ApprovalSettings> {
  const t = await thresholds(q)
  const a = await adminSettings(q)
  return { ...t, adjust_max: a.adjust_max, adjust_daily_max: a.adjust_daily_max }
}

const refuse = (field: string, key: string): never => {
  throw new BizError(1000, key, { field }, { field })
}

/** A non-negative amount as wire text, or a refusal naming the field. */
function amount(field: string, v: unknown, positive = false) {
  const p = parseMoney(v, { min: positive ? 1n : 0n })
  if (!p.ok) return refuse(field, 'a.ap.amount')
  return centsToWire(p.cents)
}

const upsert = (q: Query, key: string, value: unknown) =>
  q(
    `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  )

export async function saveApprovalSettings(db: Db, who: Actor, body: unknown): Promise<ApprovalSettings> {
  const r = approvalSettings.safeParse(body ?? {})
  if (!r.success) return refuse(String(r.error.issues[0]?.path[0] ?? 'body'), 'a.ap.settingsShape')
  const b = r.data
  if (b.expiry_hours < 1 || b.expiry_hours > 168) refuse('expiry_hours', 'a.ap.expiryHours')
  const next: Thresholds = {
    adjust_threshold: amount('adjust_threshold', b.adjust_threshold),
    withdrawal_threshold: amount('withdrawal_threshold', b.withdrawal_threshold),
    receiving_changes: b.receiving_changes,
    promotion_changes: b.promotion_changes,
    money_changes: b.money_changes,
    maintenance_changes: b.maintenance_changes,
    expiry_hours: b.expiry_hours,
    approve_daily_max: amount('approve_daily_max', b.approve_daily_max, true),
  }
  const caps: AdminSettings = {
    adjust_max: amount('adjust_max', b.adjust_max, true),
    adjust_daily_max: amount('adjust_daily_max', b.adjust_daily_max, true),
  }
  if (decimalCents(caps.adjust_max) > decimalCents(caps.adjust_daily_max))
    refuse('adjust_max', 'a.ap.capAboveDaily')
  return db.tx(async (q) => {
    const before = await readApprovalSettings(q)
    await upsert(q, 'approvals', next)
    const [row] = await q<{ value: unknown }>("SELECT value FROM settings WHERE key = 'admin'")
    const admin = row?.value && typeof row.value === 'object' ? row.value : {}
    await upsert(q, 'admin', { ...admin, ...caps })
    const after = { ...next, ...caps }
    await appendAudit(q, who, {
      action: 'settings.approvals',
      target: 'approvals',
      detail: `adjust>${next.adjust_threshold} withdrawal>${next.withdrawal_threshold}`,
      before,
      after,
    })
    return after
  })
}
