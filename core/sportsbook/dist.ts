// Discrete distributions shared by the match engines and the pricing. The engines sample and the prices
// read the very same numbers: a model's probabilities are first quantized to integer weights that sum
// to exactly 2^32 (or 2^16 for the many small draws), the engine draws `src.int(total)` and walks the
// cumulative weights, and the pricing divides the same weights by the total. So the distribution a
// match is drawn from is exactly the one its prices come from, not an approximation of it.
import type { RandomSource } from '../games/fair'

export const Q32 = 2 ** 32
export const Q16 = 2 ** 16

/** Integer weights proportional to `p`, summing to exactly `total` (largest remainders get the rest). */
export function quantize(p: readonly number[], total = Q32): number[] {
  const sum = p.reduce((a, b) => a + b, 0)
  if (!(sum > 0)) throw new RangeError('quantize: no probability mass')
  const raw = p.map((x) => (Math.max(0, x) / sum) * total)
  const w = raw.map(Math.floor)
  let left = total - w.reduce((a, b) => a + b, 0)
  const order = Array.from(raw.keys()).sort((i, j) => raw[j] - w[j] - (raw[i] - w[i]) || i - j)
  for (let k = 0; left > 0; k++, left--) w[order[k % order.length]]++
  for (let k = 0; left < 0; k++) {
    const i = order[order.length - 1 - (k % order.length)]
    if (w[i] > 0) {
      w[i]--
      left++
    }
  }
  return w
}

/** Index drawn with probability weights[i] / total (inverse CDF on one uniform integer). */
export function pick(weights: readonly number[], src: RandomSource, total = Q32): number {
  let u = src.int(total)
  for (let i = 0; i < weights.length; i++) {
    if (u < weights[i]) return i
    u -= weights[i]
  }
  throw new RangeError('pick: weights do not sum to the total')
}

/** True with probability share / 2^16 (share an integer in [0, 2^16]). */
export const chance = (share: number, src: RandomSource) => src.int(Q16) < share

/** A probability as a share of 2^16, for `chance`. */
export const share16 = (p: number) => Math.round(Math.min(1, Math.max(0, p)) * Q16)

export function poissonPmf(mean: number, max: number): number[] {
  const out = [Math.exp(-mean)]
  for (let k = 1; k <= max; k++) out.push((out[k - 1] * mean) / k)
  return out
}

/** Negative binomial with the given mean and size (dispersion): variance = mean + mean^2 / size. */
export function negBinPmf(mean: number, size: number, max: number): number[] {
  const q = mean / (size + mean)
  const out = [(size / (size + mean)) ** size]
  for (let k = 1; k <= max; k++) out.push((out[k - 1] * (k - 1 + size) * q) / k)
  return out
}

/** Binomial(n, q) probabilities of 0..n. */
export function binomialPmf(n: number, q: number): number[] {
  const out = new Array<number>(n + 1).fill(0)
  out[0] = 1
  for (let i = 0; i < n; i++)
    for (let k = i + 1; k >= 0; k--) out[k] = out[k] * (1 - q) + (k ? out[k - 1] * q : 0)
  return out
}

/** A distribution on consecutive integers: P(min + i) = p[i]. */
export type Dense = { min: number; p: Float64Array }

/** Drop tail values below `eps` (far below anything a price can see) so convolutions stay short. */
export function trim(d: Dense, eps = 1e-15): Dense {
  let lo = 0
  let hi = d.p.length - 1
  while (lo < hi && d.p[lo] < eps) lo++
  while (hi > lo && d.p[hi] < eps) hi--
  return lo === 0 && hi === d.p.length - 1 ? d : { min: d.min + lo, p: d.p.slice(lo, hi + 1) }
}

/** The distribution of X + Y (sign = 1) or X - Y (sign = -1) for independent X, Y. */
export function combine(x: Dense, y: Dense, sign: 1 | -1 = 1): Dense {
  const xp = x.p
  const yp = y.p
  const n = yp.length
  const out = new Float64Array(xp.length + n - 1)
  const off = sign === 1 ? 0 : n - 1
  for (let i = 0; i < xp.length; i++) {
    const xi = xp[i]
    if (xi === 0) continue
    if (sign === 1) for (let j = 0; j < n; j++) out[i + j] += xi * yp[j]
    else for (let j = 0; j < n; j++) out[i - j + off] += xi * yp[j]
  }
  return trim({ min: sign === 1 ? x.min + y.min : x.min - (y.min + n - 1), p: out })
}

/** The distribution of the sum of n independent draws of `d` (n >= 1), by repeated squaring. */
export function power(d: Dense, n: number): Dense {
  let out: Dense | null = null
  let sq = d
  for (let k = n; k > 0; k >>= 1) {
    if (k & 1) out = out ? combine(out, sq) : sq
    if (k > 1) sq = combine(sq, sq)
  }
  return out!
}

export const dense = (p: readonly number[], min = 0): Dense => ({ min, p: Float64Array.from(p) })

/**
 * The distribution of one integer statistic of a match: P(value = min + i) = p[i], plus the chance the
 * statistic does not exist (`none`: a third map that was never played). Markets settle on statistics.
 */
export type StatDist = { min: number; p: ArrayLike<number>; none?: number }
