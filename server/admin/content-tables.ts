// List, create, update and (where a row may go) delete the rows of a content editor by its spec
// (content-specs.ts): the write is parsed by the contract's schema, rich text is rebuilt by the sanitiser
// (server/services/html.ts), and the change and its audit row (before/after) commit together.
import { type ContentKind, contentCalls, DELETABLE } from '../../core/contract/admin'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { sanitizeHtml } from '../services/html'
import { type Actor, appendAudit } from './audit'
import { LABELS, parseContent, type Row } from './content-fields'
import { SPECS, type Spec } from './content-specs'

const one = async (q: Query, s: Spec, key: unknown, lock = false) => {
  const [r] = await q<Row>(
    `SELECT ${s.select} FROM ${s.table} WHERE ${s.key} = $1${lock ? ' FOR UPDATE' : ''}`,
    [key],
  )
  return r ? s.out(r) : null
}

export async function listContent(q: Query, kind: ContentKind) {
  const s = SPECS[kind]
  const rows = await q<Row>(`SELECT ${s.select} FROM ${s.table} ORDER BY ${s.order}`)
  return rows.map(s.out)
}

/** Create (no key) or update (key given) one row, audited with before and after. */
export async function saveContent(db: Db, who: Actor, kind: ContentKind, body: unknown) {
  const s = SPECS[kind]
  const v = parseContent(contentCalls[kind].save.request, body) as Row
  for (const f of s.rich ?? []) v[f] = sanitizeHtml(String(v[f] ?? ''))
  const key = v[s.key] ?? null
  if (key === null && !s.create) throw new BizError(1000, 'a.contentField', { field: LABELS[s.key] })
  const cols = s.columns(v)
  const names = Object.keys(cols)
  const values = Object.values(cols)
  return db.tx(async (q) => {
    const before = key === null ? null : await one(q, s, key, true)
    if (key !== null && !before) throw new BizError(202, 'a.contentMissing')
    await s.check?.(q, v, key)
    let saved: unknown = key
    if (key === null) {
      const [r] = await q<{ k: unknown }>(
        `INSERT INTO ${s.table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})
         RETURNING ${s.key} AS k`,
        values,
      )
      saved = r.k
    } else {
      await q(
        `UPDATE ${s.table} SET ${names.map((n, i) => `${n} = $${i + 1}`).join(', ')} WHERE ${s.key} = $${names.length + 1}`,
        [...values, key],
      )
    }
    const after = await one(q, s, saved)
    await appendAudit(q, who, {
      action: `content.${kind}.${key === null ? 'create' : 'update'}`,
      target: `${kind}:${saved}`,
      detail: String(
        (after as Row | null)?.title ?? (after as Row | null)?.name ?? (after as Row | null)?.vipname ?? '',
      ),
      before,
      after,
    })
    return after
  })
}

export async function deleteContent(db: Db, who: Actor, kind: ContentKind, id: number) {
  if (!(DELETABLE as readonly string[]).includes(kind)) throw new BizError(1000, 'a.contentNoDelete')
  const s = SPECS[kind]
  return db.tx(async (q) => {
    const before = await one(q, s, id, true)
    if (!before) throw new BizError(202, 'a.contentMissing')
    await q(`DELETE FROM ${s.table} WHERE id = $1`, [id])
    await appendAudit(q, who, { action: `content.${kind}.delete`, target: `${kind}:${id}`, before })
    return { id }
  })
}
