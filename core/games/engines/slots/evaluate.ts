// Pays of one screen: 20 fixed paylines read left to right, or 243 ways (a symbol on adjacent reels from
// the leftmost, anywhere in each reel's column). The wild (symbol 0) substitutes for every symbol that
// has pays; a wild multiplier multiplies the wins it takes part in (on ways, a reel counts the sum of its
// matching cells' multipliers, so every way through a ×2 wild pays double).
import { PAYLINES } from '../slot'
import { type Machine, REELS, ROWS, type Win } from './types'

export const WILD = 0

const paying = (m: Machine, s: number) => {
  const p = m.pays[s]
  return p !== undefined && (p[0] > 0 || p[1] > 0 || p[2] > 0)
}

/** Line wins of a grid. `mult[reel][row]` is the wild multiplier of a cell (1 when none). */
function lineWins(m: Machine, grid: number[][], mult: number[][] | undefined): Win[] {
  const wins: Win[] = []
  const cells = [0, 0, 0, 0, 0]
  for (let line = 0; line < PAYLINES.length; line++) {
    const rows = PAYLINES[line]
    for (let r = 0; r < REELS; r++) cells[r] = grid[r][rows[r]]
    let wilds = 0
    while (wilds < REELS && cells[wilds] === WILD) wilds++
    let symbol = WILD
    let count = wilds
    let pay = wilds >= 3 ? m.pays[WILD][wilds - 3] : 0
    if (wilds < REELS && paying(m, cells[wilds])) {
      const target = cells[wilds]
      let n = wilds + 1
      while (n < REELS && (cells[n] === target || cells[n] === WILD)) n++
      const p = n >= 3 ? m.pays[target][n - 3] : 0
      if (p > pay) {
        pay = p
        symbol = target
        count = n
      }
    }
    if (pay <= 0) continue
    let x = 1
    if (mult) for (let r = 0; r < count; r++) if (cells[r] === WILD) x *= mult[r][rows[r]]
    wins.push({ line, symbol, count, ways: 1, mult: x, credits: pay * x })
  }
  return wins
}

/** 243-ways wins of a grid: for each paying symbol, the run of reels from the left that show it (or a wild). */
function waysWins(m: Machine, grid: number[][], mult: number[][] | undefined): Win[] {
  const wins: Win[] = []
  for (let s = 1; s < m.symbols.length; s++) {
    if (!paying(m, s)) continue
    let count = 0
    let ways = 1
    let weighted = 1
    for (let r = 0; r < REELS; r++) {
      let c = 0
      let cw = 0
      for (let row = 0; row < ROWS; row++) {
        const v = grid[r][row]
        if (v === s) {
          c++
          cw++
        } else if (v === WILD) {
          c++
          cw += mult ? mult[r][row] : 1
        }
      }
      if (c === 0) break
      ways *= c
      weighted *= cw
      count++
    }
    if (count < 3) continue
    const pay = m.pays[s][count - 3]
    if (pay > 0)
      wins.push({ line: -1, symbol: s, count, ways, mult: weighted / ways, credits: pay * weighted })
  }
  return wins
}

export const screenWins = (m: Machine, grid: number[][], mult?: number[][]): Win[] =>
  m.mode === 'lines' ? lineWins(m, grid, mult) : waysWins(m, grid, mult)

/** The cells taking part in the wins (grid-shaped flags), for cascades and for the page's highlight. */
export function winningCells(_m: Machine, grid: number[][], wins: readonly Win[]): boolean[][] {
  const hit = grid.map((col) => col.map(() => false))
  for (const w of wins) {
    if (w.line >= 0) {
      const rows = PAYLINES[w.line]
      for (let r = 0; r < w.count; r++) hit[r][rows[r]] = true
    } else {
      for (let r = 0; r < w.count; r++)
        for (let row = 0; row < ROWS; row++)
          if (grid[r][row] === w.symbol || grid[r][row] === WILD) hit[r][row] = true
    }
  }
  return hit
}

export const countSymbol = (grid: number[][], s: number) => {
  let n = 0
  for (const col of grid) for (const v of col) if (v === s) n++
  return n
}
