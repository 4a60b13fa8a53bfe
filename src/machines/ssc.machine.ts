// The 时时彩 page (/play/ssc, docs/ssc.md): the open draw and its countdown (from the server's clock),
// a bet board in four tabs, a three-digit picker for 前三/后三, the slip, the player's contribution to
// the draw's shared client seed, and the draws. Shaped like fast-3's page (fast3.machine.ts): the
// state is read every few seconds and right after each draw time, the 1 s tick only redraws, and
// staged chips are dropped once the state shows a new issue (their draw has settled). What is placed on
// the open issue is read from the player's rounds in each state, so it survives a reload or a second tab.
// The rules dialog is a region of its own beside the table: it opens over a table that keeps ticking,
// and its odds and exact returns come from the engine (computed once, then kept).
import { assign, fromPromise, setup } from 'xstate'
import {
  isSscBet,
  SSC_CLOSE_SECONDS,
  SSC_EDGE_BP,
  SSC_ODDS,
  SSC_SAMPLE_BETS,
  type SscBetType,
  sscRtp,
} from '../../core/games/engines/ssc'
import { centsToWire, sumWire, yuan } from '../../core/money'
import { type SscStateData, sscBet, sscSeed, sscState } from '../api/games'
import { t } from '../i18n'
import { toast } from '../state/ui'
import { secondsLeft } from './fast3.machine'
import { errorStored, output, toastFailure } from './gameTable'

export type SscTab = 'digit' | 'side' | 'three' | 'lh'
export type PickMode = 'straight' | 'group3' | 'group6'
export type PickSegment = 'q3' | 'h3'
/** One bet type of the rules: odds in hundredths, the house edge, and its exact return by enumeration. */
export type SscRule = { type: SscBetType; odds: number; edgeBp: number; returned: number; staked: number }
export type SscContext = {
  state: SscStateData | null
  receivedAt: number
  now: number
  tab: SscTab
  chip: number
  /** Staged chips (whole yuan per bet key, engines/ssc.ts) for `state.issue`, not yet sent. */
  slip: Record<string, number>
  /** What is placed on `state.issue` per bet key (wire money), from the server's rounds. */
  placed: Record<string, string>
  /** The 前三/后三 picker: which three, which bet, and a digit per place (null until picked). */
  segment: PickSegment
  mode: PickMode
  pick: (number | null)[]
  seedDraft: string
  rules: SscRule[] | null
  error: string
  errorCode: number
}
export type SscEvent =
  | { type: 'ssc.tab'; tab: SscTab }
  | { type: 'ssc.place'; bet: string }
  | { type: 'ssc.remove'; bet: string }
  | { type: 'ssc.chip'; amount: number }
  | { type: 'ssc.clear' }
  | { type: 'ssc.submit' }
  | { type: 'ssc.pick.segment'; segment: PickSegment }
  | { type: 'ssc.pick.mode'; mode: PickMode }
  | { type: 'ssc.pick.digit'; place: number; digit: number }
  | { type: 'ssc.pick.add' }
  | { type: 'ssc.seed.edit'; value: string }
  | { type: 'ssc.seed.submit' }
  | { type: 'ssc.rules.open' }
  | { type: 'ssc.rules.close' }
  | { type: 'table.retry' }

const POLL_MS = 5000
const NO_PICK = [null, null, null]

/** The bet key of the picker's digits ('' until all three are picked); group bets name sorted digits. */
export function pickKey(c: Pick<SscContext, 'segment' | 'mode' | 'pick'>): string {
  if (c.pick.some((d) => d === null)) return ''
  const digits = c.pick.map(String)
  if (c.mode === 'straight') return `${c.segment}:${digits.join('')}`
  return `${c.segment}${c.mode === 'group3' ? 'z3' : 'z6'}:${digits.sort().join('')}`
}
/**
 * The bets on the open issue from the player's unsettled rounds (status 2) in the state, which carries
 * the latest 20 rounds: a slip placed here or anywhere else shows as placed.
 */
function placedOn(state: SscStateData): Record<string, string> {
  const placed: Record<string, string> = {}
  for (const r of state.rounds)
    if (r.issue === state.issue && r.status === 2)
      for (const b of r.bets) placed[b.bet] = sumWire([placed[b.bet] ?? '0.00', b.amount])
  return placed
}
type Contributed = Awaited<ReturnType<typeof sscSeed>>

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
const stake = (context: SscContext, bet: string) => ({
  ...context.slip,
  [bet]: (context.slip[bet] ?? 0) + context.chip,
})

/**
 * A slip or a seed is sent from idle or a refresh only, never a second time while the first is on its
 * way (a double tap would otherwise stake twice under two keys).
 */
const SENDS = {
  'ssc.submit': { guard: 'canBet', target: 'placing' },
  'ssc.seed.submit': { guard: 'canContribute', target: 'contributing' },
} as const

export const sscMachine = setup({
  types: { context: {} as SscContext, events: {} as SscEvent },
  actors: {
    load: fromPromise<SscStateData>(() => sscState()),
    place: fromPromise<unknown, { bets: { bet: string; amount: number }[] }>(({ input }) => sscBet(input)),
    contribute: fromPromise<Contributed, { seed: string }>(({ input }) =>
      sscSeed({ client_seed: input.seed }),
    ),
    rules: fromPromise<SscRule[]>(() => computeRules()),
  },
  guards: {
    canBet: ({ context }) => Object.keys(context.slip).length > 0 && secondsLeft(context) > SSC_CLOSE_SECONDS,
    isPickValid: ({ context }) => isSscBet(pickKey(context)),
    canContribute: ({ context }) =>
      /^[\x21-\x7e]{1,64}$/.test(context.seedDraft) &&
      context.seedDraft !== context.state?.my_seed &&
      secondsLeft(context) > SSC_CLOSE_SECONDS,
    hasRules: ({ context }) => context.rules !== null,
    refreshDue: ({ context }) => secondsLeft(context) === 0 || Date.now() - context.receivedAt >= POLL_MS,
  },
  actions: {
    storeState: assign(({ context, event }) => {
      const state = output<SscStateData>(event)
      return {
        state,
        receivedAt: Date.now(),
        now: Date.now(),
        seedDraft: context.state ? context.seedDraft : state.my_seed,
        placed: placedOn(state),
        ...(context.state && context.state.issue !== state.issue ? { slip: {} } : {}),
      }
    }),
    commitSlip: assign(({ context }) => {
      const placed = { ...context.placed }
      for (const [bet, amount] of Object.entries(context.slip))
        placed[bet] = sumWire([placed[bet] ?? '0.00', centsToWire(yuan(amount))])
      return { slip: {}, placed }
    }),
    storeContribution: assign({
      state: ({ context, event }) => {
        const c = output<Contributed>(event)
        return context.state && context.state.issue === c.issue
          ? {
              ...context.state,
              client_seed: c.client_seed,
              contributions: c.contributions,
              my_seed: c.my_seed,
            }
          : context.state
      },
    }),
    toastContributed: () => {
      toast(1, t('games.fast3.seedSaved'))
    },
    storeRules: assign({ rules: ({ event }) => output<SscRule[]>(event) }),
    storeError: assign((args) => errorStored(args)),
    toastError: toastFailure,
    toastPlaced: () => {
      toast(1, t('games.fast3.placed'))
    },
    tick: assign({ now: () => Date.now() }),
    placeChip: assign({ slip: ({ context, event }) => stake(context, (event as { bet: string }).bet) }),
    removeBet: assign({
      slip: ({ context, event }) => {
        const { [(event as { bet: string }).bet]: _, ...rest } = context.slip
        return rest
      },
    }),
    pickDigit: assign({
      pick: ({ context, event }) => {
        const { place, digit } = event as { place: number; digit: number }
        return context.pick.map((d, i) => (i === place ? digit : d))
      },
    }),
    addPick: assign({ slip: ({ context }) => stake(context, pickKey(context)), pick: () => [...NO_PICK] }),
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'ssc',
  context: {
    state: null,
    receivedAt: 0,
    now: 0,
    tab: 'digit',
    chip: 10,
    slip: {},
    placed: {},
    segment: 'q3',
    mode: 'straight',
    pick: [...NO_PICK],
    seedDraft: '',
    rules: null,
    error: '',
    errorCode: 0,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: 'storeState' },
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    failed: { tags: ['error'], on: { 'table.retry': 'loading' } },
    ready: {
      type: 'parallel',
      on: {
        'ssc.tab': { actions: assign({ tab: ({ event }) => event.tab }) },
        'ssc.place': { actions: 'placeChip' },
        'ssc.remove': { actions: 'removeBet' },
        'ssc.chip': { actions: assign({ chip: ({ event }) => event.amount }) },
        'ssc.clear': { actions: assign({ slip: {} }) },
        'ssc.pick.segment': { actions: assign({ segment: ({ event }) => event.segment }) },
        'ssc.pick.mode': { actions: assign({ mode: ({ event }) => event.mode }) },
        'ssc.pick.digit': { actions: 'pickDigit' },
        'ssc.pick.add': { guard: 'isPickValid', actions: 'addPick' },
        'ssc.seed.edit': { actions: assign({ seedDraft: ({ event }) => event.value }) },
      },
      states: {
        table: {
          initial: 'idle',
          states: {
            idle: {
              on: SENDS,
              after: {
                tick: [
                  { guard: 'refreshDue', target: 'refreshing' },
                  { target: 'idle', reenter: true, actions: 'tick' },
                ],
              },
            },
            refreshing: {
              on: SENDS,
              invoke: {
                id: 'load',
                src: 'load',
                onDone: { target: 'idle', actions: 'storeState' },
                onError: { target: 'idle' },
              },
            },
            placing: {
              tags: ['busy'],
              invoke: {
                id: 'place',
                src: 'place',
                input: ({ context }) => ({
                  bets: Object.entries(context.slip).map(([bet, amount]) => ({ bet, amount })),
                }),
                onDone: { target: 'refreshing', actions: ['commitSlip', 'toastPlaced'] },
                onError: { target: 'refreshing', actions: 'toastError' },
              },
            },
            contributing: {
              tags: ['busy'],
              invoke: {
                id: 'contribute',
                src: 'contribute',
                input: ({ context }) => ({ seed: context.seedDraft }),
                onDone: { target: 'idle', actions: ['storeContribution', 'toastContributed'] },
                onError: { target: 'refreshing', actions: 'toastError' },
              },
            },
          },
        },
        rules: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'ssc.rules.open': [{ guard: 'hasRules', target: 'open' }, { target: 'computing' }],
              },
            },
            computing: {
              tags: ['modal'],
              invoke: {
                id: 'rules',
                src: 'rules',
                onDone: { target: 'open', actions: 'storeRules' },
                onError: { target: 'closed' },
              },
              on: { 'ssc.rules.close': 'closed' },
            },
            open: { tags: ['modal'], on: { 'ssc.rules.close': 'closed' } },
          },
        },
      },
    },
  },
})
