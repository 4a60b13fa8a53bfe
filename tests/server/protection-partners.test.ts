// A partner's transfer-mode play ends when its player is excluded (docs/protection.md): the time-out
// or self-exclusion records what the partner owes (a partner_sweeps row, in the break's transaction);
// once it commits, the partner is asked to end the player's sessions and the wallet it keeps is swept
// back to the central wallet. A partner that does not answer leaves the row open and the reconciler
// finishes it; a withdrawal whose answer was lost is asked again under the same transfer id. Rounds
// the partner settles after the break started are booked (the money moved there) but are no turnover.
// The sandbox partner runs in-process (sandbox-kit.ts); the sweep listener is started by hand, as the
// jobs are off under vitest.
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { calls, protectionCalls as pc } from '../../core/contract'
import { excludeOnRequest } from '../../server/admin/protection'
import type { Listener } from '../../server/db/client'
import { partnerState } from '../../server/games/partner'
import { listenForSweeps, sweepPartners } from '../../server/jobs/partner-sweeps'
import { reconcilePartners } from '../../server/jobs/partners'
import { accountBalance, acct, checkLedger } from '../../server/ledger'
import { PARTNER } from '../../server/sandbox/wallet'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, balance, fund, moneyApp, userId } from './money-kit'
import { addPartnerVenue, installSandboxPartner, PARTNER_VENUE } from './sandbox-kit'

let app: FastifyInstance
let partner: ReturnType<typeof installSandboxPartner>
let merchant: string
let listener: Listener | null = null

beforeAll(async () => {
  app = await moneyApp()
  partner = installSandboxPartner(app)
  await addPartnerVenue(app)
  merchant = (await partnerState(app.db.query, 'sandbox')).merchant
})
afterEach(async () => {
  partner.fault = null
  await listener?.close()
  listener = null
})

const money = (cents: bigint | number) => (Number(cents) / 100).toFixed(2)
const VENUE = PARTNER_VENUE

type Sweep = {
  tries: number
  attempt: number
  kicked_at: Date | null
  done_at: Date | null
  last_error: string
}
const sweeps = (uid: number) =>
  app.db.query<Sweep>(
    'SELECT tries, attempt, kicked_at, done_at, last_error FROM partner_sweeps WHERE user_id = $1 ORDER BY id',
    [uid],
  )
/** The player's wallet at the partner, as the partner keeps it. */
const atPartner = (uid: number) => money(partner.wallet.balance(merchant, String(uid), VENUE))
/** Our ledger's record of that wallet. */
const record = async (uid: number) => money(await accountBalance(app.db.query, acct.venue(uid, VENUE)))
const totalgame = async (uid: number) =>
  (await app.db.query<{ t: string }>('SELECT totalgame_cents::text AS t FROM users WHERE id = $1', [uid]))[0]
    .t
const ledgerOk = async () => {
  const report = await checkLedger(app.db.query)
  expect(
    report.ok,
    JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
  ).toBe(true)
}
const timeout = async () => {
  throw new DOMException('The operation was aborted due to timeout', 'TimeoutError')
}

/** A player with `inVenue` of 500 moved to the partner and a game launched there (a session open). */
async function playingAtPartner(inVenue: number) {
  const p = await registerAndLogin(app)
  const uid = await userId(app, p)
  await fund(app, p, 500)
  const moved = await callApi(
    app,
    calls.transfer,
    { amount: inVenue, sourcetype: 'userbalance', targettype: VENUE },
    auth(p),
  )
  expect(moved.code, moved.message).toBe(200)
  const launch = await callApi(app, calls.getGameUrl, { plat_name: VENUE, game_code: '' }, auth(p))
  expect(launch.code, launch.message).toBe(200)
  const session = new URL(launch.data.url).searchParams.get('session')!
  return { p, uid, session }
}
const exclude = async (p: Registered, duration: string) => {
  const env = await callApi(app, pc.protectionExclude, { duration, confirm: true }, auth(p))
  expect(env.code, env.message).toBe(200)
}
const roundsOf = (uid: number) =>
  app.db.query<{ stake_cents: string; valid_cents: string; result: unknown }>(
    'SELECT stake_cents::text, valid_cents::text, result FROM game_rounds WHERE user_id = $1 ORDER BY id',
    [uid],
  )
const excludedFlag = (result: unknown) =>
  (typeof result === 'string' ? JSON.parse(result) : (result as Record<string, unknown>)).excluded === true

describe('the start of a break ends play at the partner', () => {
  it('a time-out: once it commits, the sessions end and the wallet comes back to the central wallet', async () => {
    const { p, uid, session } = await playingAtPartner(200)
    expect((await partner.play(session, 0, 10)).code).toBe(200)
    const left = atPartner(uid)
    listener = await listenForSweeps(app.db)
    const before = partner.calls.length
    await exclude(p, '24h')

    await expect.poll(async () => (await sweeps(uid))[0]?.done_at ?? null, { timeout: 10_000 }).not.toBeNull()
    const [s] = await sweeps(uid)
    expect(s.kicked_at).not.toBeNull()
    // The partner was asked to end the sessions before anything was read or moved.
    const paths = partner.calls.slice(before).map((c) => c.path)
    expect(paths[0]).toBe('/wallet/kick')
    expect(paths).toContain('/wallet/withdraw')
    expect(atPartner(uid)).toBe('0.00')
    expect(await record(uid)).toBe('0.00')
    expect(await balance(app, p)).toBe(money(30000 + Math.round(Number(left) * 100)))
    // The session opened before the break refuses every round now.
    const refused = await partner.play(session, 0, 10)
    expect(refused.code).toBe(PARTNER.sessionEnded)
    // The round played before the break was booked as it was: a stake with its turnover.
    const [round] = await roundsOf(uid)
    expect(round).toMatchObject({ stake_cents: '1000', valid_cents: '1000' })
    expect(excludedFlag(round.result)).toBe(false)
    await ledgerOk()
  })

  it('a partner that does not answer: the debt stays recorded and the reconciler finishes it', async () => {
    const { p, uid, session } = await playingAtPartner(300)
    partner.fault = timeout
    listener = await listenForSweeps(app.db)
    // The operator's exclusion (a player's request by phone) goes the same way.
    await excludeOnRequest(
      app.db,
      { id: null, username: 'op', ip: '127.0.0.1' },
      p.username,
      '6m',
      '电话申请',
    )
    await expect.poll(async () => (await sweeps(uid))[0]?.tries ?? 0, { timeout: 10_000 }).toBeGreaterThan(0)
    let [s] = await sweeps(uid)
    expect(s).toMatchObject({ done_at: null, kicked_at: null })
    expect(s.last_error).toMatch(/kick/)
    // The partner never heard of the exclusion: its session still takes rounds the partner should have
    // refused.
    const late = await partner.play(session, 1, 20)
    expect(late.code).toBe(200)
    const turnover = await totalgame(uid)
    // Still down: the reconciler's pass leaves it open.
    await expect(reconcilePartners(app.db)).rejects.toThrow()
    expect((await sweeps(uid))[0].done_at).toBeNull()

    partner.fault = null
    const pass = await reconcilePartners(app.db)
    expect(pass.sweeps.done).toBeGreaterThanOrEqual(1)
    ;[s] = await sweeps(uid)
    expect(s.done_at).not.toBeNull()
    expect(s.kicked_at).not.toBeNull()
    expect(atPartner(uid)).toBe('0.00')
    expect(await record(uid)).toBe('0.00')
    expect((await partner.play(session, 1, 20)).code).toBe(PARTNER.sessionEnded)
    // The late round is booked (its money moved at the partner) but is no fresh stake: no turnover.
    const [round] = await roundsOf(uid)
    expect(round).toMatchObject({ stake_cents: '2000', valid_cents: '0' })
    expect(excludedFlag(round.result)).toBe(true)
    expect(await totalgame(uid)).toBe(turnover)
    // A pass with nothing owed calls nobody about this player again.
    const before = partner.calls.length
    await sweepPartners(app.db, { userId: uid })
    expect(partner.calls.length).toBe(before)
    await ledgerOk()
  })

  it('a withdrawal whose answer was lost is asked again under the same transfer id: the money moves once', async () => {
    const { p, uid } = await playingAtPartner(150)
    let lost = 0
    partner.fault = async (path, _body, forward) => {
      if (path !== '/wallet/withdraw' || lost) return null
      lost++
      await forward()
      return timeout()
    }
    await exclude(p, '7d')
    // No listener here: the reconciler alone does the work.
    let pass = await sweepPartners(app.db, { userId: uid })
    expect(pass).toEqual({ done: 0, open: 1 })
    expect(atPartner(uid)).toBe('0.00')
    expect(await record(uid)).toBe('150.00')
    const [{ attempt }] = await sweeps(uid)
    expect(attempt).toBe(0)
    pass = await sweepPartners(app.db, { userId: uid })
    expect(pass).toEqual({ done: 1, open: 0 })
    expect(await record(uid)).toBe('0.00')
    expect(await balance(app, p)).toBe('500.00')
    const withdrawals = partner.calls.filter(
      (c) => c.path === '/wallet/withdraw' && c.body.player === String(uid),
    )
    expect(withdrawals).toHaveLength(2)
    expect(withdrawals[0].body.transfer_id).toBe(withdrawals[1].body.transfer_id)
    await ledgerOk()
  })

  it('a player who never used a partner in transfer mode owes nothing and nobody is called', async () => {
    const p = await registerAndLogin(app)
    const uid = await userId(app, p)
    const before = partner.calls.length
    await exclude(p, '24h')
    expect(await sweeps(uid)).toEqual([])
    expect(partner.calls.length).toBe(before)
  })

  it('a break that extends another joins the sweep under way instead of adding one', async () => {
    const { p, uid } = await playingAtPartner(100)
    partner.fault = timeout
    await exclude(p, '24h')
    await exclude(p, '7d')
    expect(await sweeps(uid)).toHaveLength(1)
    partner.fault = null
    expect(await sweepPartners(app.db, { userId: uid })).toEqual({ done: 1, open: 0 })
    expect(await balance(app, p)).toBe('500.00')
  })
})
