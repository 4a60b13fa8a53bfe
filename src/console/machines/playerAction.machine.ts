// One action on a player from the player page (lock, unlock, password resets, real name, inbox
// message, adjustment, note, a break the player asked for): open its form, fill it (what is wrong is
// said beside each field), confirm (the dialog names the player, the action and an adjustment's
// amount), then the server's answer. The console hides what the operator's role may not do, but the
// server decides: a refusal (403 role, 409, validation) is shown in the form, nothing is assumed. An
// adjustment above the four-eyes threshold ends in `submittedForApproval` (code 250: a request waits
// for a second operator, the balance is untouched; ./diverted.ts).
import { assign, fromPromise, setup } from 'xstate'
import { centsToWire, parseMoney } from '../../../core/money'
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

type Field = keyof ActionForm
export type FieldErrors = Partial<Record<Field, ConsoleKey>>

export type PlayerActionContext = {
  username: string
  kind: PlayerActionKind | null
  form: ActionForm
  /** What is wrong with each field after a submit (cleared as the field is edited). */
  fieldErrors: FieldErrors
  result: ActionResult
  /** The server's refusal, shown above the form. */
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

const MISSING: Record<Field, ConsoleKey> = {
  reason: 'form.missing.reason',
  title: 'form.missing.title',
  content: 'form.missing.content',
  realName: 'form.missing.realName',
  amount: 'form.missing.amount',
  note: 'form.missing.note',
  duration: 'form.missing.duration',
}

/** What is wrong, field by field: a missing value, or an amount the money parser refuses ("200", "-50.5"). */
export const fieldErrors = (kind: PlayerActionKind, form: ActionForm): FieldErrors => {
  const errors: FieldErrors = {}
  for (const f of ACTION_FIELDS[kind]) if (!form[f]?.trim()) errors[f] = MISSING[f]
  const amount = form.amount?.trim()
  if (kind === 'adjust' && amount) {
    const r = parseMoney(amount, { signed: true })
    if (!r.ok || r.cents === 0n) errors.amount = 'form.amountInvalid'
  }
  return errors
}

/** The adjustment as the confirmation restates it ("-50.50"), or null when it is not one. */
export const adjustAmount = (form: ActionForm) => {
  const r = parseMoney(form.amount?.trim() ?? '', { signed: true })
  return r.ok ? centsToWire(r.cents) : null
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
      fieldErrors: {},
      result: null,
      error: null,
      approval: null,
    }),
    setField: assign({
      form: ({ context, event }) =>
        event.type === 'field' ? { ...context.form, [event.field]: event.value } : context.form,
      fieldErrors: ({ context, event }) =>
        event.type === 'field' ? { ...context.fieldErrors, [event.field]: undefined } : context.fieldErrors,
      error: null,
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => fieldErrors(context.kind!, context.form) }),
    keepApproval: assign({ approval: submittedOf }),
    keepResult: assign({ result: ({ event }) => (event as unknown as { output: ActionResult }).output }),
    showFailure: assign({
      error: ({ event }) => {
        const e = (event as { error?: { message?: string } }).error
        return e?.message ? { text: e.message } : { key: 'review.failed' as const }
      },
    }),
    reset: assign({ kind: null, form: {}, fieldErrors: {}, error: null, result: null, approval: null }),
  },
  guards: {
    invalid: ({ context }) => Object.keys(fieldErrors(context.kind!, context.form)).length > 0,
    isDiverted,
  },
}).createMachine({
  id: 'consolePlayerAction',
  context: ({ input }) => ({
    username: input.username,
    kind: null,
    form: {},
    fieldErrors: {},
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
        submit: [{ guard: 'invalid', actions: 'showFieldErrors' }, { target: 'confirming' }],
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
