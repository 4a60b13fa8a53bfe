// The 时时彩 page (/play/ssc, docs/ssc.md): the open draw and its countdown (from the server's clock),
// a bet board in four tabs, a three-digit picker for 前三/后三, the slip, the player's contribution to
// the draw's shared client seed, and the draws. Built on drawTable.ts like every shared draw: the
// state is read every few seconds and right after each draw time, the 1 s tick only redraws, and
// staged chips are dropped once the state shows a new issue (their draw has settled). What is placed on
// the open issue is read from the player's rounds in each state, so it survives a reload or a second tab.
// The rules dialog is a region of its own beside the table: it opens over a table that keeps ticking,
// and its odds and exact returns come from the engine (computed once, then kept).
import {
  isSscBet,
  SSC_CLOSE_SECONDS,
  SSC_EDGE_BP,
  SSC_ODDS,
  SSC_SAMPLE_BETS,
  type SscBetType,
  sscRtp,
} from '../../core/games/engines/ssc'
import { type SscStateData, sscBet, sscSeed, sscState } from '../api/games'
import { type DrawRule, withChip } from './drawGame'
import { type DrawContext, type DrawEvent, drawTableMachine } from './drawTable'

export type SscTab = 'digit' | 'side' | 'three' | 'lh'
export type PickMode = 'straight' | 'group3' | 'group6'
export type PickSegment = 'q3' | 'h3'
/** One bet type of the rules: odds in hundredths, the house edge, and its exact return by enumeration. */
export type SscRule = DrawRule<SscBetType>
type Picker = {
  tab: SscTab
  /** The 前三/后三 picker: which three, which bet, and a digit per place (null until picked). */
  segment: PickSegment
  mode: PickMode
  pick: (number | null)[]
}
export type SscContext = DrawContext<SscStateData, SscBetType> & Picker
type PickerEvent =
  | { type: 'ssc.tab'; tab: SscTab }
  | { type: 'ssc.pick.segment'; segment: PickSegment }
  | { type: 'ssc.pick.mode'; mode: PickMode }
  | { type: 'ssc.pick.digit'; place: number; digit: number }
  | { type: 'ssc.pick.add' }
export type SscEvent = DrawEvent<'ssc'> | PickerEvent

const NO_PICK = [null, null, null]

/** The bet key of the picker's digits ('' until all three are picked); group bets name sorted digits. */
export function pickKey(c: Pick<SscContext, 'segment' | 'mode' | 'pick'>): string {
  if (c.pick.some((d) => d === null)) return ''
  const digits = c.pick.map(String)
  if (c.mode === 'straight') return `${c.segment}:${digits.join('')}`
  return `${c.segment}${c.mode === 'group3' ? 'z3' : 'z6'}:${digits.sort().join('')}`
}

/**
 * Every bet type's exact return, enumerated by the engine over all 100 000 draws. About half a second
 * of work in all, so it yields to the page between types and runs only when the rules are first read.
 */
export async function computeRules(): Promise<SscRule[]> {
  const rules: SscRule[] = []
  for (const [type, bet] of Object.entries(SSC_SAMPLE_BETS) as [SscBetType, string][]) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    const { returned, staked } = sscRtp(bet)
    rules.push({ type, odds: SSC_ODDS[type], edgeBp: SSC_EDGE_BP[type], returned, staked })
  }
  return rules
}

export const sscMachine = drawTableMachine<'ssc', SscStateData, SscBetType, Picker, PickerEvent>({
  id: 'ssc',
  load: sscState,
  place: sscBet,
  contribute: sscSeed,
  rules: computeRules,
  closeSeconds: SSC_CLOSE_SECONDS,
  context: { tab: 'digit', segment: 'q3', mode: 'straight', pick: [...NO_PICK] },
  on: {
    'ssc.tab': { update: (_, event) => ({ tab: event.tab }) },
    'ssc.pick.segment': { update: (_, event) => ({ segment: event.segment }) },
    'ssc.pick.mode': { update: (_, event) => ({ mode: event.mode }) },
    'ssc.pick.digit': {
      update: (context, event) => ({
        pick: context.pick.map((d, i) => (i === event.place ? event.digit : d)),
      }),
    },
    'ssc.pick.add': {
      guard: (context) => isSscBet(pickKey(context)),
      update: (context) => ({
        slip: withChip(context.slip, pickKey(context), context.chip),
        pick: [...NO_PICK],
      }),
    },
  },
})
