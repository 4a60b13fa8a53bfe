// One round of a slot machine, a pure function of its random source: the server plays it on the round's
// fair stream (core/games/fair.ts) and the verifier replays it on the same stream. Every random number a
// feature needs is read from that one stream, in this fixed order:
//   1. the five stops; 2. a multiplier for each wild on the grid (reel by reel, top to bottom), on
//   machines whose wilds carry one (and, after each cascade, for the wilds that dropped in); 3. a cash
//   value for each cash symbol on the first grid; 4. free spins, each: five stops on the free strips, then its
//   wilds' multipliers; 5. the hold-and-spin respins: per respin, per empty cell in reading order, one
//   landing draw and, if it lands, one value draw.
import type { RandomSource } from '../../fair'
import { countSymbol, screenWins, WILD, winningCells } from './evaluate'
import {
  CREDITS,
  drawWeighted,
  type FreeSpin,
  type HoldBonus,
  MAX_CASCADES,
  MAX_FREE_SPINS,
  type Machine,
  type MachineResult,
  REELS,
  ROWS,
  type Screen,
} from './types'

const int = (src: RandomSource) => (n: number) => src.int(n)

function window(strip: readonly number[], stop: number): number[] {
  const out: number[] = []
  for (let row = 0; row < ROWS; row++) out.push(strip[(stop + row) % strip.length])
  return out
}

/** Draw multipliers for the wilds of the cells flagged `fresh` (all cells on a new grid). */
function drawWildMults(
  m: Machine,
  grid: number[][],
  mult: number[][],
  fresh: boolean[][] | null,
  src: RandomSource,
) {
  const w = m.wildMultiplier
  if (!w) return
  for (let r = 0; r < REELS; r++)
    for (let row = 0; row < ROWS; row++)
      if ((fresh === null || fresh[r][row]) && grid[r][row] === WILD) mult[r][row] = drawWeighted(w, int(src))
}

/**
 * The screens of one spin from its stops: the first grid and, on cascading machines, every grid after
 * winning symbols vanish and the strip above each reel drops in. `base` multiplies every win (the free
 * spins' multiplier); cascades multiply the n-th screen's wins by their n-th multiplier.
 */
function playScreens(
  m: Machine,
  strips: number[][],
  stops: number[],
  src: RandomSource,
  useMult: boolean,
  base: number,
): Screen[] {
  const grid = strips.map((s, r) => window(s, stops[r]))
  const mult = useMult ? grid.map((col) => col.map(() => 1)) : undefined
  if (mult) drawWildMults(m, grid, mult, null, src)
  const screens: Screen[] = []
  const top = [...stops]
  for (let step = 0; ; step++) {
    const wins = screenWins(m, grid, mult)
    const cascadeX = m.cascade ? m.cascade.multipliers[Math.min(step, m.cascade.multipliers.length - 1)] : 1
    const multiplier = base * cascadeX
    const sum = wins.reduce((s, w) => s + w.credits, 0)
    const last = !m.cascade || wins.length === 0 || step + 1 >= MAX_CASCADES
    const screen: Screen = {
      grid: last ? grid : grid.map((c) => [...c]),
      wins,
      multiplier,
      credits: sum * multiplier,
    }
    if (mult) screen.wildMult = last ? mult : mult.map((c) => [...c])
    screens.push(screen)
    if (last) return screens
    const hit = winningCells(m, grid, wins)
    const fresh = grid.map((col) => col.map(() => false))
    for (let r = 0; r < REELS; r++) {
      const keep: number[] = []
      const keepMult: number[] = []
      for (let row = 0; row < ROWS; row++)
        if (!hit[r][row]) {
          keep.push(grid[r][row])
          keepMult.push(mult ? mult[r][row] : 1)
        }
      const gone = ROWS - keep.length
      const strip = strips[r]
      const L = strip.length
      for (let i = 0; i < gone; i++) {
        grid[r][i] = strip[(((top[r] - gone + i) % L) + L) % L]
        fresh[r][i] = true
        if (mult) mult[r][i] = 1
      }
      for (let i = 0; i < keep.length; i++) {
        grid[r][gone + i] = keep[i]
        if (mult) mult[r][gone + i] = keepMult[i]
      }
      top[r] -= gone
    }
    if (mult) drawWildMults(m, grid, mult, fresh, src)
  }
}

function drawCash(m: Machine, grid: number[][], src: RandomSource): number[][] | undefined {
  const h = m.hold
  if (!h) return undefined
  return grid.map((col) => col.map((v) => (v === h.symbol ? drawWeighted(h.cash, int(src)) : 0)))
}

/** The hold-and-spin bonus from the base grid's cash values. */
export function playHold(m: Machine, start: number[][], src: RandomSource): HoldBonus {
  const h = m.hold
  if (!h) throw new RangeError('machine has no hold-and-spin')
  const cash = start.map((c) => [...c])
  let filled = cash.flat().filter((v) => v > 0).length
  let left = 3
  let respins = 0
  while (left > 0 && filled < REELS * ROWS) {
    left--
    respins++
    let landed = false
    for (let r = 0; r < REELS; r++)
      for (let row = 0; row < ROWS; row++) {
        if (cash[r][row] > 0) continue
        if (src.int(h.of) < h.land) {
          cash[r][row] = drawWeighted(h.cash, int(src))
          filled++
          landed = true
        }
      }
    if (landed) left = 3
  }
  const full = filled === REELS * ROWS
  const credits = cash.flat().reduce((s, v) => s + v, 0) + (full ? h.grand : 0)
  return { cash, respins, full, credits }
}

export function spinMachine(m: Machine, src: RandomSource): MachineResult {
  const stops = m.strips.map((s) => src.int(s.length))
  const baseMult = !!m.wildMultiplier && m.wildMultiplier.in !== 'free'
  const screens = playScreens(m, m.strips, stops, src, baseMult, 1)
  const grid = screens[0].grid
  const cash = drawCash(m, grid, src)
  let credits = screens.reduce((s, x) => s + x.credits, 0)

  const sc = m.scatter
  const scatters = sc ? countSymbol(grid, sc.symbol) : 0
  let scatterCredits = 0
  const free: FreeSpin[] = []
  if (sc && scatters >= 3) {
    const k = Math.min(scatters, 5) - 3
    scatterCredits = sc.pays[k]
    let left = sc.spins[k]
    let total = left
    const strips = sc.strips ?? m.strips
    const freeMult = !!m.wildMultiplier && m.wildMultiplier.in !== 'base'
    while (left > 0) {
      left--
      const fs = strips.map((s) => src.int(s.length))
      const fScreens = playScreens(m, strips, fs, src, freeMult, sc.multiplier)
      const n = countSymbol(fScreens[0].grid, sc.symbol)
      let added = 0
      let fCredits = fScreens.reduce((s, x) => s + x.credits, 0)
      if (n >= 3) {
        const j = Math.min(n, 5) - 3
        added = Math.min(sc.spins[j], MAX_FREE_SPINS - total)
        fCredits += sc.pays[j]
        left += added
        total += added
      }
      free.push({ screens: fScreens, scatters: n, added, credits: fCredits })
      credits += fCredits
    }
    credits += scatterCredits
  }

  let hold: HoldBonus | null = null
  if (m.hold && cash && countSymbol(grid, m.hold.symbol) >= m.hold.trigger) {
    hold = playHold(m, cash, src)
    credits += hold.credits
  }
  return {
    machine: m.code,
    stops,
    grid,
    screens,
    ...(cash ? { cash } : {}),
    scatters,
    scatterCredits,
    free,
    hold,
    credits,
  }
}

/** Payout in cents: a credit is 1/100 of the stake, and every accepted stake is whole yuan, so this is exact. */
export const machinePayout = (stake: bigint, r: Pick<MachineResult, 'credits'>): bigint =>
  (stake * BigInt(r.credits)) / BigInt(CREDITS)
