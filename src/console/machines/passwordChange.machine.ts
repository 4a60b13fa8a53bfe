// Changing one's own operator password (docs/operator-console.md, "Own account"): the current password,
// the new one twice; the rule is checked here first (the server checks it again), then the change, after
// which every other session of the operator has ended. Used by 我的账号 and by the forced change after a
// password someone else chose, which opens the console once the machine is `changed`.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { operatorPasswordProblem, type PasswordProblem } from '../../../core/contract/admin'

export type PasswordField = 'current' | 'password' | 'confirm'
export type PasswordCheck = PasswordProblem | 'missing' | 'mismatch' | 'same'

export type PasswordChangeContext = {
  username: string
  current: string
  password: string
  confirm: string
  /** A local check's reason, or the server's own sentence. */
  error: { check: PasswordCheck } | { text: string } | null
  endedSessions: number
}
export type PasswordChangeEvent =
  | { type: 'password.field'; field: PasswordField; value: string }
  | { type: 'password.submit' }
  | { type: 'password.again' }

const firstProblem = (c: PasswordChangeContext): PasswordCheck | null => {
  if (!c.current || !c.password || !c.confirm) return 'missing'
  const rule = operatorPasswordProblem(c.password, c.username)
  if (rule) return rule
  if (c.password !== c.confirm) return 'mismatch'
  if (c.password === c.current) return 'same'
  return null
}

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    input: {} as { username: string },
  },
  actors: {
    change: fromPromise<{ ended_sessions: number }, { current: string; password: string }>(() =>
      Promise.reject(new Error('change not provided')),
    ),
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'password.field')
      return { ...context, [event.field]: event.value, error: null }
    }),
    showProblem: assign({ error: ({ context }) => ({ check: firstProblem(context) ?? 'missing' }) }),
    showServerError: assign({
      error: ({ event }) => {
        const e = (event as { error?: { message?: string } }).error
        return e?.message ? { text: e.message } : { check: 'missing' as const }
      },
      current: '',
    }),
    keepResult: assign({
      endedSessions: ({ event }) =>
        (event as unknown as { output: { ended_sessions: number } }).output.ended_sessions,
      current: '',
      password: '',
      confirm: '',
      error: null,
    }),
  },
  guards: {
    hasProblem: ({ context }) => firstProblem(context) !== null,
  },
}).createMachine({
  id: 'consolePasswordChange',
  context: ({ input }) => ({
    username: input.username,
    current: '',
    password: '',
    confirm: '',
    error: null,
    endedSessions: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        'password.field': { actions: 'setField' },
        'password.submit': [{ guard: 'hasProblem', actions: 'showProblem' }, { target: 'submitting' }],
      },
    },
    submitting: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ context }) => ({ current: context.current, password: context.password }),
        onDone: { target: 'changed', actions: 'keepResult' },
        onError: { target: 'editing', actions: 'showServerError' },
      },
    },
    changed: {
      on: { 'password.again': 'editing' },
    },
  },
})
