// The audit chain under a key (docs/operator-console.md, "Audit chain"): forged as someone who can
// write to the database (and bypass its append-only trigger) but does not hold AUDIT_KEY would forge
// it, `npm run audit:check` names the row each time (exit 1): a row inserted by SQL, a row edited and
// re-hashed without the key, the last rows deleted with the head rewound (caught by the checkpoint
// kept outside the database), two rows swapped. An untouched chain of 10 000 rows checks in under 5 s.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appendAudit, checkpointAudit, lockHead, verifyAudit } from '../../server/admin/audit'
import { configureAudit, contentOf, rowMac } from '../../server/admin/audit-mac'
import { createOperator } from '../../server/admin/operators'
import type { Db } from '../../server/db/client'
import { asOwner } from './audit-kit'
import { adminToken, makeAdminApp, TEST_SECRETS, TEST_TOTP_SECRET, testDb } from './helpers'

const run = promisify(execFile)
const dir = mkdtempSync(join(tmpdir(), 'jd-audit-'))
const checkpoints = join(dir, 'audit-checkpoints.log')
let db: Db
let server: FastifyInstance
let env: Record<string, string>

type AuditRow = Record<string, unknown> & { id: string; seq: string; mac: string; prev_mac: string }

/** 10 000 rows as the server writes them (same MAC), inserted 500 to a statement to keep setup short. */
async function bulkAppend(n: number) {
  await db.tx(async (q) => {
    let head = await lockHead(q, TEST_SECRETS.auditKey)
    for (let done = 0; done < n; done += 500) {
      const values: string[] = []
      const params: unknown[] = []
      for (let i = 0; i < Math.min(500, n - done); i++) {
        const row = {
          seq: head.seq + 1,
          created_at: new Date(),
          operator: 'bulk',
          operator_id: null,
          ip: '10.0.0.1',
          action: 'player.note',
          target: `p${done + i}`,
          detail: `备注 ${done + i}`,
          before: null,
          after: { n: done + i },
        }
        const mac = rowMac(TEST_SECRETS.auditKey, head.mac, row)
        const b = params.length
        values.push(
          `($${b + 1}, $${b + 2}, $${b + 3}, NULL, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7}, NULL, $${b + 8}::jsonb, $${b + 9}, $${b + 10})`,
        )
        params.push(
          row.seq,
          row.created_at,
          row.operator,
          row.ip,
          row.action,
          row.target,
          row.detail,
          JSON.stringify(row.after),
          head.mac,
          mac,
        )
        head = { seq: row.seq, mac }
      }
      await q(
        `INSERT INTO operator_audit (seq, created_at, operator, operator_id, ip, action, target, detail, before, after, prev_mac, mac)
         VALUES ${values.join(', ')}`,
        params,
      )
    }
    await q('UPDATE operator_audit_head SET seq = $1, mac = $2 WHERE id = 1', [head.seq, head.mac])
  })
}

async function auditCheck() {
  const { DATABASE_URL: _, PGLITE_DIR: __, ...rest } = process.env
  try {
    const r = await run('node_modules/.bin/tsx', ['server/cli/audit-check.ts'], {
      env: { ...rest, ...env },
      timeout: 90_000,
    })
    return { code: 0, out: r.stdout + r.stderr }
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string }
    return { code: x.code, out: x.stdout + x.stderr }
  }
}

const rowAt = async (seq: number) =>
  (await db.query<AuditRow>('SELECT * FROM operator_audit WHERE seq = $1', [seq]))[0]
const lastSeq = async () =>
  Number((await db.query<{ seq: string }>('SELECT seq FROM operator_audit_head WHERE id = 1'))[0].seq)

const reinsert = (r: AuditRow) =>
  asOwner(
    db,
    `INSERT INTO operator_audit (id, seq, created_at, operator, operator_id, ip, action, target, detail, before, after, prev_mac, mac)
     OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      r.id,
      r.seq,
      r.created_at,
      r.operator,
      r.operator_id,
      r.ip,
      r.action,
      r.target,
      r.detail,
      r.before === null ? null : JSON.stringify(r.before),
      r.after === null ? null : JSON.stringify(r.after),
      r.prev_mac,
      r.mac,
    ],
  )

beforeAll(async () => {
  db = await testDb()
  configureAudit({ checkpointFile: checkpoints })
  await db.tx((q) =>
    createOperator(q, 'auditmac', 'audit-mac-123', 'owner', {
      secret: TEST_TOTP_SECRET,
      siteSecret: TEST_SECRETS.payPepper,
    }),
  )
  server = await makeAdminApp()
  const address = await server.listen({ port: 0, host: '127.0.0.1' })
  // DATA_DIR keeps the command line's session: it signs in once, on the untouched chain.
  env = {
    ADMIN_URL: address,
    ADMIN_USER: 'auditmac',
    ADMIN_PASSWORD: 'audit-mac-123',
    ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
    DATA_DIR: dir,
  }
}, 180_000)

afterAll(async () => {
  configureAudit({ checkpointFile: null })
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the keyed audit chain', { timeout: 180_000 }, () => {
  it('checks an untouched chain of 10 000 rows in under 5 s, and audit:check agrees', async () => {
    await bulkAppend(10_000)
    await checkpointAudit(db)
    const started = performance.now()
    const v = await verifyAudit(db.query)
    const ms = performance.now() - started
    expect(v.ok, JSON.stringify(v.broken)).toBe(true)
    expect(v.rows).toBeGreaterThanOrEqual(10_000)
    expect(ms).toBeLessThan(5_000)
    console.log(`verified ${v.rows} rows in ${Math.round(ms)} ms`)
    const good = await auditCheck()
    expect(good.code, good.out).toBe(0)
    expect(good.out).toMatch(/audit chain OK: \d+ rows/)
  })

  it('the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const r = await rowAt(5)
    await expect(db.query("UPDATE operator_audit SET detail = 'x' WHERE id = $1", [r.id])).rejects.toThrow(
      /append-only/,
    )
    await expect(
      db.query('UPDATE operator_audit SET mac = $2 WHERE id = $1', [r.id, 'f'.repeat(64)]),
    ).rejects.toThrow(/append-only/)
    await expect(db.query('DELETE FROM operator_audit WHERE id = $1', [r.id])).rejects.toThrow(/append-only/)
    await expect(db.query('TRUNCATE operator_audit')).rejects.toThrow(/append-only/)
  })

  it('a row inserted by SQL is named, even after genuine actions follow it', async () => {
    // The attack of issue 25: a row with no MAC, which the old server sealed at the next append.
    const [forged] = await db.query<{ id: string }>(
      `INSERT INTO operator_audit (operator, action, target, detail) VALUES ('fin01', 'withdrawal.approve', 'W-FAKE-0001', '')
       RETURNING id`,
    )
    await db.tx((q) =>
      appendAudit(
        q,
        { id: null, username: 'admin', ip: '127.0.0.1' },
        { action: 'player.note', target: 'x' },
      ),
    )
    const bad = await auditCheck()
    expect(bad.code, bad.out).toBe(1)
    expect(bad.out).toContain(`(row id ${forged.id})`)
    expect(bad.out).toContain('由SQL插入')
    await asOwner(db, 'DELETE FROM operator_audit WHERE id = $1', [forged.id])
    // In the chain's next place, sealed with the repository's unkeyed hash and the head moved to it.
    const head = await lockHead(db.query)
    const row = {
      seq: head.seq + 1,
      created_at: new Date(),
      operator: 'fin01',
      operator_id: null,
      ip: '1.2.3.4',
      action: 'withdrawal.approve',
      target: 'W-FAKE-0002',
      detail: '',
      before: null,
      after: null,
    }
    const fake = createHash('sha256')
      .update(`${head.mac}\n${contentOf(row)}`)
      .digest('hex')
    const [placed] = await db.query<{ id: string }>(
      `INSERT INTO operator_audit (seq, created_at, operator, ip, action, target, detail, prev_mac, mac)
       VALUES ($1, $2, $3, $4, $5, $6, '', $7, $8) RETURNING id`,
      [row.seq, row.created_at, row.operator, row.ip, row.action, row.target, head.mac, fake],
    )
    await db.query('UPDATE operator_audit_head SET seq = $1, mac = $2 WHERE id = 1', [row.seq, fake])
    const bad2 = await auditCheck()
    expect(bad2.code, bad2.out).toBe(1)
    expect(bad2.out).toContain(`audit chain BROKEN at seq ${row.seq} (row id ${placed.id})`)
    expect(bad2.out).toContain('记录内容与其MAC不符')
    await asOwner(db, 'DELETE FROM operator_audit WHERE id = $1', [placed.id])
    await db.query('UPDATE operator_audit_head SET seq = $1, mac = $2 WHERE id = 1', [head.seq, head.mac])
    expect((await verifyAudit(db.query)).ok).toBe(true)
  })

  it('an edited row re-hashed without the key is named', async () => {
    const r = await rowAt(4321)
    const edited = { ...r, detail: `${r.detail} 金额改为 99999` } as never
    const rehash = createHash('sha256')
      .update(`${r.prev_mac}\n${contentOf(edited)}`)
      .digest('hex')
    await asOwner(db, 'UPDATE operator_audit SET detail = $2, mac = $3 WHERE id = $1', [
      r.id,
      `${r.detail} 金额改为 99999`,
      rehash,
    ])
    const bad = await auditCheck()
    expect(bad.code, bad.out).toBe(1)
    expect(bad.out).toContain(`audit chain BROKEN at seq 4321 (row id ${r.id})`)
    expect(bad.out).toContain('记录内容与其MAC不符')
    await asOwner(db, 'UPDATE operator_audit SET detail = $2, mac = $3 WHERE id = $1', [
      r.id,
      r.detail,
      r.mac,
    ])
    expect((await verifyAudit(db.query)).ok).toBe(true)
  })

  it('the last rows deleted and the head rewound: the checkpoint outside the database names the loss', async () => {
    await checkpointAudit(db)
    const last = await lastSeq()
    const gone = await db.query<AuditRow>('SELECT * FROM operator_audit WHERE seq > $1 ORDER BY seq', [
      last - 3,
    ])
    const keep = await rowAt(last - 3)
    await asOwner(db, 'DELETE FROM operator_audit WHERE seq > $1', [last - 3])
    await db.query('UPDATE operator_audit_head SET seq = $1, mac = $2 WHERE id = 1', [last - 3, keep.mac])
    // Consistent inside the database: only the checkpoint can tell.
    expect((await verifyAudit(db.query, { checkpointFile: null })).ok).toBe(true)
    const bad = await auditCheck()
    expect(bad.code, bad.out).toBe(1)
    expect(bad.out).toContain(`audit chain BROKEN at seq ${last - 2}`)
    expect(bad.out).toMatch(new RegExp(`链尾记录缺失：.*检查点记录了${last}条，实有${last - 3}条`))
    for (const r of gone) await reinsert(r)
    await db.query('UPDATE operator_audit_head SET seq = $1, mac = $2 WHERE id = 1', [last, gone[2].mac])
    expect((await verifyAudit(db.query)).ok).toBe(true)
  })

  it('two rows swapped are named', async () => {
    const a = await rowAt(777)
    const b = await rowAt(778)
    await asOwner(db, 'UPDATE operator_audit SET seq = -1 WHERE id = $1', [a.id])
    await asOwner(db, 'UPDATE operator_audit SET seq = 777 WHERE id = $1', [b.id])
    await asOwner(db, 'UPDATE operator_audit SET seq = 778 WHERE id = $1', [a.id])
    const bad = await auditCheck()
    expect(bad.code, bad.out).toBe(1)
    expect(bad.out).toContain(`audit chain BROKEN at seq 777 (row id ${b.id})`)
    await asOwner(db, 'UPDATE operator_audit SET seq = -1 WHERE id = $1', [a.id])
    await asOwner(db, 'UPDATE operator_audit SET seq = 778 WHERE id = $1', [b.id])
    await asOwner(db, 'UPDATE operator_audit SET seq = 777 WHERE id = $1', [a.id])
    expect((await verifyAudit(db.query)).ok).toBe(true)
  })

  it('an export is audited', async () => {
    const token = await adminToken(server)
    const r = await server.inject({
      method: 'GET',
      url: '/admin/api/protection/exclusions?format=csv',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(r.headers['content-type']).toContain('text/csv')
    const [row] = await db.query<{ operator: string; target: string }>(
      "SELECT operator, target FROM operator_audit WHERE action = 'export.exclusions' ORDER BY seq DESC LIMIT 1",
    )
    expect(row).toEqual({ operator: 'admin', target: 'protection' })
    expect((await verifyAudit(db.query)).ok).toBe(true)
  })

  it('a checkpoint line edited by hand is refused; each line is signed with the key', async () => {
    const lines = readFileSync(checkpoints, 'utf8').trim().split('\n')
    const cp = JSON.parse(lines.at(-1)!) as { seq: number }
    const text = readFileSync(checkpoints, 'utf8')
    writeFileSync(checkpoints, `${text}${JSON.stringify({ ...cp, seq: cp.seq - 1 })}\n`)
    const v = await verifyAudit(db.query)
    expect(v.ok).toBe(false)
    expect(v.broken?.reason).toMatch(new RegExp(`检查点文件第${lines.length + 1}行的签名无效`))
    writeFileSync(checkpoints, text)
    expect((await verifyAudit(db.query)).ok).toBe(true)
  })

  it('a chain from before the key is re-sealed once, at the first append, and says so', async () => {
    // As migration 0026 leaves an older database: rows without MAC, the head without one.
    await asOwner(db, 'UPDATE operator_audit SET mac = NULL, prev_mac = NULL')
    await db.query('UPDATE operator_audit_head SET mac = NULL WHERE id = 1')
    const rows = await lastSeq()
    const before = await verifyAudit(db.query, { checkpointFile: null })
    expect(before.ok).toBe(false)
    expect(before.broken?.reason).toContain('尚未以审计密钥封存')
    await db.tx((q) =>
      appendAudit(
        q,
        { id: null, username: 'admin', ip: '127.0.0.1' },
        { action: 'player.note', target: 'y' },
      ),
    )
    const [reseal] = await db.query<{ seq: string; operator: string; detail: string }>(
      "SELECT seq, operator, detail FROM operator_audit WHERE action = 'audit.reseal'",
    )
    expect({ ...reseal, seq: Number(reseal.seq) }).toEqual({
      seq: rows + 1,
      operator: 'system',
      detail: `以审计密钥重新封存${rows}条旧记录，旧哈希链完整`,
    })
    // The same key over the same rows: the MACs are those the checkpoints hold.
    const v = await verifyAudit(db.query)
    expect(v, JSON.stringify(v.broken)).toMatchObject({ ok: true, rows: rows + 2 })
    // Once sealed, a MAC cannot be set again.
    await expect(db.query("UPDATE operator_audit SET mac = 'x' WHERE seq = 1")).rejects.toThrow(/append-only/)
  })
})
