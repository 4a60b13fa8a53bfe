// One machine for every instant card round against the banker (炸金花, bull-bull, 二八杠, ...): load
// the table and the game's rules, choose a stake from the amounts the rules offer, deal (the server
// deals both hands on the player's fair stream and settles through the ledger; docs/wagering.md), and
// manage the provably-fair seeds like the other in-house tables. Once the answer is in, the cards turn
// over for a moment (`revealing`) before the next bet; a refusal toasts the server's message and keeps
// the table. Each game names its own event prefix and stake field, so its page reads
// `context[stake]` and sends `{ type: `${prefix}.${stake}`, amount }` and `{ type: `${prefix}.deal` }`.
import { assign, fromPromise, setup } from 'xstate'
import { gameTable, type seedRotate, type TableData } from '../api/games'
import {
  errorStored,
  isClientSeedDraftValid,
  output,
  rotateSeeds,
  roundPlayed,
  seedDraftEdited,
  seedEvents,
  seedRotated,
  type TableContext,
  tableLoaded,
  tableStates,
  toastFailure,
} from './gameTable'

/** The seed kinds of the contract: the game's fair stream and its table. */
export type CardRoundKind = Parameters<typeof seedRotate>[0]['kind']

export type CardRoundSpec<Rules, Dealt, P extends string, S extends string> = {
  /** The machine id (also the game's name in diagrams). */
  id: string
  kind: CardRoundKind
  /** Event prefix: `${prefix}.${stake}` chooses the stake, `${prefix}.deal` deals. */
  prefix: P
  /** The context field holding the chosen stake (a wire amount such as "10.00"). */
  stake: S
  loadRules: () => Promise<Rules>
  /** The stakes the rules offer; a stake not among them is never chosen. */
  offered: (rules: Rules) => readonly string[]
  play: (input: { venue: string } & Record<S, string>) => Promise<Dealt>
  /** How long the cards stay turned over before the next bet, ms (1100 unless told). */
  revealMs?: number
}

export type CardRoundContext<Rules, S extends string> = TableContext & {
  venue: string
  rules: Rules | null
} & Record<S, string>

export type CardRoundEvent<P extends string, S extends string> =
  | { type: `${P}.${S}`; amount: string }
  | { type: `${P}.deal` }
  | { type: 'seed.edit'; value: string }
  | { type: 'seed.rotate' }
  | { type: 'table.retry' }

const amountOf = (event: unknown) => (event as { amount: string }).amount

export function cardRoundMachine<Rules, Dealt, P extends string, S extends string>(
  spec: CardRoundSpec<Rules, Dealt, P, S>,
) {
  type Ctx = CardRoundContext<Rules, S>
  type Loaded = { table: TableData; rules: Rules }
  const { stake } = spec
  const stakeOf = (context: Ctx) => (context as unknown as Record<string, string>)[stake] ?? ''
  const ready = {
    on: {
      [`${spec.prefix}.${stake}`]: { guard: 'isOffered', actions: 'chooseStake' },
      [`${spec.prefix}.deal`]: { target: 'dealing' },
      ...seedEvents,
    },
  } as const

  return setup({
    types: {
      context: {} as Ctx,
      events: {} as CardRoundEvent<P, S>,
      input: {} as { venue: string },
    },
    actors: {
      loadTable: fromPromise<Loaded, { venue: string }>(async ({ input }) => {
        const [table, rules] = await Promise.all([
          gameTable({ venue: input.venue, kind: spec.kind }),
          spec.loadRules(),
        ])
        return { table, rules }
      }),
      deal: fromPromise<Dealt, { venue: string; amount: string }>(({ input }) =>
        spec.play({ venue: input.venue, [stake]: input.amount } as { venue: string } & Record<S, string>),
      ),
      rotate: rotateSeeds(spec.kind),
    },
    guards: {
      isOffered: ({ context, event }) =>
        context.rules !== null && spec.offered(context.rules).includes(amountOf(event)),
      isClientSeedValid: isClientSeedDraftValid,
    },
    actions: {
      storeTable: assign(({ context, event }) => {
        const { table, rules } = output<Loaded>(event)
        const offered = spec.offered(rules)
        const current = stakeOf(context)
        return {
          ...tableLoaded({ context, event: { output: table } }),
          rules,
          [stake]: offered.includes(current) ? current : (offered[0] ?? current),
        } as Partial<Ctx>
      }),
      chooseStake: assign(({ event }) => ({ [stake]: amountOf(event) }) as Partial<Ctx>),
      storeDeal: assign((args) => roundPlayed(args) as Partial<Ctx>),
      storeRotation: assign((args) => seedRotated(args) as Partial<Ctx>),
      editSeed: assign((args) => seedDraftEdited(args) as Partial<Ctx>),
      storeError: assign((args) => errorStored(args) as Partial<Ctx>),
      toastError: toastFailure,
    },
    delays: { cardFlip: spec.revealMs ?? 1100 },
  }).createMachine({
    id: spec.id,
    context: ({ input }) =>
      ({
        ...input,
        [stake]: '10.00',
        rules: null,
        table: null,
        last: null,
        clientSeedDraft: '',
        error: '',
        errorCode: 0,
      }) as Ctx,
    initial: 'loading',
    states: {
      loading: tableStates.loading,
      failed: tableStates.failed,
      ready,
      dealing: {
        tags: ['busy', 'dealing'],
        invoke: {
          id: 'deal',
          src: 'deal',
          input: ({ context }) => ({ venue: context.venue, amount: stakeOf(context) }),
          onDone: { target: 'revealing', actions: 'storeDeal' },
          onError: { target: 'ready', actions: 'toastError' },
        },
      },
      // The settled deal is known; the cards turn over before the table takes the next bet.
      revealing: {
        tags: ['busy', 'dealing'],
        after: { cardFlip: 'ready' },
      },
      rotating: tableStates.rotating,
    },
  })
}
