// The date-of-birth prompt (issue 17 item 8): accounts without a date of birth cannot deposit, bet or
// launch a venue (code 235). On the money pages the machine reads the protection status once; when it
// says `birth_date_required`, or a call answered 235 (`birth.required`), a dialog asks for the date.
// Saved (POST /api/protection/birthdate) -> the page may retry; the server checks 18+ (236).
import { assign, emit, fromPromise, setup } from 'xstate'
import type { ProtectionStatus } from '../../core/contract'
import { isIsoDay } from '../../core/contract/rules'
import * as protection from '../api/protection'
import { errorOf, type FieldMessage, failureText } from './memberKit'

export type BirthDateContext = {
  value: string
  error: FieldMessage | null
  /** The server's refusal, shown under the field as text. */
  refusal: string
  dismissable: boolean
}
export type BirthDateEvent =
  | { type: 'birth.required' }
  | { type: 'birth.field'; value: string }
  | { type: 'birth.submit' }
  | { type: 'birth.dismiss' }

export const birthDateMachine = setup({
  types: {
    context: {} as BirthDateContext,
    events: {} as BirthDateEvent,
    input: {} as { dismissable?: boolean },
    emitted: {} as { type: 'birth.saved' },
  },
  actors: {
    loadStatus: fromPromise<ProtectionStatus>(() => protection.protectionStatus()),
    saveBirthDate: fromPromise<ProtectionStatus, { value: string }>(({ input }) =>
      protection.setBirthDate(input.value),
    ),
  },
  guards: {
    required: ({ event }) => (event as unknown as { output: ProtectionStatus }).output.birth_date_required,
    looksValid: ({ context }) => isIsoDay(context.value),
    dismissable: ({ context }) => context.dismissable,
  },
  actions: {
    setValue: assign({
      value: ({ event }) => (event.type === 'birth.field' ? event.value : ''),
      error: null,
      refusal: '',
    }),
    markInvalid: assign({ error: { key: 'v.birthday' } }),
    setRefusal: assign({ refusal: ({ event }) => failureText(errorOf(event)) }),
    announceSaved: emit({ type: 'birth.saved' as const }),
  },
}).createMachine({
  id: 'birthDate',
  context: ({ input }) => ({ value: '', error: null, refusal: '', dismissable: input.dismissable ?? true }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [{ guard: 'required', target: 'asking' }, { target: 'idle' }],
        onError: 'idle',
      },
    },
    idle: { on: { 'birth.required': 'asking' } },
    asking: {
      tags: 'modal',
      on: {
        'birth.field': { actions: 'setValue' },
        'birth.submit': [{ guard: 'looksValid', target: 'saving' }, { actions: 'markInvalid' }],
        'birth.dismiss': { guard: 'dismissable', target: 'idle' },
      },
    },
    saving: {
      tags: ['modal', 'busy'],
      invoke: {
        id: 'saveBirthDate',
        src: 'saveBirthDate',
        input: ({ context }) => ({ value: context.value }),
        onDone: { target: 'saved', actions: 'announceSaved' },
        onError: { target: 'asking', actions: 'setRefusal' },
      },
    },
    saved: { type: 'final' },
  },
})
