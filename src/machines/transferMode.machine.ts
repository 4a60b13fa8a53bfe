// Transfer page (/transfer): the player's transfer mode (0 transfer, 1 seamless), the wallet list,
// recover-all (seamless only) and the quota-conversion dialog. The dialog reads the venue balance on
// open and, in transfer mode only, moves an amount in or out; it closes on any answer, and the
// balances reload after a success. Seamless mode has no amount form: venue money follows the player.
// Switching the mode changes where every bet is paid from, so it is explained and confirmed first.
import { assign, emit, fromPromise, setup } from 'xstate'
import type { ResponseOf } from '../../core/contract'
import type { calls } from '../../core/contract/calls'
import * as account from '../api/account'
import * as wallet from '../api/wallet'
import {
  attemptAfterFailure,
  attemptFor,
  errorOf,
  failureText,
  type IdempotentAttempt,
  type Notice,
  outputOf,
} from './memberKit'

export const PLATFORM_WALLET = 'userbalance'
type Venue = ResponseOf<typeof calls.balancelist>[number]
export type Direction = 'in' | 'out'
type Wallets = { venues: Venue[]; balance: string }
export type TransferBody = { amount: string; sourcetype: string; targettype: string }

/** The one platform <-> venue transfer call; the venue top-up offer (venueTopUp.machine) reuses it. */
export const transferMoney = fromPromise<unknown, { body: TransferBody; idempotencyKey?: string }>(
  ({ input }) => wallet.transfer(input.body, { idempotencyKey: input.idempotencyKey }),
)

export type TransferModeContext = {
  transferstatus: 0 | 1
  requestedMode: 0 | 1
  balance: string | null
  venues: Venue[]
  venue: Venue | null
  venueBalance: string | null
  direction: Direction
  amount: string
  error: string | null
  attempt: IdempotentAttempt
}

export type TransferModeEvent =
  | { type: 'transfer.mode'; transferstatus: 0 | 1 }
  | { type: 'transfer.mode.confirm' }
  | { type: 'transfer.mode.cancel' }
  | { type: 'transfer.refresh' }
  | { type: 'transfer.recoverAll' }
  | { type: 'transfer.open'; platname: string }
  | { type: 'transfer.close' }
  | { type: 'transfer.direction'; direction: Direction }
  | { type: 'transfer.amount'; amount: string }
  | { type: 'transfer.submit' }

export const transferBody = (c: TransferModeContext): TransferBody => ({
  amount: c.amount.trim(),
  sourcetype: c.direction === 'in' ? PLATFORM_WALLET : (c.venue?.platname ?? ''),
  targettype: c.direction === 'in' ? (c.venue?.platname ?? '') : PLATFORM_WALLET,
})

const venueInput = ({ context }: { context: TransferModeContext }) => ({
  platname: context.venue?.platname ?? '',
})
const transferInput = ({ context }: { context: TransferModeContext }) => ({
  body: transferBody(context),
  idempotencyKey: context.attempt?.key,
})
const modeInput = ({ context }: { context: TransferModeContext }) => ({
  transferstatus: context.requestedMode,
})
const recoverInput = ({ context }: { context: TransferModeContext }) => ({
  idempotencyKey: context.attempt?.key,
})

export const transferModeMachine = setup({
  types: {
    context: {} as TransferModeContext,
    events: {} as TransferModeEvent,
    input: {} as { transferstatus: 0 | 1 },
    emitted: {} as Notice,
  },
  actors: {
    loadWallets: fromPromise<Wallets>(async () => {
      const [list, central] = await Promise.all([wallet.balancelist(), account.balance()])
      return { venues: list.filter((v) => v.platname !== PLATFORM_WALLET), balance: central.balance }
    }),
    readVenueBalance: fromPromise<string, { platname: string }>(
      async ({ input }) => (await wallet.userapimoney(input)).balance,
    ),
    setTransferMode: fromPromise<null, { transferstatus: 0 | 1 }>(({ input }) =>
      wallet.uptransferstatus(input),
    ),
    transferMoney,
    recoverAll: fromPromise<unknown, { idempotencyKey?: string }>(({ input }) =>
      wallet.transall({}, { idempotencyKey: input.idempotencyKey }),
    ),
  },
  actions: {
    storeWallets: assign(({ event }) => {
      const w = outputOf<Wallets>(event)
      return { venues: w.venues, balance: w.balance }
    }),
    requestMode: assign({
      requestedMode: ({ event, context }) =>
        event.type === 'transfer.mode' ? event.transferstatus : context.requestedMode,
    }),
    storeMode: assign({ transferstatus: ({ context }) => context.requestedMode }),
    keepMode: assign({ requestedMode: ({ context }) => context.transferstatus }),
    openVenue: assign(({ context, event }) => ({
      venue:
        context.venues.find((v) => event.type === 'transfer.open' && v.platname === event.platname) ?? null,
      venueBalance: null,
      direction: 'in' as Direction,
      amount: '',
      error: null,
    })),
    storeVenueBalance: assign({ venueBalance: ({ event }) => outputOf<string>(event) }),
    closeDialog: assign({ venue: null, venueBalance: null, amount: '', error: null }),
    setDirection: assign({
      direction: ({ event, context }) =>
        event.type === 'transfer.direction' ? event.direction : context.direction,
    }),
    setAmount: assign({
      amount: ({ event, context }) => (event.type === 'transfer.amount' ? event.amount : context.amount),
      error: null,
    }),
    requireAmount: assign({ error: 'v.transferAmount' }),
    startTransferAttempt: assign({
      attempt: ({ context }) => attemptFor(context.attempt, transferBody(context)),
    }),
    startRecoverAttempt: assign({
      attempt: ({ context }) => attemptFor(context.attempt, { recoverAll: true }),
    }),
    settleAttempt: assign({ attempt: null }),
    keepAttemptIfUnknown: assign({
      attempt: ({ context, event }) => attemptAfterFailure(context.attempt, errorOf(event)),
    }),
    notifyFailure: emit(({ event }) => ({
      type: 'notice' as const,
      kind: 0 as const,
      key: failureText(errorOf(event)),
    })),
    notifyModeSaved: emit({ type: 'notice', kind: 1, key: 'member.transfer.modeSaved' } as Notice),
    notifyTransferred: emit({ type: 'notice', kind: 1, key: 'member.transfer.done' } as Notice),
    notifyRecovered: emit({ type: 'notice', kind: 1, key: 'member.transfer.recovered' } as Notice),
    /** Injected by the view: tell the session the user or balance changed. */
    userChanged: () => {},
  },
  guards: {
    isOtherMode: ({ context, event }) =>
      event.type === 'transfer.mode' && event.transferstatus !== context.transferstatus,
    isSeamless: ({ context }) => context.transferstatus === 1,
    isTransferMode: ({ context }) => context.transferstatus === 0,
    isKnownVenue: ({ context, event }) =>
      event.type === 'transfer.open' && context.venues.some((v) => v.platname === event.platname),
    isAmountMissing: ({ context }) => context.amount.trim() === '',
  },
}).createMachine({
  id: 'transferMode',
  context: ({ input }) => ({
    transferstatus: input.transferstatus,
    requestedMode: input.transferstatus,
    balance: null,
    venues: [],
    venue: null,
    venueBalance: null,
    direction: 'in',
    amount: '',
    error: null,
    attempt: null,
  }),
  initial: 'loadingWallets',
  states: {
    loadingWallets: {
      tags: ['busy'],
      invoke: {
        id: 'loadWallets',
        src: 'loadWallets',
        onDone: { target: 'idle', actions: 'storeWallets' },
        onError: { target: 'idle', actions: 'notifyFailure' },
      },
    },
    idle: {
      on: {
        'transfer.mode': { guard: 'isOtherMode', target: 'confirmingMode', actions: 'requestMode' },
        'transfer.refresh': { target: 'loadingWallets' },
        'transfer.recoverAll': { guard: 'isSeamless', target: 'recovering', actions: 'startRecoverAttempt' },
        'transfer.open': { guard: 'isKnownVenue', target: 'dialog', actions: 'openVenue' },
      },
    },
    confirmingMode: {
      tags: ['confirm'],
      on: {
        'transfer.mode.confirm': { target: 'switchingMode' },
        'transfer.mode.cancel': { target: 'idle', actions: 'keepMode' },
      },
    },
    switchingMode: {
      tags: ['busy', 'confirm'],
      invoke: {
        id: 'setTransferMode',
        src: 'setTransferMode',
        input: modeInput,
        onDone: { target: 'idle', actions: ['storeMode', 'notifyModeSaved', 'userChanged'] },
        onError: { target: 'idle', actions: ['keepMode', 'notifyFailure'] },
      },
    },
    recovering: {
      tags: ['busy'],
      invoke: {
        id: 'recoverAll',
        src: 'recoverAll',
        input: recoverInput,
        onDone: { target: 'loadingWallets', actions: ['settleAttempt', 'notifyRecovered', 'userChanged'] },
        onError: { target: 'idle', actions: ['keepAttemptIfUnknown', 'notifyFailure'] },
      },
    },
    dialog: {
      tags: ['modal'],
      initial: 'readingVenue',
      on: { 'transfer.close': { target: 'idle', actions: 'closeDialog' } },
      states: {
        readingVenue: {
          invoke: {
            id: 'readVenueBalance',
            src: 'readVenueBalance',
            input: venueInput,
            onDone: { target: 'editing', actions: 'storeVenueBalance' },
            onError: { target: 'editing', actions: 'notifyFailure' },
          },
          on: {
            'transfer.direction': { actions: 'setDirection' },
            'transfer.amount': { actions: 'setAmount' },
          },
        },
        editing: {
          tags: ['form'],
          on: {
            'transfer.direction': { actions: 'setDirection' },
            'transfer.amount': { actions: 'setAmount' },
            'transfer.submit': [
              { guard: 'isAmountMissing', actions: 'requireAmount' },
              { guard: 'isTransferMode', target: 'transferring', actions: 'startTransferAttempt' },
            ],
          },
        },
        transferring: {
          tags: ['busy'],
          invoke: {
            id: 'transferMoney',
            src: 'transferMoney',
            input: transferInput,
            onDone: {
              target: '#transferMode.loadingWallets',
              actions: ['settleAttempt', 'closeDialog', 'notifyTransferred', 'userChanged'],
            },
            onError: {
              target: '#transferMode.idle',
              actions: ['keepAttemptIfUnknown', 'closeDialog', 'notifyFailure'],
            },
          },
        },
      },
    },
  },
})
