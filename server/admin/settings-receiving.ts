// Where players pay (docs/settings.md): the deposit channels with their ranges, addresses and QR codes,
// and the receiving bank accounts. A new address, QR code or account may wait for a second operator
// (approvals-gate.ts, gateReceiving).
import {
  type PayChannelSetting,
  payChannelCode,
  payChannelSetting,
  type ReceivingAccount,
  receivingAccountInput,
} from '../../core/contract/admin'
import { centsToWire } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { isUsdtAddress } from '../ledger/usdt'
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
