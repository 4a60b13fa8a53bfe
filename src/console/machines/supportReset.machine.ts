// Support resetting a player's password from the outbox page (docs/messaging.md): type the account and
// look up its contacts (`lookup` -> `looking`), then with the contacts `loaded` choose how (a code to a
// verified contact, or a temporary password) and write the identity check; `submit` checks the form
// (field errors under the account, the channel or the note), the confirm step names the player and the
// method, then the reset runs (`submitting`) and ends `done` (the code's destination or the one-time
// password, kept until another lookup) or `failed` (the server's sentence; `back` returns to the form
// with everything kept). A lookup that fails stays in `lookup` with the server's sentence.
import { assign, fromPromise, setup } from 'xstate'
import type { SupportResetResult } from '../../../core/contract/admin/recovery'
import type { ContactChannel, ContactState } from '../../../core/contract/recovery'
import { failureText } from '../api'
import type { ConsoleKey } from '../i18n'

export type ResetMethod = 'code' | 'temporary'
export type ResetField = 'username' | 'channel' | 'note'
export type ResetRequest = { username: string; method: ResetMethod; channel?: ContactChannel; note: string }

/** The identity check's shortest note, as the contract's `supportResetRequest` takes it. */
export const NOTE_MIN = 4

export type SupportResetContext = {
  /** The account as typed. */
  username: string
  /** The player looked up, with the contacts the server answered. */
  player: { username: string; contacts: ContactState[] } | null
  method: ResetMethod
  channel: ContactChannel | null
  note: string
  fieldErrors: Partial<Record<ResetField, ConsoleKey>>
  /** The server's sentence of the last failed lookup or reset. */
  error: string | null
  result: SupportResetResult | null
  fallback: string
}

export type SupportResetEvent =
  | { type: 'field'; field: 'username' | 'note'; value: string }
  | { type: 'method'; value: ResetMethod }
  | { type: 'channel'; value: ContactChannel }
  | { type: 'lookup' }
  | { type: 'submit' }
  | { type: 'confirm' }
  | { type: 'back' }

const verifiedOf = (c: SupportResetContext) => c.player?.contacts.filter((x) => x.verified) ?? []

/** What is wrong with the form before it is sent (nothing: an empty object). */
export function resetProblems(c: SupportResetContext): Partial<Record<ResetField, ConsoleKey>> {
  const out: Partial<Record<ResetField, ConsoleKey>> = {}
  if (c.method === 'code' && !verifiedOf(c).some((x) => x.channel === c.channel))
    out.channel = 'support.err.channel'
  if (c.note.trim().length < NOTE_MIN) out.note = 'support.err.note'
  return out
}

export const supportResetMachine = setup({
  types: {
    context: {} as SupportResetContext,
    events: {} as SupportResetEvent,
    input: {} as { fallback: string },
  },
  actors: {
    contacts: fromPromise<ContactState[], string>(() => Promise.reject(new Error('contacts not provided'))),
    reset: fromPromise<SupportResetResult, ResetRequest>(() =>
      Promise.reject(new Error('reset not provided')),
    ),
  },
  guards: {
    noAccount: ({ context }) => context.username.trim() === '',
    invalid: ({ context }) => Object.keys(resetProblems(context)).length > 0,
  },
  actions: {
    field: assign(({ context, event }) => {
      if (event.type === 'field')
        return {
          [event.field]: event.value,
          fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
          error: null,
        }
      if (event.type === 'method')
        return { method: event.value, fieldErrors: { ...context.fieldErrors, channel: undefined } }
      if (event.type === 'channel')
        return { channel: event.value, fieldErrors: { ...context.fieldErrors, channel: undefined } }
      return {}
    }),
    noAccount: assign({ fieldErrors: { username: 'support.err.username' as const } }),
    invalid: assign({ fieldErrors: ({ context }) => resetProblems(context) }),
    forget: assign({ player: null, result: null, error: null, fieldErrors: {}, note: '' }),
    loaded: assign(({ context, event }) => {
      const contacts = (event as unknown as { output: ContactState[] }).output
      const verified = contacts.find((c) => c.verified)
      return {
        player: { username: context.username.trim(), contacts },
        method: verified ? ('code' as const) : ('temporary' as const),
        channel: verified?.channel ?? null,
        note: '',
      }
    }),
    failed: assign({
      error: ({ context, event }) => failureText((event as { error?: unknown }).error, context.fallback),
    }),
    done: assign({
      result: ({ event }) => (event as unknown as { output: SupportResetResult }).output,
      note: '',
    }),
  },
}).createMachine({
  id: 'supportReset',
  context: ({ input }) => ({
    username: '',
    player: null,
    method: 'code',
    channel: null,
    note: '',
    fieldErrors: {},
    error: null,
    result: null,
    fallback: input.fallback,
  }),
  initial: 'lookup',
  // Typing another account and looking it up starts over from any resting state.
  states: {
    lookup: {
      on: {
        field: { actions: 'field' },
        lookup: [
          { guard: 'noAccount', actions: 'noAccount' },
          { target: 'looking', actions: 'forget' },
        ],
      },
    },
    looking: {
      tags: ['busy'],
      invoke: {
        id: 'contacts',
        src: 'contacts',
        input: ({ context }) => context.username.trim(),
        onDone: { target: 'loaded', actions: 'loaded' },
        onError: { target: 'lookup', actions: 'failed' },
      },
    },
    loaded: {
      on: {
        field: { actions: 'field' },
        method: { actions: 'field' },
        channel: { actions: 'field' },
        lookup: [
          { guard: 'noAccount', actions: 'noAccount' },
          { target: 'looking', actions: 'forget' },
        ],
        submit: [{ guard: 'invalid', actions: 'invalid' }, { target: 'confirming' }],
      },
    },
    confirming: {
      tags: ['modal'],
      on: { confirm: 'submitting', back: 'loaded' },
    },
    submitting: {
      tags: ['busy', 'modal'],
      invoke: {
        id: 'reset',
        src: 'reset',
        input: ({ context }) => ({
          username: context.player?.username ?? '',
          method: context.method,
          ...(context.method === 'code' && context.channel ? { channel: context.channel } : {}),
          note: context.note.trim(),
        }),
        onDone: { target: 'done', actions: 'done' },
        onError: { target: 'failed', actions: 'failed' },
      },
    },
    done: {
      tags: ['changed'],
      on: {
        field: { actions: 'field' },
        lookup: [
          { guard: 'noAccount', actions: 'noAccount' },
          { target: 'looking', actions: 'forget' },
        ],
      },
    },
    failed: {
      on: {
        back: { target: 'loaded', actions: assign({ error: null }) },
        field: { target: 'loaded', actions: 'field' },
        method: { target: 'loaded', actions: 'field' },
        channel: { target: 'loaded', actions: 'field' },
        // The form is as it was confirmed (any change goes back to `loaded`): try again.
        submit: 'confirming',
        lookup: [
          { guard: 'noAccount', actions: 'noAccount' },
          { target: 'looking', actions: 'forget' },
        ],
      },
    },
  },
})
