// What every in-house game table keeps the same way (slot, sic bo): the table as loaded (balance, seed
// pair, recent rounds), the round just played, the client-seed draft and seed rotation, and the last
// refusal. Each machine names these as its own actions (`storeTable: assign(tableLoaded)`); this is
// the one implementation of them.
import type { ApiError } from '../api/client'
import type { GameRound, seedRotate, TableData } from '../api/games'
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
