// The browser verifier on the slot machines (docs/games.md, "Slots"): a round recorded by a machine
// (its whole record, as the server stores it) recomputes from its seeds on Web Crypto and matches on the
// machine named in the record; a changed payout or the wrong machine does not match. The round's jackpot
// draw (docs/jackpot.md) recomputes for the round's stake and agrees with the record, or shows it does not.
import { createHmac, webcrypto } from 'node:crypto'
import { render } from '@testing-library/react'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { MACHINES } from '../../core/games/engines/slots/index'
import { subtleHmac } from '../../core/games/fair'
import { JACKPOT_ODDS, jackpotTriggered } from '../../core/games/jackpot'
import { replayRound } from '../../core/games/replay'
import type { RoundDetail } from '../../src/api/games'
import { type FairForm, fairnessMachine, recompute } from '../../src/machines/fairness.machine'
import { FairJackpot } from '../../src/views/games/FairJackpot'

const subtle = webcrypto.subtle as unknown as SubtleCrypto

describe('slot machine rounds in the verifier', () => {
  it('every machine’s round matches on its own machine, not on another or with another payout', async () => {
    const serverSeed = 'a'.repeat(64)
    const serverHash = Buffer.from(
      await subtle.digest('SHA-256', new TextEncoder().encode(serverSeed)),
    ).toString('hex')
    for (const [i, m] of MACHINES.entries()) {
      const seeds = { serverSeed, clientSeed: 'verify-me', nonce: i }
      const played = await replayRound(subtleHmac(subtle), 'slot', m.code, seeds)
      const recorded = played.kind === 'slot' ? played.slot : null
      const form = {
        kind: 'slot' as const,
        venue: m.code,
        serverSeed,
        serverHash,
        clientSeed: 'verify-me',
        nonce: String(i),
        issue: '',
        contributions: '',
      }
      const ok = await recompute(form, recorded, subtle)
      expect(ok.hashOk && ok.matches, m.code).toBe(true)
      const other = MACHINES[(i + 1) % MACHINES.length]
      expect((await recompute({ ...form, venue: other.code }, recorded, subtle)).matches, m.code).toBe(false)
      const tampered = {
        ...(recorded as object),
        credits: ((recorded as { credits: number }).credits ?? 0) + 1,
      }
      expect((await recompute(form, tampered, subtle)).matches, m.code).toBe(false)
    }
  })
})

/** The jackpot draw read independently of the app's code: big-endian words as wide as the range needs
 * (docs/fairness.md), rejection sampled. */
function drawnByHand(serverSeed: string, clientSeed: string, nonce: number, range: number) {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:jackpot`).digest()
  const width = range <= 2 ** 8 ? 1 : range <= 2 ** 16 ? 2 : range <= 2 ** 24 ? 3 : 4
  const limit = 2 ** (8 * width) - (2 ** (8 * width) % range)
  for (let i = 0; i + width <= bytes.length; i += width) {
    const u = bytes.readUIntBE(i, width)
    if (u < limit) return u % range
  }
  throw new Error('exhausted')
}

describe('the jackpot draw in the verifier', async () => {
  const serverSeed = 'c'.repeat(64)
  const serverHash = Buffer.from(
    await subtle.digest('SHA-256', new TextEncoder().encode(serverSeed)),
  ).toString('hex')
  const hmac = subtleHmac(subtle)
  const machine = MACHINES[0]
  const clientSeed = 'jackpot-check'
  const form = (nonce: number, stake?: string): FairForm => ({
    kind: 'slot',
    venue: machine.code,
    serverSeed,
    serverHash,
    clientSeed,
    nonce: String(nonce),
    issue: '',
    contributions: '',
    ...(stake === undefined ? {} : { stake }),
  })
  const slotOf = async (nonce: number) => {
    const played = await replayRound(hmac, 'slot', machine.code, { serverSeed, clientSeed, nonce })
    if (played.kind !== 'slot') throw new Error('not a slot round')
    return played.slot as object
  }
  /** The first nonce whose full-stake draw wins (or not) at `odds`. */
  const nonceWhere = async (odds: number, win: boolean) => {
    for (let nonce = 0; nonce < 200; nonce++)
      if ((await jackpotTriggered(hmac, { serverSeed, clientSeed, nonce }, 10_000n, odds)) === win)
        return nonce
    throw new Error('no such nonce')
  }

  it('a round that won recomputes as a win on its recorded odds and agrees', async () => {
    const nonce = await nonceWhere(3, true)
    const recorded = { ...(await slotOf(nonce)), jackpot: { odds: 3, amount: '5123.45', win: 1 } }
    const r = await recompute(form(nonce, '100.00'), recorded, subtle)
    expect(r.matches).toBe(true)
    expect(r.jackpot).toMatchObject({ won: true, odds: 3, oddsRecorded: true, range: 30_000, below: 10_000 })
    expect(r.jackpot).toMatchObject({ recordedWon: true, agrees: true })
    expect(r.jackpot?.drawn).toBe(drawnByHand(serverSeed, clientSeed, nonce, 30_000))
    expect(r.jackpot?.drawn).toBeLessThan(10_000)
  })

  it('a round that lost recomputes on the stated odds, for its own stake, and agrees', async () => {
    const nonce = await nonceWhere(JACKPOT_ODDS, false)
    const recorded = await slotOf(nonce)
    const r = await recompute(form(nonce, '5.00'), recorded, subtle)
    const range = JACKPOT_ODDS * 10_000
    expect(r.jackpot).toMatchObject({
      won: false,
      odds: JACKPOT_ODDS,
      oddsRecorded: false,
      range,
      below: 500,
    })
    expect(r.jackpot).toMatchObject({ recordedWon: false, agrees: true })
    expect(r.jackpot?.drawn).toBe(drawnByHand(serverSeed, clientSeed, nonce, range))
    expect(r.jackpot?.drawn).toBeGreaterThanOrEqual(500)
    // Typed in by hand (no stake) there is nothing to decide; without a machine round's record (a
    // classic-engine round, from before the jackpot) there was no draw.
    expect((await recompute(form(nonce), recorded, subtle)).jackpot).toBeNull()
    expect((await recompute(form(nonce, '5.00'), null, subtle)).jackpot).toBeNull()
    const { machine: _, ...classic } = recorded as Record<string, unknown>
    expect((await recompute(form(nonce, '5.00'), classic, subtle)).jackpot).toBeNull()
  })

  it('a record claiming a jackpot the draw did not give shows a mismatch on the page’s flow', async () => {
    const nonce = await nonceWhere(JACKPOT_ODDS, false)
    const slot = await slotOf(nonce)
    const detail = {
      round: {
        round_id: 'SL-1',
        venue: 'jdslot',
        game_code: machine.code,
        game_name: machine.code,
        kind: 'slot',
        stake: '100.00',
        payout: '5000.00',
        status: 1,
        result: {
          ...slot,
          machine: machine.code,
          jackpot: { odds: JACKPOT_ODDS, amount: '5000.00', win: 7 },
        },
        bets: [],
        balance_before: '100.00',
        balance_after: '5000.00',
        nonce,
        issue: null,
        server_hash: serverHash,
        client_seed: clientSeed,
        created_at: '2031-01-01 08:00:00',
      },
      server_seed: serverSeed,
      server_hash: serverHash,
      client_seed: clientSeed,
      nonce,
      contributions: [],
    } as unknown as RoundDetail
    const actor = createActor(
      fairnessMachine.provide({ actors: { loadRound: fromPromise(async () => detail) } }),
      { input: { form: form(0), roundId: 'SL-1' } },
    )
    try {
      actor.start()
      const done = await waitFor(actor, (s) => s.context.result !== null, { timeout: 5000 })
      expect(done.context.form.stake).toBe('100.00')
      // The reels agree; the jackpot does not.
      expect(done.context.result?.matches).toBe(true)
      expect(done.context.result?.jackpot).toMatchObject({ won: false, recordedWon: true, agrees: false })
      // And the page says so in plain words.
      const check = done.context.result?.jackpot
      if (!check) throw new Error('no jackpot check')
      const { container, unmount } = render(createElement(FairJackpot, { check }))
      const text = container.textContent ?? ''
      unmount()
      const drawn = String(check.drawn).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
      expect(text).toContain(`奖池抽签：未中（中奖需抽到小于 10,000 的数，本局抽到 ${drawn}）`)
      expect(text).toContain('与记录不一致：记录为中奖，抽签结果为未中')
      expect(text).toContain('中奖率按本局记录的 1/50,000 计算')
    } finally {
      actor.stop()
    }
  })
})
