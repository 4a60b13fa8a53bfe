// The bet slip's money math and price-change rules (src/machines/betSlip.logic.ts, and the machine
// over them): potential returns in integer cents through core/sportsbook, the limits, the parlay's
// rules, prices from a board refresh under each preference, one idempotency key per attempt.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { SportsBetData, SportsBetRequest } from '../../src/api/sports'
import { checkSlip, pickKey, prefAllows, repriced } from '../../src/machines/betSlip.logic'
import { betSlipMachine } from '../../src/machines/betSlip.machine'
import { board, limits, newPick, pick } from './betSlip-kit'

const base = { stakes: {}, parlayStake: '', limits, balance: '10000.00' }

describe('bet slip money', () => {
  it('a single returns floor(stake × odds) in cents', () => {
    const p = pick('vfl-1-1', 1950)
    const c = checkSlip({ ...base, picks: [p], mode: 'singles', stakes: { [pickKey(p)]: '100.01' } })
    expect(c.lines[0].potential).toBe(19501n)
    expect(c.totalStake).toBe(10001n)
    expect(c.bets).toEqual([
      { stake: '100.01', legs: [{ match_id: 'vfl-1-1', market: 'fb.1x2', selection: 'home', odds: 1950 }] },
    ])
  })

  it('a parlay multiplies the legs exactly and rounds down once', () => {
    const picks = [pick('vfl-1-1', 1950), pick('vfl-1-2', 2330), pick('vfl-1-3', 1010)]
    const c = checkSlip({ ...base, picks, mode: 'parlay', parlayStake: '10' })
    expect(c.parlayOdds).toBe(4588) // 1.95 × 2.33 × 1.01 = 4.588935 → 4.588
    // 1000 × 1950 × 2330 × 1010 / 10^9 = 4588.935 → 4588 cents
    expect(c.lines[0].potential).toBe(4588n)
    expect(c.bets?.[0].legs).toHaveLength(3)
  })

  it('refuses stakes outside the limits, a payout over the maximum, and a typed amount with 3 decimals', () => {
    const p = pick('vfl-1-1', 1950)
    const k = pickKey(p)
    const at = (stake: string, odds = 1950) =>
      checkSlip({ ...base, picks: [{ ...p, odds, accepted: odds }], mode: 'singles', stakes: { [k]: stake } })
        .problem
    expect(at('0.50')?.key).toBe('sb.stakeMin')
    expect(at('1000.01')?.key).toBe('sb.stakeMax')
    expect(at('1000', 6000)?.key).toBe('sb.payoutMax')
    expect(at('1.005')?.key).toBe('sbui.stakeShape')
    expect(at('1')).toBeNull()
  })

  it('a parlay needs 2-8 legs of different matches', () => {
    const one = checkSlip({ ...base, picks: [pick('m-1-1')], mode: 'parlay', parlayStake: '10' })
    expect(one.problem?.key).toBe('sb.parlayLegs')
    const same = checkSlip({
      ...base,
      picks: [pick('m-1-1'), pick('m-1-1', 3000, 'draw')],
      mode: 'parlay',
      parlayStake: '10',
    })
    expect(same.problem?.key).toBe('sb.sameMatch')
    expect(same.bets).toBeNull()
  })

  it('refuses a total stake above the balance', () => {
    const p = pick('vfl-1-1')
    const c = checkSlip({
      ...base,
      balance: '5.00',
      picks: [p],
      mode: 'singles',
      stakes: { [pickKey(p)]: '6' },
    })
    expect(c.problem?.key).toBe('sbui.balance')
  })
})

describe('price changes', () => {
  it('the preference decides which changes are taken without asking', () => {
    expect(prefAllows('any', 2000, 1900)).toBe(true)
    expect(prefAllows('higher', 2000, 2100)).toBe(true)
    expect(prefAllows('higher', 2000, 1900)).toBe(false)
    expect(prefAllows('none', 2000, 2100)).toBe(false)
  })

  it('a refresh flags a lower price under "higher" and blocks placing until accepted', () => {
    const [p] = repriced([pick('m-1-1', 2000)], board({ 'm-1-1': 1900 }), 'higher')
    expect(p).toMatchObject({ odds: 1900, accepted: 2000, moved: 'down' })
    const c = checkSlip({ ...base, picks: [p], mode: 'singles', stakes: { [pickKey(p)]: '10' } })
    expect(c.problem?.key).toBe('sbui.acceptFirst')
    const [up] = repriced([pick('m-1-1', 2000)], board({ 'm-1-1': 2100 }), 'higher')
    expect(up).toMatchObject({ odds: 2100, accepted: 2100, moved: 'up' })
  })

  it('a match that closed marks its picks closed', () => {
    const [p] = repriced([pick('m-1-1')], board({ 'm-1-1': 1950 }, 'closed'), 'any')
    expect(p.closed).toBe(true)
  })

  it('the machine: accept changes, place with one key reused on an unknown outcome, then confirm', async () => {
    const keys: string[] = []
    let calls = 0
    const machine = betSlipMachine.provide({
      actors: {
        place: fromPromise<SportsBetData, { body: SportsBetRequest; key: string }>(async ({ input }) => {
          keys.push(input.key)
          calls++
          if (calls === 1) throw Object.assign(new Error('timeout'), { code: 408 })
          return { bets: [], balance: '490.00' }
        }),
      },
      actions: { persistPref: () => {} },
    })
    const actor = createActor(machine, { input: { venue: 'jdsport', pref: 'none' } }).start()
    actor.send({ type: 'slip.board', board: board({ 'm-1-1': 2000 }) })
    actor.send({ type: 'slip.toggle', pick: newPick('m-1-1', 'fb.1x2', 'home', 2000) })
    actor.send({ type: 'slip.board', board: board({ 'm-1-1': 2100 }) })
    const k = pickKey(actor.getSnapshot().context.picks[0])
    actor.send({ type: 'slip.stake', key: k, value: '10' })
    actor.send({ type: 'slip.place' })
    expect(actor.getSnapshot().value).toBe('editing') // a change waits for acceptance
    actor.send({ type: 'slip.acceptChanges' })
    actor.send({ type: 'slip.place' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().context.errorCode).toBe(408)
    actor.send({ type: 'slip.place' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('confirmed')
    expect(keys[0]).toBe(keys[1])
    expect(actor.getSnapshot().context.balance).toBe('490.00')
    actor.stop()
  })
})
