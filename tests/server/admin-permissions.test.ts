// Every operator call of the contract (core/contract/admin) × every role, against the contract's own
// permission table (ROLE_PERMISSIONS): the server registers each call with the permission the contract
// names, a role without it gets 403 and changes nothing, a role with it is never refused for its role.
// Calls a role may make are sent with a body their schema refuses, so nothing moves. And the protection
// defaults belong to risk and the owner only (issue 25: content could switch the reality check off).
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../core/contract/admin'
import {
  type AdminCall,
  OPERATOR_ROLES,
  type OperatorRole,
  type Permission,
  roleMay,
} from '../../core/contract/admin'
import { routeTable } from '../../server/admin/routes'
import { makeOperator, op, type TestOperator } from './console-kit'
import { makeAdminApp } from './helpers'

let ops: FastifyInstance
const byRole = {} as Record<OperatorRole, TestOperator>

beforeAll(async () => {
  ops = await makeAdminApp()
  for (const role of OPERATOR_ROLES) byRole[role] = await makeOperator(ops, role)
}, 180_000)

const isCall = (v: unknown): v is AdminCall =>
  !!v && typeof v === 'object' && 'method' in v && 'path' in v && 'permission' in v && 'request' in v
/** Every call group the contract exports (adminCalls, settingsCalls, …), so a new group is walked too. */
const calls: AdminCall[] = Object.values(contract).flatMap((group) =>
  group && typeof group === 'object' && !Array.isArray(group)
    ? Object.values(group as Record<string, unknown>).filter(isCall)
    : [],
)
const guarded = calls.filter((c) => c.permission !== 'public' && c.permission !== 'ticket')

const url = (path: string) =>
  path
    .replace(':username', 'demo888')
    .replace(':order', 'D20250101000000000001')
    .replace(':action', 'approve')
    .replace(/:[a-z_]+/g, '1')

/** Audited actions since `seq` (sign-ins and reads that are audited by design left out). */
const auditedSince = async (seq: number) =>
  (
    await ops.db.query<{ action: string; target: string }>(
      "SELECT action, target FROM operator_audit WHERE seq > $1 AND action NOT LIKE 'operator.%' ORDER BY seq",
      [seq],
    )
  ).map((r) => `${r.action} ${r.target}`)
const lastSeq = async () =>
  Number((await ops.db.query<{ seq: string }>('SELECT seq FROM operator_audit_head WHERE id = 1'))[0].seq)

describe('the contract permission table, call by call and role by role', () => {
  it('the server registers every contract call with the permission the contract names', () => {
    expect(guarded.length).toBeGreaterThan(60)
    for (const c of calls) {
      const route = routeTable.find((r) => r.method === c.method && r.url === c.path)
      expect(route, `${c.method} ${c.path} is not registered`).toBeDefined()
      const expected = c.permission === 'ticket' ? 'public' : c.permission
      expect(route!.permission, `${c.method} ${c.path}`).toBe(expected)
    }
  })

  for (const role of OPERATOR_ROLES)
    it(`${role}: each call answers 403 exactly when the table says so, and a refusal changes nothing`, async () => {
      const who = byRole[role]
      const before = await lastSeq()
      const wrongs: string[] = []
      for (const c of guarded) {
        // Signing out and ending one's own session (any role may: 'self') would end this walk.
        if (c.permission === 'self' && c.method === 'POST') continue
        const may = roleMay(role, c.permission as Permission)
        // An action the role may take is sent with a body its schema refuses: answered, never 403, no
        // effect. One that needs no body (a reset, a backup) would act: its permission is the table's
        // (first test) and the roles without it are refused here.
        if (may && c.method === 'POST' && c.request.safeParse({}).success) continue
        const body = may && c.method === 'POST' ? [] : {}
        const a = await op(ops, who.token, c.method, url(c.path), body)
        if (may === (a.code === 403) || a.code === 401)
          wrongs.push(`${c.method} ${c.path}: ${a.code} ${a.message}`)
      }
      expect(wrongs).toEqual([])
      expect(await auditedSince(before)).toEqual([])
    }, 180_000)

  it('separation of duties: no role but the owner both changes where players pay and approves what they paid', () => {
    const changesReceiving = OPERATOR_ROLES.filter((r) => roleMay(r, 'settings.receiving'))
    expect(changesReceiving.sort()).toEqual(['owner', 'treasury'])
    for (const role of OPERATOR_ROLES.filter((r) => r !== 'owner')) {
      const approvesPayments = roleMay(role, 'queue.deposits') || roleMay(role, 'queue.withdrawals')
      expect(roleMay(role, 'settings.receiving') && approvesPayments, role).toBe(false)
    }
    // The receiving accounts and channel addresses are registered with that permission.
    for (const path of [
      '/admin/api/settings/accounts',
      '/admin/api/settings/accounts/:id',
      '/admin/api/settings/channels/:code',
    ])
      expect(routeTable.find((r) => r.method === 'POST' && r.url === path)?.permission, path).toBe(
        'settings.receiving',
      )
  })

  it('protection settings: risk and owner change them; content, finance and support get 403', async () => {
    for (const role of OPERATOR_ROLES) {
      const a = await op(ops, byRole[role].token, 'POST', '/admin/api/protection/settings', {
        reality_check_minutes: 60,
      })
      const may = role === 'risk' || role === 'owner'
      expect(a.code, `${role}: ${a.message}`).toBe(may ? 200 : 403)
    }
    expect(roleMay('content', 'protection.settings')).toBe(false)
  })
})
