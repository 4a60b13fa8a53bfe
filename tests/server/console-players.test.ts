// Players in the console (docs/operator-console.md): search by username, real name, card number, USDT
// address and login address, sorted and paged on the server; the player page (balances, ledger with
// running balance, logins); actions by role: a lock refuses the login and ends the sessions, a reset
// password must be changed at the next login, notes, inbox messages; and the dashboard's numbers.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { beijingDate } from '../../core/time'
import { makeOperator, op, type TestOperator } from './console-kit'
import { adminToken, callApi, makeAdminApp, newIp, registerAndLogin } from './helpers'
import { auth, bindBank, fund, moneyApp } from './money-kit'

let app: FastifyInstance
let ops: FastifyInstance
let owner: string
let support: TestOperator
let risk: TestOperator

beforeAll(async () => {
  app = await moneyApp()
  ops = await makeAdminApp()
  owner = await adminToken(ops)
  support = await makeOperator(ops, 'support')
  risk = await makeOperator(ops, 'risk')
}, 180_000)

type Row = { username: string; realname: string; locked: boolean; balance: string }
type Page<T> = { rows: T[]; total: number; page: number; per_page: number }
const names = '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜'
const uniqueName = () => {
  const n = Date.now()
  return `欧阳${names[n % names.length]}${names[Math.floor(n / 7) % names.length]}`
}
const login = (username: string, password: string, ip = newIp(), ua = 'Mozilla/5.0 (test device)') =>
  callApi(app, calls.login, { name: username, password }, { ip, headers: { 'user-agent': ua } })

describe('search', () => {
  it('finds a player by username, real name, card number, USDT address and address; sorts and pages', async () => {
    const realname = uniqueName()
    const p = await registerAndLogin(app, { realname })
    const card = `62228888${Date.now() % 1e8}`.slice(0, 16)
    await bindBank(app, p, card)
    const ip = newIp()
    expect((await login(p.username, p.password, ip)).code).toBe(200)
    const find = (field: string, q: string) =>
      op<Page<Row>>(
        ops,
        support.token,
        'GET',
        `/admin/api/players/search?field=${field}&q=${encodeURIComponent(q)}`,
      )
    expect((await find('username', p.username.slice(2, 10))).data.rows.map((r) => r.username)).toContain(
      p.username,
    )
    expect((await find('realname', realname)).data.rows.map((r) => r.username)).toEqual([p.username])
    expect((await find('card', card)).data.rows.map((r) => r.username)).toEqual([p.username])
    expect((await find('ip', ip)).data.rows.map((r) => r.username)).toEqual([p.username])
    expect((await find('card', '0000')).data.total).toBe(0)

    const [u] = await app.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [p.username])
    const addr = `T${'A'.repeat(20)}${Date.now() % 1e8}`.slice(0, 34)
    await app.db.query(
      "INSERT INTO user_cards (user_id, type, bank, bank_no, bank_owner) VALUES ($1, 2, 'USDT-TRC20', $2, '')",
      [u.id, addr],
    )
    expect((await find('usdt', addr.toLowerCase())).data.rows.map((r) => r.username)).toEqual([p.username])

    for (let i = 0; i < 6; i++) await registerAndLogin(app)
    const asc = await op<Page<Row>>(
      ops,
      support.token,
      'GET',
      '/admin/api/players/search?sort=username&dir=asc&per_page=5',
    )
    const sorted = [...asc.data.rows.map((r) => r.username.toLowerCase())].sort()
    expect(asc.data.rows.map((r) => r.username.toLowerCase())).toEqual(sorted)
    expect(asc.data.rows).toHaveLength(5)
    const page2 = await op<Page<Row>>(
      ops,
      support.token,
      'GET',
      '/admin/api/players/search?sort=username&dir=asc&per_page=5&page=2',
    )
    expect(page2.data.rows[0].username.toLowerCase() >= asc.data.rows[4].username.toLowerCase()).toBe(true)
    expect((await op(ops, support.token, 'GET', '/admin/api/players/search?sort=password')).code).toBe(1000)
  })
})

describe('player page', () => {
  it('balances, ledger entries with running balance, logins with address and device', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 500)
    expect(
      (
        await op(ops, owner, 'POST', '/admin/api/adjust', {
          username: p.username,
          amount: -20,
          reason: '冲正',
        })
      ).code,
    ).toBe(200)
    await login(p.username, p.password, '10.9.8.7', 'Mozilla/5.0 (iPhone; 测试)')
    const d = await op<{ profile: { username: string; login_count: number }; balances: { central: string } }>(
      ops,
      risk.token,
      'GET',
      `/admin/api/players/${p.username}/detail`,
    )
    expect(d.code, d.message).toBe(200)
    expect(d.data.balances.central).toBe('480.00')
    const ledger = await op<Page<{ amount: string; balance_after: string; kind: string }>>(
      ops,
      risk.token,
      'GET',
      `/admin/api/players/${p.username}/ledger`,
    )
    expect(ledger.data.rows.map((r) => [r.kind, r.amount, r.balance_after])).toEqual([
      ['adjustment', '-20.00', '480.00'],
      ['deposit', '500.00', '500.00'],
    ])
    const logins = await op<Page<{ ip: string; device: string }>>(
      ops,
      risk.token,
      'GET',
      `/admin/api/players/${p.username}/logins`,
    )
    expect(logins.data.rows[0]).toMatchObject({ ip: '10.9.8.7', device: 'Mozilla/5.0 (iPhone; 测试)' })
    for (const part of ['deposits', 'withdrawals', 'bets'])
      expect((await op(ops, risk.token, 'GET', `/admin/api/players/${p.username}/${part}`)).code).toBe(200)
    expect((await op(ops, support.token, 'GET', '/admin/api/players/nobody-here/detail')).code).toBe(202)
  })

  it('notes and inbox messages', async () => {
    const p = await registerAndLogin(app)
    expect(
      (
        await op(ops, risk.token, 'POST', `/admin/api/players/${p.username}/notes`, {
          text: '多账户嫌疑，关注',
        })
      ).code,
    ).toBe(200)
    const notes = await op<{ operator: string; text: string }[]>(
      ops,
      support.token,
      'GET',
      `/admin/api/players/${p.username}/notes`,
    )
    expect(notes.data[0]).toMatchObject({ operator: risk.username, text: '多账户嫌疑，关注' })
    expect(
      (
        await op(ops, support.token, 'POST', `/admin/api/players/${p.username}/message`, {
          title: '客服回复',
          content: '您的问题已处理',
        })
      ).code,
    ).toBe(200)
    const [m] = await app.db.query<{ title: string }>(
      'SELECT title FROM inbox_messages WHERE user_id = (SELECT id FROM users WHERE username = $1)',
      [p.username],
    )
    expect(m.title).toBe('客服回复')
    expect(
      (
        await op(ops, risk.token, 'POST', `/admin/api/players/${p.username}/message`, {
          title: 'x',
          content: 'y',
        })
      ).code,
    ).toBe(403)
  })
})

describe('actions', () => {
  it('lock: the login is refused and live sessions end; unlock lets the player in again', async () => {
    const p = await registerAndLogin(app)
    expect((await callApi(app, calls.balance, {}, auth(p))).code).toBe(200)
    // Support may unlock but not lock.
    expect(
      (await op(ops, support.token, 'POST', `/admin/api/players/${p.username}/lock`, { reason: '风险' }))
        .code,
    ).toBe(403)
    const locked = await op<Row>(ops, risk.token, 'POST', `/admin/api/players/${p.username}/lock`, {
      reason: '疑似盗号',
    })
    expect(locked.data.locked).toBe(true)
    expect(
      (await op(ops, risk.token, 'POST', `/admin/api/players/${p.username}/lock`, { reason: '再锁' })).code,
    ).toBe(409)
    expect((await callApi(app, calls.balance, {}, auth(p))).code).toBe(203)
    expect(await login(p.username, p.password)).toMatchObject({
      code: 423,
      message: '账号已被停用，请联系客服',
    })
    const unlocked = await op<Row>(ops, support.token, 'POST', `/admin/api/players/${p.username}/unlock`, {
      reason: '本人核实',
    })
    expect(unlocked.data.locked).toBe(false)
    expect((await login(p.username, p.password)).code).toBe(200)
    const audit = await app.db.query<{ action: string; detail: string }>(
      'SELECT action, detail FROM operator_audit WHERE target = $1 ORDER BY seq',
      [p.username],
    )
    expect(audit).toEqual([
      { action: 'player.lock', detail: '疑似盗号' },
      { action: 'player.unlock', detail: '本人核实' },
    ])
  })

  it('reset password: a temporary one, sessions end, the player must change it before anything else', async () => {
    const p = await registerAndLogin(app)
    const reset = await op<{ temporary_password: string }>(
      ops,
      support.token,
      'POST',
      `/admin/api/players/${p.username}/reset-password`,
    )
    expect(reset.code, reset.message).toBe(200)
    const temp = reset.data.temporary_password
    expect(temp).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z0-9]{10}$/)
    expect((await callApi(app, calls.balance, {}, auth(p))).code).toBe(401)
    expect((await login(p.username, p.password)).code).not.toBe(200)
    const l = await login(p.username, temp)
    expect(l.code).toBe(200)
    expect(l.data.must_change_password).toBe(true)
    const session = { ...p, token: l.data.api_token }
    expect(await callApi(app, calls.balance, {}, auth(session))).toMatchObject({
      code: 227,
      message: '您的登录密码已由客服重置，请先修改登录密码',
    })
    expect((await callApi(app, calls.user, {}, auth(session))).code).toBe(200)
    const changed = await callApi(
      app,
      calls.editPassword,
      { password: temp, paypassword: 'newpass123', newpasword: 'newpass123' },
      auth(session),
    )
    expect(changed.code, changed.message).toBe(200)
    const again = await login(p.username, 'newpass123')
    expect(again.code).toBe(200)
    expect(again.data.must_change_password).toBeUndefined()
    expect((await callApi(app, calls.balance, {}, auth({ ...p, token: again.data.api_token }))).code).toBe(
      200,
    )
  })

  it('reset pay password and change real name (support), audited with before and after', async () => {
    const p = await registerAndLogin(app)
    const r = await op<{ temporary_password: string }>(
      ops,
      support.token,
      'POST',
      `/admin/api/players/${p.username}/reset-pay-password`,
    )
    expect(r.data.temporary_password).toMatch(/^\d{6}$/)
    const rn = await op<Row>(ops, support.token, 'POST', `/admin/api/players/${p.username}/realname`, {
      realname: '王小明',
      reason: '证件核实',
    })
    expect(rn.data.realname).toBe('王小明')
    const [a] = await app.db.query<{ before: { realname: string }; after: { realname: string } }>(
      "SELECT before, after FROM operator_audit WHERE target = $1 AND action = 'player.realname'",
      [p.username],
    )
    expect(a).toEqual({ before: { realname: '张三' }, after: { realname: '王小明' } })
  })
})

describe('dashboard', () => {
  it("today's deposits, new players and pending counts come from the records", async () => {
    const before = await op<{
      today: { deposits: string; new_players: number; day: string }
      days: unknown[]
    }>(ops, owner, 'GET', '/admin/api/dashboard')
    expect(before.code, before.message).toBe(200)
    expect(before.data.days).toHaveLength(30)
    expect(before.data.today.day).toBe(beijingDate(new Date()))
    const p = await registerAndLogin(app)
    await fund(app, p, 250)
    const after = await op<{
      today: { deposits: string; new_players: number; net_cash: string }
      pending: { deposits: number }
    }>(ops, owner, 'GET', '/admin/api/dashboard')
    const cents = (s: string) => Math.round(Number(s) * 100)
    expect(cents(after.data.today.deposits) - cents(before.data.today.deposits)).toBe(25000)
    expect(after.data.today.new_players - before.data.today.new_players).toBe(1)
    expect(typeof after.data.pending.deposits).toBe('number')
    expect((await op(ops, support.token, 'GET', '/admin/api/dashboard')).code).toBe(403)
  })
})
