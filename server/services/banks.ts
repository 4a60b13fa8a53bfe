// Banks as a player reads them (docs/content.md, "Bank names"): the list the bind-card and deposit
// forms offer, and the operator's receiving accounts. `bank_name` is the key (the bind-card call sends
// it back; a bound card keeps it), `bank_label` the name in the request's language.
import type { Lang } from '../../core/i18n'
import type { Query } from '../db/client'
import { pick } from './content'

export const bankLabel = (lang: Lang, r: { bank_name: string; bank_name_en: string | null }) =>
  pick(lang, r.bank_name, r.bank_name_en)

export async function bankList(q: Query, lang: Lang = 'zh') {
  const rows = await q<{ id: string | number; bank_name: string; bank_name_en: string; ico: string }>(
    'SELECT id, bank_name, bank_name_en, ico FROM banks WHERE state = 1 ORDER BY sort, id',
  )
  return rows.map((r) => ({
    id: Number(r.id),
    bank_name: r.bank_name,
    bank_label: bankLabel(lang, r),
    ico: r.ico,
  }))
}

export async function receivingAccounts(q: Query, lang: Lang = 'zh') {
  const rows = await q<{
    id: string | number
    bank_no: string
    bank_owner: string
    bank_address: string
    bank_name: string
    bank_name_en: string
    ico: string
  }>(
    `SELECT r.id, r.bank_no, r.bank_owner, r.bank_address, b.bank_name, b.bank_name_en, b.ico
     FROM receiving_accounts r JOIN banks b ON b.id = r.bank_id WHERE r.enabled ORDER BY r.id`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    bank_no: r.bank_no,
    bank_owner: r.bank_owner,
    bank_address: r.bank_address,
    bank_data: { bank_name: r.bank_name, bank_label: bankLabel(lang, r), ico: r.ico },
  }))
}
