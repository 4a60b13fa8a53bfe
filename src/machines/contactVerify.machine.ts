// Verified contacts on the profile page (/center, docs/messaging.md): the saved mobile and email with
// their state; 验证 opens a dialog that sends a one-time code to that address and takes it back. A
// verified contact is where 忘记密码 can send a recovery code. The profile form saves the numbers
// (profile.machine); after a save the view sends `contacts.reload`, since a changed number is
// unverified again.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import type { CodeSent, ContactChannel, ContactState } from '../../core/contract/recovery'
import { isRecoveryCode, RECOVERY } from '../../core/contract/recovery-rules'
import * as recovery from '../api/recovery'
import { errorOf, type FieldMessage, failureText, type Notice, outputOf } from './memberKit'

export type ContactVerifyContext = {
  contacts: ContactState[]
  channel: ContactChannel
  code: string
  sent: CodeSent | null
  sentAt: number
  error: FieldMessage | null
}
export type ContactVerifyEvent =
  | { type: 'contacts.reload' }
  | { type: 'contact.open'; channel: ContactChannel }
  | { type: 'contact.send' }
  | { type: 'contact.code'; value: string }
  | { type: 'contact.submit' }
  | { type: 'contact.close' }

export const contactVerifyMachine = setup({
  types: {
    context: {} as ContactVerifyContext,
    events: {} as ContactVerifyEvent,
    emitted: {} as Notice,
  },
  actors: {
    loadContacts: fromPromise<ContactState[]>(() => recovery.contacts()),
    sendCode: fromPromise<CodeSent, { channel: ContactChannel }>(({ input }) =>
      recovery.sendContactCode(input),
    ),
    verify: fromPromise<ContactState[], { channel: ContactChannel; code: string }>(({ input }) =>
      recovery.verifyContact(input),
    ),
  },
  delays: { resendWait: RECOVERY.resendSeconds * 1000 },
  actions: {
    setContacts: assign({ contacts: ({ event }) => outputOf<ContactState[]>(event) }),
    open: assign(({ event }) => {
      assertEvent(event, 'contact.open')
      return { channel: event.channel, code: '', sent: null, error: null }
    }),
    setCode: assign(({ event }) => {
      assertEvent(event, 'contact.code')
      return { code: event.value.replace(/\D/g, '').slice(0, RECOVERY.codeLength), error: null }
    }),
    setSent: assign({ sent: ({ event }) => outputOf<CodeSent>(event), sentAt: () => Date.now(), code: '' }),
    showCodeError: assign({ error: { key: 'v.recoveryCode' } }),
    showFailure: assign({ error: ({ event }) => ({ key: failureText(errorOf(event)) }) }),
    clear: assign({ code: '', sent: null, error: null }),
    notifyFailure: emit(({ event }) => ({
      type: 'notice' as const,
      kind: 0 as const,
      key: failureText(errorOf(event)),
    })),
    notifyVerified: emit({ type: 'notice', kind: 1, key: 'contact.done' } as Notice),
  },
  guards: {
    badCode: ({ context }) => !isRecoveryCode(context.code),
  },
}).createMachine({
  id: 'contactVerify',
  context: { contacts: [], channel: 'sms', code: '', sent: null, sentAt: 0, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadContacts',
        src: 'loadContacts',
        onDone: { target: 'idle', actions: 'setContacts' },
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'contacts.reload': 'loading' },
    },
    idle: {
      on: {
        'contacts.reload': 'loading',
        'contact.open': { target: 'dialog', actions: 'open' },
      },
    },
    dialog: {
      tags: ['modal'],
      initial: 'ready',
      on: { 'contact.close': { target: 'idle', actions: 'clear' } },
      states: {
        ready: {
          on: { 'contact.send': 'sending' },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ channel: context.channel }),
            onDone: { target: 'entering', actions: 'setSent' },
            onError: { target: 'ready', actions: 'notifyFailure' },
          },
        },
        entering: {
          initial: 'cooling',
          on: {
            'contact.code': { actions: 'setCode' },
            'contact.submit': [{ guard: 'badCode', actions: 'showCodeError' }, { target: 'verifying' }],
          },
          states: {
            cooling: { after: { resendWait: 'resendable' } },
            resendable: { on: { 'contact.send': '#contactVerify.dialog.sending' } },
          },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verify',
            src: 'verify',
            input: ({ context }) => ({ channel: context.channel, code: context.code }),
            onDone: { target: '#contactVerify.idle', actions: ['setContacts', 'clear', 'notifyVerified'] },
            onError: { target: 'entering.resendable', actions: 'showFailure' },
          },
        },
      },
    },
  },
})

export type ContactVerifyMachine = typeof contactVerifyMachine
