// Site and money settings from the console (docs/settings.md): the site group (title, maintenance,
// service and agent links, licences), the money rules (USDT rates and fees, withdrawal limits and
// hours, the turnover multiple), the deposit channels with their ranges and the receiving bank
// accounts, and the images they show (QR codes, licence badges). Every save is checked here field by
// field (a refusal names the field in `data.field`), written in one transaction with its audit row
// (before and after), and read back by the player calls on their next request: nothing caches these
// rows, so every server process sees a change at once (docs/settings.md, "No cache").
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  imageUpload,
  type LicenceSetting,
  type MoneyRulesForm,
  moneyRules,
  type PayChannelSetting,
  type Permission,
  payChannelCode,
  payChannelSetting,
  type ReceivingAccount,
  receivingAccountInput,
  SETTINGS_IMAGE_MAX_BYTES,
  type SiteSettingsForm,
  siteSettings,
} from '../../core/contract/admin'
import { centsToWire, parseMoney } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { isUsdtAddress } from '../ledger/usdt'
import { sniffImage } from '../services/accounts-upload'
import { readSettings, writeSetting } from '../services/content'
import { moneySettings } from '../services/wallets'
import { gateChange, gateReceiving } from './approvals-gate'
import { type Actor, appendAudit } from './audit'

// ---------------------------------------------------------------- refusals

/** A refusal of one field: code 1000, the Chinese text of `key`, and the field for the form. */
const refuse = (field: string, key: string, params?: Record<string, string | number>): never => {
  throw new BizError(1000, key, params, { field })
}

/** The wire shape first (a wrong type is refused like any bad value, naming the field). */
function shape<T extends z.ZodType>(schema: T, body: unknown, keyOf: (field: string) => string): z.output<T> {
  const r = schema.safeParse(body ?? {})
  if (r.success) return r.data
  const path = r.error.issues[0]?.path ?? []
  const field = path.join('.') || 'body'
  return refuse(field, keyOf(String(path.at(-1) ?? path[0] ?? '')))
}

const SITE_PATH = /^\/(?!\/)[^\s\\]*$/
/** http(s) with a host, or a path of this site ("/#/abouts?type=5"); empty when `optional`. */
function link(field: string, v: string, optional = true) {
  const s = v.trim()
  if (s === '' && optional) return ''
  if (s.length > 500) return refuse(field, 'a.set.url')
  if (SITE_PATH.test(s)) return s
  try {
    const u = new URL(s)
    if ((u.protocol === 'http:' || u.protocol === 'https:') && u.hostname && !/\s/.test(s)) return s
  } catch {}
  return refuse(field, 'a.set.url')
}

/** An uploaded settings image, or an image shipped with the site (the seed's badges). */
const IMAGE_PATH =
  /^(\/uploads\/settings\/[0-9a-f]{32}\.(png|gif)|\/img\/[A-Za-z0-9_\-/]+\.(svg|png|gif|webp|jpg))$/
const image = (field: string, v: string, key: string) => {
  const s = v.trim()
  if (s === '' || (IMAGE_PATH.test(s) && !s.includes('..'))) return s
  return refuse(field, key)
}

const text = (field: string, v: string, min: number, max: number, key: string) => {
  const s = v.trim()
  if ([...s].length < min || [...s].length > max) return refuse(field, key)
  return s
}

/** An amount as the console sends it, through the one money parser; answered in wire form. */
const amount = (field: string, v: string) => {
  const r = parseMoney(v.trim())
  return r.ok ? r.cents : refuse(field, 'a.set.amount')
}

// ---------------------------------------------------------------- site

const SITE_KEYS = [
  'title',
  'site_state',
  'repair_tips',
  'service_url',
  'agent_login_url',
  'agent_login_url_mobile',
  'licences',
] as const

const siteKey = (f: string) =>
  ({
    title: 'a.set.title',
    site_state: 'a.set.siteState',
    repair_tips: 'a.set.repairTips',
    licences: 'a.set.licences',
    name: 'a.set.licenceName',
    number: 'a.set.licenceNumber',
    badge: 'a.set.licenceBadge',
    demo: 'a.set.licences',
  })[f] ?? 'a.set.url'

export async function readSiteSettings(q: Query): Promise<SiteSettingsForm> {
  const s = await readSettings(q)
  return {
    title: s.title,
    site_state: Number(s.site_state) === 0 ? 0 : 1,
    repair_tips: s.repair_tips,
    service_url: s.service_url,
    agent_login_url: s.agent_login_url,
    agent_login_url_mobile: s.agent_login_url_mobile,
    licences: (Array.isArray(s.licences) ? s.licences : []) as LicenceSetting[],
  }
}

/** The site group as it will be stored, or a refusal naming the first bad field. */
export function checkSite(body: unknown): SiteSettingsForm {
  const b = shape(siteSettings, body, siteKey)
  if (b.licences.length > 10) refuse('licences', 'a.set.licences')
  const repair = b.repair_tips.trim()
  if ([...repair].length > 500 || (b.site_state === 0 && repair === ''))
    refuse('repair_tips', 'a.set.repairTips')
  return {
    title: text('title', b.title, 1, 40, 'a.set.title'),
    site_state: b.site_state,
    repair_tips: repair,
    service_url: link('service_url', b.service_url),
    agent_login_url: link('agent_login_url', b.agent_login_url),
    agent_login_url_mobile: link('agent_login_url_mobile', b.agent_login_url_mobile),
    licences: b.licences.map((l, i) => ({
      name: text(`licences.${i}.name`, l.name, 1, 60, 'a.set.licenceName'),
      number: text(`licences.${i}.number`, l.number, 1, 60, 'a.set.licenceNumber'),
      url: link(`licences.${i}.url`, l.url, false),
      badge: image(`licences.${i}.badge`, l.badge, 'a.set.licenceBadge'),
      demo: l.demo,
    })),
  }
}

/** Serialises saves of one group so each audit row's `before` is what the save replaced. */
const lockGroup = (q: Query, group: string) =>
  q('SELECT pg_advisory_xact_lock(hashtext($1))', [`settings.${group}`])

export async function saveSiteSettings(db: Db, who: Actor, body: unknown) {
  const next = checkSite(body)
  // Four eyes on maintenance: switching it may wait for a second operator (approvals-gate.ts).
  const { site_state, repair_tips } = next
  await gateChange(
    db,
    who,
    {
      kind: 'maintenance',
      target: 'site',
      payload: { site_state, repair_tips },
      permission: 'settings.site',
    },
    async () => (await readSiteSettings(db.query)).site_state !== site_state,
  )
  return db.tx((q) => applySiteSettings(q, who, next))
}

/** An approved maintenance switch: the site group as it is now, with the state and notice asked for. */
export async function applyMaintenance(q: Query, who: Actor, asked: Record<string, unknown>) {
  await lockGroup(q, 'site')
  const now = await readSiteSettings(q)
  return applySiteSettings(q, who, checkSite({ ...now, ...asked }))
}

/** A checked site group saved in the caller's transaction (a direct save, or an approved request). */
async function applySiteSettings(q: Query, who: Actor, next: SiteSettingsForm) {
  await lockGroup(q, 'site')
  const before = await readSiteSettings(q)
  for (const key of SITE_KEYS) await writeSetting(q, key, next[key])
  const changed = SITE_KEYS.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]))
  await appendAudit(q, who, {
    action: 'settings.site',
    target: 'site',
    detail: changed.join(','),
    before: pick(before, changed),
    after: pick(next, changed),
  })
  return next
}

const pick = <T extends object>(o: T, keys: readonly (keyof T)[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Partial<T>

// ---------------------------------------------------------------- money rules

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

// ---------------------------------------------------------------- channels

type ChannelRow = {
  code: PayChannelSetting['code']
  name: string
  enabled: boolean
  min_cents: string | number
  max_cents: string | number
  address: string
  qr_image: string
  content: string
}
const channelOut = (r: ChannelRow): PayChannelSetting => ({
  code: r.code,
  name: r.name,
  enabled: r.enabled,
  min: centsToWire(BigInt(r.min_cents)),
  max: centsToWire(BigInt(r.max_cents)),
  address: r.address,
  qr_image: r.qr_image,
  content: r.content,
})

const channelKey = (f: string) =>
  ({ name: 'a.set.channelName', qr_image: 'a.set.qr', content: 'a.set.content', address: 'a.set.merchant' })[
    f
  ] ?? 'a.set.amount'

const PROTOCOL = { 'usdt-trc20': 'TRC20', 'usdt-erc20': 'ERC20' } as const

export function checkChannel(code: PayChannelSetting['code'], body: unknown) {
  const b = shape(payChannelSetting.omit({ code: true }), body, channelKey)
  const min = amount('min', b.min)
  const max = amount('max', b.max)
  if (min > max) refuse('min', 'a.set.minMax')
  let address = b.address.trim()
  if (code === 'usdt-trc20' || code === 'usdt-erc20') {
    const protocol = PROTOCOL[code]
    if (address === '' && b.enabled) refuse('address', 'a.set.addressRequired')
    if (address !== '' && !isUsdtAddress(protocol, address)) refuse('address', 'a.set.address', { protocol })
  } else if (code === 'bank') address = ''
  else if (address.length > 64) refuse('address', 'a.set.merchant')
  return {
    name: text('name', b.name, 1, 40, 'a.set.channelName'),
    enabled: b.enabled,
    min,
    max,
    address,
    qr_image: image('qr_image', b.qr_image, 'a.set.qr'),
    content: text('content', b.content, 0, 100, 'a.set.content'),
  }
}

export async function savePayChannel(db: Db, who: Actor, rawCode: unknown, body: unknown) {
  const code = payChannelCode.safeParse(rawCode)
  if (!code.success) throw new BizError(202, 'a.set.noSuchChannel')
  const next = checkChannel(code.data, body)
  // Four eyes on where players pay: a new address or QR code may wait for a second operator.
  const asked = { code: code.data, ...next, min: centsToWire(next.min), max: centsToWire(next.max) }
  await gateReceiving(db, who, 'pay-channel', code.data, asked, async () => {
    const [row] = await db.query<ChannelRow>('SELECT * FROM pay_channels WHERE code = $1', [code.data])
    return !!row && (row.address !== next.address || row.qr_image !== next.qr_image)
  })
  return db.tx((q) => applyPayChannel(q, who, code.data, next))
}

/** A checked channel saved in the caller's transaction (a direct save, or an approved request). */
export async function applyPayChannel(
  q: Query,
  who: Actor,
  code: PayChannelSetting['code'],
  next: ReturnType<typeof checkChannel>,
) {
  const [row] = await q<ChannelRow>('SELECT * FROM pay_channels WHERE code = $1 FOR UPDATE', [code])
  if (!row) throw new BizError(202, 'a.set.noSuchChannel')
  const [after] = await q<ChannelRow>(
    `UPDATE pay_channels SET name = $2, enabled = $3, min_cents = $4, max_cents = $5, address = $6,
            qr_image = $7, content = $8
      WHERE code = $1 RETURNING *`,
    [code, next.name, next.enabled, next.min, next.max, next.address, next.qr_image, next.content],
  )
  await appendAudit(q, who, {
    action: 'settings.channel',
    target: code,
    detail: next.enabled ? 'enabled' : 'disabled',
    before: channelOut(row),
    after: channelOut(after),
  })
  return channelOut(after)
}

// ---------------------------------------------------------------- receiving accounts

type AccountRow = {
  id: string | number
  bank_id: string | number
  bank_name: string
  bank_no: string
  bank_owner: string
  bank_address: string
  enabled: boolean
}
const accountOut = (r: AccountRow): ReceivingAccount => ({
  id: Number(r.id),
  bank_id: Number(r.bank_id),
  bank_name: r.bank_name,
  bank_no: r.bank_no,
  bank_owner: r.bank_owner,
  bank_address: r.bank_address,
  enabled: r.enabled,
})
const ACCOUNT_SELECT = `SELECT r.id, r.bank_id, b.bank_name, r.bank_no, r.bank_owner, r.bank_address, r.enabled
  FROM receiving_accounts r JOIN banks b ON b.id = r.bank_id`

const accountKey = (f: string) =>
  ({
    bank_id: 'a.set.noSuchBank',
    bank_no: 'a.set.bankNo',
    bank_owner: 'a.set.bankOwner',
    bank_address: 'a.set.bankAddress',
  })[f] ?? 'a.set.bankNo'

const BANK_NO = /^\d[\d ]{6,38}\d$/
async function checkAccount(q: Query, body: unknown) {
  const b = shape(receivingAccountInput, body, accountKey)
  const [bank] = await q('SELECT 1 FROM banks WHERE id = $1 AND state = 1', [b.bank_id])
  if (!bank) refuse('bank_id', 'a.set.noSuchBank')
  const no = b.bank_no.trim().replace(/\s+/g, ' ')
  const digits = no.replaceAll(' ', '')
  if (!BANK_NO.test(no) || digits.length < 8 || digits.length > 30) refuse('bank_no', 'a.set.bankNo')
  return {
    bank_id: b.bank_id,
    bank_no: no,
    bank_owner: text('bank_owner', b.bank_owner, 1, 40, 'a.set.bankOwner'),
    bank_address: text('bank_address', b.bank_address, 1, 100, 'a.set.bankAddress'),
    enabled: b.enabled,
  }
}

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505'

/** A new receiving account, or (with `id`) a changed one; the card number stays unique. */
export async function saveReceivingAccount(db: Db, who: Actor, id: number | null, body: unknown) {
  // Four eyes on where players pay: the change may wait for a second operator (approvals-gate.ts).
  const checked = await checkAccount(db.query, body)
  await gateReceiving(
    db,
    who,
    'receiving-account',
    id === null ? `new:${checked.bank_no}` : String(id),
    { id, ...checked },
    async () => true,
  )
  try {
    return await db.tx((q) => applyReceivingAccount(q, who, id, body))
  } catch (e) {
    // Two saves of one new number at once: the index refuses the second; the same answer as above.
    if (isUniqueViolation(e)) return refuse('bank_no', 'a.set.bankNoTaken')
    throw e
  }
}

/** A receiving account saved in the caller's transaction (a direct save, or an approved request). */
export async function applyReceivingAccount(q: Query, who: Actor, id: number | null, body: unknown) {
  const next = await checkAccount(q, body)
  // A number already taken is refused before the write (the unique index stays the guarantee).
  const [taken] = await q('SELECT 1 FROM receiving_accounts WHERE bank_no = $1 AND id IS DISTINCT FROM $2', [
    next.bank_no,
    id,
  ])
  if (taken) refuse('bank_no', 'a.set.bankNoTaken')
  let before: ReceivingAccount | null = null
  if (id !== null) {
    const [row] = await q<AccountRow>(`${ACCOUNT_SELECT} WHERE r.id = $1 FOR UPDATE OF r`, [id])
    if (!row) throw new BizError(202, 'a.set.noSuchAccount')
    before = accountOut(row)
  }
  const [saved] =
    id === null
      ? await q<{ id: string | number }>(
          `INSERT INTO receiving_accounts (bank_id, bank_no, bank_owner, bank_address, enabled)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [next.bank_id, next.bank_no, next.bank_owner, next.bank_address, next.enabled],
        )
      : await q<{ id: string | number }>(
          `UPDATE receiving_accounts SET bank_id = $2, bank_no = $3, bank_owner = $4, bank_address = $5, enabled = $6
            WHERE id = $1 RETURNING id`,
          [id, next.bank_id, next.bank_no, next.bank_owner, next.bank_address, next.enabled],
        )
  const [row] = await q<AccountRow>(`${ACCOUNT_SELECT} WHERE r.id = $1`, [saved.id])
  const after = accountOut(row)
  await appendAudit(q, who, {
    action: id === null ? 'settings.account.add' : 'settings.account',
    target: after.bank_no,
    detail: after.enabled ? 'enabled' : 'disabled',
    before,
    after,
  })
  return after
}

export async function paymentSettings(q: Query) {
  const channels = await q<ChannelRow>(
    `SELECT * FROM pay_channels
      ORDER BY array_position(ARRAY['bank','alipay','wechat','usdt-trc20','usdt-erc20'], code), code`,
  )
  const accounts = await q<AccountRow>(`${ACCOUNT_SELECT} ORDER BY r.id`)
  const banks = await q<{ id: string | number; bank_name: string }>(
    'SELECT id, bank_name FROM banks WHERE state = 1 ORDER BY sort, id',
  )
  return {
    channels: channels.map(channelOut),
    accounts: accounts.map(accountOut),
    banks: banks.map((b) => ({ id: Number(b.id), bank_name: b.bank_name })),
  }
}

// ---------------------------------------------------------------- images

/**
 * A QR code or licence badge: the type is decided by the first bytes (PNG or GIF), never by a name;
 * stored under a random name in uploads/settings, which the player site serves at /uploads/.
 */
export async function uploadSettingsImage(app: FastifyInstance, who: Actor, body: unknown) {
  const b = shape(imageUpload, body, () => 'a.set.image')
  const b64 = b.content_base64.replace(/^data:[^,]*,/, '')
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return refuse('file', 'a.set.image')
  const buf = Buffer.from(b64, 'base64')
  if (buf.length === 0 || buf.length > SETTINGS_IMAGE_MAX_BYTES) return refuse('file', 'a.set.image')
  const kind = sniffImage(buf)
  if (!kind) return refuse('file', 'a.set.image')
  const dir = resolve(app.config.uploadsDir, 'settings')
  await mkdir(dir, { recursive: true })
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`
  await writeFile(join(dir, name), buf, { flag: 'wx' })
  const url = `/uploads/settings/${name}`
  await app.db.tx(async (q) =>
    appendAudit(q, who, {
      action: 'settings.image',
      target: url,
      detail: b.kind,
      after: { url, mime: kind.mime, size: buf.length },
    }),
  )
  return { url }
}

// ---------------------------------------------------------------- routes

type Handler = (c: { req: FastifyRequest; who: Actor }) => Promise<unknown>
type Add = (url: string, permission: Permission, handler: Handler) => void

/** The settings routes, registered through the operator API's guarded helpers (routes.ts). */
export function settingsRoutes(app: FastifyInstance, get: Add, post: Add) {
  const id = (req: FastifyRequest) => {
    const r = z.coerce
      .number()
      .int()
      .positive()
      .safeParse((req.params as { id?: unknown }).id)
    if (!r.success) throw new BizError(202, 'a.set.noSuchAccount')
    return r.data
  }
  get('/admin/api/settings/site', 'settings.site', async () => readSiteSettings(app.db.query))
  post('/admin/api/settings/site', 'settings.site', async ({ req, who }) =>
    saveSiteSettings(app.db, who, req.body),
  )
  get('/admin/api/settings/money', 'settings.money', async () => readMoneyRules(app.db.query))
  post('/admin/api/settings/money', 'settings.money', async ({ req, who }) =>
    saveMoneyRules(app.db, who, req.body),
  )
  get('/admin/api/settings/payment', 'settings.money', async () => paymentSettings(app.db.query))
  post('/admin/api/settings/channels/:code', 'settings.receiving', async ({ req, who }) =>
    savePayChannel(app.db, who, (req.params as { code?: unknown }).code, req.body),
  )
  post('/admin/api/settings/accounts', 'settings.receiving', async ({ req, who }) =>
    saveReceivingAccount(app.db, who, null, req.body),
  )
  post('/admin/api/settings/accounts/:id', 'settings.receiving', async ({ req, who }) =>
    saveReceivingAccount(app.db, who, id(req), req.body),
  )
  post('/admin/api/settings/images', 'settings.site', async ({ req, who }) =>
    uploadSettingsImage(app, who, req.body),
  )
}
