// The back-office API on the operator instance: operator credentials only (a player's token is not
// one), reviews exactly once (a second approval answers 409 and moves nothing), adjustments need a
// reason and go through the ledger.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { checkLedger } from '../../server/ledger'
import { beijingAt, beijingDate, clock } from '../../server/ledger/time'
import {
  adminToken,
  callApi,
  makeAdminApp,
  newIp,
  operatorSignIn,
  REGISTRATIONS_PER_HOUR_IN_TESTS,
  registerAndLogin,
  TEST_SECRETS,
  TEST_TOTP_SECRET,
} from './helpers'
import { auth, balance, bindBank, moneyApp } from './money-kit'

let app: FastifyInstance
let ops: FastifyInstance
let token: string
const realNow = clock.now
beforeAll(async () => {
  app = await moneyApp()
  ops = await makeAdminApp()
  token = await adminToken(ops)
})

const admin = async (method: 'GET' | 'POST', url: string, payload?: unknown, t = token) => {
  const res = await ops.inject({
    method,
    url,
    payload: payload as never,
    headers: t ? { authorization: `Bearer ${t}` } : {},
  })
  expect(res.statusCode).toBeLessThan(500)
  return res.json() as { code: number; message: string; data: never }
}

describe('back office', () => {
  it('refuses without an operator session, with a player token, and after wrong passwords', async () => {
    const p = await registerAndLogin(app)
    expect((await admin('GET', '/admin/api/deposits', undefined, '')).code).toBe(401)
    expect((await admin('GET', '/admin/api/deposits', undefined, p.token)).code).toBe(401)
    const bad = await ops.inject({
      method: 'POST',
      url: '/admin/api/login',
      payload: { username: 'admin', password: 'nope' },
    })
    expect(bad.json().code).toBe(401)
    const asPlayer = await ops.inject({
      method: 'POST',
      url: '/admin/api/login',
      payload: { username: p.username, password: p.password },
    })
    expect(asPlayer.json().code).toBe(401)
  })

  it('approves a deposit once: the second approval answers 409 and nothing moves twice', async () => {
    const p = await registerAndLogin(app)
    const dep = await callApi(
      app,
      calls.recharge,
      {
        paytype: 'bank',
        amount: 500,
        bank: '东岳商业银行',
        bank_no: '1',
        bank_owner: '张三',
        bank_address: 'x',
      },
      auth(p),
    )
    const pending = await admin('GET', '/admin/api/deposits?state=1')
    expect((pending.data as { order_no: string }[]).some((d) => d.order_no === dep.message)).toBe(true)
    const results = await Promise.all(
      Array.from({ length: 5 }, () => admin('POST', `/admin/api/deposits/${dep.message}/approve`, {})),
    )
    expect(results.filter((r) => r.code === 200)).toHaveLength(1)
    expect(results.filter((r) => r.code === 409)).toHaveLength(4)
    expect(await balance(app, p)).toBe('500.00')
    expect((await admin('POST', `/admin/api/deposits/${dep.message}/refuse`, {})).code).toBe(409)
  })

  it('refuses a withdrawal (money back) and approves another; each exactly once', async () => {
    const p = await registerAndLogin(app)
    const dep = await callApi(
      app,
      calls.recharge,
      {
        paytype: 'bank',
        amount: 1000,
        bank: '东岳商业银行',
        bank_no: '1',
        bank_owner: '张三',
        bank_address: 'x',
      },
      auth(p),
    )
    await admin('POST', `/admin/api/deposits/${dep.message}/approve`, {})
    const card = await bindBank(app, p)
    await callApi(app, calls.withdraw, { amount: 100, bank: card, password: p.payPassword }, auth(p))
    await callApi(app, calls.withdraw, { amount: 200, bank: card, password: p.payPassword }, auth(p))
    expect(await balance(app, p)).toBe('700.00')
    const list = (await admin('GET', '/admin/api/withdrawals?state=1')).data as {
      order_no: string
      username: string
      amount: string
    }[]
    const mine = list.filter((w) => w.username === p.username)
    const small = mine.find((w) => w.amount === '100.00')!
    const big = mine.find((w) => w.amount === '200.00')!
    expect(
      (await admin('POST', `/admin/api/withdrawals/${small.order_no}/refuse`, { note: '姓名不符' })).code,
    ).toBe(200)
    expect((await admin('POST', `/admin/api/withdrawals/${small.order_no}/approve`, {})).code).toBe(409)
    expect(await balance(app, p)).toBe('800.00')
    expect((await admin('POST', `/admin/api/withdrawals/${big.order_no}/approve`, {})).code).toBe(200)
    expect((await admin('POST', `/admin/api/withdrawals/${big.order_no}/refuse`, {})).code).toBe(409)
    expect(await balance(app, p)).toBe('800.00')
    expect((await admin('POST', '/admin/api/withdrawals/X1/approve', {})).code).toBe(1000)
  })

  it('adjusts through the ledger with a mandatory reason; a debit cannot take the wallet below zero', async () => {
    const p = await registerAndLogin(app)
    expect(
      (await admin('POST', '/admin/api/adjust', { username: p.username, amount: 50, reason: '' })).code,
    ).toBe(1000)
    expect(
      (await admin('POST', '/admin/api/adjust', { username: p.username, amount: 50, reason: '活动补发' }))
        .code,
    ).toBe(200)
    expect(
      (await admin('POST', '/admin/api/adjust', { username: p.username, amount: -60, reason: '冲正' })).code,
    ).toBe(208)
    expect(
      (await admin('POST', '/admin/api/adjust', { username: p.username, amount: -20.5, reason: '冲正' }))
        .code,
    ).toBe(200)
    expect(
      (await admin('POST', '/admin/api/adjust', { username: 'nobody-here', amount: 1, reason: 'x' })).code,
    ).toBe(202)
    expect(await balance(app, p)).toBe('29.50')
    const players = (await admin('GET', '/admin/api/players?limit=500')).data as {
      username: string
      balance: string
    }[]
    expect(players.find((x) => x.username === p.username)?.balance).toBe('29.50')
    const check = await admin('GET', '/admin/api/ledger/check')
    expect((check.data as { ok: boolean }).ok).toBe(true)
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  })

  it('moves the red-packet grab window (operator only, validated, audited) and players see it', async () => {
    const p = await registerAndLogin(app)
    const url = '/admin/api/redpacket/window'
    try {
      expect((await admin('GET', url, undefined, p.token)).code).toBe(401)
      expect((await admin('POST', url, { begin: '00:00:00', end: '23:59:59' }, p.token)).code).toBe(401)
      expect((await admin('GET', url)).data).toEqual({ grab_begin: '10:00:00', grab_end: '12:00:00' })
      for (const bad of [{ begin: '12:00:00', end: '10:00:00' }, { begin: '9:00', end: '12:00:00' }, {}]) {
        expect((await admin('POST', url, bad)).code).toBe(1000)
      }
      const moved = await admin('POST', url, { begin: '20:30:00', end: '21:00:00' })
      expect(moved.data).toEqual({ grab_begin: '20:30:00', grab_end: '21:00:00' })
      expect((await admin('GET', url)).data).toEqual(moved.data)
      const [audit] = await app.db.query<{ operator: string; detail: string }>(
        "SELECT operator, detail FROM operator_audit WHERE action = 'redpacket.window' ORDER BY id DESC LIMIT 1",
      )
      expect(audit).toEqual({ operator: 'admin', detail: '20:30:00-21:00:00' })
      // At 10:30 Beijing, inside the spec's window but not the stored one, a grab is refused with the stored hours.
      const at1030 = beijingAt(beijingDate(new Date()), '10:30:00')
      clock.now = () => at1030
      const grab = await callApi(app, calls.douserredpacket, {}, auth(p))
      expect(grab).toMatchObject({ code: 203, message: '不在抢红包时间内，每天北京时间20:30至21:00开抢' })
    } finally {
      clock.now = realNow
      await admin('POST', url, { begin: '10:00:00', end: '12:00:00' })
    }
  })

  it('sets the per-address sign-up limit (operator only, validated, audited) and sign-ups obey it', async () => {
    const p = await registerAndLogin(app)
    const url = '/admin/api/settings/registration'
    try {
      expect((await admin('GET', url, undefined, p.token)).code).toBe(401)
      expect((await admin('POST', url, { per_ip_per_hour: 1 }, p.token)).code).toBe(401)
      for (const bad of [{ per_ip_per_hour: -1 }, { per_ip_per_hour: 1.5 }, { per_ip_per_hour: 'x' }, {}])
        expect((await admin('POST', url, bad)).code).toBe(1000)
      expect((await admin('POST', url, { per_ip_per_hour: 1 })).data).toEqual({ per_ip_per_hour: 1 })
      expect((await admin('GET', url)).data).toEqual({ per_ip_per_hour: 1 })
      const [audit] = await app.db.query<{ operator: string; detail: string }>(
        "SELECT operator, detail FROM operator_audit WHERE action = 'registration.limit' ORDER BY id DESC LIMIT 1",
      )
      expect(audit).toEqual({ operator: 'admin', detail: '1' })
      const ip = newIp()
      const signUp = (name: string) =>
        callApi(
          app,
          calls.register,
          { name, password: 'abc12345', confirmPass: 'abc12345', realname: '张三', paypassword: '123456' },
          { ip },
        )
      expect((await signUp(`lim${Date.now() % 1e8}a`)).code).toBe(200)
      expect(await signUp(`lim${Date.now() % 1e8}b`)).toMatchObject({ code: 429 })
    } finally {
      await admin('POST', url, { per_ip_per_hour: REGISTRATIONS_PER_HOUR_IN_TESTS })
    }
  })

  it('logout revokes the operator session', async () => {
    const t = await operatorSignIn(ops, 'admin', TEST_SECRETS.adminPassword, TEST_TOTP_SECRET)
    expect((await admin('POST', '/admin/api/logout', {}, t)).code).toBe(200)
    expect((await admin('GET', '/admin/api/players', undefined, t)).code).toBe(401)
  })
})
