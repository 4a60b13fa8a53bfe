// A deterministic seeded simulation of a machine (scripts/slot-rtp.ts and the tests). The random source
// is xorshift128 with rejection sampling, so every integer is exactly uniform like the fair stream's; the
// engine is the one the server plays.
import type { RandomSource } from '../../fair'
import { spinMachine } from './play'
import { CREDITS, type Machine, type Volatility } from './types'

export type Measured = {
  spins: number
  rtp: number
  /** Standard deviation of one spin's return, in stakes. */
  sd: number
  hitRate: number
  /** Share of spins that start free spins or hold-and-spin. */
  featureRate: number
  /** Largest single-round win, in stakes. */
  max: number
}

/** Volatility classes by the standard deviation of one spin's return (docs/games.md). */
export const volatilityOf = (sd: number): Volatility => (sd < 2.5 ? 'low' : sd < 3.75 ? 'medium' : 'high')

export function seededSource(seed: number): RandomSource {
  let x = seed >>> 0 || 1
  let y = 362436069
  let z = 521288629
  let w = 88675123
  const next = () => {
    const t = x ^ (x << 11)
    x = y
    y = z
    z = w
    w = (w ^ (w >>> 19) ^ (t ^ (t >>> 8))) >>> 0
    return w
  }
  for (let i = 0; i < 16; i++) next()
  return {
    int(n: number) {
      if (n <= 1) return 0
      const limit = 2 ** 32 - (2 ** 32 % n)
      for (;;) {
        const u = next()
        if (u < limit) return u % n
      }
    },
  }
}

export function simulate(
  m: Machine,
  spins: number,
  seed: number,
): Measured & { se: number; volatility: Volatility } {
  const src = seededSource(seed)
  let sum = 0
  let sq = 0
  let hits = 0
  let features = 0
  let max = 0
  for (let i = 0; i < spins; i++) {
    const r = spinMachine(m, src)
    const x = r.credits / CREDITS
    sum += x
    sq += x * x
    if (r.credits > 0) hits++
    if (r.free.length || r.hold) features++
    if (x > max) max = x
  }
  const rtp = sum / spins
  const sd = Math.sqrt(Math.max(0, sq / spins - rtp * rtp))
  return {
    spins,
    rtp,
    sd,
    se: sd / Math.sqrt(spins),
    hitRate: hits / spins,
    featureRate: features / spins,
    max,
    volatility: volatilityOf(sd),
  }
}
