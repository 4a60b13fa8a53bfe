// The in-house 5-reel slot: 5 reels x 3 rows, 20 fixed paylines, a wild that substitutes for every
// symbol, line wins paid left to right for 3, 4 or 5 in a row. One engine; each slot venue brings its
// own symbol set, reel strips and paytable (slot-themes.ts). Pure and Node-free: the fairness page
// replays spins with the same code.
import type { RandomSource } from '../fair'

export const REELS = 5
export const ROWS = 3

/** The 20 paylines: the row (0 top, 1 middle, 2 bottom) read on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
]

export type SlotSymbol = {
  id: string
  /** Chinese name shown in the paytable. */
  name: string
  /** Colours of the in-house SVG glyph. */
  color: string
  accent: string
  /** Glyph drawn for the symbol (see src/views/games/Glyph.tsx). */
  glyph:
    | 'wild'
    | 'ingot'
    | 'coin'
    | 'dragon'
    | 'phoenix'
    | 'koi'
    | 'star'
    | 'moon'
    | 'gem'
    | 'lotus'
    | 'bell'
    | 'card'
    | 'scatter'
    | 'cash'
  /** English name (the slot machines' paytables; falls back to `name`). */
  nameEn?: string
  /** Short label printed on low symbols (A, K, Q…). */
  label?: string
}

export type SlotConfig = {
  venue: string
  title: string
  /** Index 0 is the wild. */
  symbols: SlotSymbol[]
  /** pays[s] = multipliers of the line bet for [3, 4, 5] in a row. */
  pays: [number, number, number][]
  /** One strip per reel, symbol indices; each stop is equally likely. */
  strips: number[][]
  /** Exact return to player (0..1), computed from the strips and paytable (see exactSlotRtp). */
  rtp: number
}

export const WILD = 0

export type LineWin = { line: number; symbol: number; count: number; multiplier: number }
export type SlotResult = {
  stops: number[]
  /** grid[reel][row] = symbol index */
  grid: number[][]
  wins: LineWin[]
  /** Sum of line multipliers; payout = stake * totalMultiplier / 20 lines. */
  totalMultiplier: number
}

/** Win of one line given its five symbols, or null. A run of leading wilds pays as wilds or as the symbol they complete, whichever is more. */
export function lineWin(
  cfg: SlotConfig,
  cells: readonly number[],
): { symbol: number; count: number; multiplier: number } | null {
  let wilds = 0
  while (wilds < REELS && cells[wilds] === WILD) wilds++
  const wildPay = wilds >= 3 ? cfg.pays[WILD][wilds - 3] : 0
  let best: { symbol: number; count: number; multiplier: number } | null =
    wildPay > 0 ? { symbol: WILD, count: wilds, multiplier: wildPay } : null
  if (wilds < REELS) {
    const target = cells[wilds]
    let count = wilds + 1
    while (count < REELS && (cells[count] === target || cells[count] === WILD)) count++
    const pay = count >= 3 ? cfg.pays[target][count - 3] : 0
    if (pay > (best?.multiplier ?? 0)) best = { symbol: target, count, multiplier: pay }
  }
  return best
}

export function evaluateGrid(
  cfg: SlotConfig,
  grid: number[][],
): { wins: LineWin[]; totalMultiplier: number } {
  const wins: LineWin[] = []
  let totalMultiplier = 0
  PAYLINES.forEach((rows, line) => {
    const w = lineWin(
      cfg,
      rows.map((row, reel) => grid[reel][row]),
    )
    if (w) {
      wins.push({ line, ...w })
      totalMultiplier += w.multiplier
    }
  })
  return { wins, totalMultiplier }
}

export function spin(cfg: SlotConfig, src: RandomSource): SlotResult {
  const stops = cfg.strips.map((strip) => src.int(strip.length))
  const grid = cfg.strips.map((strip, r) =>
    Array.from({ length: ROWS }, (_, row) => strip[(stops[r] + row) % strip.length]),
  )
  return { stops, grid, ...evaluateGrid(cfg, grid) }
}

/** Stakes the slot accepts, in cents: multiples of 20 so every line bet is whole cents. */
export const SLOT_STAKES = [100, 200, 500, 1000, 2000, 5000, 10000] as const

/** Payout in cents. Exact for the accepted stakes (stake/20 is whole cents). */
export const slotPayout = (stake: bigint, r: Pick<SlotResult, 'totalMultiplier'>): bigint =>
  (stake * BigInt(r.totalMultiplier)) / BigInt(PAYLINES.length)

/**
 * The exact RTP. Each row of a reel shows strip[(stop + row) mod L] with stop uniform, so every cell of
 * a reel has the strip's symbol frequencies, and the five cells of a line are independent. A line's
 * expected win is therefore the sum over symbol 5-tuples of their probability times lineWin; RTP is that
 * expectation divided by the line bet (all 20 lines pay alike in expectation).
 */
export function exactSlotRtp(cfg: SlotConfig): number {
  const n = cfg.symbols.length
  const freq = cfg.strips.map((strip) => {
    const f = new Array<number>(n).fill(0)
    for (const s of strip) f[s] += 1 / strip.length
    return f
  })
  let expected = 0
  const cells = [0, 0, 0, 0, 0]
  const walk = (reel: number, p: number) => {
    if (p === 0) return
    if (reel === REELS) {
      expected += p * (lineWin(cfg, cells)?.multiplier ?? 0)
      return
    }
    for (let s = 0; s < n; s++) {
      cells[reel] = s
      walk(reel + 1, p * freq[reel][s])
    }
  }
  walk(0, 1)
  return expected
}
