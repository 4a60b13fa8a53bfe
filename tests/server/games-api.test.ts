// The games API end to end on the real app: launch URLs through the gateway, slot and sic bo rounds
// from the venue wallet (transfer mode) and the central wallet (seamless mode), fast-3 bets settled
// by the draw, seed rotation and the recomputation of a past round from its revealed seeds, fast-3's
// shared client seed from the players' contributions, the rounds in betrecord, and the ledger still
// balanced at the end.
import { createHash, webcrypto } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { fast3CombinedSeed, fast3NextDrawAt } from '../../core/games/engines/fast3'
import { machinePayout } from '../../core/games/engines/slots/play'
import { sha256Hex, subtleHmac } from '../../core/games/fair'
import { replayRound } from '../../core/games/replay'
import { centsToWire } from '../../core/money'
import { clock } from '../../server/clock'
import { betFast3, contributeFast3, drawDue } from '../../server/games/fast3'
import { checkLedger } from '../../server/ledger'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, balance, fund, moneyApp, userId, venue } from './money-kit'
import { addPartnerVenue, PARTNER_VENUE } from './sandbox-kit'

let app: FastifyInstance
let p: Registered
const subtle = webcrypto.subtle as unknown as SubtleCrypto
const hmac = subtleHmac(subtle)

beforeAll(async () => {
  app = await moneyApp()
  await addPartnerVenue(app)
  p = await registerAndLogin(app)
  await fund(app, p, 5000)
})

describe('getGameUrl', () => {
  it('sends in-house venues to this site and partner venues to the sandbox with a launch session', async () => {
    const slot = await callApi(
      app,
      calls.getGameUrl,
      { plat_name: 'jdslot', game_code: 'jdslot-02', game_type: 3 },
      {
        ...auth(p),
        headers: { origin: 'http://site.test:5173' },
      },
    )
    expect(slot.code, slot.message).toBe(200)
    expect(slot.data.url).toBe('http://site.test:5173/#/play/slot?venue=jdslot&game=jdslot-02')
    const sic = await callApi(
      app,
      calls.getGameUrl,
      { plat_name: 'jdlive', game_code: 'sicbo', game_type: 1 },
      auth(p),
    )
    expect(sic.data.url).toMatch(/^http:\/\/[^/]+\/#\/play\/sicbo\?venue=jdlive&game=sicbo$/)
    // The sports venues are the in-house sportsbook; a chess/cards partner goes to the partner.
    const sport = await callApi(
      app,
      calls.getGameUrl,
      { plat_name: 'xysport', game_code: '', game_type: 5 },
      auth(p),
    )
    expect(sport.data.url).toMatch(/^http:\/\/[^/]+\/#\/play\/sports\?venue=xysport$/)
    const partnerGame = await callApi(
      app,
      calls.getGameUrl,
      { plat_name: PARTNER_VENUE, game_code: '', game_type: 6 },
      auth(p),
    )
    expect(partnerGame.data.url).toMatch(/^http:\/\/127\.0\.0\.1:8090\/launch\?session=[\w-]+&venue=sbchess/)
    const unknown = await callApi(app, calls.getGameUrl, { plat_name: 'nosuch', game_code: '' }, auth(p))
    expect(unknown.code).toBe(1000)
    const anon = await callApi(app, calls.getGameUrl, { plat_name: 'jdslot', game_code: '' })
    expect(anon.code).toBe(401)
  })
})

describe('in-house rounds', () => {
  it('transfer mode: a spin plays from the venue wallet and is refused without funds there', async () => {
    const broke = await callApi(
      app,
      gameCalls.slotSpin,
      { venue: 'jdslot', game: 'jdslot-01', stake: 1 },
      auth(p),
    )
    expect(broke.code).toBe(210)
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
    const table = await callApi(app, gameCalls.gameTable, { venue: 'jdslot', kind: 'slot' }, auth(p))
    expect(table.data.wallet).toBe('venue')
    expect(table.data.balance).toBe('100.00')
    expect(table.data.seed.server_hash).toMatch(/^[0-9a-f]{64}$/)
    const spin = await callApi(
      app,
      gameCalls.slotSpin,
      { venue: 'jdslot', game: 'jdslot-01', stake: 2 },
      auth(p),
    )
    expect(spin.code, spin.message).toBe(200)
    const r = spin.data.round
    expect(r.stake).toBe('2.00')
    expect(r.balance_before).toBe('100.00')
    const result = r.result as { machine: string; credits: number }
    expect(result.machine).toBe('jdslot-01')
    expect(r.payout).toBe(centsToWire(machinePayout(200n, result)))
    expect(spin.data.balance).toBe(r.balance_after)
    expect(await venue(app, p, 'jdslot')).toBe(r.balance_after)
    expect(await balance(app, p)).toBe('4900.00')
    const bad = await callApi(app, gameCalls.slotSpin, { venue: 'jdslot', stake: 3 }, auth(p))
    expect(bad.code).toBe(1000)
  })

  it('seamless mode: sic bo plays straight from the central wallet', async () => {
    expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))).code).toBe(200)
    const before = await balance(app, p)
    const bet = await callApi(
      app,
      gameCalls.sicboBet,
      {
        venue: 'jdlive',
        bets: [
          { bet: 'big', amount: 10 },
          { bet: 'sum:9', amount: 5 },
        ],
      },
      auth(p),
    )
    expect(bet.code, bet.message).toBe(200)
    expect(bet.data.round.balance_before).toBe(before)
    expect(await balance(app, p)).toBe(bet.data.balance)
    const bad = await callApi(
      app,
      gameCalls.sicboBet,
      { venue: 'jdlive', bets: [{ bet: 'sum:3', amount: 10 }] },
      auth(p),
    )
    expect(bad.code).toBe(1000)
  })

  it('a spin retried with its Idempotency-Key answers the same round and plays nothing more, even in parallel', async () => {
    const key = `spin-${Date.now()}`
    const opts = { ...auth(p), headers: { 'idempotency-key': key } }
    const before = await callApi(app, gameCalls.gameTable, { venue: 'jdslot', kind: 'slot' }, auth(p))
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callApi(app, gameCalls.slotSpin, { venue: 'jdslot', stake: 1 }, opts)),
    )
    const played = answers.filter((a) => a.code === 200)
    expect(played.length).toBeGreaterThan(0)
    // The others met the first attempt still running (409) or its stored answer: never a second round.
    for (const a of answers) expect([200, 409]).toContain(a.code)
    expect(new Set(played.map((a) => a.data.round.round_id)).size).toBe(1)
    const replay = await callApi(app, gameCalls.slotSpin, { venue: 'jdslot', stake: 1 }, opts)
    expect(replay.data.round.round_id).toBe(played[0].data.round.round_id)
    const after = await callApi(app, gameCalls.gameTable, { venue: 'jdslot', kind: 'slot' }, auth(p))
    expect(after.data.seed.nonce - before.data.seed.nonce).toBe(1)
    // The same key with another stake is a reused key, refused.
    expect((await callApi(app, gameCalls.slotSpin, { venue: 'jdslot', stake: 2 }, opts)).code).toBe(1000)
  })

  it('rotating the seed reveals it, and every round of that seed recomputes to the recorded result', async () => {
    for (let i = 0; i < 3; i++) await callApi(app, gameCalls.slotSpin, { venue: 'jdslot', stake: 1 }, auth(p))
    const table = await callApi(app, gameCalls.gameTable, { venue: 'jdslot', kind: 'slot' }, auth(p))
    const hidden = await callApi(
      app,
      gameCalls.gameRound,
      { round_id: table.data.rounds[0].round_id },
      auth(p),
    )
    expect(hidden.data.server_seed).toBeNull()
    const rot = await callApi(
      app,
      gameCalls.seedRotate,
      { kind: 'slot', client_seed: 'my-lucky-seed' },
      auth(p),
    )
    expect(rot.code, rot.message).toBe(200)
    expect(rot.data.previous.server_hash).toBe(table.data.seed.server_hash)
    expect(rot.data.current.client_seed).toBe('my-lucky-seed')
    expect(rot.data.current.nonce).toBe(0)
    for (const r of table.data.rounds) {
      const d = await callApi(app, gameCalls.gameRound, { round_id: r.round_id }, auth(p))
      expect(d.data.server_seed).toBe(rot.data.previous.server_seed)
      // A slot round replays on the machine it names (no game code: the venue's first machine).
      const machine = (r.result as { machine: string }).machine
      expect(machine).toBe('jdslot-01')
      const again = await replayRound(hmac, 'slot', machine, {
        serverSeed: d.data.server_seed!,
        clientSeed: d.data.client_seed,
        nonce: d.data.nonce,
      })
      // The whole recorded result (toEqual ignores the jackpot key, absent unless the jackpot was won).
      expect(again.kind === 'slot' && again.slot).toEqual({ ...(r.result as object), jackpot: undefined })
    }
    const bad = await callApi(app, gameCalls.seedRotate, { kind: 'slot', client_seed: 'has space' }, auth(p))
    expect(bad.code).toBe(1000)
  })

  it('fast-3: bets wait for the draw, which settles them once and reveals a seed that matches', async () => {
    // Bets close 5 s before a draw: play at :20 of the next minute, whatever the second is now.
    const betAt = new Date(fast3NextDrawAt(Date.now()) + 20_000)
    const realNow = clock.now
    clock.now = () => betAt
    const bet = await callApi(
      app,
      gameCalls.fast3Bet,
      {
        bets: [
          { bet: 'big', amount: 10 },
          { bet: 'odd', amount: 10 },
        ],
      },
      auth(p),
    )
    expect(bet.code, bet.message).toBe(200)
    expect(bet.data.round.status).toBe(2)
    const state = await callApi(app, gameCalls.fast3State, {}, auth(p)).finally(() => {
      clock.now = realNow
    })
    expect(state.data.issue).toBe(bet.data.issue)
    const drawAt = new Date(fast3NextDrawAt(betAt.getTime()))
    const drawn = await drawDue(app.db, drawAt)
    expect(drawn).toContain(bet.data.issue)
    expect(await drawDue(app.db, drawAt)).not.toContain(bet.data.issue)
    const d = await callApi(app, gameCalls.gameRound, { round_id: bet.data.round.round_id }, auth(p))
    expect(d.data.round.status).toBe(1)
    const dice = (d.data.round.result as { dice: number[] }).dice
    const again = await replayRound(hmac, 'fast3', 'jdlottery', {
      serverSeed: d.data.server_seed!,
      clientSeed: d.data.client_seed,
      nonce: 0,
    })
    expect(again.kind !== 'slot' && again.dice).toEqual(dice)
    const sum = dice[0] + dice[1] + dice[2]
    const expected = (sum >= 11 ? 1960 : 0) + (sum % 2 === 1 ? 1960 : 0)
    expect(d.data.round.payout).toBe((expected / 100).toFixed(2))
  })

  it('fast-3 client seed: players contribute until the close, the draw uses the published combination', async () => {
    const other = await registerAndLogin(app)
    const now = Date.now()
    // Far from the close, whatever the second of the minute: play at :20 of the issue two minutes on
    // (the test before draws the next minute's).
    const at = new Date(fast3NextDrawAt(now) + 120_000 + 20_000)
    const a = await contributeFast3(app.db, await userId(app, p), 'alice-seed-1', at)
    expect(a).toMatchObject({ contributions: 1, my_seed: 'alice-seed-1' })
    const b = await contributeFast3(app.db, await userId(app, other), 'bob:seed', at)
    expect(b.issue).toBe(a.issue)
    expect(b.contributions).toBe(2)
    // A player replaces their own contribution; the count stays.
    const a2 = await contributeFast3(app.db, await userId(app, p), 'alice-seed-2', at)
    expect(a2.contributions).toBe(2)
    const material = JSON.stringify([`fast3-${a.issue}`, 'alice-seed-2', 'bob:seed'])
    expect(a2.client_seed).toBe(createHash('sha256').update(material).digest('hex'))
    expect(a2.client_seed).not.toBe(b.client_seed)
    // The same combination in the browser's code (Web Crypto).
    expect(await fast3CombinedSeed((t) => sha256Hex(subtle, t), a.issue, ['bob:seed', 'alice-seed-2'])).toBe(
      a2.client_seed,
    )
    // Bets close 5 s before the draw: so do contributions.
    const drawAt = fast3NextDrawAt(at.getTime())
    await expect(
      contributeFast3(app.db, await userId(app, other), 'late', new Date(drawAt - 5000)),
    ).rejects.toMatchObject({ code: 203 })
    const uid = await userId(app, p)
    const bet = await app.db.tx((q) => betFast3(q, uid, { bets: [{ bet: 'small', amount: 500n }] }, at))
    expect(await drawDue(app.db, new Date(drawAt))).toContain(a.issue)
    const d = await callApi(app, gameCalls.gameRound, { round_id: bet.round.round_id }, auth(p))
    expect(d.code, d.message).toBe(200)
    expect(d.data.client_seed).toBe(a2.client_seed)
    expect(d.data.contributions).toEqual(['alice-seed-2', 'bob:seed'])
    const again = await replayRound(hmac, 'fast3', 'jdlottery', {
      serverSeed: d.data.server_seed!,
      clientSeed: d.data.client_seed,
      nonce: 0,
    })
    expect(again.kind !== 'slot' && again.dice).toEqual((d.data.round.result as { dice: number[] }).dice)
    const draw = await callApi(app, gameCalls.fast3Draw, { issue: a.issue }, auth(other))
    expect(draw.data).toMatchObject({
      issue: a.issue,
      server_seed: d.data.server_seed,
      client_seed: a2.client_seed,
      contributions: ['alice-seed-2', 'bob:seed'],
    })
    // Through the API: the open issue's state carries the live combination and the caller's own seed.
    const seeded = await callApi(app, gameCalls.fast3Seed, { client_seed: 'via-api' }, auth(other))
    if (seeded.code === 200) {
      const state = await callApi(app, gameCalls.fast3State, {}, auth(other))
      expect(state.data).toMatchObject({ issue: seeded.data.issue, my_seed: 'via-api' })
      expect(state.data.client_seed).toBe(seeded.data.client_seed)
    } else expect(seeded.code).toBe(203) // this run hit the last 5 s of a minute
    expect((await callApi(app, gameCalls.fast3Seed, { client_seed: 'has space' }, auth(other))).code).toBe(
      1000,
    )
  })

  it('rounds are in betrecord and the ledger balances', async () => {
    const rec = await callApi(app, calls.betrecord, { date: 1, page: 1, api_type: '' }, auth(p))
    expect(rec.code).toBe(200)
    expect(rec.data.total).toBeGreaterThanOrEqual(6)
    expect(rec.data.data.map((r) => r.platform_type)).toEqual(
      expect.arrayContaining(['jdslot', 'jdlive', 'jdlottery']),
    )
    const report = await checkLedger(app.db.query)
    expect(
      report.ok,
      JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe(true)
  })
})
