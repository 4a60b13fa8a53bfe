// Payment instructions (/payInfo?deposit_no=): nothing until the URL gives a deposit number and the
// order comes back with one. The 60-minute window is derived from the server's own timestamps
// (expires_at - server_time), anchored to the local clock at load, so a reload shows the right time
// whatever the device clock says. The 1 s tick only re-reads the clock; the window ends at 00:00.
import { assign, emit, fromPromise, setup } from 'xstate'
import type { PayInfo } from '../../core/contract/calls'
import { wireMs } from '../../core/time'
import * as cashier from '../api/cashier'
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
  now: () => number
}

export type PaymentEvent = { type: 'payment.load'; depositNo: string } | { type: 'payment.paid' }

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
    readClock: assign({ remainingMs: ({ context }) => Math.max(0, context.deadline - context.now()) }),
    endWindow: assign({ remainingMs: 0 }),
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
  },
  delays: {
    tick: TICK_MS,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    depositNo: '',
    order: null,
    kind: '',
    deadline: 0,
    remainingMs: 0,
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
      after: {
        tick: [
          { guard: 'isLastSecond', target: 'expired', actions: 'endWindow' },
          { target: 'awaitingPayment', reenter: true, actions: 'readClock' },
        ],
      },
      on: { 'payment.paid': { actions: 'goToRecords' } },
    },
    expired: {
      on: { 'payment.paid': { actions: 'goToRecords' } },
    },
  },
})
