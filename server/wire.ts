// Wire formats: Beijing time `YYYY-MM-DD HH:mm:ss` (UTC+8, no DST) and money strings from cents.
import { centsToWire } from '../core/money'
import { beijingWireTime } from '../core/time'

export const toWireTime = beijingWireTime

export const toWireTimeOrNull = (t: Date | string | number | null | undefined) =>
  t == null ? null : toWireTime(t)

/** BIGINT cents arrive as string (pg), number or bigint (PGlite). */
export const money = (cents: string | number | bigint | null | undefined) => centsToWire(BigInt(cents ?? 0))

/** A DATE column as YYYY-MM-DD, whatever the driver made of it. */
export const dateOnly = (d: Date | string | null | undefined) => {
  if (d == null) return ''
  if (typeof d === 'string') return d.slice(0, 10)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

export const paginate = <T>(rows: T[], total: number, page: number, perPage = 10) => {
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const from = rows.length ? (page - 1) * perPage + 1 : null
  return {
    current_page: page,
    data: rows,
    last_page: lastPage,
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + rows.length - 1,
  }
}
