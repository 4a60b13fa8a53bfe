// One match of any sport: its specification (the two sides' ratings at kickoff and the engine's
// parameters, fixed and published before betting opens) and the engine that plays it.
import type { RandomSource } from '../games/fair'
import { type BasketballMatch, type BasketballTimeline, simulateBasketball } from './basketball'
import { type EsportsTimeline, type MobaMatch, type ShooterMatch, simulateEsports } from './esports'
import { type FootballMatch, type FootballTimeline, simulateFootball } from './football'

export type Sport = 'football' | 'basketball' | 'moba' | 'shooter'
export type MatchSpec = FootballMatch | BasketballMatch | MobaMatch | ShooterMatch
export type Timeline = FootballTimeline | BasketballTimeline | EsportsTimeline

/** The whole timeline of a match, pure and deterministic given the byte stream behind `src`. */
export function simulateMatch(m: MatchSpec, src: RandomSource): Timeline {
  switch (m.sport) {
    case 'football':
      return simulateFootball(m, src)
    case 'basketball':
      return simulateBasketball(m, src)
    default:
      return simulateEsports(m, src)
  }
}
