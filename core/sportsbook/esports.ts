// E-sports match engines, best of three maps. MOBA: each map is won with a probability from the two Elo
// ratings; its total kills follow a negative binomial (fights per map vary more than a Poisson allows)
// scaled by the teams' aggression; first blood goes to the map's winner with a fixed share. Tactical
// shooter: maps of rounds, first to 13 over two halves of 12 with sides swapped, a 12-12 map going to
// overtimes of six rounds (first to 4; 3-3 plays another); the round-win chance comes from the ratings
// and the side (CT defends with a small edge). The prices read the same quantized chances the engines
// draw (dist.ts); the shooter's map probability and round totals are an exact dynamic programme.
// docs/sportsbook.md (E-sports).
import type { RandomSource } from '../games/fair'
import { chance, negBinPmf, pick, Q16, Q32, quantize, type StatDist, share16 } from './dist'
import type { Score, Side } from './football'

export const MAPS_TO_WIN = 2
export const MAX_KILLS = 90

export type EsportsRating = { rating: number; aggression?: number }

export type MobaParams = {
  /** Elo points for a 10:1 map. */
  eloScale: number
  killsMean: number
  /** Negative-binomial size: variance = mean + mean^2 / size. */
  killsSize: number
  /** Chance, of 2^16, that first blood goes to the map's winner. */
  firstBloodToWinner: number
  /** Chance, of 2^16, that a later kill goes to the map's winner. */
  killToWinner: number
  mapBreak: number
}

export type ShooterParams = {
  /** Elo points for a 10:1 round. */
  roundScale: number
  /** Added to the round-win chance of the side defending (CT). */
  ctEdge: number
  mapBreak: number
}

export const MOBA_PARAMS: MobaParams = {
  eloScale: 400,
  killsMean: 27,
  killsSize: 12,
  firstBloodToWinner: share16(0.6),
  killToWinner: share16(0.62),
  mapBreak: 300,
}

export const SHOOTER_PARAMS: ShooterParams = { roundScale: 1600, ctEdge: 0.03, mapBreak: 240 }

export type MobaMatch = { sport: 'moba'; home: EsportsRating; away: EsportsRating; params: MobaParams }
export type ShooterMatch = {
  sport: 'shooter'
  home: EsportsRating
  away: EsportsRating
  params: ShooterParams
}
export type EsportsMatch = MobaMatch | ShooterMatch

const elo = (diff: number, scale: number) => 1 / (1 + 10 ** (-diff / scale))

/** Chance, of 2^16, that home wins a MOBA map. */
export const mobaMapShare = (m: MobaMatch) =>
  share16(Math.min(0.97, Math.max(0.03, elo(m.home.rating - m.away.rating, m.params.eloScale))))

const killCache = new WeakMap<MobaMatch, number[]>()
/** A MOBA map's total kills (index = kills, at least 1) as weights of 2^32. */
export function killWeights(m: MobaMatch): number[] {
  let w = killCache.get(m)
  if (!w) {
    const mean = m.params.killsMean * Math.exp((m.home.aggression ?? 0) + (m.away.aggression ?? 0))
    const p = negBinPmf(mean, m.params.killsSize, MAX_KILLS)
    p[0] = 0
    w = quantize(p, Q32)
    killCache.set(m, w)
  }
  return w
}

/** Chances, of 2^16, that home wins a round as CT and as T. */
export function shooterRoundShares(m: ShooterMatch) {
  const p = elo(m.home.rating - m.away.rating, m.params.roundScale)
  const clamp = (x: number) => Math.min(0.9, Math.max(0.1, x))
  return { ct: share16(clamp(p + m.params.ctEdge)), t: share16(clamp(p - m.params.ctEdge)) }
}

/** Which side home plays in round r (0-based) of regulation, or of an overtime period. */
const homeIsCt = (startCt: boolean, r: number, half: number) => (Math.floor(r / half) % 2 === 0) === startCt

export type ShooterMapModel = {
  /** P(home wins the map). */
  home: number
  /** P(total rounds = i). */
  rounds: Float64Array
}

const shooterCache = new WeakMap<ShooterMatch, ShooterMapModel>()

/** Exact map probabilities, averaged over the start side (a fair coin in the engine). */
export function shooterMapModel(m: ShooterMatch): ShooterMapModel {
  const cached = shooterCache.get(m)
  if (cached) return cached
  const shares = shooterRoundShares(m)
  const pr = { ct: shares.ct / Q16, t: shares.t / Q16 }
  // First to `to` within rounds of `half` per side; returns P(home wins in n rounds), P(away …), P(level).
  const race = (startCt: boolean, to: number, half: number) => {
    const win = new Float64Array(2 * to)
    const lose = new Float64Array(2 * to)
    let level = 0
    let layer = new Map<number, number>([[0, 1]])
    for (let r = 0; r < 2 * (to - 1); r++) {
      const next = new Map<number, number>()
      const p = homeIsCt(startCt, r, half) ? pr.ct : pr.t
      for (const [a, w] of layer) {
        const b = r - a
        for (const [na, nb, q] of [[a + 1, b, p] as const, [a, b + 1, 1 - p] as const]) {
          if (na === to) win[r + 1] += w * q
          else if (nb === to) lose[r + 1] += w * q
          else next.set(na, (next.get(na) ?? 0) + w * q)
        }
      }
      layer = next
    }
    for (const w of layer.values()) level += w
    return { win, lose, level }
  }
  const rounds = new Float64Array(256)
  let home = 0
  for (const startCt of [true, false]) {
    const reg = race(startCt, 13, 12)
    const ot = race(startCt, 4, 3)
    const otHome = ot.win.reduce((a, b) => a + b, 0)
    home += 0.5 * (reg.win.reduce((a, b) => a + b, 0) + (reg.level * otHome) / (1 - ot.level))
    for (let n = 0; n < reg.win.length; n++) rounds[n] += 0.5 * (reg.win[n] + reg.lose[n])
    for (let k = 0, z = 0.5 * reg.level; z > 1e-15 && 24 + 6 * k + 6 < rounds.length; k++, z *= ot.level)
      for (let n = 0; n < ot.win.length; n++) rounds[24 + 6 * k + n] += z * (ot.win[n] + ot.lose[n])
  }
  const model = { home, rounds }
  shooterCache.set(m, model)
  return model
}

/** P(home wins a map) under either engine. */
export const mapWinProbability = (m: EsportsMatch) =>
  m.sport === 'moba' ? mobaMapShare(m) / Q16 : shooterMapModel(m).home

/** Distribution of (home maps - away maps) over a best of three: values -2, -1, (0 unused), 1, 2. */
export function mapMarginDist(m: EsportsMatch): StatDist {
  const p = mapWinProbability(m)
  const q = 1 - p
  return { min: -2, p: [q * q, 2 * p * q * q, 0, 2 * p * p * q, p * p] }
}

/** P(a third map is played). */
export const thirdMapChance = (m: EsportsMatch) => 2 * mapWinProbability(m) * (1 - mapWinProbability(m))

// --- the timeline --------------------------------------------------------------------------------

export type EsportsEvent =
  | { t: number; kind: 'map-start'; map: number; homeCt?: boolean }
  | { t: number; kind: 'kill'; map: number; team: Side; firstBlood?: boolean; kills: Score }
  | { t: number; kind: 'tower'; map: number; team: Side }
  | { t: number; kind: 'round'; map: number; team: Side; how: RoundEnd; rounds: Score }
  | { t: number; kind: 'side-swap' | 'overtime'; map: number }
  | { t: number; kind: 'map-end'; map: number; team: Side; maps: Score }

export type RoundEnd = 'elimination' | 'bomb' | 'defuse' | 'time'

export type EsportsMapResult = {
  winner: Side
  duration: number
  /** MOBA */
  kills?: Score
  firstBlood?: Side
  towers?: Score
  /** Shooter */
  rounds?: Score
}
export type EsportsResult = { maps: EsportsMapResult[]; score: Score }

export type EsportsTimeline = {
  sport: 'moba' | 'shooter'
  duration: number
  events: EsportsEvent[]
  result: EsportsResult
}

const other = (s: Side): Side => (s === 'home' ? 'away' : 'home')

/**
 * One MOBA map from `t0`. Draw order: winner (int(2^16) < map share), total kills (int(2^32) against the
 * kill weights), length 20-45 minutes, first blood's side (to the winner with its share) and second
 * (1-5 minutes in), each later kill's side and second, the winner's towers (6-11) and the loser's (0-5),
 * each tower's second. The map ends on its last second with the winner's final push.
 */
function mobaMap(m: MobaMatch, map: number, t0: number, src: RandomSource, events: EsportsEvent[]) {
  const winner: Side = chance(mobaMapShare(m), src) ? 'home' : 'away'
  const kills = pick(killWeights(m), src)
  const duration = 1200 + src.int(1500)
  const timed: Exclude<EsportsEvent, { kind: 'map-start' | 'map-end' }>[] = []
  const fbTeam = chance(m.params.firstBloodToWinner, src) ? winner : other(winner)
  const fbAt = 60 + src.int(240)
  const killTeams: { t: number; team: Side }[] = [{ t: fbAt, team: fbTeam }]
  for (let k = 1; k < kills; k++) {
    const team = chance(m.params.killToWinner, src) ? winner : other(winner)
    killTeams.push({ t: fbAt + 1 + src.int(duration - fbAt - 1), team })
  }
  const towers = [6 + src.int(6), src.int(6)]
  const towerAt = (team: Side) => ({ t: 600 + src.int(duration - 600), kind: 'tower' as const, map, team })
  for (let i = 0; i < towers[0]; i++) timed.push(towerAt(winner))
  for (let i = 0; i < towers[1]; i++) timed.push(towerAt(other(winner)))
  const score: Score = [0, 0]
  killTeams.sort((a, b) => a.t - b.t)
  for (const [i, k] of killTeams.entries()) {
    score[k.team === 'home' ? 0 : 1]++
    timed.push({
      t: k.t,
      kind: 'kill',
      map,
      team: k.team,
      kills: [score[0], score[1]],
      ...(i === 0 ? { firstBlood: true } : {}),
    })
  }
  events.push({ t: t0, kind: 'map-start', map })
  for (const e of timed.sort((a, b) => a.t - b.t)) events.push({ ...e, t: t0 + e.t })
  return { winner, duration }
}

const CT_ENDS: RoundEnd[] = ['elimination', 'defuse', 'time']
const T_ENDS: RoundEnd[] = ['elimination', 'bomb']

/**
 * One shooter map from `t0`. Draw order: home's start side (int(2): 0 = CT), then per round its winner
 * (int(2^16) against home's share on its side), how it ended (int(3) for a CT win, int(2) for T) and
 * its length (60-119 seconds). Sides swap after round 12 and every three rounds of an overtime, which
 * starts on the sides of the first half.
 */
function shooterMap(m: ShooterMatch, map: number, t0: number, src: RandomSource, events: EsportsEvent[]) {
  const shares = shooterRoundShares(m)
  const startCt = src.int(2) === 0
  events.push({ t: t0, kind: 'map-start', map, homeCt: startCt })
  const rounds: Score = [0, 0]
  let t = t0
  for (let r = 0; ; r++) {
    const ot = r >= 24
    const ct = ot ? homeIsCt(startCt, (r - 24) % 6, 3) : homeIsCt(startCt, r, 12)
    const homeWins = chance(ct ? shares.ct : shares.t, src)
    const winnerCt = homeWins === ct
    const how = winnerCt ? CT_ENDS[src.int(3)] : T_ENDS[src.int(2)]
    t += 60 + src.int(60)
    rounds[homeWins ? 0 : 1]++
    const team: Side = homeWins ? 'home' : 'away'
    events.push({ t, kind: 'round', map, team, how, rounds: [rounds[0], rounds[1]] })
    const [a, b] = rounds
    const to = ot ? 4 + 3 * Math.floor((r - 24) / 6) + 12 : 13
    if (a === to || b === to) return { winner: team, duration: t - t0 }
    if (r === 23 || (ot && (r - 24) % 6 === 5)) events.push({ t, kind: 'overtime', map })
    if (r === 11 || r === 23 || (ot && (r - 24) % 3 === 2)) events.push({ t, kind: 'side-swap', map })
  }
}

/** Play a best of three on the fair stream: maps in order until one side has two. */
export function simulateEsports(m: EsportsMatch, src: RandomSource): EsportsTimeline {
  const events: EsportsEvent[] = []
  const maps: Score = [0, 0]
  let t = 0
  for (let map = 1; maps[0] < MAPS_TO_WIN && maps[1] < MAPS_TO_WIN; map++) {
    if (map > 1) t += m.params.mapBreak
    const r = m.sport === 'moba' ? mobaMap(m, map, t, src, events) : shooterMap(m, map, t, src, events)
    t += r.duration
    maps[r.winner === 'home' ? 0 : 1]++
    events.push({ t, kind: 'map-end', map, team: r.winner, maps: [maps[0], maps[1]] })
  }
  return { sport: m.sport, duration: t, events, result: esportsResult(m.sport, events) }
}

/** The result, read back from the events. */
export function esportsResult(sport: 'moba' | 'shooter', events: readonly EsportsEvent[]): EsportsResult {
  const maps: EsportsMapResult[] = []
  const score: Score = [0, 0]
  let cur: EsportsMapResult | null = null
  let start = 0
  for (const e of events) {
    if (e.kind === 'map-start') {
      start = e.t
      cur =
        sport === 'moba'
          ? { winner: 'home', duration: 0, kills: [0, 0], towers: [0, 0] }
          : { winner: 'home', duration: 0, rounds: [0, 0] }
      continue
    }
    if (!cur) continue
    const s = 'team' in e && e.team === 'away' ? 1 : 0
    if (e.kind === 'kill') {
      cur.kills![s]++
      if (e.firstBlood) cur.firstBlood = e.team
    } else if (e.kind === 'tower') cur.towers![s]++
    else if (e.kind === 'round') cur.rounds![s]++
    else if (e.kind === 'map-end') {
      cur.winner = e.team
      cur.duration = e.t - start
      score[s]++
      maps.push(cur)
      cur = null
    }
  }
  return { maps, score }
}
