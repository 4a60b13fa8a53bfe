// The scaffolding the in-house game tests share (docs/fairness.md). For the games drawn for everyone
// (PK10, 时时彩, roulette, 三公): a funded seamless player on a money app, the server clock pinned
// around a draw, a draw settled once under 100 parallel draw attempts, 100 parallel bets under one
// Idempotency-Key, and the verifier's own code replaying every draw of the run. For the games a
// player plays alone against the banker (炸金花, 二八杠): one key sent 100 times, and parallel
// seamless rounds of several players. The assertions live here; each test file keeps its game's own.
import { webcrypto } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, expect } from 'vitest'
import { type Call, calls } from '../../core/contract'
import { drawCombinedSeed } from '../../core/games/draws'
import { sha256Hex, subtleHmac } from '../../core/games/fair'
import { clock } from '../../server/clock'
import { recompute } from '../../src/machines/fairness.machine'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, balance, fund, moneyApp, userId, venue } from './money-kit'
import { ledgerWhole } from './sportsbook-bets-kit'

export const subtle = webcrypto.subtle as unknown as SubtleCrypto
export const hmac = subtleHmac(subtle)

type Bet = { bet: string; amount: number }
/** What a bet, draw or round call answers, as far as the kit reads it. */
// biome-ignore lint/suspicious/noExplicitAny: the kit serves four games' envelopes
type Env = { code: number; message: string; data: any }
type Db = FastifyInstance['db']

export type DrawGameSpec = {
  kind: 'pk10' | 'ssc' | 'roulette' | 'sangong'
  venue: string
  betCall: Call
  seedCall: Call
  drawCall: Call
  /** Draw every round due at `at` (the game's job, run by hand). */
  drawDue: (db: Db, at: Date) => Promise<string[]>
  nextDrawAt: (ms: number) => number
  /** The field of a draw's detail the verifier compares (cars, digits, numbers, cards). */
  outcome: 'cars' | 'digits' | 'numbers' | 'cards'
  /** The idempotency key prefix of the draw's win credits. */
  winKey: (issue: string) => string
}

/** Pin the server clock to `ms` (the draw job is run by hand at the draw time); `release` lets it go. */
const realNow = clock.now
export const at = (ms: number) => {
  clock.now = () => new Date(ms)
}
export const release = () => {
  clock.now = realNow
}

/** A player (new, or `p`) with `amount` deposited into the central wallet. */
async function fundedPlayer(app: FastifyInstance, amount: number, p?: Registered) {
  const who = p ?? (await registerAndLogin(app))
  await fund(app, who, amount)
  return who
}

/** A draw game's app and player, made once for the file, and its shared checks. */
export function drawGameKit(spec: DrawGameSpec) {
  const kit = {
    app: undefined as unknown as FastifyInstance,
    p: undefined as unknown as Registered,
    /** Every issue drawn during the run: the verifier replays each one. */
    drawn: [] as string[],
    bet: (who: Registered, bets: Bet[], key?: string): Promise<Env> =>
      callApi(kit.app, spec.betCall, { bets }, auth(who, key)) as Promise<Env>,

    /**
     * The p and two new players each stake `slips` at `t`; 100 draw attempts at once settle the draw
     * once. Answers the issue, its win credits and its settled rounds for the game's own checks.
     */
    async drawRace(t: number, slips: Bet[][], issueOf: (roundId: string) => string) {
      const { app } = kit
      const others = await Promise.all([registerAndLogin(app), registerAndLogin(app)])
      for (const o of others) {
        await fundedPlayer(app, 100, o)
        await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(o))
      }
      at(t)
      const rounds: string[] = []
      for (const who of [kit.p, ...others])
        for (const bets of slips) {
          const env = await kit.bet(who, bets)
          expect(env.code, env.message).toBe(200)
          rounds.push(env.data.round.round_id)
        }
      release()
      const issue = issueOf(rounds[0])
      const drawAt = new Date(spec.nextDrawAt(t))
      const results = await Promise.all(Array.from({ length: 100 }, () => spec.drawDue(app.db, drawAt)))
      expect(results.flat().filter((i) => i === issue)).toHaveLength(1)
      kit.drawn.push(issue)
      const [wins] = await app.db.query<{ n: number; paid: string | null }>(
        'SELECT count(*)::int AS n, sum(amount)::text AS paid FROM ledger_transfers WHERE idempotency_key LIKE $1',
        [`${spec.winKey(issue)}%`],
      )
      const settled = await app.db.query<{ status: number; valid_cents: string }>(
        'SELECT status, valid_cents FROM game_rounds WHERE draw_issue = $1',
        [issue],
      )
      return {
        issue,
        wins: Number(wins.n),
        paid: wins.paid,
        statuses: settled.map((r) => Number(r.status)),
        valid: settled.map((r) => Number(r.valid_cents)),
      }
    },

    /** 100 parallel bets at `t` with one Idempotency-Key: one round, the money moved once. */
    async keyStorm(t: number, bets: Bet[]) {
      at(t)
      const before = await balance(kit.app, kit.p)
      const key = `${spec.kind}-${Date.now()}`
      const answers = await Promise.all(Array.from({ length: 100 }, () => kit.bet(kit.p, bets, key)))
      release()
      const ok = answers.filter((a) => a.code === 200)
      expect(ok.length).toBeGreaterThan(0)
      expect(new Set(ok.map((a) => a.data.round.round_id)).size).toBe(1)
      expect(answers.every((a) => a.code === 200 || a.code === 429 || a.code === 409)).toBe(true)
      const staked = bets.reduce((s, b) => s + b.amount, 0)
      expect(Number(await balance(kit.app, kit.p))).toBeCloseTo(Number(before) - staked, 2)
    },

    /**
     * A contribution at `t` (counted), its draw, then every draw of the run replayed: the server seed
     * against its hash, the client seed from the contributions, and the verifier page's recomputation
     * (`also` adds a game's own check per draw). A foreign issue number is refused.
     */
    async verifyRun(opts: {
      t: number
      clientSeed: string
      foreignIssue: string
      drawDue?: (db: Db, at: Date) => Promise<string[]>
      also?: (issue: string, d: Env, clientSeed: string) => Promise<void>
    }) {
      const { app, p } = kit
      at(opts.t)
      const seeded = await callApi(app, spec.seedCall, { client_seed: opts.clientSeed }, auth(p))
      expect(seeded.code, seeded.message).toBe(200)
      const s = seeded.data as { contributions: number; issue: string }
      expect(s.contributions).toBe(1)
      release()
      kit.drawn.push(...(await (opts.drawDue ?? spec.drawDue)(app.db, new Date(spec.nextDrawAt(opts.t)))))
      expect(kit.drawn).toContain(s.issue)
      for (const issue of new Set(kit.drawn)) {
        const d = (await callApi(app, spec.drawCall, { issue }, auth(p))) as Env
        expect(d.code, d.message).toBe(200)
        expect(await sha256Hex(subtle, d.data.server_seed!)).toBe(d.data.server_hash)
        const clientSeed = await drawCombinedSeed(
          (x) => sha256Hex(subtle, x),
          spec.kind,
          issue,
          d.data.contributions,
        )
        expect(clientSeed).toBe(d.data.client_seed)
        await opts.also?.(issue, d, clientSeed)
        // The verifier page's own recomputation, as the browser runs it.
        const page = await recompute(
          {
            kind: spec.kind,
            venue: spec.venue,
            serverSeed: d.data.server_seed!,
            serverHash: d.data.server_hash,
            clientSeed: d.data.client_seed,
            nonce: '0',
            issue,
            contributions: d.data.contributions.join('\n'),
          },
          { [spec.outcome]: d.data[spec.outcome] },
          subtle,
        )
        expect([page.hashOk, page.combinedOk, page.matches]).toEqual([true, true, true])
      }
      expect((await callApi(app, spec.drawCall, { issue: opts.foreignIssue }, auth(p))).code).not.toBe(200)
    },
  }
  beforeAll(async () => {
    kit.app = await moneyApp()
    kit.p = await fundedPlayer(kit.app, 5000)
    // Seamless: the slips are staked from the central wallet, whose balance the API reads.
    expect((await callApi(kit.app, calls.uptransferstatus, { transferstatus: 1 }, auth(kit.p))).code).toBe(
      200,
    )
    return release
  })
  return kit
}

/** The ledger balances (the report is printed when it does not): the sportsbook kit's check. */
export { ledgerWhole as expectLedgerBalanced }

type Round = { round: { round_id: string; result: unknown } }

/** One Idempotency-Key sent 100 times at once: one round, the same answer every time, one stake. */
export async function playsOnceUnderStorm(
  app: FastifyInstance,
  p: Registered,
  venueCode: string,
  send: () => Promise<{ code: number; message: string; data: Round }>,
) {
  const before = await venue(app, p, venueCode)
  const answers = await Promise.all(Array.from({ length: 100 }, send))
  expect(answers[0].code, answers[0].message).toBe(200)
  for (const a of answers) expect(a.data).toEqual(answers[0].data)
  const id = answers[0].data.round.round_id
  const moved = await app.db.query<{ kind: string }>('SELECT kind FROM ledger_transfers WHERE ref = $1', [id])
  expect(moved.filter((m) => m.kind === 'bet')).toHaveLength(1)
  const net = (answers[0].data.round.result as { net: number }).net
  expect(Math.round(Number(await venue(app, p, venueCode)) * 100)).toBe(
    Math.round(Number(before) * 100) + net,
  )
}

/**
 * Seamless mode: `p` and `extra` new players each play `rounds` rounds at once; each round is settled
 * exactly once (distinct nonces, the central balance moved by their net), the bet record lists the
 * venue and the ledger balances.
 */
export async function seamlessCrowd(
  app: FastifyInstance,
  p: Registered,
  opts: {
    kind: string
    venueCode: string
    extra: number
    rounds: number
    play: (x: Registered) => Promise<{ code: number; message: string }>
  },
) {
  const players = [p, ...(await Promise.all(Array.from({ length: opts.extra }, () => registerAndLogin(app))))]
  for (const x of players.slice(1)) await fund(app, x, 1000)
  for (const x of players)
    expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(x))).code).toBe(200)
  const before = await Promise.all(players.map((x) => balance(app, x)))
  const plays = await Promise.all(
    players.flatMap((x) => Array.from({ length: opts.rounds }, () => opts.play(x))),
  )
  for (const r of plays) expect(r.code, r.message).toBe(200)
  for (const [i, x] of players.entries()) {
    const id = await userId(app, x)
    const rounds = await app.db.query<{ nonce: number; payout_cents: string; stake_cents: string }>(
      'SELECT nonce, payout_cents, stake_cents FROM game_rounds WHERE user_id = $1 AND kind = $2 AND wallet_account = $3',
      [id, opts.kind, `player:${id}:central`],
    )
    expect(rounds).toHaveLength(opts.rounds)
    expect(new Set(rounds.map((r) => r.nonce)).size).toBe(opts.rounds)
    const net = rounds.reduce((a, r) => a + Number(r.payout_cents) - Number(r.stake_cents), 0)
    expect(Math.round(Number(await balance(app, x)) * 100)).toBe(Math.round(Number(before[i]) * 100) + net)
  }
  const rec = await callApi(app, calls.betrecord, { date: 1, page: 1, api_type: '' }, auth(p))
  expect((rec.data as { data: { platform_type: string }[] }).data.map((r) => r.platform_type)).toContain(
    opts.venueCode,
  )
  await ledgerWhole(app)
}
