// Fund records of venue transfers (gettransrecord types 3 in, 4 out) tell each transfer's real
// outcome through the sandbox partner: done (1), pending (2), refused (0) and refused-then-returned
// (0, one row, not a success plus a second "transfer out" success for the money that came back);
// in-house venues' transfers are done when written.
import type { FastifyInstance } from 'fastify'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { partnerState } from '../../server/games/partner'
import { settlePending } from '../../server/games/transfers'
import { WALLET_LIMIT } from '../../server/sandbox/wallet'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, balance, fund, moneyApp, userId } from './money-kit'
import { addPartnerVenue, installSandboxPartner, PARTNER_VENUE, PARTNER_VENUE_2 } from './sandbox-kit'

let app: FastifyInstance
let partner: ReturnType<typeof installSandboxPartner>
let merchant: string

const move = (p: Registered, amount: number, from: string, to: string) =>
  callApi(app, calls.transfer, { amount, sourcetype: from, targettype: to }, auth(p))
const records = async (p: Registered, type: 3 | 4, venue = '') => {
  const env = await callApi(app, calls.gettransrecord, { type, api_type: venue }, auth(p))
  expect(env.code, env.message).toBe(200)
  return env.data.data.map((r) => ({ amount: r.amount, state: r.state, no: r.out_trade_no, id: r.id }))
}
const transferIds = async (p: Registered) =>
  (
    await app.db.query<{ id: string }>(
      'SELECT id FROM venue_transfers WHERE user_id = $1 ORDER BY created_at',
      [await userId(app, p)],
    )
  ).map((r) => r.id)

beforeAll(async () => {
  app = await moneyApp()
  partner = installSandboxPartner(app)
  await addPartnerVenue(app)
  merchant = (await partnerState(app.db.query, 'sandbox')).merchant
}, 180_000)
beforeEach(() => {
  partner.fault = null
})

describe('gettransrecord types 3 and 4 show what happened to each transfer', () => {
  it('done: a partner transfer in and out, each one row, state 1, under its transfer id', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 300)
    expect((await move(p, 50, 'userbalance', PARTNER_VENUE)).code).toBe(200)
    expect((await move(p, 20, PARTNER_VENUE, 'userbalance')).code).toBe(200)
    const [vin, vout] = await transferIds(p)
    expect(await records(p, 3)).toEqual([{ amount: '50.00', state: 1, no: vin, id: expect.any(Number) }])
    expect(await records(p, 4, PARTNER_VENUE)).toEqual([
      { amount: '20.00', state: 1, no: vout, id: expect.any(Number) },
    ])
  })

  it('pending: an unconfirmed transfer in shows pending (2) until the reconciler settles it, then done', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 300)
    partner.fault = async (path, _b, forward) =>
      path === '/wallet/deposit'
        ? forward().then(() => {
            throw new DOMException('The operation was aborted due to timeout', 'TimeoutError')
          })
        : null
    expect((await move(p, 70, 'userbalance', PARTNER_VENUE)).code).toBe(209)
    expect((await records(p, 3)).map((r) => r.state)).toEqual([2])
    partner.fault = null
    await settlePending(app.db, 0)
    expect((await records(p, 3)).map((r) => r.state)).toEqual([1])
  })

  it('refused: a transfer out the partner refuses shows failed (0) and moved nothing', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 300)
    expect((await move(p, 40, 'userbalance', PARTNER_VENUE_2)).code).toBe(200)
    // The partner's wallet was emptied behind our back: it refuses to pay out.
    partner.wallet.state.wallets[`${merchant}/${await userId(app, p)}/${PARTNER_VENUE_2}`] = 0
    const out = await move(p, 40, PARTNER_VENUE_2, 'userbalance')
    expect(out.code).toBe(210)
    expect(await balance(app, p)).toBe('260.00')
    expect((await records(p, 4)).map((r) => [r.amount, r.state])).toEqual([['40.00', 0]])
    expect((await records(p, 3)).map((r) => [r.amount, r.state])).toEqual([['40.00', 1]])
  })

  it('returned: a transfer in the partner refuses is one failed row (0), its return is no transfer out', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 300)
    partner.wallet.state.wallets[`${merchant}/${await userId(app, p)}/${PARTNER_VENUE}`] = WALLET_LIMIT - 100
    const env = await move(p, 5, 'userbalance', PARTNER_VENUE)
    expect(env.code).toBe(209)
    expect(await balance(app, p)).toBe('300.00')
    expect((await records(p, 3)).map((r) => [r.amount, r.state])).toEqual([['5.00', 0]])
    expect(await records(p, 4)).toEqual([])
  })

  it('in-house venue transfers are done when written; ids never collide with partner rows', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 300)
    expect((await move(p, 10, 'userbalance', 'jdslot')).code).toBe(200)
    expect((await move(p, 15, 'userbalance', PARTNER_VENUE)).code).toBe(200)
    const rows = await records(p, 3)
    expect(rows.map((r) => [r.amount, r.state]).sort()).toEqual([
      ['10.00', 1],
      ['15.00', 1],
    ])
    expect(new Set(rows.map((r) => r.id)).size).toBe(2)
  })
})
