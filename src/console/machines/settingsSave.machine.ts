// Saving one settings form (site, money rules, a channel, a receiving account): submit, then (for
// money settings, or a maintenance switch) a confirm step listing what changes, then the server's
// answer. A refusal names its field (`data.field`), shown under that field; anything else shows
// above the form. A save above a four-eyes setting answers 250: nothing is saved, a request waits for
// a second operator, and the form says so (`submitted`; ./diverted.ts). The form's values stay in the
// view; the machine carries the payload it saves.
import { assign, fromPromise, setup } from 'xstate'
import { ConsoleError, failureText } from '../api'
import { isDiverted, type Submitted, submittedOf } from './diverted'

export type SaveError = { field: string | null; text: string }
export type SettingsSaveContext = {
  payload: Record<string, unknown> | null
  error: SaveError | null
  saved: boolean
  /** The four-eyes request the last save became (code 250). */
  submitted: Submitted | null
  /** The text shown when a failure carries none (network, drift). */
  fallback: string
}
export type SettingsSaveEvent =
  | { type: 'submit'; payload: Record<string, unknown>; confirm: boolean }
  | { type: 'confirm' }
  | { type: 'back' }
  | { type: 'edit' }

/** The field a refusal names, if any (the settings calls answer `{ field }` with code 1000). */
export const refusedField = (e: unknown): string | null => {
  if (!(e instanceof ConsoleError) || e.code !== 1000) return null
  const d = e.data as { field?: unknown } | null
  return d && typeof d.field === 'string' ? d.field : null
}

export const settingsSaveMachine = setup({
  types: {
    context: {} as SettingsSaveContext,
    events: {} as SettingsSaveEvent,
    input: {} as { fallback: string },
  },
  actors: {
    save: fromPromise<unknown, Record<string, unknown>>(() => Promise.reject(new Error('save not provided'))),
  },
  actions: {
    take: assign({
      payload: ({ event }) => (event.type === 'submit' ? event.payload : null),
      error: null,
      saved: false,
      submitted: null,
    }),
    clear: assign({ error: null, saved: false, submitted: null }),
    keepSubmitted: assign({ submitted: submittedOf }),
  },
  guards: { needsConfirm: ({ event }) => event.type === 'submit' && event.confirm, isDiverted },
}).createMachine({
  id: 'settingsSave',
  context: ({ input }) => ({
    payload: null,
    error: null,
    saved: false,
    submitted: null,
    fallback: input.fallback,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        submit: [
          { guard: 'needsConfirm', target: 'confirming', actions: 'take' },
          { target: 'saving', actions: 'take' },
        ],
        edit: { actions: 'clear' },
      },
    },
    confirming: {
      on: { confirm: 'saving', back: 'editing' },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        id: 'save',
        input: ({ context }) => context.payload ?? {},
        onDone: { target: 'editing', actions: assign({ saved: true, error: null }) },
        onError: [
          { guard: 'isDiverted', target: 'editing', actions: 'keepSubmitted' },
          {
            target: 'editing',
            actions: assign({
              error: ({ context, event }) => ({
                field: refusedField(event.error),
                text: failureText(event.error, context.fallback),
              }),
            }),
          },
        ],
      },
    },
  },
})
