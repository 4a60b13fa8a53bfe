// The operators' audit log (docs/operator-console.md, "Audit chain"). Every operator action appends a
// row inside the transaction of the change it records, so a change without its row (or the reverse)
// cannot be committed. Rows are chained: hash = SHA-256(previous hash + "\n" + canonical JSON of the
// row), seq counts 1, 2, 3 ... The head row (operator_audit_head) is locked by each append, so two
// parallel actions queue one behind the other and the chain never forks. Nothing in the code updates
// or deletes a row; verifyAudit (npm run audit:check) finds the first row removed or altered by SQL.
import { createHash } from 'node:crypto'
import type { Query } from '../db/client'

export type Actor = { id: number | null; username: string; ip: string }
export type AuditEntry = {
  action: string
  target: string
  detail?: string
  before?: unknown
  after?: unknown
}

type Row = {
  id: string | number
  seq: string | number | null
  created_at: Date | string
  operator: string
  operator_id: string | number | null
  ip: string
  action: string
  target: string
  detail: string
  before: unknown
  after: unknown
  prev_hash: string | null
  hash: string | null
}

/** JSON with object keys sorted at every level: JSONB does not keep key order, the hash must not care. */
export function canonical(v: unknown): string {
  if (v === undefined || v === null) return 'null'
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (typeof v === 'object')
    return `{${Object.keys(v as object)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`
  if (typeof v === 'bigint') return JSON.stringify(v.toString())
  return JSON.stringify(v)
}

const iso = (d: Date | string) => new Date(d).toISOString()

export const rowHash = (prev: string, r: Omit<Row, 'id' | 'prev_hash' | 'hash'>) =>
  createHash('sha256')
    .update(
      `${prev}\n${canonical({
        seq: Number(r.seq),
        at: iso(r.created_at),
        operator: r.operator,
        operator_id: r.operator_id === null ? null : Number(r.operator_id),
        ip: r.ip,
        action: r.action,
        target: r.target,
        detail: r.detail,
        before: r.before ?? null,
        after: r.after ?? null,
      })}`,
    )
    .digest('hex')

// Values go through JSON once, so what is hashed is what JSONB gives back (bigints as strings, dates as ISO).
const plain = (v: unknown) =>
  v === undefined || v === null
    ? null
    : JSON.parse(JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? x.toString() : x)))

/** Append one row; call inside the transaction of the change (the head row lock orders appends). */
export async function appendAudit(q: Query, who: Actor, e: AuditEntry): Promise<void> {
  const [head] = await q<{ seq: string | number; hash: string }>(
    'SELECT seq, hash FROM operator_audit_head WHERE id = 1 FOR UPDATE',
  )
  let seq = Number(head.seq)
  let prev = head.hash
  // Rows written before the chain existed (or by an older server) are sealed into it first, in order.
  const unsealed = await q<Row>(
    `SELECT id, seq, created_at, operator, operator_id, ip, action, target, detail, before, after, prev_hash, hash
       FROM operator_audit WHERE hash IS NULL ORDER BY id`,
  )
  for (const r of unsealed) {
    seq++
    const hash = rowHash(prev, { ...r, seq })
    await q('UPDATE operator_audit SET seq = $2, prev_hash = $3, hash = $4 WHERE id = $1 AND hash IS NULL', [
      r.id,
      seq,
      prev,
      hash,
    ])
    prev = hash
  }
  seq++
  const row = {
    seq,
    created_at: new Date(),
    operator: who.username,
    operator_id: who.id,
    ip: who.ip,
    action: e.action,
    target: e.target,
    detail: e.detail ?? '',
    before: plain(e.before),
    after: plain(e.after),
  }
  const hash = rowHash(prev, row)
  await q(
    `INSERT INTO operator_audit (seq, created_at, operator, operator_id, ip, action, target, detail, before, after, prev_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12)`,
    [
      seq,
      row.created_at,
      row.operator,
      row.operator_id,
      row.ip,
      row.action,
      row.target,
      row.detail,
      row.before === null ? null : JSON.stringify(row.before),
      row.after === null ? null : JSON.stringify(row.after),
      prev,
      hash,
    ],
  )
  await q('UPDATE operator_audit_head SET seq = $1, hash = $2 WHERE id = 1', [seq, hash])
}

export type AuditVerdict = {
  ok: boolean
  rows: number
  broken: { seq: number; id: number | null; reason: string } | null
}

/**
 * Walk the chain from seq 1: each row's seq follows the previous one, its prev_hash is the previous
 * row's hash, its hash is the hash of its content; the last row is the head. Reports the first break.
 */
export async function verifyAudit(q: Query): Promise<AuditVerdict> {
  const [head] = await q<{ seq: string | number; hash: string }>(
    'SELECT seq, hash FROM operator_audit_head WHERE id = 1',
  )
  let prev = '0'.repeat(64)
  let expected = 1
  let rows = 0
  const pageSize = 1000
  for (;;) {
    const batch = await q<Row>(
      `SELECT id, seq, created_at, operator, operator_id, ip, action, target, detail, before, after, prev_hash, hash
         FROM operator_audit WHERE seq >= $1 ORDER BY seq LIMIT ${pageSize}`,
      [expected],
    )
    for (const r of batch) {
      const seq = Number(r.seq)
      const at = { seq: expected, id: Number(r.id) }
      if (seq !== expected)
        return { ok: false, rows, broken: { ...at, id: null, reason: `第${expected}条记录缺失（被删除）` } }
      if (r.prev_hash !== prev)
        return {
          ok: false,
          rows,
          broken: { ...at, reason: '上一条记录的哈希不符（之前的记录被删除或改动）' },
        }
      if (rowHash(prev, r) !== r.hash)
        return { ok: false, rows, broken: { ...at, reason: '记录内容与其哈希不符（记录被改动）' } }
      prev = r.hash as string
      expected++
      rows++
    }
    if (batch.length < pageSize) break
  }
  if (Number(head.seq) !== expected - 1 || head.hash !== prev)
    return {
      ok: false,
      rows,
      broken: {
        seq: expected,
        id: null,
        reason: `链尾记录缺失：应有${Number(head.seq)}条，实有${expected - 1}条`,
      },
    }
  return { ok: true, rows, broken: null }
}
