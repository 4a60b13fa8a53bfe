// The exact return of a machine without cascades (a cascade's refill depends on which cells won, so
// cascading machines are measured by simulation instead: scripts/slot-rtp.ts).
//
// Why it is exact: a reel's window is its strip at a uniform stop, so each cell of a reel has the strip's
// symbol frequencies and the five reels are independent. Lines: one line's expected win (all 20 alike)
// from the 5-tuples of symbols, a wild multiplier contributing its mean (multipliers are independent of
// the symbols). Ways: a symbol's win is pays[k] times the product of reels 1..k's weighted counts with
// reel k+1 showing none, and by independence its mean is the product of the per-reel means. Free spins:
// by Wald's identity their total is (expected spins) x (mean per free spin), where expected spins solve
// N = n0 + a N for a retrigger rate a (MAX_FREE_SPINS is ignored: reaching it is vanishingly rare).
// Hold-and-spin: the filled count is a Markov chain over (filled, respins left); cash values are
// independent of it, so the bonus pays E[final count] x mean cash, plus the grand prize x P(full).
import { PAYLINES } from '../slot'
import { WILD } from './evaluate'
import { CREDITS, type Machine, REELS, ROWS, weightedMean } from './types'

const windows = (strip: readonly number[]) =>
  strip.map((_, stop) => Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]))

/** Distribution of how many times `s` shows on the whole grid. */
function countDistribution(strips: number[][], s: number): number[] {
  let dist = [1]
  for (const strip of strips) {
    const reel = new Array<number>(ROWS + 1).fill(0)
    for (const w of windows(strip)) reel[w.filter((v) => v === s).length] += 1 / strip.length
    const next = new Array<number>(dist.length + ROWS).fill(0)
    dist.forEach((p, i) => {
      reel.forEach((q, j) => {
        next[i + j] += p * q
      })
    })
    dist = next
  }
  return dist
}

function linePaysMean(m: Machine, strips: number[][], meanMult: number): number {
  const n = m.symbols.length
  const freq = strips.map((strip) => {
    const f = new Array<number>(n).fill(0)
    for (const s of strip) f[s] += 1 / strip.length
    return f
  })
  const pays = (s: number) => m.pays[s] ?? [0, 0, 0]
  const isPaying = (s: number) => pays(s).some((p) => p > 0)
  let expected = 0
  const cells = [0, 0, 0, 0, 0]
  const walk = (reel: number, p: number) => {
    if (p === 0) return
    if (reel < REELS) {
      for (let s = 0; s < n; s++) {
        cells[reel] = s
        walk(reel + 1, p * freq[reel][s])
      }
      return
    }
    let wilds = 0
    while (wilds < REELS && cells[wilds] === WILD) wilds++
    let count = wilds
    let pay = wilds >= 3 ? pays(WILD)[wilds - 3] : 0
    if (wilds < REELS && isPaying(cells[wilds])) {
      const target = cells[wilds]
      let k = wilds + 1
      while (k < REELS && (cells[k] === target || cells[k] === WILD)) k++
      const q = k >= 3 ? pays(target)[k - 3] : 0
      if (q > pay) {
        pay = q
        count = k
      }
    }
    if (pay <= 0) return
    let x = 1
    for (let r = 0; r < count; r++) if (cells[r] === WILD) x *= meanMult
    expected += p * pay * x
  }
  walk(0, 1)
  return expected * PAYLINES.length
}

function waysPaysMean(m: Machine, strips: number[][], meanMult: number): number {
  let expected = 0
  for (let s = 1; s < m.symbols.length; s++) {
    const pay = m.pays[s]
    if (!pay?.some((p) => p > 0)) continue
    const mean: number[] = []
    const none: number[] = []
    for (const strip of strips) {
      let c = 0
      let z = 0
      for (const w of windows(strip)) {
        let cw = 0
        for (const v of w) cw += v === s ? 1 : v === WILD ? meanMult : 0
        c += cw / strip.length
        if (!w.some((v) => v === s || v === WILD)) z += 1 / strip.length
      }
      mean.push(c)
      none.push(z)
    }
    let prod = mean[0] * mean[1]
    for (let k = 3; k <= REELS; k++) {
      prod *= mean[k - 1]
      expected += pay[k - 3] * prod * (k < REELS ? none[k] : 1)
    }
  }
  return expected
}

const screenMean = (m: Machine, strips: number[][], withMult: boolean) => {
  const meanMult = withMult && m.wildMultiplier ? weightedMean(m.wildMultiplier) : 1
  return m.mode === 'lines' ? linePaysMean(m, strips, meanMult) : waysPaysMean(m, strips, meanMult)
}

/** Mean final filled count and chance of a full grid of a hold-and-spin bonus started with `n` cells. */
export function holdChain(m: Machine, n: number): { filled: number; full: number } {
  const h = m.hold
  if (!h) throw new RangeError('machine has no hold-and-spin')
  const cells = REELS * ROWS
  const q = h.land / h.of
  const memo = new Map<string, { filled: number; full: number }>()
  const binom = (k: number, j: number) => {
    let c = 1
    for (let i = 0; i < j; i++) c = (c * (k - i)) / (i + 1)
    return c
  }
  const go = (filled: number, left: number): { filled: number; full: number } => {
    if (filled === cells) return { filled, full: 1 }
    if (left === 0) return { filled, full: 0 }
    const key = `${filled}:${left}`
    const hit = memo.get(key)
    if (hit) return hit
    const empty = cells - filled
    const stay = (1 - q) ** empty
    const rest = go(filled, left - 1)
    let f = stay * rest.filled
    let p = stay * rest.full
    for (let j = 1; j <= empty; j++) {
      const pj = binom(empty, j) * q ** j * (1 - q) ** (empty - j)
      const next = go(filled + j, 3)
      f += pj * next.filled
      p += pj * next.full
    }
    const out = { filled: f, full: p }
    memo.set(key, out)
    return out
  }
  return go(n, 3)
}

/** The exact RTP (0..1) of a machine without cascades, or null for a cascading one. */
export function exactRtp(m: Machine): number | null {
  if (m.cascade) return null
  const baseMult = !!m.wildMultiplier && m.wildMultiplier.in !== 'free'
  let credits = screenMean(m, m.strips, baseMult)
  const sc = m.scatter
  if (sc) {
    const strips = sc.strips ?? m.strips
    const freeMult = !!m.wildMultiplier && m.wildMultiplier.in !== 'base'
    const fDist = countDistribution(strips, sc.symbol)
    let perSpin = sc.multiplier * screenMean(m, strips, freeMult)
    let added = 0
    fDist.forEach((p, t) => {
      if (t < 3) return
      const j = Math.min(t, 5) - 3
      perSpin += p * sc.pays[j]
      added += p * sc.spins[j]
    })
    if (added >= 1) return Number.POSITIVE_INFINITY
    countDistribution(m.strips, sc.symbol).forEach((p, t) => {
      if (t < 3) return
      const j = Math.min(t, 5) - 3
      credits += p * (sc.pays[j] + (sc.spins[j] / (1 - added)) * perSpin)
    })
  }
  const h = m.hold
  if (h) {
    const meanCash = weightedMean(h.cash)
    countDistribution(m.strips, h.symbol).forEach((p, n) => {
      if (n < h.trigger) return
      const c = holdChain(m, n)
      credits += p * (c.filled * meanCash + c.full * h.grand)
    })
  }
  return credits / CREDITS
}
