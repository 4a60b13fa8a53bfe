// The bet slip's rules as pure functions over its picks and stakes (issue 24; the machine is
// betSlip.machine.ts): the pick key, the price-change preference (remembered on the device) and a
// board refresh under it, the parlay's rules, and every stake checked against the venue's limits with
// the potential return in integer cents (core/sportsbook parlay.ts, never float money).
import { centsToWire, parseMoney } from '../../core/money'
import { combinedOdds, potentialReturnCents } from '../../core/sportsbook/parlay'
import type { SportsBetRequest, SportsBoardData, SportsLimits } from '../api/sports'

export type Team = { id: string; zh: string; en: string }
export type SlipPick = {
  matchId: string
  market: string
  selection: string
  /** The current price (thousandths) as the last board showed it. */
  odds: number
  /** The price the player agreed to; differs from `odds` while a change waits for acceptance. */
  accepted: number
  /** Which way the price last moved (shown for a moment), or null. */
  moved: 'up' | 'down' | null
  /** The match no longer takes bets on this selection. */
  closed: boolean
  home: Team
  away: Team
  league: string
  kickoff: string
}
export type NewPick = Omit<SlipPick, 'accepted' | 'moved' | 'closed'>
export type SlipMode = 'singles' | 'parlay'
export type PricePref = 'any' | 'higher' | 'none'

/** What the slip's checks read: the picks, the mode, the typed stakes, the limits and the balance. */
export type SlipFields = {
  picks: SlipPick[]
  mode: SlipMode
  /** Typed stakes of the singles, by pick key. */
  stakes: Record<string, string>
  parlayStake: string
  limits: SportsLimits | null
  balance: string | null
}

export const PREF_STORAGE_KEY = 'sb.pricePref'

export const pickKey = (p: Pick<SlipPick, 'matchId' | 'market' | 'selection'>) =>
  `${p.matchId}|${p.market}|${p.selection}`

export function readPref(): PricePref {
  try {
    const v = globalThis.localStorage?.getItem(PREF_STORAGE_KEY)
    return v === 'any' || v === 'none' ? v : 'higher'
  } catch {
    return 'higher'
  }
}
export const savePref = (pref: PricePref) => {
  try {
    globalThis.localStorage?.setItem(PREF_STORAGE_KEY, pref)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** Whether the preference takes a new price without asking: any change, or only a better price. */
export const prefAllows = (pref: PricePref, from: number, to: number) =>
  pref === 'any' || (pref === 'higher' && to >= from)

/** The board's current price of each selection, or null when it is no longer offered. */
function currentOdds(board: SportsBoardData, p: SlipPick): number | null {
  const m = board.matches.find((x) => x.id === p.matchId)
  if (m?.state !== 'open') return null
  return m.markets.find((x) => x.id === p.market)?.selections.find((s) => s.id === p.selection)?.odds ?? null
}

/** The picks after a board refresh: new prices, taken at once when the preference allows. */
export function repriced(picks: SlipPick[], board: SportsBoardData, pref: PricePref): SlipPick[] {
  return picks.map((p) => {
    const now = currentOdds(board, p)
    if (now === null) return { ...p, closed: true, moved: null }
    if (now === p.odds) return { ...p, closed: false, moved: null }
    return {
      ...p,
      closed: false,
      odds: now,
      accepted: prefAllows(pref, p.accepted, now) ? now : p.accepted,
      moved: now > p.odds ? 'up' : 'down',
    }
  })
}

export const pendingChanges = (picks: SlipPick[]) => picks.some((p) => p.odds !== p.accepted)
/** Two picks of one match: a parlay of them is impossible. */
export const sameMatch = (picks: SlipPick[]) => new Set(picks.map((p) => p.matchId)).size < picks.length

export type SlipProblem =
  | { key: 'sbui.closedPick' }
  | { key: 'sbui.acceptFirst' }
  | { key: 'sb.sameMatch' }
  | { key: 'sb.parlayLegs'; params: { min: number; max: number } }
  | { key: 'sb.stakeMin' | 'sb.stakeMax' | 'sb.payoutMax'; params: { amount: string } }
  | { key: 'sbui.stakeShape' }
  | { key: 'sbui.noStake' }
  | { key: 'sbui.balance' }

export type SlipLine = {
  key: string
  stake: bigint | null
  potential: bigint | null
  problem: SlipProblem | null
}
export type SlipCheck = {
  /** Per single (by pick key), or the one parlay line (key 'parlay'). */
  lines: SlipLine[]
  /** The parlay's combined odds (thousandths), or null in singles mode. */
  parlayOdds: number | null
  totalStake: bigint
  totalReturn: bigint
  /** What stops the whole slip, first of all. */
  problem: SlipProblem | null
  /** What is sent when the slip can be placed, else null. */
  bets: SportsBetRequest['bets'] | null
}

/** A typed stake checked against the limits: its cents, or what is wrong. */
function checkStake(text: string, odds: number[], limits: SportsLimits | null) {
  const parsed = parseMoney(text.trim())
  if (!parsed.ok) return { stake: null, potential: null, problem: { key: 'sbui.stakeShape' } as SlipProblem }
  const stake = parsed.cents as bigint
  const potential = potentialReturnCents(stake, odds)
  if (limits) {
    if (stake < decimal(limits.min_stake))
      return {
        stake,
        potential,
        problem: { key: 'sb.stakeMin', params: { amount: limits.min_stake } } as const,
      }
    if (stake > decimal(limits.max_stake))
      return {
        stake,
        potential,
        problem: { key: 'sb.stakeMax', params: { amount: limits.max_stake } } as const,
      }
    if (potential > decimal(limits.max_payout))
      return {
        stake,
        potential,
        problem: { key: 'sb.payoutMax', params: { amount: limits.max_payout } } as const,
      }
  }
  return { stake, potential, problem: null }
}
const decimal = (s: string) => {
  const r = parseMoney(s)
  return r.ok ? (r.cents as bigint) : 0n
}

/** Everything the slip shows and whether it can be placed; pure, in integer cents. */
export function checkSlip(c: SlipFields): SlipCheck {
  const legOf = (p: SlipPick) => ({
    match_id: p.matchId,
    market: p.market,
    selection: p.selection,
    odds: p.accepted,
  })
  let lines: SlipLine[] = []
  let bets: NonNullable<SlipCheck['bets']> = []
  let parlayOdds: number | null = null
  let problem: SlipProblem | null = null
  if (c.mode === 'singles') {
    for (const p of c.picks) {
      const k = pickKey(p)
      const text = c.stakes[k] ?? ''
      if (!text.trim()) {
        lines.push({ key: k, stake: null, potential: null, problem: null })
        continue
      }
      const s = checkStake(text, [p.accepted], c.limits)
      lines.push({ key: k, ...s })
      if (s.stake !== null) bets.push({ stake: centsToWire(s.stake), legs: [legOf(p)] })
    }
    // A malformed or out-of-limit stake says so before "enter a stake" does.
    problem = lines.find((l) => l.problem)?.problem ?? (bets.length ? null : { key: 'sbui.noStake' })
  } else {
    const min = c.limits?.parlay_min_legs ?? 2
    const max = c.limits?.parlay_max_legs ?? 8
    parlayOdds = combinedOdds(c.picks.map((p) => p.accepted))
    const s = c.parlayStake.trim()
      ? checkStake(
          c.parlayStake,
          c.picks.map((p) => p.accepted),
          c.limits,
        )
      : { stake: null, potential: null, problem: null }
    lines = [{ key: 'parlay', ...s }]
    if (sameMatch(c.picks)) problem = { key: 'sb.sameMatch' }
    else if (c.picks.length < min || c.picks.length > max)
      problem = { key: 'sb.parlayLegs', params: { min, max } }
    else if (s.stake === null && !s.problem) problem = { key: 'sbui.noStake' }
    if (s.stake !== null) bets = [{ stake: centsToWire(s.stake), legs: c.picks.map(legOf) }]
  }
  const totalStake = lines.reduce((a, l) => a + (l.stake ?? 0n), 0n)
  const totalReturn = lines.reduce((a, l) => a + (l.potential ?? 0n), 0n)
  problem ??= lines.find((l) => l.problem)?.problem ?? null
  if (!problem && c.picks.some((p) => p.closed)) problem = { key: 'sbui.closedPick' }
  if (!problem && pendingChanges(c.picks)) problem = { key: 'sbui.acceptFirst' }
  if (!problem && c.balance !== null && totalStake > decimal(c.balance)) problem = { key: 'sbui.balance' }
  return { lines, parlayOdds, totalStake, totalReturn, problem, bets: problem ? null : bets }
}

/** The slip without one pick and its typed stake. */
export function withoutPick(c: Pick<SlipFields, 'picks' | 'stakes'>, key: string) {
  const { [key]: _, ...stakes } = c.stakes
  return { picks: c.picks.filter((p) => pickKey(p) !== key), stakes }
}
