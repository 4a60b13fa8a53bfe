// The exact return of 抢庄牛牛 (docs/qiangzhuang.md), by exact combinatorics, no sampling.
// The computer seats grab and bet blind (from the stream, not from their cards), so whoever is banker,
// every settlement the player takes part in is the player's hand against one hand dealt uniformly from
// the 47 cards the player does not hold. Per unit of ante and of stake multiple, a settlement is worth
// e(V) = E[ m(H)(1 - c) if H beats O, else -m(O) ] given the k cards V of the player's hand face up
// while choosing (k = 0 under the current rule, 4 under rule 1), and a decision (grab g, then bet b)
// multiplies it by its expected exposure X(g, b). So the exact value of every decision is e(V) X(g, b);
// the best strategy takes the largest for each V. The valid bet (money that changes hands) is worth
// E[m(winner)] per unit the same way, so each strategy's return of its valid bet is exact too.
// e(V) needs, for every hand H, the number of disjoint hands O that H beats and the sum of m(O) over
// the disjoint hands that beat H: inclusion-exclusion over the subsets of H (counters of every subset
// of up to four cards of the hands already passed, hands sorted by strength), 2,598,960 hands, twice;
// then every hand adds its counts to each of its k-card views. Last, a binary search for the lowest
// commission (basis points) at which the best strategy still loses: 4 cards 4263, 3 cards 2866,
// 2 cards 1734, 1 card 961, no card 1 (any commission above zero).
// `npx tsx scripts/qiangzhuang-edge.ts [commission_bp] [visible_cards]` (default: the engine's current
// rule, QZ_COMMISSION_BP and QZ_VISIBLE), a few minutes.
import { BULL_HANDS, evaluateBull } from '../core/games/engines/bullbull'
import {
  QZ_BETS,
  QZ_COMMISSION_BP,
  QZ_GRABS,
  QZ_SEAT_BET_WEIGHTS,
  QZ_SEAT_GRAB_WEIGHTS,
  QZ_VISIBLE,
  qzHandMultiple,
} from '../core/games/engines/qiangzhuang'

const C_BP = BigInt(process.argv[2] ?? QZ_COMMISSION_BP)
const VISIBLE = Number(process.argv[3] ?? QZ_VISIBLE)
const binom = (n: number, k: number) => {
  let r = 1
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1)
  return Math.round(r)
}
const HANDS = binom(52, 5)

// Every hand in colex order: its cards, strength key (kind, then top card; equal keys share their top
// card, so are never disjoint) and multiple.
const cardsOf = new Uint8Array(HANDS * 5)
const key = new Uint16Array(HANDS)
const mult = new Uint8Array(HANDS)
{
  const order = (c: number) => ((c % 13) + 1) * 4 + Math.floor(c / 13)
  let i = 0
  for (let e = 4; e < 52; e++)
    for (let d = 3; d < e; d++)
      for (let c = 2; c < d; c++)
        for (let b = 1; b < c; b++)
          for (let a = 0; a < b; a++) {
            const h = evaluateBull([a, b, c, d, e])
            cardsOf.set([a, b, c, d, e], i * 5)
            key[i] = BULL_HANDS.indexOf(h.kind) * 64 + order(h.top)
            mult[i] = qzHandMultiple(h.kind)
            i++
          }
}
// The 31 proper subsets of a hand (by bit mask), as indexes into the counters of their size.
const MASKS = Array.from({ length: 31 }, (_, m) => m).filter((m) => m !== 31)
const subIndex = (h: number, m: number) => {
  let idx = 0
  for (let k = 0; k < 5; k++) if (m & (1 << k)) idx = idx * 52 + cardsOf[h * 5 + k]
  return idx
}
const popcount = (m: number) => m.toString(2).replace(/0/g, '').length

/** For every hand: the weighted count of disjoint hands passed before it (in `ids` order, by key). */
function disjointBefore(ids: Uint32Array, weight: (h: number) => number) {
  const counters = [1, 52, 52 ** 2, 52 ** 3, 52 ** 4].map((n) => new Float64Array(n))
  const out = new Float64Array(HANDS)
  let g = 0
  while (g < ids.length) {
    let end = g
    while (end < ids.length && key[ids[end]] === key[ids[g]]) end++
    for (let i = g; i < end; i++) {
      const h = ids[i]
      let s = 0
      for (const m of MASKS) s += (popcount(m) % 2 ? -1 : 1) * counters[popcount(m)][subIndex(h, m)]
      out[h] = s
    }
    for (let i = g; i < end; i++) {
      const h = ids[i]
      const w = weight(h)
      for (const m of MASKS) counters[popcount(m)][subIndex(h, m)] += w
    }
    g = end
  }
  return out
}

const ids = Uint32Array.from({ length: HANDS }, (_, i) => i).sort((a, b) => key[a] - key[b])
const beaten = disjointBefore(ids, () => 1)
const beatenBy = disjointBefore(ids.slice().reverse(), (h) => mult[h])

// Exposure per decision, exact: grabs 4^3 weighted, the tie order's 24 permutations equally likely.
// X(g, b) = P(banker) * g' * 3 * E[seat bet] + b * E[banker multiple; not banker], as fractions of 240000.
const W = QZ_SEAT_GRAB_WEIGHTS
const perms: number[][] = []
function permute(p: number[], rest: number[]) {
  if (!rest.length) perms.push(p)
  for (const [i, r] of rest.entries())
    permute(
      [...p, r],
      rest.filter((_, j) => j !== i),
    )
}
permute([], [0, 1, 2, 3])
const seatBet = QZ_BETS.reduce((s, b, i) => s + b * QZ_SEAT_BET_WEIGHTS[i], 0) // E[bet] * 10
const expo = QZ_GRABS.map((g) => {
  let bank = 0
  let other = 0
  for (let a = 0; a < 4; a++)
    for (let b = 0; b < 4; b++)
      for (let c = 0; c < 4; c++)
        for (const order of perms) {
          const all = [g, a, b, c]
          const top = Math.max(...all)
          const seat = order.find((s) => all[s] === top)
          const w = W[a] * W[b] * W[c] // of 1000, each permutation 1/24
          if (seat === 0)
            bank += w * Math.max(1, top) * 3 * seatBet // × 10
          else other += w * Math.max(1, top) * 10
        }
  return { bank: BigInt(bank), other: BigInt(other) } // X * 240000 = bank + b * other
})

// e(V) * 10000 * C(52-k, 5-k) * C(47,5) = win(V) * (10000 - c) - loss(V), summed over the completions
// of the k visible cards: every hand adds its counts to each of its C(5, k) k-card subsets (colex index).
const D = 10_000n * BigInt(binom(52 - VISIBLE, 5 - VISIBLE)) * BigInt(binom(47, 5))
const views = binom(52, VISIBLE)
const winN = new Float64Array(views) // exact: at most 3 × C(47,5) × C(49,4) < 2^53
const lossN = new Float64Array(views)
const SUBSETS = Array.from({ length: 32 }, (_, m) => m).filter((m) => popcount(m) === VISIBLE)
for (let h = 0; h < HANDS; h++) {
  const w = mult[h] * beaten[h]
  const l = beatenBy[h]
  for (const m of SUBSETS) {
    let v = 0
    let i = 0
    for (let k = 0; k < 5; k++) if (m & (1 << k)) v += binom(cardsOf[h * 5 + k], ++i)
    winN[v] += w
    lossN[v] += l
  }
}
const win = Array.from(winN, (x) => BigInt(x))
const loss = Array.from(lossN, (x) => 10_000n * BigInt(x))
const den = D * 240_000n * BigInt(win.length)
const strategies = {
  'always 不抢, bet 1': [0, 1],
  'always grab 1, bet 2': [1, 2],
  'always grab 3, bet 5': [3, 5],
} as const
type Sum = { net: bigint; valid: bigint }
/**
 * The best strategy's sums and the fixed strategies' sums, for a commission: `net` the expected
 * result, `valid` the expected turnover (every cent that changes hands: m(winner) per unit of
 * exposure, win(V) * 10000 + loss(V) on the same scale), so a strategy returns 1 + net / valid.
 */
function returns(cBp: bigint) {
  const best: Sum = { net: 0n, valid: 0n }
  let positive = 0
  const fixed = new Map<string, Sum>()
  for (let i = 0; i < win.length; i++) {
    const n = win[i] * (10_000n - cBp) - loss[i]
    const v = win[i] * 10_000n + loss[i]
    if (n > 0n) positive++
    let top: bigint | null = null
    let topX = 0n
    for (const g of QZ_GRABS) {
      const x = expo[g].bank + (n > 0n ? 5n : 1n) * expo[g].other
      if (top === null || n * x > top) [top, topX] = [n * x, x]
    }
    best.net += top as bigint
    best.valid += v * topX
    for (const [name, [g, bet]] of Object.entries(strategies)) {
      const x = expo[g].bank + BigInt(bet) * expo[g].other
      const f = fixed.get(name) ?? { net: 0n, valid: 0n }
      fixed.set(name, { net: f.net + n * x, valid: f.valid + v * x })
    }
  }
  return { best, positive, fixed }
}
const show = (num: bigint) =>
  `${(Number((num * 10n ** 9n) / den) / 1e9).toFixed(6)} ante  (= ${num} / ${den})`
// The lowest commission in basis points at which the best strategy loses (its value falls with c).
let lo = 0n
let hi = 10_000n
while (lo < hi) {
  const mid = (lo + hi) / 2n
  if (returns(mid).best.net < 0n) hi = mid
  else lo = mid + 1n
}
const lowest = lo
console.log(
  `${VISIBLE} visible cards: lowest commission (basis points) at which no strategy wins: ${lowest} bp`,
)
const r = returns(C_BP)
console.log(
  `commission ${Number(C_BP) / 100} %; ${VISIBLE}-card views ${win.length}, with e(V) > 0: ${r.positive}`,
)
const rtp = (x: Sum) =>
  `return ${(Number(((x.valid + x.net) * 10n ** 12n) / x.valid) / 1e10).toFixed(8)} % of the valid bet (= 1 + ${x.net} / ${x.valid})`
for (const [name, x] of [['best strategy', r.best] as const, ...r.fixed])
  console.log(`${name}: expected result per ante ${show(x.net)}; ${rtp(x)}`)
for (const g of QZ_GRABS) console.log(`grab ${g}: X = (${expo[g].bank} + b * ${expo[g].other}) / 240000`)
