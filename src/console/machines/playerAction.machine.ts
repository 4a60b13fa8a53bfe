// One action on a player from the player page (lock, unlock, password resets, real name, inbox
// message, adjustment, note, a break the player asked for): open its form, fill it, confirm (the dialog names the player and the
// action), then the server's answer. The console hides what the operator's role may not do, but the
// server decides: a refusal (403 role, 409, validation) is shown in the form, nothing is assumed. An
// adjustment above the four-eyes threshold ends in `submittedForApproval` (code 250: a request waits
// for a second operator, the balance is untouched; ./diverted.ts).
import { assign, fromPromise, setup } from 'xstate'
import { parseMoney } from '../../../core/money'
import type { ConsoleKey } from '../i18n'
import { isDiverted, type Submitted, submittedOf } from './diverted'

export type PlayerActionKind =
  | 'lock'
  | 'unlock'
  | 'resetLogin'
  | 'resetPay'
  | 'realName'
  | 'message'
  | 'adjust'
  | 'note'
  | 'exclude'

/** The fields each action asks for; all are required (an amount must also be one the server's money
 *  parser takes: signed, non-zero, at most two decimals). */
export const ACTION_FIELDS: Record<
  PlayerActionKind,
  ('reason' | 'title' | 'content' | 'realName' | 'amount' | 'note' | 'duration')[]
> = {
  lock: ['reason'],
  unlock: ['reason'],
  resetLogin: [],
  resetPay: [],
  realName: ['realName', 'reason'],
  message: ['title', 'content'],
  adjust: ['amount', 'reason'],
  note: ['note'],
  // A break the player asked for: how long, and how they asked (phone, e-mail, chat, with the time).
  exclude: ['duration', 'reason'],
}

export type ActionForm = Partial<Record<(typeof ACTION_FIELDS)[PlayerActionKind][number], string>>
export type ActionResult = { message?: string; tempPassword?: string } | null

export type PlayerActionContext = {
  username: string
  kind: PlayerActionKind | null
  form: ActionForm
  result: ActionResult
  error: { key: ConsoleKey } | { text: string } | null
  /** The four-eyes request the action became (code 250). */
  approval: Submitted | null
}
export type PlayerActionEvent =
  | { type: 'open'; kind: PlayerActionKind }
  | { type: 'field'; field: keyof ActionForm; value: string }
  | { type: 'submit' }
  | { type: 'confirm' }
  | { type: 'back' }
  | { type: 'close' }

export const formError = (kind: PlayerActionKind, form: ActionForm): ConsoleKey | null => {
  for (const f of ACTION_FIELDS[kind]) if (!form[f]?.trim()) return 'player.required'
  if (kind === 'adjust' && !parseMoney(form.amount!.trim(), { signed: true }).ok) return 'player.required'
  return null
}

export const playerActionMachine = setup({
  types: {
    context: {} as PlayerActionContext,
    events: {} as PlayerActionEvent,
    input: {} as { username: string },
  },
  actors: {
    perform: fromPromise<ActionResult, { username: string; kind: PlayerActionKind; form: ActionForm }>(() =>
      Promise.reject(new Error('perform not provided')),
    ),
  },
  actions: {
    open: assign({
      kind: ({ event }) => (event.type === 'open' ? event.kind : null),
      form: {},
      result: null,
      error: null,
      approval: null,
    }),
    setField: assign({
      form: ({ context, event }) =>
        event.type === 'field' ? { ...context.form, [event.field]: event.value } : context.form,
      error: null,
    }),
    showFormError: assign({
      error: ({ context }) => ({ key: formError(context.kind!, context.form) ?? 'player.required' }),
    }),
    keepApproval: assign({ approval: submittedOf }),
    keepResult: assign({ result: ({ event }) => (event as unknown as { output: ActionResult }).output }),
    showFailure: assign({
      error: ({ event }) => {
        const e = (event as { error?: { message?: string } }).error
        return e?.message ? { text: e.message } : { key: 'review.failed' as const }
      },
    }),
    reset: assign({ kind: null, form: {}, error: null, result: null, approval: null }),
  },
  guards: {
    invalid: ({ context }) => formError(context.kind!, context.form) !== null,
    isDiverted,
  },
}).createMachine({
  id: 'consolePlayerAction',
  context: ({ input }) => ({
    username: input.username,
    kind: null,
    form: {},
    result: null,
    error: null,
    approval: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { open: { target: 'editing', actions: 'open' } } },
    editing: {
      on: {
        field: { actions: 'setField' },
        submit: [{ guard: 'invalid', actions: 'showFormError' }, { target: 'confirming' }],
        close: { target: 'idle', actions: 'reset' },
      },
    },
    confirming: {
      on: {
        confirm: { target: 'performing' },
        back: { target: 'editing' },
        close: { target: 'idle', actions: 'reset' },
      },
    },
    performing: {
      tags: ['busy'],
      invoke: {
        src: 'perform',
        id: 'perform',
        input: ({ context }) => ({ username: context.username, kind: context.kind!, form: context.form }),
        onDone: { target: 'done', actions: 'keepResult' },
        onError: [
          { guard: 'isDiverted', target: 'submittedForApproval', actions: 'keepApproval' },
          { target: 'editing', actions: 'showFailure' },
        ],
      },
    },
    done: {
      tags: ['changed'],
      on: { close: { target: 'idle', actions: 'reset' } },
    },
    submittedForApproval: {
      on: { close: { target: 'idle', actions: 'reset' } },
    },
  },
})
