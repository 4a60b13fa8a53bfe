// The slot machines (docs/games.md, "Slots"): ten distinct machines, two per slot venue; each stated RTP
// is the exact figure (or, with cascades, the simulated one) and agrees with the committed 10^7-spin
// measurement within 0.3 pp; a fast seeded sample agrees within its own tolerance; the feature modules
// do what their rules say; rounds are a pure function of the fair stream; artwork and captions agree.
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SLOT_TITLES } from '../../core/content/venues'
import { SLOT_TITLES_EN } from '../../core/content/venues-en'
import { screenWins, winningCells } from '../../core/games/engines/slots/evaluate'
import { exactRtp, holdChain } from '../../core/games/engines/slots/exact'
import { MACHINES, machineFor, SLOT_MACHINES, venueMachines } from '../../core/games/engines/slots/index'
import { MEASURED } from '../../core/games/engines/slots/measured'
import { machinePayout, playHold, spinMachine } from '../../core/games/engines/slots/play'
import { seededSource, simulate, volatilityOf } from '../../core/games/engines/slots/simulate'
import { CREDITS, MAX_CASCADES, MAX_FREE_SPINS, type Machine } from '../../core/games/engines/slots/types'
import { drawFairSync, type RandomSource, streamSourceSync } from '../../core/games/fair'
import { drawOutcome } from '../../core/games/replay'

const VENUES = ['jdslot', 'xyslot', 'fhslot', 'jlslot', 'tbslot']
const hmac = (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest())

/** A source that replays a script of integers (checked against the range asked for). */
const scripted = (values: number[]): RandomSource => {
  let i = 0
  return {
    int(n) {
      const v = values[i++]
      if (v === undefined || v >= n) throw new Error(`script ran out or out of range at ${i - 1} (n=${n})`)
      return v
    },
  }
}

describe('the machines', () => {
  it('are ten distinct machines, at least two per venue, with their own tables', () => {
    expect(MACHINES.length).toBeGreaterThanOrEqual(10)
    for (const v of VENUES) expect(venueMachines(v).length).toBeGreaterThanOrEqual(2)
    expect(new Set(MACHINES.map((m) => m.code)).size).toBe(MACHINES.length)
    expect(new Set(MACHINES.map((m) => m.title)).size).toBe(MACHINES.length)
    expect(new Set(MACHINES.map((m) => JSON.stringify([m.strips, m.pays]))).size).toBe(MACHINES.length)
    // Both pay modes, and every feature module on at least one machine.
    const features = new Set(MACHINES.flatMap((m) => m.features))
    for (const f of ['lines', 'ways', 'wildMultiplier', 'freeSpins', 'cascade', 'holdAndSpin'])
      expect(features, f).toContain(f)
    expect(new Set(MACHINES.map((m) => m.volatility))).toEqual(new Set(['low', 'medium', 'high']))
  })

  it('declare exactly the features their tables switch on', () => {
    for (const m of MACHINES) {
      const on = new Set<string>([m.mode])
      if (m.wildMultiplier) on.add('wildMultiplier')
      if (m.scatter) on.add('freeSpins')
      if (m.cascade) on.add('cascade')
      if (m.hold) on.add('holdAndSpin')
      expect(new Set(m.features), m.code).toEqual(on)
      expect(m.strips).toHaveLength(5)
      for (const strip of [...m.strips, ...(m.scatter?.strips ?? [])])
        for (const s of strip) expect(s >= 0 && s < m.symbols.length, m.code).toBe(true)
      expect(m.pays).toHaveLength(m.symbols.length)
    }
  })

  it('state the exact RTP where it is computable, and cascades the simulated one', () => {
    for (const m of MACHINES) {
      const exact = exactRtp(m)
      if (m.cascade) {
        expect(exact).toBeNull()
        expect(m.rtpBasis).toBe('simulated')
      } else {
        expect(m.rtpBasis).toBe('exact')
        expect(exact, m.code).toBeCloseTo(m.rtp, 6)
      }
      expect(m.rtp > 0.94 && m.rtp < 0.98, m.code).toBe(true)
    }
  })

  it('agree with the committed 10^7-spin simulation within 0.3 pp, and state its volatility class', () => {
    for (const m of MACHINES) {
      const s = MEASURED[m.code]
      expect(s, m.code).toBeDefined()
      expect(s.spins).toBeGreaterThanOrEqual(10_000_000)
      expect(Math.abs(s.rtp - m.rtp), m.code).toBeLessThanOrEqual(0.003)
      expect(m.volatility, m.code).toBe(volatilityOf(s.sd))
    }
  })

  it('a fast seeded sample of every machine lands within five standard errors of its RTP', () => {
    for (const m of MACHINES) {
      const n = 20_000
      const s = simulate(m, n, 4242)
      const sd = MEASURED[m.code].sd
      expect(Math.abs(s.rtp - m.rtp), m.code).toBeLessThanOrEqual((5 * sd) / Math.sqrt(n))
    }
  }, 20_000)
})

describe('feature modules', () => {
  const ways = SLOT_MACHINES['jlslot-02']
  it('ways: a symbol on reels 1-3 pays per way, a wild multiplier multiplies its ways', () => {
    // Koi (1) twice on reel 1, once on reel 2, a ×3 wild on reel 3; nothing on reel 4.
    const grid = [
      [1, 1, 4],
      [1, 5, 6],
      [0, 7, 6],
      [2, 3, 5],
      [2, 3, 5],
    ]
    const mult = grid.map((c) => c.map(() => 1))
    mult[2][0] = 3
    const koi = screenWins(ways, grid, mult).find((w) => w.symbol === 1)
    expect(koi).toMatchObject({ count: 3, ways: 2, credits: ways.pays[1][0] * 2 * 3 })
    const plain = screenWins(ways, grid).find((w) => w.symbol === 1)
    expect(plain?.credits).toBe(ways.pays[1][0] * 2)
  })

  it('cascades: winners vanish, the strip above drops in, the chain multiplier rises and stops', () => {
    const m = SLOT_MACHINES['jlslot-01']
    let found = false
    const src = seededSource(99)
    for (let i = 0; i < 3000 && !found; i++) {
      const r = spinMachine(m, src)
      if (r.screens.length < 3) continue
      found = true
      r.screens.forEach((s, k) => {
        expect(s.multiplier).toBe(m.cascade?.multipliers[Math.min(k, 4)])
        if (k < r.screens.length - 1) expect(s.wins.length).toBeGreaterThan(0)
      })
      expect(r.screens.length).toBeLessThanOrEqual(MAX_CASCADES)
      // Each reel that lost k cells shows, on top, the k symbols of its strip above the stop.
      const first = r.screens[0]
      const hit = winningCells(m, first.grid, first.wins)
      first.grid.forEach((_, reel) => {
        const gone = hit[reel].filter(Boolean).length
        const strip = m.strips[reel]
        for (let i = 0; i < gone; i++)
          expect(r.screens[1].grid[reel][i]).toBe(
            strip[(r.stops[reel] - gone + i + strip.length) % strip.length],
          )
      })
    }
    expect(found).toBe(true)
  })

  it('free spins retrigger until the round cap', () => {
    // A machine whose free reels always show three scatters: every free spin retriggers.
    const base = SLOT_MACHINES['fhslot-01']
    const all = (s: number) => Array.from({ length: 5 }, () => [s, s, s, s])
    const m: Machine = {
      ...base,
      strips: base.strips.map((s, r) => (r < 3 ? [8, 8, 8, 8] : s)),
      scatter: { ...(base.scatter as NonNullable<Machine['scatter']>), strips: all(8) },
    }
    const r = spinMachine(m, seededSource(1))
    expect(r.scatters).toBeGreaterThanOrEqual(3)
    expect(r.free).toHaveLength(MAX_FREE_SPINS)
    expect(r.free.some((f) => f.added > 0)).toBe(true)
    expect(r.credits).toBe(
      r.screens[0].credits + r.scatterCredits + r.free.reduce((s, f) => s + f.credits, 0),
    )
  })

  it('hold and spin: new cash resets the respins to 3; a full grid adds the grand prize', () => {
    const m = SLOT_MACHINES['jdslot-02']
    const h = m.hold as NonNullable<Machine['hold']>
    const start = [
      [50, 0, 0],
      [100, 0, 0],
      [50, 0, 0],
      [50, 0, 0],
      [200, 50, 0],
    ]
    // Respin 1: nothing lands (9 misses); respin 2: the first empty cell lands a 1000 (weight index 4),
    // the rest miss; then three empty respins (8 misses each) end it.
    const miss = h.of - 1
    const weights = h.cash.weights.reduce((a, b) => a + b, 0)
    const script = [...Array(9).fill(miss), 0, weights - 1, ...Array(8).fill(miss), ...Array(24).fill(miss)]
    const b = playHold(m, start, scripted(script))
    expect(b.respins).toBe(5)
    expect(b.full).toBe(false)
    expect(b.credits).toBe(50 + 100 + 50 + 50 + 200 + 50 + 1000)
    // Every cell landing at once fills the grid.
    const full = playHold(m, start, scripted(Array(9 * 2).fill(0)))
    expect(full.full).toBe(true)
    expect(full.credits).toBe(500 + 9 * h.cash.values[0] + h.grand)
    // The chain's bookkeeping: starting full is full; more cells never fill less.
    expect(holdChain(m, 15)).toEqual({ filled: 15, full: 1 })
    expect(holdChain(m, 9).filled).toBeGreaterThan(holdChain(m, 6).filled)
  })
})

describe('fairness and money', () => {
  it('a round is a pure function of the seeds, the same on the block-doubling and streaming readers', () => {
    for (const m of MACHINES) {
      for (let nonce = 0; nonce < 20; nonce++) {
        const seeds = { serverSeed: 'server-seed', clientSeed: 'client', nonce }
        const a = drawFairSync(hmac, seeds, (src) => drawOutcome('slot', m.code, src))
        const b = spinMachine(m, streamSourceSync(hmac, seeds))
        expect(a.kind === 'slot' && a.slot).toEqual(b)
      }
    }
  })

  it('pays credits of the stake exactly in cents', () => {
    expect(machinePayout(100n, { credits: 250 })).toBe(250n)
    expect(machinePayout(10_000n, { credits: 37 })).toBe(3_700n)
    expect(CREDITS).toBe(100)
  })

  it('a spin names its machine: the venue first when no game is named, never another venue’s', () => {
    expect(machineFor('jdslot', '')?.code).toBe('jdslot-01')
    expect(machineFor('jdslot', 'jdslot-02')?.code).toBe('jdslot-02')
    expect(machineFor('jdslot', 'xyslot-01')).toBeNull()
    expect(machineFor('jdslot', 'jdslot-07')).toBeNull()
  })
})

describe('lobby and artwork', () => {
  it('each venue lists its machines, captions equal to the artwork titles, in both languages', () => {
    // 0054 named the machines; 0057 renamed tbslot-02 (it has no cascade), so the titles are the two's.
    const sql = ['0054_slot_machines.sql', '0057_tbslot02_title.sql']
      .map((f) => readFileSync(`server/db/migrations/${f}`, 'utf8'))
      .join('\n')
    for (const v of VENUES) {
      const ms = venueMachines(v)
      expect(SLOT_TITLES[v]).toEqual(ms.map((m) => m.title))
      expect(SLOT_TITLES_EN[v]).toEqual(ms.map((m) => m.titleEn))
      ms.forEach((m, i) => {
        expect(m.code).toBe(`${v}-${String(i + 1).padStart(2, '0')}`)
        expect(sql).toMatch(
          m.code === 'tbslot-02'
            ? `SET name = '${m.title}', name_en = '${m.titleEn}'`
            : `('${m.code}', '${m.title}', '${m.titleEn}', ${i})`,
        )
        const svg = readFileSync(`public/img/games/${v}/${m.code}.svg`, 'utf8')
        expect(svg).toContain(`<title>${m.title}</title>`)
        expect(svg).toContain(`>${m.title}</text>`)
      })
    }
  })
})
