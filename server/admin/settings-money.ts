// The money rules of the settings (docs/settings.md): USDT rates and fees, withdrawal limits and hours,
// the turnover multiple and the payment window, stored merged into the settings row 'money'. A change
// may wait for a second operator (approvals-gate.ts).
import { type MoneyRulesForm, moneyRules } from '../../core/contract/admin'
import { centsToWire, parseMoney } from '../../core/money'
import type { Db, Query } from '../db/client'
import { moneySettings } from '../services/wallets'
import { gateChange } from './approvals-gate'
import { type Actor, appendAudit } from './audit'
import { amount, lockGroup, pick, refuse, shape } from './settings-fields'

const moneyKey = (f: string) =>
  ({
    usdt_rate: 'a.set.rate',
    withdraw_usdt_rate: 'a.set.rate',
    withdraw_fee_trc20: 'a.set.fee',
    withdraw_fee_erc20: 'a.set.fee',
    daily_withdraw_times: 'a.set.times',
    withdraw_begin: 'a.set.time',
    withdraw_end: 'a.set.time',
    withdraw_multiple: 'a.set.multiple',
    deposit_window_minutes: 'a.set.window',
  })[f] ?? 'a.set.amount'

const RATE = /^\d{1,2}(\.\d{1,4})?$/
const rate = (field: string, v: string) => {
  const s = v.trim()
  if (!RATE.test(s) || Number(s) < 1 || Number(s) > 20) return refuse(field, 'a.set.rate')
  return s
}
const fee = (field: string, v: string) => {
  const r = parseMoney(v.trim(), { min: 0n, max: 10_000n })
  return r.ok ? centsToWire(r.cents) : refuse(field, 'a.set.fee')
}
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/
/** HH:MM (or HH:MM:SS) -> HH:MM:SS, the form the withdrawal rule compares with the Beijing clock. */
const clockTime = (field: string, v: string, end: boolean) => {
  const m = HHMM.exec(v.trim())
  if (!m) return refuse(field, 'a.set.time')
  return `${m[1]}:${m[2]}:${m[4] ?? (end ? '59' : '00')}`
}

/** The money rules as the console reads them (hours as HH:MM). */
export async function readMoneyRules(q: Query): Promise<MoneyRulesForm> {
  const s = await moneySettings(q)
  return {
    usdt_rate: String(s.usdt_rate),
    withdraw_usdt_rate: String(s.withdraw_usdt_rate),
    withdraw_fee_trc20: String(s.withdraw_fee_trc20),
    withdraw_fee_erc20: String(s.withdraw_fee_erc20),
    withdraw_min: String(s.withdraw_min),
    withdraw_max: String(s.withdraw_max),
    daily_withdraw_times: Number(s.daily_withdraw_times),
    withdraw_begin: String(s.withdraw_begin).slice(0, 5),
    withdraw_end: String(s.withdraw_end).slice(0, 5),
    withdraw_multiple: String(s.withdraw_multiple),
    deposit_window_minutes: Number(s.deposit_window_minutes),
  }
}

/** The money rules as stored (settings row 'money', hours HH:MM:SS), or a refusal. */
export function checkMoney(body: unknown) {
  const b = shape(moneyRules, body, moneyKey)
  const min = amount('withdraw_min', b.withdraw_min)
  const max = amount('withdraw_max', b.withdraw_max)
  if (min > max) refuse('withdraw_min', 'a.set.minMax')
  if (b.daily_withdraw_times < 1 || b.daily_withdraw_times > 100)
    refuse('daily_withdraw_times', 'a.set.times')
  const begin = clockTime('withdraw_begin', b.withdraw_begin, false)
  const end = clockTime('withdraw_end', b.withdraw_end, true)
  if (begin >= end) refuse('withdraw_end', 'a.set.hours')
  const multiple = parseMoney(b.withdraw_multiple.trim(), { min: 0n, max: 1_000n })
  if (!multiple.ok) refuse('withdraw_multiple', 'a.set.multiple')
  if (b.deposit_window_minutes < 5 || b.deposit_window_minutes > 1440)
    refuse('deposit_window_minutes', 'a.set.window')
  return {
    usdt_rate: rate('usdt_rate', b.usdt_rate),
    withdraw_usdt_rate: rate('withdraw_usdt_rate', b.withdraw_usdt_rate),
    withdraw_fee_trc20: fee('withdraw_fee_trc20', b.withdraw_fee_trc20),
    withdraw_fee_erc20: fee('withdraw_fee_erc20', b.withdraw_fee_erc20),
    withdraw_min: centsToWire(min),
    withdraw_max: centsToWire(max),
    daily_withdraw_times: b.daily_withdraw_times,
    withdraw_begin: begin,
    withdraw_end: end,
    withdraw_multiple: multiple.ok ? centsToWire(multiple.cents) : '',
    deposit_window_minutes: b.deposit_window_minutes,
  }
}

const changedMoney = (before: Record<string, unknown>, next: ReturnType<typeof checkMoney>) =>
  (Object.keys(next) as (keyof typeof next)[]).filter((k) => String(before[k]) !== String(next[k]))

export async function saveMoneyRules(db: Db, who: Actor, body: unknown) {
  const next = checkMoney(body)
  // Four eyes on the money rules: a change may wait for a second operator (approvals-gate.ts); the
  // request shows the changed rules before and after.
  const now = await moneySettings(db.query)
  const keys = changedMoney(now, next)
  await gateChange(
    db,
    who,
    {
      kind: 'money-rules',
      target: 'money',
      payload: { rules: next, before: pick(now, keys), after: pick(next, keys) },
      permission: 'settings.money',
    },
    async () => keys.length > 0,
  )
  return db.tx((q) => applyMoneyRules(q, who, next))
}

/** Checked money rules saved in the caller's transaction (a direct save, or an approved request). */
export async function applyMoneyRules(q: Query, who: Actor, next: ReturnType<typeof checkMoney>) {
  await lockGroup(q, 'money')
  const before = await moneySettings(q)
  await q(
    `INSERT INTO settings (key, value) VALUES ('money', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = settings.value || EXCLUDED.value, updated_at = now()`,
    [JSON.stringify(next)],
  )
  const keys = changedMoney(before, next)
  await appendAudit(q, who, {
    action: 'settings.money',
    target: 'money',
    detail: keys.join(','),
    before: pick(before, keys),
    after: pick(next, keys),
  })
  return readMoneyRules(q)
}
