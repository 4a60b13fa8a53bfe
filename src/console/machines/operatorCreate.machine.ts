// Creating an operator from the owner's operator list (docs/operator-console.md, "Operators"): the
// account name, an optional initial password (empty: the server generates one, shown once) and a role.
// The fields are checked here first, each with its own message (the server checks again); then the
// owner confirms, the call runs, and a refusal comes back with the server's own sentence.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { type OperatorRole, operatorPasswordProblem } from '../../../core/contract/admin'
import { failureText } from '../api'
import type { ConsoleKey } from '../i18n'

export type CreateField = 'username' | 'password' | 'role'
export type CreateForm = { username: string; password: string; role: OperatorRole | '' }
export type CreatedOperator = { username: string; password?: string | undefined }

type Ctx = CreateForm & {
  errors: Partial<Record<CreateField, ConsoleKey>>
  failure: string | null
  created: CreatedOperator | null
  fallback: string
}

/** 3 to 20 letters or digits (the server also takes `_` and up to 32; the console asks for less). */
// The server's rule (core/contract/admin/shapes.ts createOperatorRequest).
const USERNAME = /^[A-Za-z0-9_]{3,32}$/

/** Each field's first problem, as a catalog key; empty when the form may be sent. */
export function createProblems(f: CreateForm): Partial<Record<CreateField, ConsoleKey>> {
  const out: Partial<Record<CreateField, ConsoleKey>> = {}
  const name = f.username.trim()
  if (!name) out.username = 'ops.check.username.missing'
  else if (!USERNAME.test(name)) out.username = 'ops.check.username.shape'
  if (f.password) {
    const p = operatorPasswordProblem(f.password, name)
    if (p) out.password = `acct.check.${p}`
  }
  if (!f.role) out.role = 'ops.check.role'
  return out
}

export const operatorCreateMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as
      | { type: 'create.field'; field: CreateField; value: string }
      | { type: 'create.submit' }
      | { type: 'create.confirm' }
      | { type: 'create.back' },
    input: {} as { fallback: string },
  },
  actors: {
    create: fromPromise<CreatedOperator, { username: string; password: string; role: OperatorRole }>(() =>
      Promise.reject(new Error('create not provided')),
    ),
  },
  guards: {
    hasProblems: ({ context }) => Object.keys(createProblems(context)).length > 0,
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'create.field')
      const errors = { ...context.errors }
      delete errors[event.field]
      return { [event.field]: event.value, errors, failure: null }
    }),
    showProblems: assign({ errors: ({ context }) => createProblems(context) }),
  },
}).createMachine({
  id: 'operatorCreate',
  context: ({ input }) => ({
    username: '',
    password: '',
    role: '',
    errors: {},
    failure: null,
    created: null,
    fallback: input.fallback,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        'create.field': { actions: 'setField' },
        'create.submit': 'validating',
      },
    },
    validating: {
      tags: ['form'],
      always: [
        { guard: 'hasProblems', target: 'editing', actions: 'showProblems' },
        { target: 'confirming', actions: assign({ errors: {} }) },
      ],
    },
    confirming: {
      tags: ['confirm'],
      on: { 'create.confirm': 'submitting', 'create.back': 'editing' },
    },
    submitting: {
      tags: ['busy', 'confirm'],
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({
          username: context.username.trim(),
          password: context.password,
          role: context.role as OperatorRole,
        }),
        onDone: { target: 'done', actions: assign({ created: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ context, event }) => failureText(event.error, context.fallback) }),
        },
      },
    },
    failed: {
      tags: ['form'],
      on: {
        'create.field': { target: 'editing', actions: 'setField' },
        'create.submit': 'validating',
      },
    },
    done: { type: 'final' },
  },
})
