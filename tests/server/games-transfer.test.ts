// Transfer-wallet mode through the provider gateway: every venue's balance, deposit, withdrawal and
// recover-all go through its adapter. For a partner venue that is the sandbox partner's transfer API
// (in-process here, the real sandbox app): the partner keeps the wallet, our ledger keeps its record,
// the partner's rounds are booked from its journal. The partner is made to refuse, to time out before
// and after applying a transfer, and to fail in the middle of a transall: no money is lost or counted
// twice, and the reconciler finishes what was left pending.
import type { FastifyInstance } from 'fastify'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { houseBalance } from '../../server/games/house'
import { partnerState, syncRounds } from '../../server/games/partner'
import { settlePending } from '../../server/games/transfers'
import { reconcilePartners } from '../../server/jobs/partners'
import { accountBalance, acct, checkLedger } from '../../server/ledger'
import { PARTNER, WALLET_LIMIT } from '../../server/sandbox/wallet'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, balance, fund, moneyApp, userId, venue } from './money-kit'
import { addPartnerVenue, installSandboxPartner, PARTNER_VENUE, PARTNER_VENUE_2 } from './sandbox-kit'

let app: FastifyInstance
let partner: ReturnType<typeof installSandboxPartner>
let merchant: string

const money = (cents: bigint | number) => (Number(cents) / 100).toFixed(2)
const move = (p: Registered, amount: number, from: string, to: string, key?: string) =>
  callApi(app, calls.transfer, { amount, sourcetype: from, targettype: to }, auth(p, key))
/** The player's wallet at the partner, read from the partner itself. */
const atPartner = async (p: Registered, v: string) =>
  money(partner.wallet.balance(merchant, String(await userId(app, p)), v))
/** Our ledger's record of the venue wallet. */
const record = async (p: Registered, v: string) =>
  money(await accountBalance(app.db.query, acct.venue(await userId(app, p), v)))
const timeout = async () => {
  throw new DOMException('The operation was aborted due to timeout', 'TimeoutError')
}
const ledgerOk = async () => {
  const report = await checkLedger(app.db.query)
  expect(
    report.ok,
    JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
  ).toBe(true)
}

beforeAll(async () => {
  app = await moneyApp()
  partner = installSandboxPartner(app)
  await addPartnerVenue(app)
  merchant = (await partnerState(app.db.query, 'sandbox')).merchant
})
beforeEach(() => {
  partner.fault = null
})

describe('the adapter is the one path for venue wallets', () => {
  it('in-house venue: the wallet is the ledger account; partner venue: the partner keeps it', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    expect((await move(p, 100, 'userbalance', 'jdlive')).data.balance).toBe('900.00')
    const inn = await move(p, 250, 'userbalance', PARTNER_VENUE)
    expect(inn.code, inn.message).toBe(200)
    expect(inn.data.balance).toBe('650.00')
    expect(await atPartner(p, PARTNER_VENUE)).toBe('250.00')
    expect(await record(p, PARTNER_VENUE)).toBe('250.00')
    // userapimoney asks the adapter: the partner answers for its wallet.
    const before = partner.calls.length
    expect(await venue(app, p, PARTNER_VENUE)).toBe('250.00')
    expect(partner.calls.slice(before).map((c) => c.path)).toContain('/wallet/balance')
    expect(await venue(app, p, 'jdlive')).toBe('100.00')
    const out = await move(p, 50.5, PARTNER_VENUE, 'userbalance')
    expect(out.data.balance).toBe('700.50')
    expect(await atPartner(p, PARTNER_VENUE)).toBe('199.50')
    expect(await record(p, PARTNER_VENUE)).toBe('199.50')
    // Above the partner's balance: refused by the partner, nothing moves.
    const over = await move(p, 199.51, PARTNER_VENUE, 'userbalance')
    expect(over.code).toBe(210)
    expect(await balance(app, p)).toBe('700.50')
    expect(await record(p, PARTNER_VENUE)).toBe('199.50')
    // The partner got signed requests with our transfer ids.
    const deposit = partner.calls.find((c) => c.path === '/wallet/deposit')
    expect(deposit?.body).toMatchObject({
      merchant,
      amount: '250.00',
      transfer_id: expect.stringMatching(/^VT/),
    })
    await ledgerOk()
  })

  it('a retried request (same Idempotency-Key) reaches the partner with the same transfer id and moves once', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 300)
    const key = `tw-${p.username}`
    const a = await move(p, 120, 'userbalance', PARTNER_VENUE_2, key)
    const b = await move(p, 120, 'userbalance', PARTNER_VENUE_2, key)
    expect(b).toEqual(a)
    expect(await balance(app, p)).toBe('180.00')
    expect(await atPartner(p, PARTNER_VENUE_2)).toBe('120.00')
    expect((await move(p, 121, 'userbalance', PARTNER_VENUE_2, key)).code).toBe(1000)
  })

  it('transfer mode play: the partner plays from its wallet, its rounds are booked on our ledger and in the records', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 500)
    await move(p, 300, 'userbalance', PARTNER_VENUE)
    const launch = await callApi(app, calls.getGameUrl, { plat_name: PARTNER_VENUE, game_code: '' }, auth(p))
    expect(launch.code, launch.message).toBe(200)
    const session = new URL(launch.data.url).searchParams.get('session')!
    expect(partner.wallet.isTransferSession(session)).toBe(true)
    const rounds: string[] = []
    for (let i = 0; i < 6; i++) {
      const r = await partner.play(session, i % 3, 20)
      expect(r.code, r.message).toBe(200)
      rounds.push(/SBX\w+/.exec(r.round ?? '')![0])
    }
    expect(await partner.play(session, 0, 50_000)).toMatchObject({ code: PARTNER.insufficient })
    const partnerNow = await atPartner(p, PARTNER_VENUE)
    const houseBefore = await houseBalance(app.db.query, PARTNER_VENUE)
    // Not booked yet: our record is the partner's wallet before those rounds.
    expect(await record(p, PARTNER_VENUE)).toBe('300.00')
    expect((await reconcilePartners(app.db)).booked).toBe(6)
    expect(await syncRounds(app.db)).toBe(0)
    expect(await record(p, PARTNER_VENUE)).toBe(partnerNow)
    expect(money(300_00n - (await houseBalance(app.db.query, PARTNER_VENUE)) + houseBefore)).toBe(partnerNow)
    const rec = await callApi(app, calls.betrecord, { date: 1, page: 1, api_type: PARTNER_VENUE }, auth(p))
    expect(rec.data.data.map((r) => r.bet_id).sort()).toEqual([...rounds].sort())
    expect(rec.data.data.every((r) => r.bet_amount === '20.00' && r.status === 1)).toBe(true)
    // The whole partner wallet comes back with transall.
    const all = await callApi(app, calls.transall, {}, auth(p))
    expect(all.code, all.message).toBe(200)
    expect(all.data.balance).toBe(money(200_00 + Math.round(Number(partnerNow) * 100)))
    expect(await atPartner(p, PARTNER_VENUE)).toBe('0.00')
    expect(await record(p, PARTNER_VENUE)).toBe('0.00')
    await ledgerOk()
  })
})

describe('when the partner fails', () => {
  it('a deposit the partner refuses comes back to the central wallet', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    // Fill the partner wallet to just under its limit behind our back, so the next deposit is refused.
    const uid = String(await userId(app, p))
    partner.wallet.state.wallets[`${merchant}/${uid}/${PARTNER_VENUE}`] = WALLET_LIMIT - 100
    const env = await move(p, 5, 'userbalance', PARTNER_VENUE)
    expect(env.code).toBe(209)
    expect(env.message).toBe('场馆拒绝了本次转账，余额未发生变化')
    expect(await balance(app, p)).toBe('1000.00')
    expect(await record(p, PARTNER_VENUE)).toBe('0.00')
    const [t] = await app.db.query<{ state: string; partner_code: number }>(
      'SELECT state, partner_code FROM venue_transfers WHERE user_id = $1',
      [uid],
    )
    expect(t).toEqual({ state: 'refused', partner_code: PARTNER.overLimit })
    await ledgerOk()
  })

  it('a partner that refuses the connection applied nothing: the deposit comes back at once', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 100)
    partner.fault = async (path) => {
      if (!path.startsWith('/wallet/')) return null
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })
    }
    const env = await move(p, 30, 'userbalance', PARTNER_VENUE_2)
    expect(env.code).toBe(209)
    expect(env.message).toBe('场馆暂时无法连接，请稍后再试')
    expect(await balance(app, p)).toBe('100.00')
    expect(await record(p, PARTNER_VENUE_2)).toBe('0.00')
    expect(await atPartner(p, PARTNER_VENUE_2)).toBe('0.00')
    await ledgerOk()
  })

  it('a deposit that times out stays pending (money held for the venue) until the reconciler settles it once', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 400)
    // The partner applies the deposit but its answer is lost.
    partner.fault = async (path, _b, forward) => (path === '/wallet/deposit' ? forward().then(timeout) : null)
    const env = await move(p, 150, 'userbalance', PARTNER_VENUE)
    expect(env.code).toBe(209)
    expect(env.message).toMatch(/暂未确认/)
    expect(await balance(app, p)).toBe('250.00')
    expect(await record(p, PARTNER_VENUE)).toBe('150.00')
    expect(await atPartner(p, PARTNER_VENUE)).toBe('150.00')
    partner.fault = null
    const uid = await userId(app, p)
    const pendingId = async () =>
      (
        await app.db.query<{ id: string; state: string }>(
          'SELECT id, state FROM venue_transfers WHERE user_id = $1',
          [uid],
        )
      )[0]
    const t = await pendingId()
    expect(t.state).toBe('pending')
    expect(await settlePending(app.db, 0)).toMatchObject({ done: 1 })
    expect((await pendingId()).state).toBe('done')
    const resent = partner.calls.filter((c) => c.path === '/wallet/deposit' && c.body.transfer_id === t.id)
    expect(resent).toHaveLength(2)
    expect(await atPartner(p, PARTNER_VENUE)).toBe('150.00')
    expect(await balance(app, p)).toBe('250.00')
    await ledgerOk()
  })

  it('a deposit the partner never received is sent again by the reconciler; refused then, it is returned', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 100)
    partner.fault = async (path) => (path === '/wallet/deposit' ? { status: 502, body: null } : null)
    expect((await move(p, 60, 'userbalance', PARTNER_VENUE)).code).toBe(209)
    expect(await balance(app, p)).toBe('40.00')
    expect(await atPartner(p, PARTNER_VENUE)).toBe('0.00')
    // The partner is back, but refuses this player's deposit (its wallet is full meanwhile).
    partner.fault = null
    const uid = String(await userId(app, p))
    partner.wallet.state.wallets[`${merchant}/${uid}/${PARTNER_VENUE}`] = WALLET_LIMIT
    await settlePending(app.db, 0)
    expect(await balance(app, p)).toBe('100.00')
    expect(await record(p, PARTNER_VENUE)).toBe('0.00')
    await ledgerOk()
  })

  it('a withdrawal the partner applied but did not confirm reaches the central wallet once, after reconciliation', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 300)
    await move(p, 200, 'userbalance', PARTNER_VENUE_2)
    partner.fault = async (path, _b, forward) =>
      path === '/wallet/withdraw' ? forward().then(timeout) : null
    const env = await move(p, 80, PARTNER_VENUE_2, 'userbalance')
    expect(env.code).toBe(209)
    // Nothing reaches the central wallet before the partner confirms.
    expect(await balance(app, p)).toBe('100.00')
    expect(await atPartner(p, PARTNER_VENUE_2)).toBe('120.00')
    expect(await record(p, PARTNER_VENUE_2)).toBe('200.00')
    partner.fault = null
    await settlePending(app.db, 0)
    expect(await balance(app, p)).toBe('180.00')
    expect(await record(p, PARTNER_VENUE_2)).toBe('120.00')
    await settlePending(app.db, 0)
    expect(await balance(app, p)).toBe('180.00')
    await ledgerOk()
  })

  it('transall with a partner failing in the middle: the others are recovered, the failed one later, nothing twice', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    for (const [v, a] of [
      ['jdlive', 100],
      [PARTNER_VENUE, 200],
      [PARTNER_VENUE_2, 300],
      ['jdslot', 50],
    ] as const)
      expect((await move(p, a, 'userbalance', v)).code).toBe(200)
    expect(await balance(app, p)).toBe('350.00')
    // The second partner venue's withdrawal is applied at the partner, and then the connection drops.
    partner.fault = async (path, body, forward) =>
      path === '/wallet/withdraw' && body.venue === PARTNER_VENUE_2 ? forward().then(timeout) : null
    const all = await callApi(app, calls.transall, {}, auth(p, `ta-${p.username}`))
    expect(all.code, all.message).toBe(200)
    expect(all.message).toBe('已回收3个场馆，1个场馆暂时无法回收，请稍后再试')
    expect(all.data.balance).toBe('700.00')
    expect(await atPartner(p, PARTNER_VENUE)).toBe('0.00')
    expect(await atPartner(p, PARTNER_VENUE_2)).toBe('0.00')
    expect(await record(p, PARTNER_VENUE_2)).toBe('300.00')
    // The player retries the same request while the partner is still unreachable: nothing moves twice.
    partner.fault = async (path) => (path.startsWith('/wallet/') ? timeout() : null)
    const again = await callApi(app, calls.transall, {}, auth(p, `ta-${p.username}`))
    expect(again).toEqual(all)
    expect(await balance(app, p)).toBe('700.00')
    // The partner is back: the reconciler finishes the pending withdrawal exactly once.
    partner.fault = null
    await settlePending(app.db, 0)
    expect(await balance(app, p)).toBe('1000.00')
    expect(await record(p, PARTNER_VENUE_2)).toBe('0.00')
    await settlePending(app.db, 0)
    expect(await balance(app, p)).toBe('1000.00')
    const nothing = await callApi(app, calls.transall, {}, auth(p))
    expect(nothing.message).toBe('没有可回收的金额')
    await ledgerOk()
  })

  it('transall when every partner refuses or is down: the in-house wallets still come back; all down answers 209', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 500)
    await move(p, 100, 'userbalance', 'jdlive')
    await move(p, 100, 'userbalance', PARTNER_VENUE_2)
    partner.fault = async (path) => (path.startsWith('/wallet/') ? timeout() : null)
    const some = await callApi(app, calls.transall, {}, auth(p))
    expect(some.code).toBe(200)
    expect(some.message).toBe('已回收1个场馆，1个场馆暂时无法回收，请稍后再试')
    expect(some.data.balance).toBe('400.00')
    const none = await callApi(app, calls.transall, {}, auth(p))
    expect(none.code).toBe(209)
    expect(none.message).toBe('场馆暂时无法回收，请稍后再试')
    expect(await balance(app, p)).toBe('400.00')
    expect(await record(p, PARTNER_VENUE_2)).toBe('100.00')
    // userapimoney of a partner that does not answer: a clear refusal, not a guess.
    const bal = await callApi(app, calls.userapimoney, { platname: PARTNER_VENUE_2 }, auth(p))
    expect(bal.code).toBe(209)
    expect(bal.message).toBe('场馆暂时无法连接，请稍后再试')
    partner.fault = null
    expect(await venue(app, p, PARTNER_VENUE_2)).toBe('100.00')
    await ledgerOk()
  })
})
