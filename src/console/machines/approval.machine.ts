// Deciding one four-eyes request (docs/operator-console.md, "Four eyes"): look at it, approve (only
// another operator's request that has not expired: the view asks `can` and says why not) or refuse
// with a reason the maker reads, confirm, then the answer: done, or 409 when another operator was
// first (the server applies the action once; the console says so and refreshes the queue). A failure
// goes back to the confirmation with the reason kept. While the decision is on its way the dialog
// cannot be closed.
import { assign, fromPromise, setup } from 'xstate'
import type { ConsoleKey } from '../i18n'

export type ApprovalDecision = 'approve' | 'refuse'
export type ApprovalInput = {
  id: number
  /** The signed-in operator made the request: they may refuse (withdraw) it, never approve it. */
  mine: boolean
  /** Past its expiry: it can only be refused. */
  expired: boolean
}
export type ApprovalContext = ApprovalInput & {
  decision: ApprovalDecision | null
  reason: string
  error: { key: ConsoleKey } | { text: string } | null
}
export type ApprovalEvent =
  | { type: 'approval.choose'; decision: ApprovalDecision }
  | { type: 'approval.reason'; value: string }
  | { type: 'approval.next' }
  | { type: 'approval.confirm' }
  | { type: 'approval.back' }

export const approvalMachine = setup({
  types: {
    context: {} as ApprovalContext,
    events: {} as ApprovalEvent,
    input: {} as ApprovalInput,
  },
  actors: {
    decide: fromPromise<unknown, { id: number; decision: ApprovalDecision; reason: string }>(() =>
      Promise.reject(new Error('decide not provided')),
    ),
  },
  actions: {
    choose: assign({
      decision: ({ event }) => (event.type === 'approval.choose' ? event.decision : null),
      error: null,
    }),
    setReason: assign({
      reason: ({ event }) => (event.type === 'approval.reason' ? event.value : ''),
      error: null,
    }),
    reasonMissing: assign({ error: { key: 'approval.reasonRequired' as const } }),
    showFailure: assign({
      error: ({ event }) => {
        const e = (event as { error?: { message?: string } }).error
        return e?.message ? { text: e.message } : { key: 'approval.failed' as const }
      },
    }),
  },
  guards: {
    mayApprove: ({ context, event }) =>
      event.type === 'approval.choose' && event.decision === 'approve' && !context.mine && !context.expired,
    isRefusalChoice: ({ event }) => event.type === 'approval.choose' && event.decision === 'refuse',
    isRefusal: ({ context }) => context.decision === 'refuse',
    hasNoReason: ({ context }) => context.reason.trim() === '',
    alreadyDecided: ({ event }) => (event as { error?: { code?: number } }).error?.code === 409,
  },
}).createMachine({
  id: 'consoleApproval',
  context: ({ input }) => ({ ...input, decision: null, reason: '', error: null }),
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'approval.choose': [
          { guard: 'mayApprove', target: 'confirming', actions: 'choose' },
          { guard: 'isRefusalChoice', target: 'noting', actions: 'choose' },
        ],
      },
    },
    noting: {
      on: {
        'approval.reason': { actions: 'setReason' },
        'approval.next': [{ guard: 'hasNoReason', actions: 'reasonMissing' }, { target: 'confirming' }],
        'approval.back': { target: 'viewing' },
      },
    },
    confirming: {
      on: {
        'approval.confirm': { target: 'submitting' },
        'approval.back': [{ guard: 'isRefusal', target: 'noting' }, { target: 'viewing' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'decide',
        id: 'decide',
        input: ({ context }) => ({
          id: context.id,
          decision: context.decision!,
          reason: context.reason.trim(),
        }),
        onDone: { target: 'done' },
        onError: [
          { guard: 'alreadyDecided', target: 'already' },
          { target: 'confirming', actions: 'showFailure' },
        ],
      },
    },
    done: { tags: ['changed'] },
    already: { tags: ['changed'] },
  },
})
