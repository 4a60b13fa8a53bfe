// The operators' audit log (docs/operator-console.md, "Audit chain"). Every operator action appends a
// row inside the transaction of the change it records, so a change without its row (or the reverse)
// cannot be committed; a refused sign-in or a lock is recorded in a transaction of its own. Rows are
// chained: seq counts 1, 2, 3 ... and mac = HMAC(key, previous mac + the row's canonical content,
// seq included) under a key that is not in the database (audit-mac.ts). The head row
// (operator_audit_head) is locked by each append, so parallel actions queue one behind the other and
// the chain never forks. The database refuses UPDATE and DELETE on the table (migration 0026);
// verifyAudit (npm run audit:check) finds a row forged, altered, removed or moved, and compares the
// head with the checkpoints kept outside the database (audit-checkpoint.ts).
import type { Db, Query } from '../db/client'
import { appendCheckpoint, type Checkpoint, readCheckpoints, signCheckpoint } from './audit-checkpoint'
import { auditKey, checkpointFile, rowMac, type SealedContent, sameMac, ZERO_MAC } from './audit-mac'
import { sealLegacy } from './audit-seal'

export type Actor = { id: number | null; username: string; ip: string }
export type AuditEntry = {
  action: string
  target: string
  detail?: string
  before?: unknown
  after?: unknown
}

type Head = { seq: number; mac: string }
type Row = SealedContent & { id: string | number; prev_mac: string | null; mac: string | null }

const COLUMNS =
  'id, seq, created_at, operator, operator_id, ip, action, target, detail, before, after, prev_mac, mac'

// Values go through JSON once, so what is sealed is what JSONB gives back (bigints as strings, dates as ISO).
const plain = (v: unknown) =>
  v === undefined || v === null
    ? null
    : JSON.parse(JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? x.toString() : x)))

/** The server itself, as the author of the rows it writes on its own (the re-seal). */
const SERVER: Actor = { id: null, username: 'system', ip: '' }

async function insertRow(q: Query, key: string, head: Head, who: Actor, e: AuditEntry): Promise<Head> {
  const row = {
    seq: head.seq + 1,
    created_at: new Date(),
    operator: who.username.slice(0, 64),
    operator_id: who.id,
    ip: who.ip.slice(0, 64),
    action: e.action,
    target: e.target.slice(0, 200),
    detail: e.detail ?? '',
    before: plain(e.before),
    after: plain(e.after),
  }
  const mac = rowMac(key, head.mac, row)
  await q(
    `INSERT INTO operator_audit (seq, created_at, operator, operator_id, ip, action, target, detail, before, after, prev_mac, mac)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12)`,
    [
      row.seq,
      row.created_at,
      row.operator,
      row.operator_id,
      row.ip,
      row.action,
      row.target,
      row.detail,
      row.before === null ? null : JSON.stringify(row.before),
      row.after === null ? null : JSON.stringify(row.after),
      head.mac,
      mac,
    ],
  )
  await q('UPDATE operator_audit_head SET seq = $1, mac = $2 WHERE id = 1', [row.seq, mac])
  return { seq: row.seq, mac }
}

/**
 * The chain's head, locked for the rest of the transaction. Its MAC is NULL only before the first
 * start with a key (migration 0026): the rows of the old unkeyed chain are then sealed, once, and the
 * re-seal records itself as the next row.
 */
export async function lockHead(q: Query, key = auditKey()): Promise<Head> {
  const [head] = await q<{ seq: string | number; mac: string | null }>(
    'SELECT seq, mac FROM operator_audit_head WHERE id = 1 FOR UPDATE',
  )
  if (head.mac !== null) return { seq: Number(head.seq), mac: head.mac }
  const r = await sealLegacy(q, key)
  if (r.rows === 0) return r.head
  return insertRow(q, key, r.head, SERVER, {
    action: 'audit.reseal',
    target: 'operator_audit',
    detail:
      r.legacyBreak === null
        ? `以审计密钥重新封存${r.rows}条旧记录，旧哈希链完整`
        : `以审计密钥重新封存${r.rows}条旧记录，旧哈希链在第${r.legacyBreak}条断开`,
    after: { rows: r.rows, legacy_break: r.legacyBreak },
  })
}

/** Append one row; call inside the transaction of the change (the head row lock orders appends). */
export async function appendAudit(q: Query, who: Actor, e: AuditEntry): Promise<void> {
  const key = auditKey()
  await insertRow(q, key, await lockHead(q, key), who, e)
}

/** A row in a transaction of its own: a refusal (a failed or locked sign-in, which rolls back) or an export. */
export const auditAlone = (db: Db, who: Actor, e: AuditEntry) => db.tx((q) => appendAudit(q, who, e))

/**
 * A checkpoint of the head, signed and appended to the checkpoint file (the scheduler's job and the
 * shutdown: server/jobs/audit-checkpoints.ts). The first one after the upgrade re-seals the chain.
 * `unless`: nothing is written when the head is still that one.
 */
export async function checkpointAudit(
  db: Db,
  opts: { file?: string | null; unless?: Checkpoint | null } = {},
): Promise<Checkpoint | null> {
  const key = auditKey()
  const head = await db.tx((q) => lockHead(q, key))
  if (opts.unless && opts.unless.seq === head.seq && opts.unless.mac === head.mac) return null
  const cp = signCheckpoint(key, head)
  const file = opts.file === undefined ? checkpointFile() : opts.file
  if (file) appendCheckpoint(file, cp)
  return cp
}

export type AuditVerdict = {
  ok: boolean
  rows: number
  broken: { seq: number; id: number | null; reason: string } | null
}

const broken = (rows: number, seq: number, id: number | null, reason: string): AuditVerdict => ({
  ok: false,
  rows,
  broken: { seq, id, reason },
})

/**
 * Walk the chain from seq 1: each row's seq follows the previous one, its prev_mac is the previous
 * row's MAC, its MAC is the MAC of its content under the key, every checkpoint names a row that is
 * there with that MAC; then the head is the last row and no row stands outside the chain. Reports the
 * first break. `checkpointFile`: the checkpoints to compare with (default: the configured file).
 */
export async function verifyAudit(
  q: Query,
  opts: { checkpointFile?: string | null } = {},
): Promise<AuditVerdict> {
  const key = auditKey()
  const file = opts.checkpointFile === undefined ? checkpointFile() : opts.checkpointFile
  const { checkpoints, badLine } = readCheckpoints(key, file)
  if (badLine !== null)
    return broken(0, 0, null, `检查点文件第${badLine}行的签名无效（检查点被改动）：${file}`)
  const marks = new Map(checkpoints.map((c) => [c.seq, c]))
  const [head] = await q<{ seq: string | number; mac: string | null }>(
    'SELECT seq, mac FROM operator_audit_head WHERE id = 1',
  )
  if (head.mac === null) {
    const [any] = await q('SELECT 1 FROM operator_audit LIMIT 1')
    return any
      ? broken(0, 1, null, '审计链尚未以审计密钥封存（启动一次服务即完成一次性重新封存）')
      : { ok: true, rows: 0, broken: null }
  }
  let prev = ZERO_MAC
  let expected = 1
  const pageSize = 2000
  for (;;) {
    const batch = await q<Row>(
      `SELECT ${COLUMNS} FROM operator_audit WHERE seq >= $1 ORDER BY seq LIMIT ${pageSize}`,
      [expected],
    )
    for (const r of batch) {
      const rows = expected - 1
      const id = Number(r.id)
      if (Number(r.seq) !== expected) return broken(rows, expected, null, `第${expected}条记录缺失（被删除）`)
      if (r.mac === null) return broken(rows, expected, id, '记录没有MAC（不是服务器写入的：由SQL插入）')
      if (r.prev_mac !== prev)
        return broken(rows, expected, id, '上一条记录的MAC不符（之前的记录被删除、调换或改动）')
      if (!sameMac(r.mac, rowMac(key, prev, r)))
        return broken(rows, expected, id, '记录内容与其MAC不符（记录被改动、调换或伪造）')
      const mark = marks.get(expected)
      if (mark && mark.mac !== r.mac)
        return broken(rows, expected, id, `与${mark.at}的检查点不符（该条之后的记录被重写）`)
      prev = r.mac
      expected++
    }
    if (batch.length < pageSize) break
  }
  const rows = expected - 1
  const last = checkpoints.reduce((m, c) => (c.seq > m.seq ? c : m), { seq: 0, at: '' })
  if (last.seq > rows)
    return broken(rows, rows + 1, null, `链尾记录缺失：${last.at}的检查点记录了${last.seq}条，实有${rows}条`)
  if (Number(head.seq) !== rows || head.mac !== prev)
    return broken(rows, rows + 1, null, `链尾记录缺失：应有${Number(head.seq)}条，实有${rows}条`)
  const [stray] = await q<{ id: string | number; seq: string | number | null }>(
    'SELECT id, seq FROM operator_audit WHERE seq IS NULL OR seq < 1 OR seq > $1 ORDER BY id LIMIT 1',
    [rows],
  )
  if (stray)
    return broken(
      rows,
      Number(stray.seq ?? 0),
      Number(stray.id),
      '记录不在链中（由SQL插入，没有有效的序号和MAC）',
    )
  return { ok: true, rows, broken: null }
}
