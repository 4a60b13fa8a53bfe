// The slot machines' shared shapes (docs/games.md, "Slots"). A machine is data: its symbols, reel strips,
// paytable and the feature modules it switches on. Every amount a machine pays is counted in credits:
// one credit is 1/100 of the stake (every accepted stake is a whole number of yuan, so a credit is a whole
// number of cents and payouts are exact).
import type { SlotSymbol } from '../slot'

export const REELS = 5
export const ROWS = 3
/** Credits in one stake. */
export const CREDITS = 100
/** Never more free spins than this in one round (keeps a round's byte stream and record bounded). */
export const MAX_FREE_SPINS = 200
/** A cascade chain shows at most this many screens (the last one's wins pay, then the chain stops). */
export const MAX_CASCADES = 12

export type Volatility = 'low' | 'medium' | 'high'
export type Feature = 'lines' | 'ways' | 'wildMultiplier' | 'freeSpins' | 'cascade' | 'holdAndSpin'

/** A weighted table of whole numbers: value i is drawn with probability weights[i] / sum(weights). */
export type Weighted = { values: number[]; weights: number[] }

export type Machine = {
  /** The game code (slot_games.game_code), `${venue}-NN`. */
  code: string
  venue: string
  title: string
  titleEn: string
  /** Index 0 is the wild; it substitutes for every paying symbol (never the scatter or cash symbol). */
  symbols: SlotSymbol[]
  /** 20 fixed paylines (pays per line, a line bet is 5 credits) or 243 ways (pays per way). */
  mode: 'lines' | 'ways'
  /** pays[s] = credits for [3, 4, 5] of a kind, per line or per way. */
  pays: [number, number, number][]
  /** One strip per reel; each stop equally likely; the window shows strip[stop], [stop+1], [stop+2]. */
  strips: number[][]
  /** Each wild that lands draws a multiplier; a win multiplies the multipliers of its wilds. */
  wildMultiplier?: Weighted & { in: 'base' | 'free' | 'both' }
  /** 3+ scatters anywhere pay stake multiples and start free spins; 3+ during free spins retrigger. */
  scatter?: {
    symbol: number
    /** Credits for [3, 4, 5] scatters. */
    pays: [number, number, number]
    /** Free spins for [3, 4, 5] scatters (also the retrigger award). */
    spins: [number, number, number]
    /** Every free-spin win is multiplied by this. */
    multiplier: number
    /** Strips used during free spins (defaults to the base strips). */
    strips?: number[][]
  }
  /** Winning symbols vanish, the rest fall, the strip above drops in; wins in a chain use rising multipliers. */
  cascade?: { multipliers: number[] }
  /** 6+ cash symbols start a hold-and-spin bonus: they lock, 3 respins, each new cash symbol resets to 3. */
  hold?: {
    symbol: number
    trigger: number
    /** Cash values in credits. */
    cash: Weighted
    /** Chance that an empty cell lands a cash symbol on a respin: land / of. */
    land: number
    of: number
    /** Extra credits when all 15 cells are filled. */
    grand: number
  }
  /** The stated return to player (0..1): exact where computable (exact.ts), else the design figure checked by simulation. */
  rtp: number
  /** How `rtp` was obtained. */
  rtpBasis: 'exact' | 'simulated'
  volatility: Volatility
  features: Feature[]
}

export type Win = {
  /** Payline index (lines) or -1 (ways). */
  line: number
  symbol: number
  count: number
  /** Ways matched (1 on a line). */
  ways: number
  /** Product of the wild multipliers taking part (1 without). */
  mult: number
  credits: number
}

/** One evaluated screen: the grid, its wins and what it pays after the step's multiplier. */
export type Screen = {
  grid: number[][]
  /** Multipliers of the wilds on the grid (grid-shaped; 1 where none), only on machines with them. */
  wildMult?: number[][]
  wins: Win[]
  /** Cascade or free-spin multiplier applied to this screen's wins. */
  multiplier: number
  credits: number
}

export type FreeSpin = { screens: Screen[]; scatters: number; added: number; credits: number }

export type HoldBonus = {
  /** Cash values of the locked cells when the bonus ends (grid-shaped, 0 where empty). */
  cash: number[][]
  respins: number
  full: boolean
  credits: number
}

export type MachineResult = {
  machine: string
  stops: number[]
  /** The first screen's grid (the verifier compares it) and the screens of the base spin (more with cascades). */
  grid: number[][]
  screens: Screen[]
  /** Cash values of the base grid (hold-and-spin machines). */
  cash?: number[][]
  scatters: number
  scatterCredits: number
  free: FreeSpin[]
  hold: HoldBonus | null
  /** Everything the round pays, in credits (payout = stake * credits / 100). */
  credits: number
}

export const drawWeighted = (w: Weighted, int: (n: number) => number): number => {
  const total = w.weights.reduce((a, b) => a + b, 0)
  let u = int(total)
  for (let i = 0; i < w.values.length; i++) {
    if (u < w.weights[i]) return w.values[i]
    u -= w.weights[i]
  }
  return w.values[w.values.length - 1]
}

export const weightedMean = (w: Weighted): number => {
  const total = w.weights.reduce((a, b) => a + b, 0)
  return w.values.reduce((s, v, i) => s + (v * w.weights[i]) / total, 0)
}
