// Player protection on the operator's side (docs/protection.md): a break applied on the player's
// request (audited, never shortened or lifted, exported as CSV), the players who used up a limit, and
// the default reality-check interval for players who chose none.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { ProtectionCode, protectionCalls as pc } from '../../core/contract'
import { adminToken, callApi, makeAdminApp, registerAndLogin } from './helpers'
import { auth, moneyApp } from './money-kit'
import { deposit, limit, player, sicbo, status } from './protection-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
})

describe('operator side', () => {
  let ops: FastifyInstance
  let token: string
  beforeAll(async () => {
    ops = await makeAdminApp()
    token = await adminToken(ops)
  })
  const admin = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await ops.inject({
      method,
      url,
      payload: payload as never,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.statusCode).toBeLessThan(500)
    return res
  }
  const audited = async (action: string, target: string) =>
    app.db.query<{ detail: string }>('SELECT detail FROM operator_audit WHERE action = $1 AND target = $2', [
      action,
      target,
    ])

  it("applies a break on the player's request (audited), never shortens or lifts one, and exports it", async () => {
    const p = await player(app, 100)
    const noReason = (
      await admin('POST', `/admin/api/players/${p.username}/exclude`, { duration: '1y', reason: ' ' })
    ).json()
    expect(noReason.code).toBe(1000)
    const done = (
      await admin('POST', `/admin/api/players/${p.username}/exclude`, {
        duration: '1y',
        reason: '电话申请 11-25',
      })
    ).json()
    expect(done.code, done.message).toBe(200)
    expect(done.data.exclusion).toMatchObject({ kind: 'self_exclusion', duration: '1y' })
    expect(done.data.history[0].actor).toMatch(/^operator:admin \(电话申请/)
    expect(await audited('protection.exclude', p.username)).toEqual([{ detail: '1y 电话申请 11-25' }])
    expect((await sicbo(app, p, 5)).code).toBe(ProtectionCode.excluded)
    const shorter = (
      await admin('POST', `/admin/api/players/${p.username}/exclude`, {
        duration: '24h',
        reason: '玩家要求取消',
      })
    ).json()
    expect(shorter.code).toBe(ProtectionCode.excluded)
    // There is no lifting route at all.
    expect((await admin('POST', `/admin/api/players/${p.username}/unexclude`, {})).statusCode).toBe(404)
    const csv = await admin('GET', '/admin/api/protection/exclusions?format=csv')
    expect(csv.headers['content-type']).toMatch(/text\/csv/)
    expect(csv.body.split('\n')[0]).toBe(
      'username,kind,duration,starts_at,ends_at,reopen_requested_at,created_by',
    )
    expect(csv.body).toContain(`${p.username},self_exclusion,1y,`)
    const shown = (await admin('GET', `/admin/api/players/${p.username}/protection`)).json()
    expect(shown.data.exclusion.kind).toBe('self_exclusion')
  })

  it('lists the players who used up a limit, and the default reality-check interval applies to players who chose none', async () => {
    const p = await player(app, 0)
    await limit(app, p, { kind: 'deposit', period: 'day', amount: '100' })
    expect((await deposit(app, p, 100)).code).toBe(200)
    const reached = (await admin('GET', '/admin/api/protection/limits-reached')).json()
    expect(reached.data).toContainEqual({
      username: p.username,
      limit: 'deposit:day',
      what: '24小时存款限额',
      amount: '100.00',
      used: '100.00',
    })

    const q = await registerAndLogin(app)
    expect((await status(app, q)).reality).toMatchObject({ interval_minutes: 0, chosen: false })
    expect(
      (await admin('POST', '/admin/api/protection/settings', { reality_check_minutes: 7 })).json().code,
    ).toBe(1000)
    const set = (await admin('POST', '/admin/api/protection/settings', { reality_check_minutes: 30 })).json()
    try {
      expect(set.data).toEqual({ reality_check_minutes: 30 })
      expect(await audited('protection.realityDefault', 'protection')).toContainEqual({ detail: '30' })
      expect((await status(app, q)).reality).toMatchObject({ interval_minutes: 30, chosen: false })
      // A player's own choice (off included) wins over the default.
      await callApi(app, pc.protectionReality, { interval: 0 }, auth(q))
      expect((await status(app, q)).reality).toMatchObject({
        interval_minutes: 0,
        chosen: true,
        due_at: null,
      })
    } finally {
      await admin('POST', '/admin/api/protection/settings', { reality_check_minutes: 0 })
    }
  })
})
