// Topping up a venue wallet before play (docs/money.md): in transfer mode a venue only sees the money
// in its own wallet, so a venue opened with an empty one offers to move money in from the central
// wallet (quick amounts within the central balance, then a confirm) through the transfer page's own
// call. Seamless mode, a funded venue wallet, an empty central wallet or a failed read go straight on:
// the venue still answers for itself. The offer is one step of a launch, so it ends as a final state.
import { assign, fromPromise, setup } from 'xstate'
import { centsToWire, decimalCents } from '../../core/money'
import * as account from '../api/account'
import * as wallet from '../api/wallet'
import { t } from '../i18n'
import { toast } from '../state/ui'
import {
  attemptAfterFailure,
  attemptFor,
  errorOf,
  failureText,
  type IdempotentAttempt,
  outputOf,
  typedCents,
} from './memberKit'
import { PLATFORM_WALLET, type TransferBody, transferMoney } from './transferMode.machine'

type Wallets = { transferstatus: 0 | 1; balance: string; venueBalance: string }

export type VenueTopUpContext = {
  platname: string
  /** Central wallet balance (wire money), once read. */
  balance: string | null
  venueBalance: string | null
  amount: string
  /** A catalog key or the server's own message. */
  error: string | null
  attempt: IdempotentAttempt
}
export type VenueTopUpEvent =
  | { type: 'topUp.amount'; amount: string }
  | { type: 'topUp.confirm' }
  | { type: 'topUp.skip' }

const QUICK_YUAN = [100n, 500n, 1000n, 5000n]

/** The quick amounts offered: the usual steps that fit the central balance, then the whole of it. */
export const quickAmounts = (balance: string | null): string[] => {
  if (balance === null) return []
  const cents = decimalCents(balance)
  if (cents <= 0n) return []
  const steps = QUICK_YUAN.map((y) => y * 100n).filter((c) => c < cents)
  return [...steps, cents].map((c) => centsToWire(c))
}

export const topUpBody = (c: VenueTopUpContext): TransferBody => ({
  amount: c.amount.trim(),
  sourcetype: PLATFORM_WALLET,
  targettype: c.platname,
})

export const venueTopUpMachine = setup({
  types: {
    context: {} as VenueTopUpContext,
    events: {} as VenueTopUpEvent,
    input: {} as { platname: string },
  },
  actors: {
    readWallets: fromPromise<Wallets, { platname: string }>(async ({ input }) => {
      const [user, central, venue] = await Promise.all([
        account.user(),
        account.balance(),
        wallet.userapimoney({ platname: input.platname }),
      ])
      return {
        transferstatus: user.transferstatus === 1 ? 1 : 0,
        balance: central.balance,
        venueBalance: venue.balance,
      }
    }),
    transferMoney,
  },
  guards: {
    /** Transfer mode, nothing in the venue wallet, and something in the central one to move. */
    offersTopUp: ({ event }) => {
      const w = outputOf<Wallets>(event)
      return w.transferstatus === 0 && decimalCents(w.venueBalance) <= 0n && decimalCents(w.balance) > 0n
    },
    isAmountInvalid: ({ context }) => {
      const cents = typedCents(context.amount)
      return cents === null || cents <= 0n
    },
    isOverBalance: ({ context }) =>
      (typedCents(context.amount) ?? 0n) > decimalCents(context.balance ?? '0.00'),
  },
  actions: {
    storeWallets: assign(({ event }) => {
      const w = outputOf<Wallets>(event)
      return { balance: w.balance, venueBalance: w.venueBalance }
    }),
    setAmount: assign({
      amount: ({ context, event }) => (event.type === 'topUp.amount' ? event.amount : context.amount),
      error: null,
    }),
    requireAmount: assign({ error: 'v.transferAmount' }),
    refuseOverBalance: assign({ error: 'public.topUp.overBalance' }),
    startAttempt: assign({ attempt: ({ context }) => attemptFor(context.attempt, topUpBody(context)) }),
    settleAttempt: assign({ attempt: null }),
    storeFailure: assign({
      attempt: ({ context, event }) => attemptAfterFailure(context.attempt, errorOf(event)),
      error: ({ event }) => failureText(errorOf(event)),
    }),
    toastTransferred: () => {
      toast(1, t('member.transfer.done'))
    },
  },
}).createMachine({
  id: 'venueTopUp',
  context: ({ input }) => ({
    platname: input.platname,
    balance: null,
    venueBalance: null,
    amount: '',
    error: null,
    attempt: null,
  }),
  initial: 'readingWallets',
  states: {
    readingWallets: {
      invoke: {
        id: 'readWallets',
        src: 'readWallets',
        input: ({ context }) => ({ platname: context.platname }),
        onDone: [{ guard: 'offersTopUp', target: 'offering', actions: 'storeWallets' }, { target: 'done' }],
        onError: { target: 'done' },
      },
    },
    offering: {
      tags: ['modal', 'form'],
      on: {
        'topUp.amount': { actions: 'setAmount' },
        'topUp.confirm': [
          { guard: 'isAmountInvalid', actions: 'requireAmount' },
          { guard: 'isOverBalance', actions: 'refuseOverBalance' },
          { target: 'transferring', actions: 'startAttempt' },
        ],
        'topUp.skip': { target: 'done' },
      },
    },
    transferring: {
      tags: ['modal', 'busy'],
      invoke: {
        id: 'transferMoney',
        src: 'transferMoney',
        input: ({ context }) => ({ body: topUpBody(context), idempotencyKey: context.attempt?.key }),
        onDone: { target: 'done', actions: ['settleAttempt', 'toastTransferred'] },
        onError: { target: 'offering', actions: 'storeFailure' },
      },
    },
    done: { type: 'final' },
  },
})
