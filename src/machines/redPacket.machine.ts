// Red-packet activity (/userredpacket): load the player's status, grab. No call is made while no
// grabs remain (the message popup says why); a win reloads the status and shows the amount; a refusal
// shows the server's message with a recharge-now button; a network failure says the server is down.
// Closing any popup resets them all: the popups are states, so only one can ever be open.
import { assign, fromPromise, setup } from 'xstate'
import type { ResponseOf } from '../../core/contract'
import type { calls } from '../../core/contract/calls'
import * as redpacket from '../api/redpacket'
import {
  attemptAfterFailure,
  attemptFor,
  errorOf,
  type FieldMessage,
  failureText,
  type IdempotentAttempt,
  isNetworkFailure,
  outputOf,
} from './memberKit'

export type RedPacketStatus = ResponseOf<typeof calls.userredpacket>
type Grab = ResponseOf<typeof calls.douserredpacket>

export type RedPacketContext = {
  status: RedPacketStatus | null
  /** The server's clock minus this device's, measured when the status arrived (the grab clock runs on it). */
  clockOffsetMs: number
  won: string | null
  message: FieldMessage | null
  attempt: IdempotentAttempt
}

export type RedPacketEvent =
  | { type: 'redPacket.grab' }
  | { type: 'redPacket.close' }
  | { type: 'redPacket.reload' }

const DAY_MS = 86_400_000
const BEIJING_MS = 8 * 3_600_000

/** A wire time (Beijing wall time `YYYY-MM-DD HH:MM:SS`) as epoch milliseconds. */
export const wireTimeMs = (wire: string) => Date.parse(`${wire.replace(' ', 'T')}+08:00`)

export type GrabClock = { phase: 'before' | 'open' | 'after'; remainingMs: number }

/**
 * Where today's grab window (Beijing wall times from the server) stands at `nowMs`, on the server's
 * clock: before it opens (time until it opens), open (time until it closes), or past it for today
 * (time until tomorrow's opens).
 */
export function grabClock(window: { grab_begin: string; grab_end: string }, nowMs: number): GrabClock {
  const day = new Date(nowMs + BEIJING_MS).toISOString().slice(0, 10)
  const at = (wall: string) => Date.parse(`${day}T${wall}+08:00`)
  const begin = at(window.grab_begin)
  const end = at(window.grab_end)
  if (nowMs < begin) return { phase: 'before', remainingMs: begin - nowMs }
  if (nowMs < end) return { phase: 'open', remainingMs: end - nowMs }
  return { phase: 'after', remainingMs: begin + DAY_MS - nowMs }
}

/** A negative remaining count (the server may report one) shows as 0. */
export const remainingGrabs = (s: RedPacketStatus | null) => Math.max(0, s?.sendnums ?? 0)

const grabInput = ({ context }: { context: RedPacketContext }) => ({ idempotencyKey: context.attempt?.key })

export const redPacketMachine = setup({
  types: {
    context: {} as RedPacketContext,
    events: {} as RedPacketEvent,
  },
  actors: {
    loadStatus: fromPromise<RedPacketStatus>(() => redpacket.userredpacket()),
    grab: fromPromise<Grab, { idempotencyKey?: string }>(({ input }) =>
      redpacket.douserredpacket({}, { idempotencyKey: input.idempotencyKey }),
    ),
  },
  actions: {
    storeStatus: assign(({ event }) => {
      const status = outputOf<RedPacketStatus>(event)
      return { status, clockOffsetMs: wireTimeMs(status.server_time) - Date.now() }
    }),
    storeWin: assign(({ event, context }) => {
      const g = outputOf<Grab>(event)
      return {
        won: g.redpacketmoney,
        attempt: null,
        status: context.status && { ...context.status, sendnums: g.sendnums, acquirednum: g.acquirednum },
      }
    }),
    notEligible: assign({ message: { key: 'v.redpacketNotEligible' } }),
    storeRefusal: assign(({ event, context }) => {
      const error = errorOf(event)
      return {
        attempt: attemptAfterFailure(context.attempt, error),
        message: { key: isNetworkFailure(error) ? 'member.redpacket.serverError' : failureText(error) },
      }
    }),
    startAttempt: assign({ attempt: ({ context }) => attemptFor(context.attempt, { grab: true }) }),
    resetPopups: assign({ won: null, message: null }),
    /** Injected by the view: the balance grew. */
    userChanged: () => {},
  },
  guards: {
    hasNoGrabs: ({ context }) => (context.status?.sendnums ?? 0) <= 0,
  },
}).createMachine({
  id: 'redPacket',
  context: { status: null, clockOffsetMs: 0, won: null, message: null, attempt: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'idle', actions: 'storeStatus' },
        onError: { target: 'idle' },
      },
    },
    idle: {
      on: {
        'redPacket.grab': [
          { guard: 'hasNoGrabs', target: 'showingMessage', actions: 'notEligible' },
          { target: 'grabbing', actions: 'startAttempt' },
        ],
        'redPacket.reload': { target: 'loading' },
      },
    },
    grabbing: {
      tags: ['busy'],
      invoke: {
        id: 'grab',
        src: 'grab',
        input: grabInput,
        onDone: { target: 'reloadingAfterWin', actions: ['storeWin', 'userChanged'] },
        onError: { target: 'showingMessage', actions: 'storeRefusal' },
      },
    },
    reloadingAfterWin: {
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'showingWin', actions: 'storeStatus' },
        onError: { target: 'showingWin' },
      },
    },
    showingWin: {
      tags: ['modal'],
      on: { 'redPacket.close': { target: 'idle', actions: 'resetPopups' } },
    },
    showingMessage: {
      tags: ['modal', 'error'],
      on: { 'redPacket.close': { target: 'idle', actions: 'resetPopups' } },
    },
  },
})
