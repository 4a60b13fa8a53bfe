// What every in-house game table keeps the same way (slot, sic bo, bull-bull): the table as loaded (balance, seed
// pair, recent rounds), the round just played, the client-seed draft and seed rotation, and the last
// refusal. Each machine names these as its own actions (`storeTable: assign(tableLoaded)`); this is
// the one implementation of them.

import { fromPromise } from 'xstate'
import type { ApiError } from '../api/client'
import { type GameRound, seedRotate, type TableData } from '../api/games'
import { toast } from '../state/ui'

export type TableContext = {
  table: TableData | null
  last: GameRound | null
  clientSeedDraft: string
  error: string
  errorCode: number
}
type Rotated = Awaited<ReturnType<typeof seedRotate>>
type Played = { round: GameRound; balance: TableData['balance']; seed: TableData['seed'] }
type Args = { context: TableContext; event: unknown }

export const output = <T>(event: unknown) => (event as { output: T }).output
export const failure = (event: unknown) => (event as { error: unknown }).error as ApiError

/** An empty draft keeps the server's client seed; otherwise 1-64 printable ASCII characters. */
export const isClientSeedDraftValid = ({ context }: { context: Pick<TableContext, 'clientSeedDraft'> }) =>
  context.clientSeedDraft === '' || /^[\x21-\x7e]{1,64}$/.test(context.clientSeedDraft)

export const tableLoaded = ({ event }: Args): Partial<TableContext> => {
  const t = output<TableData>(event)
  return { table: t, clientSeedDraft: t.seed.client_seed }
}

/** A settled round: the new balance and seed state, the round on top of the last 20. */
export const roundPlayed = ({ context, event }: Args): Partial<TableContext> => {
  const r = output<Played>(event)
  return {
    last: r.round,
    table: context.table && {
      ...context.table,
      balance: r.balance,
      seed: r.seed,
      rounds: [r.round, ...context.table.rounds].slice(0, 20),
    },
  }
}

export const seedRotated = ({ context, event }: Args): Partial<TableContext> => {
  const r = output<Rotated>(event)
  return {
    clientSeedDraft: r.current.client_seed,
    table: context.table && { ...context.table, seed: r.current, previous_seed: r.previous },
  }
}

export const errorStored = ({ event }: { event: unknown }): Pick<TableContext, 'error' | 'errorCode'> => ({
  error: failure(event).message ?? '',
  errorCode: failure(event).code ?? 0,
})

export const toastFailure = ({ event }: { event: unknown }) => {
  toast(0, failure(event).message)
}

/** The seed pair rotation as an actor: an empty client seed keeps the server's own. */
export const rotateSeeds = (kind: Parameters<typeof seedRotate>[0]['kind']) =>
  fromPromise<Rotated, { clientSeed: string }>(({ input }) =>
    seedRotate({ kind, ...(input.clientSeed ? { client_seed: input.clientSeed } : {}) }),
  )

/** The draft is sent only when the player changed it; otherwise the server keeps its client seed. */
const rotationInput = ({ context }: { context: TableContext }) => ({
  clientSeed: context.clientSeedDraft === context.table?.seed.client_seed ? '' : context.clientSeedDraft,
})

/**
 * The states every table machine has the same: loading the table (a failure waits for table.retry)
 * and rotating the seed pair, both returning to `ready`. The machine provides the actors `loadTable`
 * and `rotate` and the actions `storeTable`, `storeError`, `storeRotation` and `toastError`.
 */
export const tableStates = {
  loading: {
    tags: 'busy',
    invoke: {
      id: 'loadTable',
      src: 'loadTable',
      input: ({ context }: { context: { venue: string } }) => ({ venue: context.venue }),
      onDone: { target: 'ready', actions: 'storeTable' },
      onError: { target: 'failed', actions: 'storeError' },
    },
  },
  failed: { tags: 'error', on: { 'table.retry': 'loading' } },
  rotating: {
    tags: 'busy',
    invoke: {
      id: 'rotate',
      src: 'rotate',
      input: rotationInput,
      onDone: { target: 'ready', actions: 'storeRotation' },
      onError: { target: 'ready', actions: 'toastError' },
    },
  },
} as const

/** The seed events of `ready`: edit the draft, rotate when it is valid. */
export const seedEvents = {
  'seed.edit': { actions: 'editSeed' },
  'seed.rotate': { guard: 'isClientSeedValid', target: 'rotating' },
} as const

export const seedDraftEdited = ({ event }: { event: unknown }) => ({
  clientSeedDraft: (event as { value: string }).value,
})
