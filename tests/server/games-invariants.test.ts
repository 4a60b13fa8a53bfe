// Ledger invariants after 10^4 random rounds (3·10^3 on PGlite) played concurrently: slot spins and sic bo rolls from
// venue wallets and from the central wallet, fast-3 bets settled by draws, seamless bets, wins and
// rollbacks, and rounds played at the partner from the wallet it keeps (transfer mode), booked from
// its journal while play goes on. At the end every ledger check holds (conservation, entries = balances, no negative
// wallet) and an in-memory model of each player's money equals the ledger: funding - stakes +
// payouts, per player, and the house's result is the exact opposite.
import { randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { BizError } from '../../server/errors'
import { betFast3, drawDue } from '../../server/games/fast3'
import { houseBalance } from '../../server/games/house'
import { partnerState, syncRounds } from '../../server/games/partner'
import { betSicbo, spinSlot } from '../../server/games/play'
import { providerSecrets } from '../../server/games/seamless'
import { accountBalance, acct, checkLedger, ensurePlayerAccounts, transfer } from '../../server/ledger'
import { SeamlessClient } from '../../server/sandbox/client'
import { callApi, registerAndLogin } from './helpers'
import { auth, moneyApp, userId } from './money-kit'
import { addPartnerVenue, installSandboxPartner, PARTNER_VENUE } from './sandbox-kit'

// 10^4 on PostgreSQL (test:pg), where the rounds really run side by side on separate connections;
// 3·10^3 on the embedded database, whose one connection takes them in turn anyway (docs/operations.md).
const ROUNDS = Number(process.env.GAMES_INVARIANT_ROUNDS || (process.env.DATABASE_URL ? 10_000 : 3_000))
const PLAYERS = 12
const WORKERS = 8
const FUND = 2_000_000n

let app: FastifyInstance
let partner: ReturnType<typeof installSandboxPartner>
type P = { id: number; session: string; seamless: boolean }
const players: P[] = []

beforeAll(async () => {
  app = await moneyApp()
  partner = installSandboxPartner(app)
  await addPartnerVenue(app)
  for (let i = 0; i < PLAYERS; i++) {
    const p = await registerAndLogin(app)
    const id = await userId(app, p)
    const seamless = i % 2 === 0
    await app.db.tx(async (q) => {
      await ensurePlayerAccounts(q, id)
      // Seamless players hold their money centrally; transfer-mode players in their venue wallets
      // (the partner's one is filled below through the transfer API: the partner keeps it).
      const wallets = seamless
        ? [acct.central(id)]
        : [acct.central(id), ...['jdslot', 'jdlive', 'jdlottery'].map((v) => acct.venue(id, v))]
      for (const w of wallets)
        await transfer(q, {
          debit: acct.promo('adjustment'),
          credit: w,
          amount: FUND,
          kind: 'adjustment',
          userId: id,
        })
    })
    if (seamless) await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))
    else {
      const moved = await callApi(
        app,
        calls.transfer,
        { amount: Number(FUND) / 100, sourcetype: 'userbalance', targettype: PARTNER_VENUE },
        auth(p),
      )
      expect(moved.code, moved.message).toBe(200)
    }
    // Seamless players get a callback session; transfer-mode players a session on the partner's wallet.
    const launch = await callApi(app, calls.getGameUrl, { plat_name: PARTNER_VENUE, game_code: '' }, auth(p))
    players.push({ id, seamless, session: new URL(launch.data.url).searchParams.get('session')! })
  }
}, 120_000)

describe('ledger invariants under random concurrent play', () => {
  it(`${ROUNDS} rounds on ${WORKERS} concurrent workers keep the ledger balanced and match the model`, async () => {
    const client = new SeamlessClient(async (path, raw, headers) => {
      const res = await app.inject({ method: 'POST', url: path, payload: raw, headers })
      return { status: res.statusCode, body: res.json() }
    }, providerSecrets().sandbox)
    const houseBefore = new Map<string, bigint>()
    for (const v of ['jdslot', 'jdlive', 'jdlottery', PARTNER_VENUE])
      houseBefore.set(v, await houseBalance(app.db.query, v))
    let played = 0
    let refused = 0
    let seq = 0
    const one = async () => {
      const p = players[randomInt(PLAYERS)]
      const pick = randomInt(100)
      try {
        if (pick < 55)
          await app.db.tx((q) =>
            spinSlot(q, p.id, { venue: 'jdslot', game: '', stake: [100n, 200n, 500n][randomInt(3)] }),
          )
        else if (pick < 75)
          await app.db.tx((q) =>
            betSicbo(q, p.id, {
              venue: 'jdlive',
              bets: [{ bet: ['big', 'small', 'sum:10', 'triple:3'][randomInt(4)], amount: 200n }],
            }),
          )
        else if (pick < 85)
          await app.db.tx((q) =>
            betFast3(
              q,
              p.id,
              { bets: [{ bet: ['big', 'odd', 'sum:11'][randomInt(3)], amount: 100n }] },
              new Date(Date.UTC(2031, 0, 1, 0, randomInt(1000), 10)),
            ),
          )
        else if (!p.seamless) {
          const r = await partner.play(p.session, randomInt(3), 3)
          if (r.code !== 200) throw new Error(`partner play: ${r.message}`)
          // Book the partner's journal now and then, concurrently with play.
          if (randomInt(10) === 0) await syncRounds(app.db)
        } else {
          const round = `inv-${++seq}`
          const bet = await client.bet(p.session, `${round}-b`, round, '3.00')
          if (bet.code === 200) {
            if (randomInt(5) === 0) await client.rollback(p.session, `${round}-rb`, round, `${round}-b`)
            else
              await client.win(p.session, `${round}-w`, round, randomInt(2) ? '5.70' : '0.00', `${round}-b`)
          }
        }
        played++
      } catch (e) {
        if (!(e instanceof BizError)) throw e
        refused++
      }
    }
    const started = Date.now()
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, w) => {
        for (let i = w; i < ROUNDS; i += WORKERS) await one()
      }),
    )
    // Settle every fast-3 issue the bets went to (their draw times are all in the past of 2031-01-02),
    // book the partner's last rounds.
    while ((await drawDue(app.db, new Date(Date.UTC(2031, 0, 2)), 50)).length) {}
    await syncRounds(app.db)
    const seconds = (Date.now() - started) / 1000
    console.log(
      `${played} rounds played, ${refused} refused, in ${seconds.toFixed(1)} s (${(played / seconds).toFixed(0)} rounds/s)`,
    )
    expect(played + refused).toBe(ROUNDS)

    const report = await checkLedger(app.db.query)
    expect(
      report.ok,
      JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe(true)
    const [{ open }] = await app.db.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM game_rounds WHERE kind = 'fast3' AND status = 2`,
    )
    expect(open).toBe(0)

    // The model: each player's wallets = funding - stakes + payouts of their rounds (rolled-back stakes are 0).
    const { merchant } = await partnerState(app.db.query, 'sandbox')
    let houseNet = 0n
    for (const p of players) {
      const [m] = await app.db.query<{ stake: string; payout: string }>(
        `SELECT coalesce(sum(stake_cents), 0)::text AS stake, coalesce(sum(payout_cents), 0)::text AS payout FROM game_rounds WHERE user_id = $1`,
        [p.id],
      )
      const [w] = await app.db.query<{ total: string }>(
        `SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts WHERE user_id = $1`,
        [p.id],
      )
      const funding = p.seamless ? FUND : FUND * 4n
      expect(BigInt(w.total)).toBe(funding - BigInt(m.stake) + BigInt(m.payout))
      // The partner's wallet and our record of it agree once its rounds are booked.
      if (!p.seamless)
        expect(BigInt(partner.wallet.balance(merchant, String(p.id), PARTNER_VENUE))).toBe(
          await accountBalance(app.db.query, acct.venue(p.id, PARTNER_VENUE)),
        )
      houseNet += BigInt(m.stake) - BigInt(m.payout)
    }
    const [g] = await app.db.query<{ total: string }>(
      `SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts WHERE code LIKE 'sys:game:%' OR kind = 'jackpot'`,
    )
    // The house and the slot jackpot's pool together (the pool is the house's, owed to the next winner).
    expect(BigInt(g.total)).toBe(houseNet)
    // Per venue, the house shards together hold exactly that venue's stakes minus payouts, and the
    // rounds really were spread over several shards.
    const byVenue = await app.db.query<{ venue_code: string; net: string }>(
      `SELECT venue_code, (sum(stake_cents) - sum(payout_cents))::text AS net FROM game_rounds
       WHERE user_id = ANY($1) GROUP BY venue_code`,
      [players.map((p) => p.id)],
    )
    expect(byVenue.length).toBeGreaterThanOrEqual(4)
    // What a venue's rounds put into the jackpot pool, net of the pool they won (docs/jackpot.md).
    const toPool = async (venue: string) => {
      const [j] = await app.db.query<{ net: string }>(
        `SELECT coalesce(sum(CASE WHEN c.kind = 'jackpot' THEN t.amount ELSE -t.amount END), 0)::text AS net
           FROM ledger_transfers t JOIN ledger_accounts c ON c.id = t.credit_account_id
           JOIN ledger_accounts d ON d.id = t.debit_account_id
          WHERE t.venue_code = $1 AND (c.kind = 'jackpot' OR d.kind = 'jackpot')`,
        [venue],
      )
      return BigInt(j.net)
    }
    for (const v of byVenue)
      expect(
        (await houseBalance(app.db.query, v.venue_code)) -
          (houseBefore.get(v.venue_code) ?? 0n) +
          (await toPool(v.venue_code)),
      ).toBe(BigInt(v.net))
    const [{ used }] = await app.db.query<{ used: number }>(
      `SELECT count(DISTINCT a.id)::int AS used FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.venue_code = 'jdslot' AND a.kind = 'game_result'`,
    )
    expect(used).toBeGreaterThan(1)
  }, 900_000)
})
