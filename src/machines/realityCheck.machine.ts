// The game pages' session clock and reality check (issue 17 item 5). The machine reads the protection
// status, waits until the server's `reality.due_at` (the named timer `untilDue`, measured from the
// server's own timestamps so a wrong client clock does not matter), then shows the dialog: play pauses (the
// server also refuses bets with 234) until the player answers 继续 (POST /reality/continue, which
// starts the next interval), 退出登录 or 查看记录. `reality.refresh` (after each round) re-reads the
// net result. The view's 1 s tick only redraws the clock.
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { ProtectionStatus } from '../../core/contract'
import { wireMs } from '../../core/time'
import * as protection from '../api/protection'

/** Milliseconds of a wire time (Beijing); only differences between two of them are used. */

export type RealityContext = {
  status: ProtectionStatus | null
  /** Server clock minus client clock, in ms, when the status was read. */
  skewMs: number
}
export type RealityEvent =
  | { type: 'reality.continue' }
  | { type: 'reality.logout' }
  | { type: 'reality.records' }
  | { type: 'reality.refresh' }
  /** The timer `untilDue` reached the server's due time. */
  | { type: 'reality.timer' }

const msUntilDue = (c: RealityContext) => {
  const r = c.status?.reality
  if (!c.status || !r?.due_at) return Number.POSITIVE_INFINITY
  return Math.max(0, wireMs(r.due_at) - (Date.now() + c.skewMs))
}

export const realityCheckMachine = setup({
  types: { context: {} as RealityContext, events: {} as RealityEvent },
  actors: {
    loadStatus: fromPromise<ProtectionStatus>(() => protection.protectionStatus()),
    answer: fromPromise<ProtectionStatus>(() => protection.answerReality()),
    untilDue: fromCallback<RealityEvent, { ms: number }>(({ sendBack, input }) => {
      const id = setTimeout(() => sendBack({ type: 'reality.timer' }), input.ms)
      return () => clearTimeout(id)
    }),
  },
  guards: {
    isDue: ({ context }) => context.status?.reality.due === true || msUntilDue(context) === 0,
    isScheduled: ({ context }) => Number.isFinite(msUntilDue(context)),
  },
  actions: {
    setStatus: assign(({ event }) => {
      const status = (event as unknown as { output: ProtectionStatus }).output
      return { status, skewMs: wireMs(status.server_time) - Date.now() }
    }),
    // Provided by the view: sign out, open the records.
    logout: () => {},
    openRecords: () => {},
  },
}).createMachine({
  id: 'realityCheck',
  context: { status: null, skewMs: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'deciding', actions: 'setStatus' },
        onError: 'off',
      },
    },
    deciding: {
      always: [
        { guard: 'isDue', target: 'due' },
        { guard: 'isScheduled', target: 'waiting' },
        { target: 'off' },
      ],
    },
    off: { on: { 'reality.refresh': 'loading' } },
    waiting: {
      invoke: {
        id: 'untilDue',
        src: 'untilDue',
        input: ({ context }) => ({ ms: Math.min(msUntilDue(context), 2_147_000_000) }),
      },
      on: { 'reality.timer': 'due', 'reality.refresh': 'loading' },
    },
    due: {
      tags: 'modal',
      on: {
        'reality.continue': 'answering',
        'reality.logout': { actions: 'logout' },
        'reality.records': { actions: 'openRecords' },
      },
    },
    answering: {
      tags: ['modal', 'busy'],
      invoke: {
        id: 'answer',
        src: 'answer',
        onDone: { target: 'deciding', actions: 'setStatus' },
        onError: 'due',
      },
    },
  },
})
