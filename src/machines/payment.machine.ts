// Payment instructions (/payInfo?deposit_no=): nothing until the URL gives a deposit number and the
// order comes back with one. The 60-minute window is derived from the server's own timestamps
// (expires_at - server_time), anchored to the local clock at load, so a reload shows the right time
// whatever the device clock says. The 1 s tick only re-reads the clock; the window ends at 00:00.
// Beside the clock, the order's payment state is polled (payStatus, docs/payments.md) every third tick,
// and every statusPoll after the window (a late payment is still credited), until credited or refused.
// One timer at a time: the poll during the window rides on the tick. The order reported expired ends
// the window at once. `final` (credited, refused, or the window over) tells the view to show the
// outcome alone: nothing to pay, no countdown (docs/payments.md).
import { assign, emit, fromPromise, raise, setup } from 'xstate'
import type { PayInfo } from '../../core/contract/calls'
import type { PayStatus } from '../../core/contract/payments'
import { wireMs } from '../../core/time'
import * as cashier from '../api/cashier'
import * as payments from '../api/payments'
import { errorOf, failureText, type Notice, outputOf } from './memberKit'

type Loaded = { order: PayInfo | null; kind: string }

export type PaymentContext = {
  depositNo: string
  order: PayInfo | null
  /** 'usdtpay' means crypto; other kinds are shown with the shorter warning. */
  kind: string
  /** Local-clock time at which the window closes. */
  deadline: number
  remainingMs: number
  /** The provider side of the order (null until the first answer). */
  status: PayStatus | null
  /** Ticks since the page loaded: every third asks for the payment state. */
  ticks: number
  now: () => number
}

export type PaymentEvent =
  | { type: 'payment.load'; depositNo: string }
  | { type: 'payment.paid' }
  | { type: 'payment.poll' }

/** Milliseconds between two wire times (`YYYY-MM-DD HH:mm:ss`, same zone). */
export const wireDiffMs = (later: string, earlier: string) => wireMs(later) - wireMs(earlier)

/** mm:ss of the remaining window, 00:00 at the end. */
export const mmss = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const m = Math.floor(total / 60)
  const s = total % 60
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}

export const isCrypto = (kind: string) => kind === 'usdtpay'

const orderInput = ({ context }: { context: PaymentContext }) => ({ deposit_no: context.depositNo })
const TICK_MS = 1000
const POLL_EVERY_TICKS = 3
/** Asking for the payment state: on `payment.poll` during the window, every statusPoll after it. */
const fetchStatus = {
  invoke: {
    id: 'loadStatus',
    src: 'loadStatus',
    input: orderInput,
    onDone: [
      { guard: 'isSettled', target: '#payment.settled', actions: 'storeStatus' },
      {
        guard: 'isReportedExpired',
        target: '#payment.expired.waitingForStatus',
        actions: ['storeStatus', 'endWindow'],
      },
      { target: 'waitingForStatus', actions: 'storeStatus' },
    ],
    onError: { target: 'waitingForStatus' },
  },
} as const
/** States after which nothing changes for the player any more. */
const SETTLED = new Set(['credited', 'refused'])

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as { now?: () => number } | undefined,
    emitted: {} as Notice,
  },
  actors: {
    loadOrder: fromPromise<Loaded, { deposit_no: string }>(async ({ input }) => {
      const answer = await cashier.payinfo(input)
      return { order: answer.data, kind: answer.message }
    }),
    loadStatus: fromPromise<PayStatus, { deposit_no: string }>(({ input }) => payments.payStatus(input)),
  },
  actions: {
    takeDepositNo: assign({
      depositNo: ({ event, context }) =>
        event.type === 'payment.load' ? event.depositNo.trim() : context.depositNo,
    }),
    storeOrder: assign(({ event, context }) => {
      const { order, kind } = outputOf<Loaded>(event)
      const window = order ? wireDiffMs(order.info.expires_at, order.info.server_time) : 0
      const deadline = context.now() + window
      return { order, kind, deadline, remainingMs: Math.max(0, window) }
    }),
    readClock: assign({
      remainingMs: ({ context }) => Math.max(0, context.deadline - context.now()),
      ticks: ({ context }) => context.ticks + 1,
    }),
    askStatus: raise({ type: 'payment.poll' }),
    endWindow: assign({ remainingMs: 0 }),
    storeStatus: assign({ status: ({ event }) => outputOf<PayStatus>(event) }),
    notifyFailure: emit(({ event }) => ({
      type: 'notice' as const,
      kind: 0 as const,
      key: failureText(errorOf(event)),
    })),
    /** Injected by the view: go to /transRecord. */
    goToRecords: () => {},
  },
  guards: {
    hasDepositNo: ({ event }) => event.type === 'payment.load' && event.depositNo.trim() !== '',
    isOrderMissing: ({ event }) => !outputOf<Loaded>(event).order?.deposit_no,
    isAlreadyExpired: ({ event }) => {
      const { order } = outputOf<Loaded>(event)
      return order !== null && wireDiffMs(order.info.expires_at, order.info.server_time) <= 0
    },
    isLastSecond: ({ context }) => context.remainingMs <= TICK_MS,
    isSettled: ({ event }) => SETTLED.has(outputOf<PayStatus>(event).status),
    isReportedExpired: ({ event }) => outputOf<PayStatus>(event).status === 'expired',
    isPollDue: ({ context }) => (context.ticks + 1) % POLL_EVERY_TICKS === 0,
  },
  delays: {
    tick: TICK_MS,
    statusPoll: 3000,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    depositNo: '',
    order: null,
    kind: '',
    deadline: 0,
    remainingMs: 0,
    status: null,
    ticks: 0,
    now: input?.now ?? Date.now,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'payment.load': { guard: 'hasDepositNo', target: 'loading', actions: 'takeDepositNo' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: orderInput,
        onDone: [
          { guard: 'isOrderMissing', target: 'idle' },
          { guard: 'isAlreadyExpired', target: 'expired', actions: ['storeOrder', 'endWindow'] },
          { target: 'awaitingPayment', actions: 'storeOrder' },
        ],
        onError: { target: 'idle', actions: 'notifyFailure' },
      },
    },
    awaitingPayment: {
      type: 'parallel',
      on: { 'payment.paid': { actions: 'goToRecords' } },
      states: {
        clock: {
          initial: 'running',
          states: {
            running: {
              after: {
                tick: [
                  { guard: 'isLastSecond', target: '#payment.expired', actions: 'endWindow' },
                  {
                    guard: 'isPollDue',
                    target: 'running',
                    reenter: true,
                    actions: ['readClock', 'askStatus'],
                  },
                  { target: 'running', reenter: true, actions: 'readClock' },
                ],
              },
            },
          },
        },
        watch: {
          initial: 'fetchingStatus',
          states: {
            fetchingStatus: fetchStatus,
            waitingForStatus: { on: { 'payment.poll': 'fetchingStatus' } },
          },
        },
      },
    },
    expired: {
      tags: ['final'],
      on: { 'payment.paid': { actions: 'goToRecords' } },
      initial: 'fetchingStatus',
      states: {
        fetchingStatus: fetchStatus,
        waitingForStatus: { after: { statusPoll: 'fetchingStatus' } },
      },
    },
    settled: {
      tags: ['final'],
      on: { 'payment.paid': { actions: 'goToRecords' } },
    },
  },
})
