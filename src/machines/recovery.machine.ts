// 忘记密码 (/forgot, docs/messaging.md): the account name with the captcha, then one of the masked
// verified contacts the server offers, then the 6-digit code with a new password (the register form's
// rules). The server answers the first two steps alike for any name, so the flow never learns whether
// the account exists; a wrong code, a used one or no account at all read the same. A new code can be
// asked for once `resendWait` has passed since the last one.
import { type ActorRefFrom, assertEvent, assign, fromPromise, setup } from 'xstate'
import type { CodeSent, ContactChannel, RecoveryOption } from '../../core/contract/recovery'
import { isRecoveryCode, RECOVERY } from '../../core/contract/recovery-rules'
import { isRegisterPassword, LIMITS } from '../../core/contract/rules'
import * as recovery from '../api/recovery'
import { type MessageKey, t } from '../i18n'
import { captchaIdOf, captchaMachine } from './captcha.machine'
import { errorOf, failureText, outputOf } from './memberKit'

export type RecoveryField = 'name' | 'captcha' | 'code' | 'password' | 'confirmPass'
export type RecoveryContext = Record<RecoveryField, string> & {
  options: RecoveryOption[]
  channel: ContactChannel | null
  sent: CodeSent | null
  /** When the last code was sent (epoch ms), for the view's resend countdown. */
  sentAt: number
  error: string | null
  captchaRef: ActorRefFrom<typeof captchaMachine>
}
export type RecoveryEvent =
  | { type: 'recovery.input'; field: RecoveryField; value: string }
  | { type: 'recovery.next' }
  | { type: 'recovery.choose'; channel: ContactChannel }
  | { type: 'recovery.send' }
  | { type: 'recovery.resend' }
  | { type: 'recovery.submit' }
  | { type: 'recovery.back' }
  | { type: 'captcha.refresh' }

const MAX: Record<RecoveryField, number> = {
  name: LIMITS.nameMax,
  captcha: LIMITS.loginCaptchaMax,
  code: RECOVERY.codeLength,
  password: LIMITS.passwordMax,
  confirmPass: LIMITS.passwordMax,
}

type LookupInput = { name: string; captcha_id: string; code: string }
type SendInput = { name: string; channel: ContactChannel }
type ResetInput = { name: string; code: string; password: string; confirmPass: string }

/** One failing check: its guard and the message key, in the form's order. */
const fails = <G extends string>(guard: G, key: MessageKey) => ({
  guard,
  actions: { type: 'fail' as const, params: () => ({ message: t(key) }) },
})

export const recoveryMachine = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as RecoveryEvent,
  },
  actors: {
    captcha: captchaMachine,
    lookup: fromPromise<{ options: RecoveryOption[] }, LookupInput>(({ input }) =>
      recovery.recoveryOptions(input),
    ),
    sendCode: fromPromise<CodeSent, SendInput>(({ input }) => recovery.sendRecoveryCode(input)),
    reset: fromPromise<null, ResetInput>(({ input }) => recovery.resetPassword(input)),
  },
  delays: { resendWait: RECOVERY.resendSeconds * 1000 },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'recovery.input')
      const value = event.field === 'code' ? event.value.replace(/\D/g, '') : event.value
      return { ...context, [event.field]: value.slice(0, MAX[event.field]), error: null }
    }),
    choose: assign(({ event }) => {
      assertEvent(event, 'recovery.choose')
      return { channel: event.channel, error: null }
    }),
    fail: assign({ error: (_, params: { message: string }) => params.message }),
    failWithServerMessage: assign({ error: ({ event }) => failureText(errorOf(event)) }),
    clearError: assign({ error: null }),
    setOptions: assign(({ event }) => {
      const options = outputOf<{ options: RecoveryOption[] }>(event).options
      return { options, channel: options.length === 1 ? options[0].channel : null }
    }),
    setSent: assign({
      sent: ({ event }) => outputOf<CodeSent>(event),
      sentAt: () => Date.now(),
      code: '',
    }),
    clearCaptcha: assign({ captcha: '' }),
    refreshCaptcha: ({ context }) => context.captchaRef.send({ type: 'captcha.refresh' }),
    markCaptcha: ({ context }) => context.captchaRef.send({ type: 'captcha.check', value: context.captcha }),
    clearSecrets: assign({ code: '', password: '', confirmPass: '' }),
  },
  guards: {
    lacksName: ({ context }) => context.name.trim() === '',
    lacksCaptcha: ({ context }) => context.captcha.trim() === '',
    lacksChannel: ({ context }) => context.channel === null,
    badCode: ({ context }) => !isRecoveryCode(context.code),
    badPassword: ({ context }) => !isRegisterPassword(context.password),
    passwordsDiffer: ({ context }) => context.confirmPass !== context.password,
  },
}).createMachine({
  id: 'recovery',
  context: ({ spawn }) => ({
    name: '',
    captcha: '',
    code: '',
    password: '',
    confirmPass: '',
    options: [],
    channel: null,
    sent: null,
    sentAt: 0,
    error: null,
    captchaRef: spawn('captcha', { id: 'captcha', input: {} }),
  }),
  initial: 'account',
  states: {
    account: {
      tags: ['form'],
      on: {
        'recovery.input': { actions: 'setField' },
        'captcha.refresh': { actions: 'refreshCaptcha' },
        'recovery.next': [
          fails('lacksName', 'v.recoveryAccount'),
          fails('lacksCaptcha', 'v.captchaRequired'),
          { target: 'lookingUp', actions: ['clearError', 'markCaptcha'] },
        ],
      },
    },
    lookingUp: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'lookup',
        src: 'lookup',
        input: ({ context }) => ({
          name: context.name.trim(),
          captcha_id: captchaIdOf(context.captchaRef),
          code: context.captcha.trim(),
        }),
        onDone: { target: 'choosing', actions: 'setOptions' },
        onError: {
          target: 'account',
          actions: ['failWithServerMessage', 'clearCaptcha', 'refreshCaptcha'],
        },
      },
    },
    choosing: {
      tags: ['form'],
      on: {
        'recovery.choose': { actions: 'choose' },
        'recovery.send': [fails('lacksChannel', 'v.contactChannel'), { target: 'sending' }],
        'recovery.back': { target: 'account', actions: ['clearError', 'clearCaptcha', 'refreshCaptcha'] },
      },
    },
    sending: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ name: context.name.trim(), channel: context.channel ?? 'sms' }),
        onDone: { target: 'entering', actions: ['clearError', 'setSent'] },
        onError: { target: 'choosing', actions: 'failWithServerMessage' },
      },
    },
    entering: {
      tags: ['form'],
      initial: 'cooling',
      on: {
        'recovery.input': { actions: 'setField' },
        'recovery.back': { target: 'choosing', actions: ['clearError', 'clearSecrets'] },
        'recovery.submit': [
          fails('badCode', 'v.recoveryCode'),
          fails('badPassword', 'v.password'),
          fails('passwordsDiffer', 'v.passwordMismatch'),
          { target: 'resetting', actions: 'clearError' },
        ],
      },
      states: {
        cooling: { after: { resendWait: 'resendable' } },
        resendable: { on: { 'recovery.resend': { target: '#recovery.sending' } } },
      },
    },
    resetting: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'reset',
        src: 'reset',
        input: ({ context }) => ({
          name: context.name.trim(),
          code: context.code,
          password: context.password,
          confirmPass: context.confirmPass,
        }),
        onDone: { target: 'done', actions: 'clearSecrets' },
        onError: { target: 'entering.resendable', actions: 'failWithServerMessage' },
      },
    },
    done: { type: 'final', tags: ['done'] },
  },
})

export type RecoveryMachine = typeof recoveryMachine
