// Reviewing one item of a queue (deposit, withdrawal, agent or activity application, partner
// transfer): look at it, choose approve or refuse, write the note (a reason is required where the
// player reads it), confirm, then the answer: done, or 409 when another operator was first (the
// server moves money once; the console says so and refreshes the queue), or `submittedForApproval`
// when the amount is above the four-eyes threshold (code 250: nothing moved, a request waits for a
// second operator; ./diverted.ts). Retrying after a failure goes back to the confirmation with the
// note kept. Closing the dialog ends the actor (the view
// unmounts it); while the decision is on its way the dialog cannot be closed.
import { assign, fromPromise, setup } from 'xstate'
import type { ConsoleKey } from '../i18n'
import { isDiverted, type Submitted, submittedOf } from './diverted'

export type Decision = 'approve' | 'refuse'
export type ReviewInput = {
  /** The item's key for the call (order number, application id). */
  id: string
  /** Refusals need a reason the player sees (agent and activity applications). */
  reasonRequired: boolean
  /** The actions this queue offers (pending transfers only retry: it is an "approve"). */
  decisions: Decision[]
}
export type ReviewContext = ReviewInput & {
  decision: Decision | null
  note: string
  error: { key: ConsoleKey } | { text: string } | null
  /** The four-eyes request the decision became (code 250). */
  approval: Submitted | null
}
export type ReviewEvent =
  | { type: 'choose'; decision: Decision }
  | { type: 'note'; value: string }
  | { type: 'next' }
  | { type: 'confirm' }
  | { type: 'back' }

export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as ReviewInput,
  },
  actors: {
    decide: fromPromise<unknown, { id: string; decision: Decision; note: string }>(() =>
      Promise.reject(new Error('decide not provided')),
    ),
  },
  actions: {
    choose: assign({
      decision: ({ event }) => (event.type === 'choose' ? event.decision : null),
      error: null,
    }),
    setNote: assign({ note: ({ event }) => (event.type === 'note' ? event.value : ''), error: null }),
    reasonMissing: assign({ error: { key: 'review.reasonRequired' as const } }),
    keepApproval: assign({ approval: submittedOf }),
    showFailure: assign({
      error: ({ event }) => {
        const e = (event as { error?: { message?: string } }).error
        return e?.message ? { text: e.message } : { key: 'review.failed' as const }
      },
    }),
  },
  guards: {
    offered: ({ context, event }) => event.type === 'choose' && context.decisions.includes(event.decision),
    needsReason: ({ context }) =>
      context.decision === 'refuse' && context.reasonRequired && context.note.trim() === '',
    alreadyProcessed: ({ event }) => (event as { error?: { code?: number } }).error?.code === 409,
    isDiverted,
  },
}).createMachine({
  id: 'consoleReview',
  context: ({ input }) => ({ ...input, decision: null, note: '', error: null, approval: null }),
  initial: 'viewing',
  states: {
    viewing: {
      on: { choose: { guard: 'offered', target: 'noting', actions: 'choose' } },
    },
    noting: {
      on: {
        note: { actions: 'setNote' },
        next: [{ guard: 'needsReason', actions: 'reasonMissing' }, { target: 'confirming' }],
        back: { target: 'viewing' },
      },
    },
    confirming: {
      on: { confirm: { target: 'submitting' }, back: { target: 'noting' } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'decide',
        id: 'decide',
        input: ({ context }) => ({ id: context.id, decision: context.decision!, note: context.note.trim() }),
        onDone: { target: 'done' },
        onError: [
          { guard: 'alreadyProcessed', target: 'already' },
          { guard: 'isDiverted', target: 'submittedForApproval', actions: 'keepApproval' },
          { target: 'confirming', actions: 'showFailure' },
        ],
      },
    },
    done: { tags: ['changed'] },
    already: { tags: ['changed'] },
    submittedForApproval: { tags: ['changed'] },
  },
})
