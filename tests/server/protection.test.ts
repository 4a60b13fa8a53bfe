// Player protection, enforced by the server whatever the client sends (docs/protection.md): deposit
// and loss limits with their cooling-off, time-outs and self-exclusion (also for a partner game
// launched before them), the session limit, the reality check, the age check, totals, the previous
// login. Time moves through the server clock; storms run the limits under parallel requests.
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls, ProtectionCode, protectionCalls as pc } from '../../core/contract'
import { clock } from '../../server/clock'
import { providerSecrets, SEAMLESS } from '../../server/games/seamless'
import { checkLedger } from '../../server/ledger'
import { SeamlessClient } from '../../server/sandbox/client'
import { approveDeposit } from '../../server/services/deposits'
import { adminToken, callApi, makeAdminApp, newIp, type Registered, registerAndLogin } from './helpers'
import { auth, balance, bindBank, fund, moneyApp } from './money-kit'

let app: FastifyInstance
const realNow = clock.now
let offsetMs = 0
/** Move the server clock forward (every test starts on the real clock). */
const travel = (ms: number) => {
  offsetMs += ms
  clock.now = () => new Date(Date.now() + offsetMs)
}
afterEach(() => {
  offsetMs = 0
  clock.now = realNow
})
const HOUR = 3_600_000

beforeAll(async () => {
  app = await moneyApp()
})

const bank = (amount: number | string) => ({
  paytype: 'bank' as const,
  amount,
  bank: '东岳商业银行',
  bank_no: '6222000012345678',
  bank_owner: '张三',
  bank_address: '演示分行',
})
const deposit = (p: Registered, amount: number) => callApi(app, calls.recharge, bank(amount), auth(p))
const sicbo = (p: Registered, amount: number, bet = 'big') =>
  callApi(app, gameCalls.sicboBet, { venue: 'jdlive', bets: [{ bet, amount }] }, auth(p))
/** A player with money who plays seamless (bets straight from the central wallet). */
async function player(amount: number) {
  const p = await registerAndLogin(app)
  if (amount) await fund(app, p, amount)
  expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))).code).toBe(200)
  return p
}
const status = async (p: Registered) => {
  const env = await callApi(app, pc.protectionStatus, {}, auth(p))
  expect(env.code, env.message).toBe(200)
  return env.data
}
const limit = (p: Registered, body: Record<string, unknown>) =>
  callApi(app, pc.protectionLimit, body, auth(p))

describe('deposit limits', () => {
  it('a lowering applies at once; the refusal says what is left and when it frees; a raise waits 24 h', async () => {
    const p = await registerAndLogin(app)
    expect((await limit(p, { kind: 'deposit', period: 'day', amount: '300' })).code).toBe(200)
    expect((await deposit(p, 200)).code).toBe(200)
    const refused = await deposit(p, 200)
    expect(refused.code).toBe(ProtectionCode.depositLimit)
    expect(refused.message).toMatch(
      /24小时存款限额：当前还可存款 100\.00 元，\d{4}-\d\d-\d\d \d\d:\d\d:\d\d 起释放额度/,
    )
    expect((await deposit(p, 100)).code).toBe(200)

    const raised = await limit(p, { kind: 'deposit', period: 'day', amount: '1000' })
    expect(raised.code).toBe(200)
    const l = raised.data.limits.find((x) => x.kind === 'deposit')!
    expect(l.amount).toBe('300.00')
    expect(l.pending?.amount).toBe('1000.00')
    expect(l.remaining).toBe('0.00')
    expect((await deposit(p, 100)).code).toBe(ProtectionCode.depositLimit)

    travel(23 * HOUR)
    expect((await deposit(p, 100)).code).toBe(ProtectionCode.depositLimit)
    travel(HOUR + 60_000)
    // The raise applied, and the first orders left the rolling 24 h window.
    expect((await deposit(p, 900)).code).toBe(200)
    expect((await status(p)).limits[0]).toMatchObject({ amount: '1000.00', pending: null })
  })

  it('in English too, and a refused order changes nothing', async () => {
    const p = await registerAndLogin(app)
    await limit(p, { kind: 'deposit', period: 'week', amount: '150' })
    const env = await callApi(app, calls.recharge, bank(200), { ...auth(p), headers: { lang: 'en' } })
    expect(env.code).toBe(ProtectionCode.depositLimit)
    expect(env.message).toBe(
      'This passes your 7-day deposit limit of 150.00: you can deposit 150.00 more now',
    )
    const [{ n }] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM deposits d JOIN users u ON u.id = d.user_id WHERE u.username = $1',
      [p.username],
    )
    expect(n).toBe(0)
  })

  it('a removal waits 24 h as well; setting the same value again cancels a waiting raise', async () => {
    const p = await registerAndLogin(app)
    await limit(p, { kind: 'deposit', period: 'month', amount: '500' })
    const removed = await limit(p, { kind: 'deposit', period: 'month', amount: null })
    expect(removed.data.limits[0]).toMatchObject({ amount: '500.00', pending: { amount: null } })
    const kept = await limit(p, { kind: 'deposit', period: 'month', amount: '500' })
    expect(kept.data.limits[0]).toMatchObject({ amount: '500.00', pending: null })
    expect((await status(p)).history.length).toBe(3)
  })

  it('counts orders from creation: 100 parallel orders of 100 under a 24 h limit of 300 -> exactly 3 pass', async () => {
    const p = await registerAndLogin(app)
    await limit(p, { kind: 'deposit', period: 'day', amount: '300' })
    const answers = await Promise.all(Array.from({ length: 100 }, () => deposit(p, 100)))
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3)
    // The rest are refused by the limit, or by the per-player rate limit of money calls (429).
    expect(answers.filter((a) => a.code === ProtectionCode.depositLimit).length).toBeGreaterThan(20)
    expect(answers.every((a) => [200, ProtectionCode.depositLimit, 429].includes(a.code))).toBe(true)
  })

  it('refuses junk limits with a clear message', async () => {
    const p = await registerAndLogin(app)
    for (const amount of ['-5', '1.001', 'abc', '0']) {
      const env = await limit(p, { kind: 'deposit', period: 'day', amount })
      expect(env.code).toBe(1000)
      expect(env.message).not.toMatch(/^[a-z]+\.\w+$/)
    }
    expect((await limit(p, { kind: 'session', period: 'session', amount: 7 })).code).toBe(1000)
    expect((await limit(p, { kind: 'bogus', period: 'day', amount: '5' })).code).toBe(1000)
  })
})

describe('loss limits', () => {
  it('parallel bets never take the net loss past the limit', async () => {
    const p = await player(1000)
    // A limit of one stake: after a lost first bet nothing more fits, whatever the order of arrival.
    await limit(p, { kind: 'loss', period: 'day', amount: '5' })
    // Any triple wins 1 round in 36: the loss climbs almost every round.
    const answers = await Promise.all(Array.from({ length: 40 }, () => sicbo(p, 5, 'anytriple')))
    const refused = answers.filter((a) => a.code === ProtectionCode.lossLimit)
    expect(refused.length).toBeGreaterThan(0)
    expect(refused[0].message).toMatch(/亏损限额/)
    const [{ loss }] = await app.db.query<{ loss: string | number }>(
      `SELECT COALESCE(sum(stake_cents - payout_cents), 0) AS loss FROM game_rounds g JOIN users u ON u.id = g.user_id
        WHERE u.username = $1`,
      [p.username],
    )
    expect(Number(loss)).toBeLessThanOrEqual(500)
  })
})

const applicableActivity = async () =>
  Number((await app.db.query<{ id: string }>('SELECT id FROM activities WHERE can_apply = 1 LIMIT 1'))[0].id)

describe('time-out and self-exclusion', () => {
  it('blocks deposits, bets, transfers in, launches, promotions and red packets at once; withdrawals and transfers out work', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 500)
    expect(
      (
        await callApi(
          app,
          calls.transfer,
          { amount: 100, sourcetype: 'userbalance', targettype: 'jdslot' },
          auth(p),
        )
      ).code,
    ).toBe(200)
    const out = await callApi(app, pc.protectionExclude, { duration: '24h', confirm: true }, auth(p))
    expect(out.code, out.message).toBe(200)
    expect(out.data.exclusion).toMatchObject({ kind: 'timeout', duration: '24h' })

    for (const env of [
      await deposit(p, 100),
      await sicbo(p, 5),
      await callApi(
        app,
        calls.transfer,
        { amount: 50, sourcetype: 'userbalance', targettype: 'jdslot' },
        auth(p),
      ),
      await callApi(app, calls.getGameUrl, { plat_name: 'jdslot', game_code: '' }, auth(p)),
      await callApi(app, calls.douserredpacket, {}, auth(p)),
      await callApi(app, calls.doactivityapply, { activityid: await applicableActivity() }, auth(p)),
    ]) {
      expect(env.code, env.message).toBe(ProtectionCode.excluded)
      expect(env.message).toMatch(/^您已暂停游戏至 \d{4}-/)
    }
    const back = await callApi(
      app,
      calls.transfer,
      { amount: 100, sourcetype: 'jdslot', targettype: 'userbalance' },
      auth(p),
    )
    expect(back.code, back.message).toBe(200)
    await bindBank(app, p)
    const cards = await callApi(app, calls.getcard, { type: 1 }, auth(p))
    const w = await callApi(
      app,
      calls.withdraw,
      { amount: 100, bank: cards.data[0].id, password: p.payPassword },
      auth(p),
    )
    expect(w.code, w.message).toBe(200)
    // Nobody shortens it: a new, shorter break is refused; an operator can add but not lift one.
    travel(HOUR)
    const shorter = await callApi(app, pc.protectionExclude, { duration: '24h', confirm: true }, auth(p))
    expect(shorter.code).toBe(200) // 24 h from now ends later than the first: an extension
    const [{ n }] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM player_exclusions e JOIN users u ON u.id = e.user_id WHERE u.username = $1',
      [p.username],
    )
    expect(n).toBe(2)
    travel(26 * HOUR)
    expect((await deposit(p, 100)).code).toBe(200)
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  })

  it('a self-exclusion cannot be shortened, and after its end the account stays closed until a reopen plus 24 h', async () => {
    const p = await player(100)
    expect((await callApi(app, pc.protectionExclude, { duration: '6m', confirm: true }, auth(p))).code).toBe(
      200,
    )
    const shorter = await callApi(app, pc.protectionExclude, { duration: '30d', confirm: true }, auth(p))
    expect(shorter.code).toBe(ProtectionCode.excluded)
    expect(shorter.message).toMatch(/不能缩短/)
    expect((await callApi(app, pc.protectionReopen, {}, auth(p))).code).toBe(ProtectionCode.excluded)

    travel(185 * 24 * HOUR)
    const closed = await sicbo(p, 5)
    expect(closed.code).toBe(ProtectionCode.excluded)
    expect(closed.message).toMatch(/申请重新开放/)
    const s = await status(p)
    expect(s.exclusion?.can_request_reopen).toBe(true)
    expect((await callApi(app, pc.protectionReopen, {}, auth(p))).code).toBe(200)
    travel(23 * HOUR)
    expect((await sicbo(p, 5)).message).toMatch(/重新开放/)
    travel(2 * HOUR)
    expect((await sicbo(p, 5)).code).toBe(200)
  })

  it('a partner game launched before a time-out takes no more bets, but still pays wins', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 500)
    expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))).code).toBe(200)
    const launch = await callApi(app, calls.getGameUrl, { plat_name: 'bfchess', game_code: '' }, auth(p))
    const session = new URL(launch.data.url).searchParams.get('session')!
    const client = new SeamlessClient(async (path, raw, headers) => {
      const res = await app.inject({ method: 'POST', url: path, payload: raw, headers })
      return { status: res.statusCode, body: res.json() }
    }, providerSecrets().sandbox)
    const round = `r-${Date.now()}`
    expect(await client.bet(session, `b1-${round}`, round, '50.00')).toMatchObject({ code: 200 })
    await callApi(app, pc.protectionExclude, { duration: '7d', confirm: true }, auth(p))
    expect(await client.bet(session, `b2-${round}`, round, '50.00')).toMatchObject({
      code: SEAMLESS.playerBlocked,
    })
    expect(await client.win(session, `w-${round}`, round, '120.00')).toMatchObject({
      code: 200,
      balance: '570.00',
    })
    expect(await balance(app, p)).toBe('570.00')
  })

  it('a time-out hides marketing messages from the inbox', async () => {
    const p = await registerAndLogin(app)
    const before = await callApi(app, calls.noticeList, { page: 1 }, auth(p))
    expect(before.data.total).toBeGreaterThan(0)
    await callApi(app, pc.protectionExclude, { duration: '24h', confirm: true }, auth(p))
    const after = await callApi(app, calls.noticeList, { page: 1 }, auth(p))
    expect(after.data.total).toBe(0)
  })
})

describe('session limit and reality check', () => {
  it('the session limit ends play when its time is used; a new login starts a new session', async () => {
    const p = await player(100)
    expect((await limit(p, { kind: 'session', period: 'session', amount: 15 })).code).toBe(200)
    expect((await sicbo(p, 5)).code).toBe(200)
    travel(16 * 60_000)
    const ended = await sicbo(p, 5)
    expect(ended.code).toBe(ProtectionCode.sessionLimit)
    expect(ended.message).toMatch(/15 分钟/)
    expect((await callApi(app, calls.getGameUrl, { plat_name: 'jdslot', game_code: '' }, auth(p))).code).toBe(
      ProtectionCode.sessionLimit,
    )
    // The deposit page still works: the limit ends play, not the account.
    expect((await deposit(p, 100)).code).toBe(200)
    const again = await callApi(app, calls.login, { name: p.username, password: p.password }, { ip: newIp() })
    expect(again.code, again.message).toBe(200)
    // The new session starts on the database's clock: bring the server clock back to it.
    offsetMs = 0
    clock.now = realNow
    expect((await sicbo({ ...p, token: again.data.api_token }, 5)).code).toBe(200)
  })

  it('a due reality check pauses bets until the player answers 继续; the status shows time and net result', async () => {
    const p = await player(100)
    const set = await callApi(app, pc.protectionReality, { interval: 15 }, auth(p))
    expect(set.data.reality).toMatchObject({ interval_minutes: 15, chosen: true, due: false })
    expect((await sicbo(p, 5)).code).toBe(200)
    travel(15 * 60_000 + 1000)
    const due = await status(p)
    expect(due.reality.due).toBe(true)
    expect(due.session.started_at).not.toBeNull()
    expect(due.session.net).toMatch(/^-?\d+\.\d\d$/)
    expect((await sicbo(p, 5)).code).toBe(ProtectionCode.realityCheckDue)
    const ok = await callApi(app, pc.protectionRealityAnswer, {}, auth(p))
    expect(ok.data.reality.due).toBe(false)
    expect((await sicbo(p, 5)).code).toBe(200)
    expect((await callApi(app, pc.protectionReality, { interval: 20 }, auth(p))).code).toBe(1000)
  })
})

describe('age', () => {
  const register = (birthday?: string) =>
    callApi(
      app,
      calls.register,
      {
        name: `age${Date.now() % 1e7}${Math.floor(Math.random() * 1000)}`,
        password: 'abc12345',
        confirmPass: 'abc12345',
        realname: '张三',
        paypassword: '123456',
        ...(birthday === undefined ? {} : { birthday }),
      },
      { ip: newIp() },
    )

  it('refuses under-18 registration on the server', async () => {
    const today = new Date(Date.now() + 8 * HOUR)
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`
    const env = await register(seventeen)
    expect(env.code).toBe(ProtectionCode.underAge)
    expect(env.message).toBe('未满 18 周岁不能注册')
    expect((await register('2999-01-01')).code).not.toBe(200)
    expect((await register('1990-02-30')).code).toBe(1000)
  })

  it('an account without a date of birth is asked before its first deposit or bet, once, and never changes it', async () => {
    const env = await register()
    expect(env.code).toBe(200)
    const p = { token: env.data.api_token } as Registered
    expect((await status(p)).birth_date_required).toBe(true)
    const refused = await deposit(p, 100)
    expect(refused.code).toBe(ProtectionCode.birthDateRequired)
    expect(refused.message).toBe('请先填写您的出生日期（须年满 18 周岁）')
    expect((await sicbo(p, 5)).code).toBe(ProtectionCode.birthDateRequired)
    const today = new Date(Date.now() + 8 * HOUR)
    expect(
      (
        await callApi(
          app,
          pc.protectionBirthDate,
          { birth_date: `${today.getUTCFullYear() - 10}-05-05` },
          auth(p),
        )
      ).code,
    ).toBe(ProtectionCode.underAge)
    expect((await callApi(app, pc.protectionBirthDate, { birth_date: '1988-05-05' }, auth(p))).code).toBe(200)
    expect((await callApi(app, pc.protectionBirthDate, { birth_date: '1970-05-05' }, auth(p))).code).toBe(
      1000,
    )
    const profile = await callApi(
      app,
      calls.updateuserinfo,
      { email: '', mobile: '', birthday: '1970-01-01' },
      auth(p),
    )
    expect(profile.message).toBe('出生日期已确认，不能修改')
    expect((await deposit(p, 100)).code).toBe(200)
  })
})

describe('history and logins', () => {
  it('totals over a period come from the ledger and the rounds', async () => {
    const p = await player(500)
    const no = (await deposit(p, 300)).message
    await app.db.tx((q) => approveDeposit(q, no, 'test'))
    for (let i = 0; i < 3; i++) await sicbo(p, 10)
    const today = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10)
    const env = await callApi(app, pc.protectionTotals, { start: today, end: today }, auth(p))
    expect(env.code, env.message).toBe(200)
    const [g] = await app.db.query<{ s: string | number; w: string | number }>(
      `SELECT sum(stake_cents) AS s, sum(payout_cents) AS w FROM game_rounds g JOIN users u ON u.id = g.user_id WHERE u.username = $1`,
      [p.username],
    )
    expect(env.data).toMatchObject({
      deposits: '800.00',
      withdrawals: '0.00',
      stakes: '30.00',
      payouts: (Number(g.w) / 100).toFixed(2),
      net_deposits_lifetime: '800.00',
    })
    expect(Number(g.s)).toBe(3000)
    expect((await callApi(app, pc.protectionTotals, { start: '2000-01-01', end: today }, auth(p))).code).toBe(
      1000,
    )
  })

  it('the status names the previous login (time and address)', async () => {
    const p = await registerAndLogin(app)
    // Registration is the first login: nothing before it.
    expect((await status(p)).previous_login).toBeNull()
    const again = await callApi(
      app,
      calls.login,
      { name: p.username, password: p.password },
      { ip: '10.9.8.7' },
    )
    const s = await status({ ...p, token: again.data.api_token })
    expect(s.previous_login?.at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const third = await callApi(app, calls.login, { name: p.username, password: p.password }, { ip: newIp() })
    expect((await status({ ...p, token: third.data.api_token })).previous_login?.ip).toBe('10.9.8.7')
  })
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
    const p = await player(100)
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
    expect((await sicbo(p, 5)).code).toBe(ProtectionCode.excluded)
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
    const p = await player(0)
    await limit(p, { kind: 'deposit', period: 'day', amount: '100' })
    expect((await deposit(p, 100)).code).toBe(200)
    const reached = (await admin('GET', '/admin/api/protection/limits-reached')).json()
    expect(reached.data).toContainEqual({
      username: p.username,
      limit: 'deposit:day',
      what: '24小时存款限额',
      amount: '100.00',
      used: '100.00',
    })

    const q = await registerAndLogin(app)
    expect((await status(q)).reality).toMatchObject({ interval_minutes: 0, chosen: false })
    expect(
      (await admin('POST', '/admin/api/protection/settings', { reality_check_minutes: 7 })).json().code,
    ).toBe(1000)
    const set = (await admin('POST', '/admin/api/protection/settings', { reality_check_minutes: 30 })).json()
    try {
      expect(set.data).toEqual({ reality_check_minutes: 30 })
      expect(await audited('protection.realityDefault', 'protection')).toContainEqual({ detail: '30' })
      expect((await status(q)).reality).toMatchObject({ interval_minutes: 30, chosen: false })
      // A player's own choice (off included) wins over the default.
      await callApi(app, pc.protectionReality, { interval: 0 }, auth(q))
      expect((await status(q)).reality).toMatchObject({ interval_minutes: 0, chosen: true, due_at: null })
    } finally {
      await admin('POST', '/admin/api/protection/settings', { reality_check_minutes: 0 })
    }
  })

  it('a loss limit: a raise waits 24 hours, a lowering applies at once', async () => {
    const p = await player(100)
    await limit(p, { kind: 'loss', period: 'week', amount: '50' })
    const raised = (await limit(p, { kind: 'loss', period: 'week', amount: '80' })).data
    const l = raised.limits.find((x: { kind: string }) => x.kind === 'loss')
    expect(l).toMatchObject({ amount: '50.00', pending: { amount: '80.00' } })
    const lowered = (await limit(p, { kind: 'loss', period: 'week', amount: '20' })).data
    expect(lowered.limits.find((x: { kind: string }) => x.kind === 'loss')).toMatchObject({
      amount: '20.00',
      pending: null,
    })
    expect((await sicbo(p, 25)).code).toBe(ProtectionCode.lossLimit)
  })
})
