// The audit log (docs/operator-console.md, "Audit chain"): every action leaves a row with who, when,
// from where, before and after, in the transaction of the change; rows are chained under a keyed MAC,
// appends from parallel actions never fork the chain, the database refuses UPDATE and DELETE, and
// `npm run audit:check` finds the first row removed or altered by someone who bypasses that refusal
// (tests/server/audit-mac.test.ts forges more). The list is filterable and paginated.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { verifyAudit } from '../../server/admin/audit'
import { createOperator } from '../../server/admin/operators'
import { asOwner } from './audit-kit'
import { op } from './console-kit'
import {
  adminToken,
  makeAdminApp,
  makeApp,
  registerAndLogin,
  TEST_SECRETS,
  TEST_TOTP_SECRET,
} from './helpers'

const run = promisify(execFile)
let ops: FastifyInstance
let owner: string
let player: string

beforeAll(async () => {
  const app = await makeApp()
  ops = await makeAdminApp()
  owner = await adminToken(ops)
  player = (await registerAndLogin(app)).username
}, 180_000)

async function auditCheck(env: Record<string, string>) {
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

describe('audit log', { timeout: 180_000 }, () => {
  it('records who, when, where, before and after; the list filters and pages', async () => {
    const note = await op(ops, owner, 'POST', `/admin/api/players/${player}/notes`, { text: '电话核实身份' })
    expect(note.code, note.message).toBe(200)
    const rn = await op(ops, owner, 'POST', `/admin/api/players/${player}/realname`, {
      realname: '李四',
      reason: '客服核实',
    })
    expect(rn.code, rn.message).toBe(200)
    const list = await op<{
      rows: { action: string; operator: string; ip: string; before: unknown; after: unknown; at: string }[]
      total: number
    }>(ops, owner, 'GET', `/admin/api/audit?target=${player}&action=player`)
    expect(list.code).toBe(200)
    expect(list.data.total).toBe(2)
    const [latest] = list.data.rows
    expect(latest).toMatchObject({
      action: 'player.realname',
      operator: 'admin',
      ip: '127.0.0.1',
      after: { realname: '李四' },
    })
    expect((latest.before as { realname: string }).realname).not.toBe('李四')
    expect(latest.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const paged = await op<{ rows: unknown[]; total: number }>(
      ops,
      owner,
      'GET',
      '/admin/api/audit?per_page=1&page=2',
    )
    expect(paged.data.rows).toHaveLength(1)
    expect(paged.data.total).toBeGreaterThan(2)
    const today = latest.at.slice(0, 10)
    const byDay = await op<{ total: number }>(
      ops,
      owner,
      'GET',
      `/admin/api/audit?from=${today}&to=${today}&operator=admin`,
    )
    expect(byDay.data.total).toBeGreaterThan(1)
    expect((await op(ops, owner, 'GET', '/admin/api/audit?from=2030-01-02&to=2030-01-01')).code).toBe(1000)
    expect(
      (await op(ops, owner, 'GET', '/admin/api/audit?from=2000-01-01&to=2000-01-01')).data,
    ).toMatchObject({ total: 0 })
  })

  it('a refused action leaves no row (same transaction)', async () => {
    const [before] = await ops.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit')
    const r = await op(ops, owner, 'POST', '/admin/api/adjust', {
      username: player,
      amount: -1_000_000,
      reason: '冲正',
    })
    expect(r.code).not.toBe(200)
    const [after] = await ops.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit')
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('60 parallel actions append one unbroken chain', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        op(ops, owner, 'POST', `/admin/api/players/${player}/notes`, { text: `并发备注 ${i}` }),
      ),
    )
    expect(answers.every((a) => a.code === 200)).toBe(true)
    const v = await verifyAudit(ops.db.query)
    expect(v).toMatchObject({ ok: true, broken: null })
    const [{ n }] = await ops.db.query<{ n: number }>(
      'SELECT count(DISTINCT prev_mac)::int AS n FROM operator_audit WHERE seq IS NOT NULL',
    )
    const [{ m }] = await ops.db.query<{ m: number }>(
      'SELECT count(*)::int AS m FROM operator_audit WHERE seq IS NOT NULL',
    )
    expect(Number(n)).toBe(Number(m))
    const verify = await op<{ ok: boolean; rows: number }>(ops, owner, 'GET', '/admin/api/audit/verify')
    expect(verify.data.ok).toBe(true)
  })

  it('npm run audit:check: OK on the running server, then finds an altered row and a deleted row', async () => {
    await ops.db.tx((q) =>
      createOperator(q, 'auditcheck', 'audit-check-123', 'owner', {
        secret: TEST_TOTP_SECRET,
        siteSecret: TEST_SECRETS.payPepper,
      }),
    )
    const server = await makeAdminApp()
    const address = await server.listen({ port: 0, host: '127.0.0.1' })
    const env = {
      ADMIN_URL: address,
      ADMIN_USER: 'auditcheck',
      ADMIN_PASSWORD: 'audit-check-123',
      ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
    }
    const good = await auditCheck(env)
    expect(good.code, good.out).toBe(0)
    expect(good.out).toMatch(/audit chain OK: \d+ rows/)

    const [mid] = await ops.db.query<{ seq: string; detail: string; id: string }>(
      'SELECT seq, detail, id FROM operator_audit WHERE seq IS NOT NULL ORDER BY seq LIMIT 1 OFFSET 3',
    )
    // The database refuses a change or a removal outright.
    await expect(
      ops.db.query("UPDATE operator_audit SET detail = detail || ' (改)' WHERE id = $1", [mid.id]),
    ).rejects.toThrow(/append-only/)
    await expect(ops.db.query('DELETE FROM operator_audit WHERE id = $1', [mid.id])).rejects.toThrow(
      /append-only/,
    )
    // Altered by someone who can bypass the trigger: one row's detail changed by SQL.
    await asOwner(ops.db, "UPDATE operator_audit SET detail = detail || ' (改)' WHERE id = $1", [mid.id])
    try {
      const bad = await auditCheck(env)
      expect(bad.code, bad.out).toBe(1)
      expect(bad.out).toContain(`audit chain BROKEN at seq ${mid.seq} (row id ${mid.id})`)
      expect(bad.out).toContain('记录内容与其MAC不符')
    } finally {
      await asOwner(ops.db, 'UPDATE operator_audit SET detail = $2 WHERE id = $1', [mid.id, mid.detail])
    }
    expect((await verifyAudit(ops.db.query)).ok).toBe(true)

    // Deleted: a row removed by SQL (kept aside and put back so later suites see an intact chain).
    const [gone] = await ops.db.query<Record<string, unknown>>('SELECT * FROM operator_audit WHERE id = $1', [
      mid.id,
    ])
    await asOwner(ops.db, 'DELETE FROM operator_audit WHERE id = $1', [mid.id])
    try {
      const bad = await auditCheck(env)
      expect(bad.code, bad.out).toBe(1)
      expect(bad.out).toContain(`audit chain BROKEN at seq ${mid.seq}`)
      expect(bad.out).toContain('缺失')
    } finally {
      await ops.db.query(
        `INSERT INTO operator_audit (id, seq, created_at, operator, operator_id, ip, action, target, detail, before, after, prev_mac, mac)
         OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          gone.id,
          gone.seq,
          gone.created_at,
          gone.operator,
          gone.operator_id,
          gone.ip,
          gone.action,
          gone.target,
          gone.detail,
          gone.before === null ? null : JSON.stringify(gone.before),
          gone.after === null ? null : JSON.stringify(gone.after),
          gone.prev_mac,
          gone.mac,
        ],
      )
      await server.close()
    }
    expect((await verifyAudit(ops.db.query)).ok).toBe(true)
    // The last row removed: the head says more rows than there are.
    const [last] = await ops.db.query<Record<string, unknown>>(
      'SELECT * FROM operator_audit ORDER BY seq DESC LIMIT 1',
    )
    await asOwner(ops.db, 'DELETE FROM operator_audit WHERE id = $1', [last.id])
    const v = await verifyAudit(ops.db.query)
    expect(v.ok).toBe(false)
    expect(v.broken?.reason).toMatch(/链尾记录缺失/)
    await ops.db.query(
      `INSERT INTO operator_audit (id, seq, created_at, operator, operator_id, ip, action, target, detail, before, after, prev_mac, mac)
       OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        last.id,
        last.seq,
        last.created_at,
        last.operator,
        last.operator_id,
        last.ip,
        last.action,
        last.target,
        last.detail,
        last.before === null ? null : JSON.stringify(last.before),
        last.after === null ? null : JSON.stringify(last.after),
        last.prev_mac,
        last.mac,
      ],
    )
    expect((await verifyAudit(ops.db.query)).ok).toBe(true)
  })
})
