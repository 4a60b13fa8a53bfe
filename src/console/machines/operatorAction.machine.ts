// One change to an operator from the owner's operator list (docs/operator-console.md, "Operators"):
// a role, disable or enable, reset the second factor, revoke the sessions, or reset the password. A
// password reset asks first (it signs the operator out and shows a one-time password); the others run
// at once. One change at a time: the row being changed is busy, the answer is shown above the table,
// and a reset password is kept until the owner closes it.
import { assign, fromPromise, setup } from 'xstate'
import { failureText } from '../api'

export type OperatorAction =
  | { kind: 'role'; id: number; role: string }
  | { kind: 'disabled'; id: number; disabled: boolean }
  | { kind: 'reset2fa'; id: number }
  | { kind: 'revoke'; id: number }
  | { kind: 'resetPassword'; id: number; username: string }

/** What the server answered: a reset password comes back once, to be shown to the owner. */
export type ActionOutcome = { username: string; password: string } | null

type Ctx = {
  action: OperatorAction | null
  shown: ActionOutcome
  outcome: { kind: 'success' } | { kind: 'error'; text: string } | null
  fallback: string
}

export const operatorActionMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as
      | { type: 'operator.act'; action: OperatorAction }
      | { type: 'operator.confirm' }
      | { type: 'operator.cancel' }
      | { type: 'operator.dismiss' },
    input: {} as { fallback: string },
  },
  actors: {
    act: fromPromise<ActionOutcome, OperatorAction>(() => Promise.reject(new Error('act not provided'))),
  },
  guards: {
    needsConfirm: ({ event }) => event.type === 'operator.act' && event.action.kind === 'resetPassword',
  },
  actions: {
    take: assign({
      action: ({ event }) => (event.type === 'operator.act' ? event.action : null),
      outcome: null,
    }),
    drop: assign({ action: null }),
  },
}).createMachine({
  id: 'operatorAction',
  context: ({ input }) => ({ action: null, shown: null, outcome: null, fallback: input.fallback }),
  initial: 'idle',
  on: { 'operator.dismiss': { actions: assign({ shown: null, outcome: null }) } },
  states: {
    idle: {
      on: {
        'operator.act': [
          { guard: 'needsConfirm', target: 'confirming', actions: 'take' },
          { target: 'acting', actions: 'take' },
        ],
      },
    },
    confirming: {
      tags: ['modal'],
      on: { 'operator.confirm': 'acting', 'operator.cancel': { target: 'idle', actions: 'drop' } },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => context.action as OperatorAction,
        onDone: {
          target: 'idle',
          actions: assign({
            action: null,
            shown: ({ event }) => event.output,
            outcome: { kind: 'success' as const },
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            action: null,
            outcome: ({ context, event }) => ({
              kind: 'error' as const,
              text: failureText(event.error, context.fallback),
            }),
          }),
        },
      },
    },
  },
})
