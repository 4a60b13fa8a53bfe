// The sportsbook's bet slip (issue 24): selections picked from the board, singles (a stake each) or one
// parlay (串关, 2-8 legs on different matches), stakes checked against the venue's limits, the potential
// return in integer cents (core/sportsbook parlay.ts, never float money), the player's price-change
// preference, prices kept current by each board refresh, placement with one idempotency key per
// attempt (kept while the same slip is retried after an unknown outcome), refusals in the player's
// language as the server wrote them, and the confirmation with the bet ids.
import { assign, fromPromise, setup } from 'xstate'
import { centsToWire, parseMoney } from '../../core/money'
import { combinedOdds, potentialReturnCents } from '../../core/sportsbook/parlay'
import {
  type SbBet,
  type SportsBetData,
  type SportsBetRequest,
  type SportsBoardData,
  type SportsLimits,
  sportsBet,
  sportsBoard,
} from '../api/sports'
import { attemptAfterFailure, attemptFor, errorOf, type IdempotentAttempt, outputOf } from './memberKit'

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

export type BetSlipContext = {
  venue: string
  picks: SlipPick[]
  mode: SlipMode
  /** Typed stakes of the singles, by pick key. */
  stakes: Record<string, string>
  parlayStake: string
  pref: PricePref
  limits: SportsLimits | null
  balance: string | null
  attempt: IdempotentAttempt
  placed: SbBet[]
  error: string
  errorCode: number
}
export type BetSlipInput = { venue: string; pref?: PricePref }
export type BetSlipEvent =
  | { type: 'slip.toggle'; pick: NewPick }
  | { type: 'slip.remove'; key: string }
  | { type: 'slip.mode'; mode: SlipMode }
  | { type: 'slip.stake'; key: string; value: string }
  | { type: 'slip.parlayStake'; value: string }
  | { type: 'slip.pref'; pref: PricePref }
  | { type: 'slip.board'; board: SportsBoardData }
  | { type: 'slip.acceptChanges' }
  | { type: 'slip.place' }
  | { type: 'slip.clear' }
  | { type: 'slip.done' }
  | { type: 'slip.keep' }

/** The code a placement is refused with when a price moved and the preference does not allow it. */
/** The server's refusal code for a moved price (core/contract Code.sbPriceChanged; a literal here so the bundle takes no zod). */
export const PRICE_CHANGED = 242
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
const savePref = (pref: PricePref) => {
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
  if (!m || m.state !== 'open') return null
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
export function checkSlip(
  c: Pick<BetSlipContext, 'picks' | 'mode' | 'stakes' | 'parlayStake' | 'limits' | 'balance'>,
): SlipCheck {
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

type PlaceInput = { body: SportsBetRequest; key: string }

export const betSlipMachine = setup({
  types: {
    context: {} as BetSlipContext,
    events: {} as BetSlipEvent,
    input: {} as BetSlipInput,
  },
  actors: {
    place: fromPromise<SportsBetData, PlaceInput>(({ input }) => sportsBet(input.body, input.key)),
    /** After a 242 refusal: the board's current prices (what the server now offers). */
    reprice: fromPromise<SportsBoardData, { venue: string }>(({ input }) =>
      sportsBoard({ venue: input.venue }),
    ),
  },
  guards: {
    canPlace: ({ context }) => context.picks.length > 0 && checkSlip(context).bets !== null,
    priceChanged: ({ event }) => (errorOf(event) as { code?: number } | undefined)?.code === PRICE_CHANGED,
    hasPicks: ({ context }) => context.picks.length > 0,
  },
  actions: {
    toggle: assign(({ context, event }) => {
      const pick = (event as Extract<BetSlipEvent, { type: 'slip.toggle' }>).pick
      const key = pickKey(pick)
      if (context.picks.some((p) => pickKey(p) === key)) return dropPick(context, key)
      const fresh: SlipPick = { ...pick, accepted: pick.odds, moved: null, closed: false }
      // In a parlay a second pick of one match replaces the first (a parlay never holds two); as
      // singles both stay, and the parlay tab says why it is unavailable.
      const kept =
        context.mode === 'parlay' ? context.picks.filter((p) => p.matchId !== pick.matchId) : context.picks
      return { picks: [...kept, fresh], error: '', errorCode: 0 }
    }),
    remove: assign(({ context, event }) => dropPick(context, (event as { key: string }).key)),
    applyBoard: assign(({ context, event }) => {
      const board = (event as { board?: SportsBoardData }).board ?? outputOf<SportsBoardData>(event)
      return {
        picks: repriced(context.picks, board, context.pref),
        limits: board.limits,
        balance: board.balance,
      }
    }),
    acceptChanges: assign({
      picks: ({ context }) => context.picks.map((p) => ({ ...p, accepted: p.odds, moved: null })),
      error: '',
      errorCode: 0,
    }),
    setPref: assign(({ context, event }) => {
      const pref = (event as { pref: PricePref }).pref
      // A looser preference takes the changes already waiting when it now allows them.
      return {
        pref,
        picks: context.picks.map((p) =>
          prefAllows(pref, p.accepted, p.odds) ? { ...p, accepted: p.odds } : p,
        ),
      }
    }),
    persistPref: ({ context }) => savePref(context.pref),
    beginAttempt: assign({
      attempt: ({ context }) =>
        attemptFor(context.attempt, { venue: context.venue, bets: checkSlip(context).bets }),
      error: '',
      errorCode: 0,
    }),
    storePlaced: assign(({ event }) => {
      const r = outputOf<SportsBetData>(event)
      return { placed: r.bets, balance: r.balance, attempt: null }
    }),
    storeError: assign(({ context, event }) => {
      const e = errorOf(event) as { code?: number; message?: string }
      return {
        error: e?.message ?? '',
        errorCode: e?.code ?? 0,
        attempt: attemptAfterFailure(context.attempt, e),
      }
    }),
    clear: assign({
      picks: [],
      stakes: {},
      parlayStake: '',
      placed: [],
      error: '',
      errorCode: 0,
      attempt: null,
    }),
    keep: assign({ stakes: {}, parlayStake: '', placed: [], error: '', errorCode: 0 }),
  },
}).createMachine({
  id: 'betSlip',
  context: ({ input }) => ({
    venue: input.venue,
    picks: [],
    mode: 'singles',
    stakes: {},
    parlayStake: '',
    pref: input.pref ?? readPref(),
    limits: null,
    balance: null,
    attempt: null,
    placed: [],
    error: '',
    errorCode: 0,
  }),
  initial: 'editing',
  on: {
    // Every state follows the board: limits, balance and prices stay current.
    'slip.board': { actions: 'applyBoard' },
  },
  states: {
    editing: {
      on: {
        'slip.toggle': { actions: 'toggle' },
        'slip.remove': { actions: 'remove' },
        'slip.mode': { actions: assign({ mode: ({ event }) => event.mode, error: '', errorCode: 0 }) },
        'slip.stake': {
          actions: assign({
            stakes: ({ context, event }) => ({ ...context.stakes, [event.key]: event.value }),
          }),
        },
        'slip.parlayStake': { actions: assign({ parlayStake: ({ event }) => event.value }) },
        'slip.pref': { actions: ['setPref', 'persistPref'] },
        'slip.acceptChanges': { guard: 'hasPicks', actions: 'acceptChanges' },
        'slip.place': { guard: 'canPlace', target: 'placing' },
        'slip.clear': { actions: 'clear' },
      },
    },
    placing: {
      tags: ['busy'],
      entry: 'beginAttempt',
      invoke: {
        id: 'place',
        src: 'place',
        input: ({ context }) => ({
          body: { venue: context.venue, accept: context.pref, bets: checkSlip(context).bets ?? [] },
          key: context.attempt?.key ?? '',
        }),
        onDone: { target: 'confirmed', actions: 'storePlaced' },
        onError: [
          { guard: 'priceChanged', target: 'repricing', actions: 'storeError' },
          { target: 'editing', actions: 'storeError' },
        ],
      },
    },
    repricing: {
      tags: ['busy'],
      invoke: {
        id: 'reprice',
        src: 'reprice',
        input: ({ context }) => ({ venue: context.venue }),
        onDone: { target: 'editing', actions: 'applyBoard' },
        onError: { target: 'editing' },
      },
    },
    confirmed: {
      on: {
        'slip.done': { target: 'editing', actions: 'clear' },
        'slip.keep': { target: 'editing', actions: 'keep' },
      },
    },
  },
})

function dropPick(c: BetSlipContext, key: string): Partial<BetSlipContext> {
  const { [key]: _, ...stakes } = c.stakes
  return { picks: c.picks.filter((p) => pickKey(p) !== key), stakes, error: '', errorCode: 0 }
}
