// The field checks every settings group shares (docs/settings.md, "Rules the server checks"): each
// answers the stored value or throws a refusal naming the form field, so a save stops at its first bad
// field and writes nothing.
import type { z } from 'zod'
import { parseMoney } from '../../core/money'
import type { Query } from '../db/client'
import { BizError } from '../errors'

/** A refusal of one field: code 1000, the Chinese text of `key`, and the field for the form. */
export const refuse = (field: string, key: string, params?: Record<string, string | number>): never => {
  throw new BizError(1000, key, params, { field })
}

/** The wire shape first (a wrong type is refused like any bad value, naming the field). */
export function shape<T extends z.ZodType>(
  schema: T,
  body: unknown,
  keyOf: (field: string) => string,
): z.output<T> {
  const r = schema.safeParse(body ?? {})
  if (r.success) return r.data
  const path = r.error.issues[0]?.path ?? []
  const field = path.join('.') || 'body'
  return refuse(field, keyOf(String(path.at(-1) ?? path[0] ?? '')))
}

const SITE_PATH = /^\/(?!\/)[^\s\\]*$/
/** http(s) with a host, or a path of this site ("/#/abouts?type=5"); empty when `optional`. */
export function link(field: string, v: string, optional = true) {
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
export const image = (field: string, v: string, key: string) => {
  const s = v.trim()
  if (s === '' || (IMAGE_PATH.test(s) && !s.includes('..'))) return s
  return refuse(field, key)
}

export const text = (field: string, v: string, min: number, max: number, key: string) => {
  const s = v.trim()
  if ([...s].length < min || [...s].length > max) return refuse(field, key)
  return s
}

/** An amount as the console sends it, through the one money parser; answered in wire form. */
export const amount = (field: string, v: string) => {
  const r = parseMoney(v.trim())
  return r.ok ? r.cents : refuse(field, 'a.set.amount')
}

/** Serialises saves of one group so each audit row's `before` is what the save replaced. */
export const lockGroup = (q: Query, group: string) =>
  q('SELECT pg_advisory_xact_lock(hashtext($1))', [`settings.${group}`])

export const pick = <T extends object>(o: T, keys: readonly (keyof T)[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Partial<T>
