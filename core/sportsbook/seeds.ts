// How a virtual match's randomness is fixed (docs/sportsbook.md, Fairness). Before a season starts the
// server draws one secret seed for its last match and hashes backwards: the seed of match i is the
// SHA-256 (hex) of the seed of match i + 1, and the season's commitment, published at once, is the
// SHA-256 of the first match's seed. Matches use the chain in kickoff order and a match's seed is
// revealed when its matchday ends; each revealed seed hashes to the one revealed before it (the first
// to the commitment), so the server could not have changed any of them, and no revealed seed tells
// anything about the next. Players add client-seed contributions to a match until betting closes, as
// for fast-3 and baccarat; the match is then played on the fair stream (core/games/fair.ts) of its
// server seed and combined client seed at nonce 0.
import { drawFair, type HmacSha256, type RandomSource, type Seeds } from '../games/fair'
import { type MatchSpec, simulateMatch, type Timeline } from './match'

export type Sha256Hex = (text: string) => Promise<string>

/** The chain of a season of `length` matches from the last match's secret seed: seeds[i] is match i's. */
export async function seedChain(
  sha256: Sha256Hex,
  lastSeed: string,
  length: number,
): Promise<{ seeds: string[]; commitment: string }> {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('seedChain: length')
  const seeds = new Array<string>(length)
  seeds[length - 1] = lastSeed
  for (let i = length - 2; i >= 0; i--) seeds[i] = await sha256(seeds[i + 1])
  return { seeds, commitment: await sha256(seeds[0]) }
}

/**
 * Check revealed seeds of matches 0, 1, …, k in order against the season's commitment: returns the
 * index of the first seed that does not hash to its predecessor (or to the commitment), or -1.
 */
export async function verifySeedChain(sha256: Sha256Hex, commitment: string, revealed: readonly string[]) {
  let expected = commitment.toLowerCase()
  for (let i = 0; i < revealed.length; i++) {
    if ((await sha256(revealed[i])) !== expected) return i
    expected = revealed[i]
  }
  return -1
}

/** Does match `index`'s seed lead back to the commitment (index + 1 hashes)? */
export async function seedMatchesCommitment(
  sha256: Sha256Hex,
  seed: string,
  index: number,
  commitment: string,
) {
  let h = seed
  for (let i = 0; i <= index; i++) h = await sha256(h)
  return h === commitment.toLowerCase()
}

/** The client seed of a match nobody contributed to. */
export const matchDefaultSeed = (league: string, season: number | string, index: number) =>
  `sportsbook-${league}-${season}-${index}`

/** Like fast-3: the JSON array of the default seed and the contributions, sorted. */
export const matchSeedMaterial = (
  league: string,
  season: number | string,
  index: number,
  contributions: readonly string[],
) => JSON.stringify([matchDefaultSeed(league, season, index), ...[...contributions].sort()])

/** SHA-256 (hex) of the material, or the default seed when nobody contributed. */
export async function matchCombinedSeed(
  sha256: Sha256Hex,
  league: string,
  season: number | string,
  index: number,
  contributions: readonly string[],
) {
  return contributions.length
    ? sha256(matchSeedMaterial(league, season, index, contributions))
    : matchDefaultSeed(league, season, index)
}

/** The fair-stream seeds of a match: its server seed, combined client seed, nonce 0. */
export const matchSeeds = (serverSeed: string, clientSeed: string): Seeds => ({
  serverSeed,
  clientSeed,
  nonce: 0,
})

/** The whole timeline of a match from its seeds: what the server plays and the verifier replays. */
export function replayMatch(
  hmac: HmacSha256,
  spec: MatchSpec,
  seeds: { serverSeed: string; clientSeed: string },
): Promise<Timeline> {
  return drawFair(hmac, matchSeeds(seeds.serverSeed, seeds.clientSeed), (src: RandomSource) =>
    simulateMatch(spec, src),
  )
}
