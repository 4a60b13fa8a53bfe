// Where players pay (docs/settings.md): the deposit channels with their ranges, addresses and QR codes,
// and the receiving bank accounts. A new address, QR code or account may wait for a second operator
// (approvals-gate.ts, gateReceiving). Each channel's provider and its credentials likewise.

import {
  type PayChannelSetting,
  payChannelCode,
  payChannelSetting,
  type ReceivingAccount,
  receivingAccountInput,
} from '../../core/contract/admin'
import { type PayProviderSetting, payProviderInput } from '../../core/contract/admin/payments'
import { centsToWire } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { isUsdtAddress } from '../ledger/usdt'
import { maskSecret, sealCredential } from '../payments/credentials'
import { adapterFor, type Binding, bindingOf, secretOf } from '../payments/providers'
import { toWireTime } from '../wire'
import { gateReceiving } from './approvals-gate'
import { type Actor, appendAudit } from './audit'
import { amount, image, refuse, shape, text } from './settings-fields'

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

// ---------------------------------------------------------------- providers and credentials

// Each channel's payment provider and its credentials (docs/payments.md, "Channels and
// credentials"). The secret is named by reference (an environment variable) or typed in and sealed
// here before anything else sees it: the four-eyes request, the audit row and the answer carry only
// the sealed form or a fingerprint, never the secret.
type ProviderRow = Binding & { updated_by: string; updated_at: Date | string }

const providerOut = (r: ProviderRow): PayProviderSetting => {
  const secret = secretOf(r)
  return {
    channel: r.channel as PayProviderSetting['channel'],
    provider: r.provider,
    merchant_id: r.merchant_id,
    secret_ref: r.secret_sealed ? '' : r.secret_ref,
    secret_source: !secret ? 'missing' : r.secret_sealed ? 'sealed' : 'reference',
    secret_mask: maskSecret(secret),
    payin: r.payin,
    payout: r.payout,
    statement: r.statement,
    reachable: adapterFor(r) !== null,
    updated_by: r.updated_by,
    updated_at: toWireTime(r.updated_at),
  }
}
/** What the audit log keeps of a binding: the fingerprint, not the sealed secret. */
const providerAudit = ({ updated_at: _, reachable: __, ...p }: PayProviderSetting) => p

export async function payProviders(q: Query) {
  const rows = await q<ProviderRow>(
    `SELECT * FROM pay_channel_providers
      ORDER BY array_position(ARRAY['bank','alipay','wechat','usdt-trc20','usdt-erc20'], channel)`,
  )
  return rows.map(providerOut)
}

const providerKey = (f: string) =>
  ({ provider: 'a.set.provider', merchant_id: 'a.set.merchantId', secret_ref: 'a.set.secretRef' })[f] ??
  (f === 'secret' ? 'a.set.secret' : 'a.set.switches')

/** A checked binding with the typed secret sealed (the caller's current one kept when none is typed). */
export function checkProvider(channel: PayChannelSetting['code'], body: unknown, current: Binding | null) {
  const b = shape(payProviderInput, body, providerKey)
  const provider = b.provider.trim()
  if (!/^[a-z0-9-]{1,32}$/.test(provider)) refuse('provider', 'a.set.provider')
  const merchant_id = b.merchant_id.trim()
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(merchant_id)) refuse('merchant_id', 'a.set.merchantId')
  if ((b.payin && channel === 'bank') || (b.payout && (channel === 'wechat' || channel === 'alipay')))
    refuse('payin', 'a.set.switches')
  if (b.statement && channel !== 'bank') refuse('statement', 'a.set.switches')
  const typed = b.secret.trim()
  let secret_sealed = ''
  let secret_ref = b.secret_ref.trim()
  if (typed) {
    if (typed.length < 16) refuse('secret', 'a.set.secret')
    secret_sealed = sealCredential(typed) ?? refuse('secret', 'a.set.noSealKey')
    secret_ref = ''
  } else if (secret_ref === '' && current?.secret_sealed) secret_sealed = current.secret_sealed
  else if (!/^[A-Za-z0-9_]{1,64}$/.test(secret_ref)) refuse('secret_ref', 'a.set.secretRef')
  return {
    provider,
    merchant_id,
    secret_ref,
    secret_sealed,
    payin: b.payin,
    payout: b.payout,
    statement: b.statement,
  }
}
export type CheckedProvider = ReturnType<typeof checkProvider>

export async function savePayProvider(db: Db, who: Actor, rawChannel: unknown, body: unknown) {
  const code = payChannelCode.safeParse(rawChannel)
  if (!code.success) throw new BizError(202, 'a.set.noSuchChannel')
  const current = await bindingOf(db.query, code.data)
  const next = checkProvider(code.data, body, current)
  // Four eyes on where the money goes: the request carries the sealed secret only.
  await gateReceiving(db, who, 'pay-provider', code.data, { channel: code.data, ...next }, async () =>
    (Object.keys(next) as (keyof CheckedProvider)[]).some((k) => current?.[k] !== next[k]),
  )
  return db.tx((q) => applyPayProvider(q, who, code.data, next))
}

/** A checked binding saved in the caller's transaction (a direct save, or an approved request). */
export async function applyPayProvider(
  q: Query,
  who: Actor,
  channel: PayChannelSetting['code'],
  next: CheckedProvider,
) {
  const [row] = await q<ProviderRow>('SELECT * FROM pay_channel_providers WHERE channel = $1 FOR UPDATE', [
    channel,
  ])
  const [after] = await q<ProviderRow>(
    `INSERT INTO pay_channel_providers (channel, provider, merchant_id, secret_ref, secret_sealed, payin, payout,
                                        statement, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
     ON CONFLICT (channel) DO UPDATE SET provider = $2, merchant_id = $3, secret_ref = $4, secret_sealed = $5,
            payin = $6, payout = $7, statement = $8, updated_by = $9, updated_at = now()
     RETURNING *`,
    [
      channel,
      next.provider,
      next.merchant_id,
      next.secret_ref,
      next.secret_sealed,
      next.payin,
      next.payout,
      next.statement,
      who.username,
    ],
  )
  await appendAudit(q, who, {
    action: 'settings.provider',
    target: channel,
    detail: next.provider,
    before: row ? providerAudit(providerOut(row)) : null,
    after: providerAudit(providerOut(after)),
  })
  return providerOut(after)
}
