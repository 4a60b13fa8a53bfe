// Every operator route checks the role on the server: for each role, each registered route the role
// may not use answers 403 with a Chinese message and changes nothing; the routes it may use do not
// answer 403 (reads are called; actions only where the role may not, so nothing moves here).
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { OPERATOR_ROLES, type OperatorRole, ROLE_PERMISSIONS, roleMay } from '../../core/contract/admin'
import { routeTable } from '../../server/admin/routes'
import { makeOperator, op, type TestOperator } from './console-kit'
import { makeAdminApp } from './helpers'

let ops: FastifyInstance
const byRole = {} as Record<OperatorRole, TestOperator>

beforeAll(async () => {
  ops = await makeAdminApp()
  for (const role of OPERATOR_ROLES) byRole[role] = await makeOperator(ops, role)
}, 180_000)

const url = (path: string) =>
  path
    .replace(':username', 'demo888')
    .replace(':order', 'D20250101000000000001')
    .replace(':action', 'approve')
    .replace(':id', '1')

const ROLE_NAMES: Record<OperatorRole, string> = {
  owner: '所有者',
  finance: '财务',
  risk: '风控',
  support: '客服',
  content: '内容',
  treasury: '资金账户',
}

describe('roles', () => {
  it('the table covers every route of the operator API', () => {
    expect(routeTable.length).toBeGreaterThan(50)
    // Nothing in the API edits or deletes the audit log.
    expect(routeTable.filter((r) => r.url.includes('audit') && r.method !== 'GET')).toEqual([])
    for (const r of routeTable)
      expect(r.permission === 'public' || r.url.startsWith('/admin/api/')).toBe(true)
    expect(
      routeTable
        .filter((r) => r.permission === 'public')
        .map((r) => r.url)
        .sort(),
    ).toEqual([
      '/admin/api/login',
      '/admin/api/login/enrol',
      '/admin/api/login/totp',
      // Opened by a ticket from a guarded call (EventSource cannot send the token).
      '/admin/api/support/stream',
    ])
  })

  it('the owner may do everything; other roles only their share', () => {
    expect(ROLE_PERMISSIONS.owner.length).toBeGreaterThan(ROLE_PERMISSIONS.finance.length)
    expect(roleMay('finance', 'players.adjust')).toBe(true)
    expect(roleMay('support', 'players.adjust')).toBe(false)
    expect(roleMay('content', 'players.read')).toBe(false)
    expect(roleMay('risk', 'queue.withdrawals')).toBe(false)
  })

  for (const role of OPERATOR_ROLES)
    it(`${role}: refused (403, in Chinese) every route its role may not use`, async () => {
      const who = byRole[role]
      const actions = "SELECT count(*)::int AS n FROM operator_audit WHERE action NOT LIKE 'operator.%'"
      const [before] = await ops.db.query<{ n: number }>(actions)
      let refused = 0
      for (const r of routeTable) {
        if (r.permission === 'public') continue
        const allowed = roleMay(role, r.permission)
        if (allowed && r.method === 'POST') continue
        const a = await op(ops, who.token, r.method, url(r.url), {})
        if (allowed) expect(a.code, `${role} ${r.method} ${r.url}: ${a.message}`).not.toBe(403)
        else {
          refused++
          expect(a, `${role} ${r.method} ${r.url}`).toEqual({
            code: 403,
            message: `您的角色（${ROLE_NAMES[role]}）无权执行此操作`,
            data: null,
          })
        }
      }
      if (role === 'owner') expect(refused).toBe(0)
      else expect(refused).toBeGreaterThan(5)
      // Refusals changed nothing: no audited action.
      const [after] = await ops.db.query<{ n: number }>(actions)
      expect(Number(after.n)).toBe(Number(before.n))
    }, 120_000)

  it('without a session every guarded route answers 401', async () => {
    for (const r of routeTable.filter((x) => x.permission !== 'public')) {
      const a = await op(ops, '', r.method, url(r.url), {})
      expect(a.code, r.url).toBe(401)
    }
  })
})
