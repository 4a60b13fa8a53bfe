// Bound bank cards (type 1) and USDT addresses (type 2): list, bind (pay password verified by the
// route before this runs, cap of 5 + 5 enforced here under the player's row lock, USDT checksums),
// unbind. Only the caller's own rows are ever visible or touched.
import { LIMITS, USDT_PROTOCOLS, type UsdtProtocol } from '../../core/contract'
import type { Lang } from '../../core/i18n'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { isUsdtAddress } from '../ledger/usdt'
import { toWireTime } from '../wire'
import { bankLabel } from './banks'

type CardRow = {
  id: string | number
  type: number
  bank: string
  bank_no: string
  bank_owner: string
  bank_address: string
  created_at: Date | string
  ico: string | null
  bank_name_en: string | null
}

export async function listCards(q: Query, userId: number, type: number, lang: Lang = 'zh') {
  const rows = await q<CardRow>(
    `SELECT c.id, c.type, c.bank, c.bank_no, c.bank_owner, c.bank_address, c.created_at, b.ico, b.bank_name_en
     FROM user_cards c LEFT JOIN banks b ON b.bank_name = c.bank AND c.type = 1
     WHERE c.user_id = $1 AND c.type = $2 AND c.deleted_at IS NULL ORDER BY c.id`,
    [userId, type],
  )
  return rows.map((r) => ({
    id: Number(r.id),
    bank: r.bank,
    // A USDT address joins no bank: its label is `bank` itself.
    bank_label: bankLabel(lang, { bank_name: r.bank, bank_name_en: r.bank_name_en }),
    bank_no: r.bank_no,
    bank_owner: r.bank_owner,
    bank_address: r.bank_address,
    bank_not: r.bank_no.slice(-4),
    ico: r.ico ?? '',
    created_at: toWireTime(r.created_at),
  }))
}

export type BindInput = { bank: string; bank_no: string; bank_owner: string; bank_address: string }

/** Validates what zod cannot (bank exists, card digits, USDT checksum) — before the pay password is tried. */
export async function validateBind(
  q: Query,
  input: BindInput,
): Promise<{ type: 1 | 2; protocol?: UsdtProtocol }> {
  if (input.bank.trim().toUpperCase() === 'USDT') {
    const protocol = input.bank_owner.trim().toUpperCase() as UsdtProtocol
    if (!USDT_PROTOCOLS.includes(protocol)) throw new BizError(1000, 'v.usdtProtocol')
    if (!isUsdtAddress(protocol, input.bank_no.trim())) throw new BizError(1000, 'v.usdtAddressInvalid')
    return { type: 2, protocol }
  }
  if (!input.bank_address.trim()) throw new BizError(1000, 'v.bindAddress')
  const no = input.bank_no.replace(/\s+/g, '')
  if (!/^\d+$/.test(no) || no.length < LIMITS.bindCardNoMin || no.length > 30)
    throw new BizError(1000, 'v.bindCardNoLength')
  const [bank] = await q('SELECT 1 FROM banks WHERE bank_name = $1 AND state = 1', [input.bank.trim()])
  if (!bank) throw new BizError(1000, 'm.bindUnknownBank')
  return { type: 1 }
}

export async function bindCard(q: Query, userId: number, input: BindInput) {
  const { type, protocol } = await validateBind(q, input)
  // The player's row lock serialises binds, so two parallel binds cannot both be the fifth.
  await q('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId])
  const [{ n }] = await q<{ n: number }>(
    'SELECT count(*)::int AS n FROM user_cards WHERE user_id = $1 AND type = $2 AND deleted_at IS NULL',
    [userId, type],
  )
  if (Number(n) >= LIMITS.maxBindings)
    throw new BizError(207, type === 1 ? 'm.bindLimitCard' : 'm.bindLimitUsdt')
  const no = type === 1 ? input.bank_no.replace(/\s+/g, '') : input.bank_no.trim()
  const [dup] = await q(
    'SELECT 1 FROM user_cards WHERE user_id = $1 AND bank_no = $2 AND deleted_at IS NULL',
    [userId, no],
  )
  if (dup) throw new BizError(1000, 'm.bindDuplicate')
  await q(
    `INSERT INTO user_cards (user_id, type, bank, bank_no, bank_owner, bank_address) VALUES ($1, $2, $3, $4, $5, $6)`,
    type === 1
      ? [userId, 1, input.bank.trim(), no, input.bank_owner.trim(), input.bank_address.trim()]
      : [userId, 2, 'USDT', no, protocol, protocol],
  )
  return null
}

export async function deleteCard(q: Query, userId: number, id: number) {
  const rows = await q(
    'UPDATE user_cards SET deleted_at = now() WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id',
    [id, userId],
  )
  if (!rows.length) throw new BizError(202, 'm.noSuchCard')
  return null
}
