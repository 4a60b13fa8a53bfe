// Player protection's breaks (docs/protection.md): a time-out blocks deposits, bets, transfers in,
// launches, promotions and red packets at once while withdrawals and transfers out work; a
// self-exclusion cannot be shortened and stays closed after its end until a reopen plus 24 h; a partner
// game launched before a break takes no more bets but still pays wins; marketing leaves the inbox.
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { calls, ProtectionCode, protectionCalls as pc } from '../../core/contract'
import { providerSecrets, SEAMLESS } from '../../server/games/seamless'
import { checkLedger } from '../../server/ledger'
import { SeamlessClient } from '../../server/sandbox/client'
import { callApi, registerAndLogin } from './helpers'
import { auth, balance, bindBank, fund, moneyApp } from './money-kit'
import { deposit, HOUR, player, resetClock, sicbo, status, travel } from './protection-kit'
import { addPartnerVenue, PARTNER_VENUE } from './sandbox-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
  await addPartnerVenue(app)
})
afterEach(resetClock)

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
      await deposit(app, p, 100),
      await sicbo(app, p, 5),
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
    expect((await deposit(app, p, 100)).code).toBe(200)
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  })

  it('a self-exclusion cannot be shortened, and after its end the account stays closed until a reopen plus 24 h', async () => {
    const p = await player(app, 100)
    expect((await callApi(app, pc.protectionExclude, { duration: '6m', confirm: true }, auth(p))).code).toBe(
      200,
    )
    const shorter = await callApi(app, pc.protectionExclude, { duration: '30d', confirm: true }, auth(p))
    expect(shorter.code).toBe(ProtectionCode.excluded)
    expect(shorter.message).toMatch(/不能缩短/)
    expect((await callApi(app, pc.protectionReopen, {}, auth(p))).code).toBe(ProtectionCode.excluded)

    travel(185 * 24 * HOUR)
    const closed = await sicbo(app, p, 5)
    expect(closed.code).toBe(ProtectionCode.excluded)
    expect(closed.message).toMatch(/申请重新开放/)
    const s = await status(app, p)
    expect(s.exclusion?.can_request_reopen).toBe(true)
    expect((await callApi(app, pc.protectionReopen, {}, auth(p))).code).toBe(200)
    travel(23 * HOUR)
    expect((await sicbo(app, p, 5)).message).toMatch(/重新开放/)
    travel(2 * HOUR)
    expect((await sicbo(app, p, 5)).code).toBe(200)
  })

  it('a partner game launched before a time-out takes no more bets, but still pays wins', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 500)
    expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))).code).toBe(200)
    const launch = await callApi(app, calls.getGameUrl, { plat_name: PARTNER_VENUE, game_code: '' }, auth(p))
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
