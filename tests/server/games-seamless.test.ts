// The seamless-wallet contract (docs/providers.md), driven against our server with the sandbox
// provider's own client: duplicate bet, rollback before bet, win after rollback, expired session, bad
// signature, 100 concurrent bets against a balance covering 10, the balance in every answer.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { providerSecrets, SEAMLESS } from '../../server/games/seamless'
import { checkLedger } from '../../server/ledger'
import { SeamlessClient, type Transport } from '../../server/sandbox/client'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, balance, fund, moneyApp } from './money-kit'
import { addPartnerVenue, PARTNER_VENUE } from './sandbox-kit'

let app: FastifyInstance
let client: SeamlessClient
let seq = 0
const id = (p: string) => `${p}-${Date.now()}-${++seq}`

async function launch(p: Registered, venue = PARTNER_VENUE) {
  const env = await callApi(app, calls.getGameUrl, { plat_name: venue, game_code: '' }, auth(p))
  expect(env.code, env.message).toBe(200)
  return new URL(env.data.url).searchParams.get('session')!
}
async function seamlessPlayer(amount: number) {
  const p = await registerAndLogin(app)
  if (amount) await fund(app, p, amount)
  expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))).code).toBe(200)
  return { p, session: await launch(p) }
}

beforeAll(async () => {
  app = await moneyApp()
  await addPartnerVenue(app)
  const transport: Transport = async (path, raw, headers) => {
    const res = await app.inject({ method: 'POST', url: path, payload: raw, headers })
    return { status: res.statusCode, body: res.json() }
  }
  client = new SeamlessClient(transport, providerSecrets().sandbox)
})

describe('seamless callbacks', () => {
  it('bet then win moves money through the central wallet and records the round; every answer has the balance', async () => {
    const { p, session } = await seamlessPlayer(1000)
    const b = await client.balance(session)
    expect(b).toMatchObject({ code: 200, balance: '1000.00' })
    const round = id('r')
    const bet = await client.bet(session, id('b'), round, '100.00')
    expect(bet).toMatchObject({ code: 200, balance: '900.00' })
    const win = await client.win(session, id('w'), round, '250.00')
    expect(win).toMatchObject({ code: 200, balance: '1150.00' })
    expect(await balance(app, p)).toBe('1150.00')
    const rec = await callApi(app, calls.betrecord, { date: 1, page: 1, api_type: PARTNER_VENUE }, auth(p))
    expect(rec.data.data[0]).toMatchObject({
      bet_id: round,
      bet_amount: '100.00',
      win_loss: '150.00',
      status: 1,
    })
  })

  it('a duplicate bet returns the original answer and moves nothing; a reused id with another body is refused', async () => {
    const { p, session } = await seamlessPlayer(500)
    const tx = id('b')
    const round = id('r')
    const first = await client.bet(session, tx, round, '50.00')
    const again = await client.bet(session, tx, round, '50.00')
    expect(again).toEqual(first)
    expect(await balance(app, p)).toBe('450.00')
    const other = await client.bet(session, tx, round, '60.00')
    expect(other.code).toBe(SEAMLESS.txConflict)
    expect(other.balance).toBe('450.00')
  })

  it('a rollback of a bet never seen is recorded and answered OK; the late bet is refused', async () => {
    const { p, session } = await seamlessPlayer(300)
    const betTx = id('b')
    const round = id('r')
    const rb = await client.rollback(session, id('rb'), round, betTx)
    expect(rb).toMatchObject({ code: 200, balance: '300.00' })
    const late = await client.bet(session, betTx, round, '10.00')
    expect(late).toMatchObject({ code: SEAMLESS.betRolledBack, balance: '300.00' })
    expect(await balance(app, p)).toBe('300.00')
  })

  it('rollback refunds once; a win or a second rollback after it is refused', async () => {
    const { p, session } = await seamlessPlayer(300)
    const betTx = id('b')
    const round = id('r')
    await client.bet(session, betTx, round, '40.00')
    expect(await balance(app, p)).toBe('260.00')
    expect(await client.rollback(session, id('rb'), round, betTx)).toMatchObject({
      code: 200,
      balance: '300.00',
    })
    expect(await client.win(session, id('w'), round, '80.00')).toMatchObject({
      code: SEAMLESS.betRolledBack,
      balance: '300.00',
    })
    expect(await client.rollback(session, id('rb'), round, betTx)).toMatchObject({
      code: SEAMLESS.alreadyRolledBack,
      balance: '300.00',
    })
    const rec = await callApi(app, calls.betrecord, { date: 1, page: 1, api_type: PARTNER_VENUE }, auth(p))
    expect(rec.data.data[0]).toMatchObject({ bet_id: round, status: 0, bet_amount: '0.00' })
  })

  it('after the session expired: bets refused, wins and rollbacks still paid', async () => {
    const { p, session } = await seamlessPlayer(200)
    const round = id('r')
    const betTx = id('b')
    await client.bet(session, betTx, round, '20.00')
    const round2 = id('r')
    const bet2 = id('b')
    await client.bet(session, bet2, round2, '30.00')
    await app.db.query(
      `UPDATE provider_sessions SET expires_at = now() - interval '1 minute' WHERE token = $1`,
      [session],
    )
    expect(await client.bet(session, id('b'), id('r'), '10.00')).toMatchObject({
      code: SEAMLESS.sessionExpired,
      balance: '150.00',
    })
    expect(await client.win(session, id('w'), round, '45.00')).toMatchObject({ code: 200, balance: '195.00' })
    expect(await client.rollback(session, id('rb'), round2, bet2)).toMatchObject({
      code: 200,
      balance: '225.00',
    })
    expect(await balance(app, p)).toBe('225.00')
  })

  it('a bad signature is refused before any effect', async () => {
    const { p, session } = await seamlessPlayer(100)
    const forged = await client.call(
      'bet',
      { session, tx_id: id('b'), round_id: id('r'), amount: '100.00' },
      { signature: 'ab'.repeat(32) },
    )
    expect(forged.status).toBe(401)
    expect(forged.code).toBe(SEAMLESS.badSignature)
    const unsigned = await client.call(
      'bet',
      { session, tx_id: id('b'), round_id: id('r'), amount: '100.00' },
      { signature: '' },
    )
    expect(unsigned.code).toBe(SEAMLESS.badSignature)
    expect(await balance(app, p)).toBe('100.00')
    const [{ n }] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM provider_txns WHERE round_id LIKE $1',
      ['r-%'],
    )
    expect(n).toBeGreaterThan(0)
  })

  it('100 concurrent bets against a balance covering 10: exactly 10 succeed, the wallet ends at 0', async () => {
    const { p, session } = await seamlessPlayer(100)
    const results = await Promise.all(
      Array.from({ length: 100 }, () => client.bet(session, id('b'), id('r'), '10.00')),
    )
    const ok = results.filter((r) => r.code === 200)
    expect(ok).toHaveLength(10)
    expect(results.filter((r) => r.code === SEAMLESS.insufficient)).toHaveLength(90)
    for (const r of results) expect(r.balance).toMatch(/^\d+\.\d{2}$/)
    expect(await balance(app, p)).toBe('0.00')
    const report = await checkLedger(app.db.query)
    expect(report.ok).toBe(true)
  })

  it('a player in transfer mode is not debited through the callbacks (the partner keeps that wallet)', async () => {
    const { p, session } = await seamlessPlayer(100)
    expect((await callApi(app, calls.uptransferstatus, { transferstatus: 0 }, auth(p))).code).toBe(200)
    const refused = await client.bet(session, id('b'), id('r'), '10.00')
    expect(refused.code).toBe(SEAMLESS.transferMode)
    expect(refused.balance).toMatch(/^\d+\.\d{2}$/)
    expect(await balance(app, p)).toBe('100.00')
  })
})
