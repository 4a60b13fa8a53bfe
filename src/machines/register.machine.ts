// The registration form (/register): the agreement (checked by default), then each field in the
// order of core/contract/rules.ts with its message, then the captcha; submits through the session with the
// optional referrer `pid` and the server-issued captcha's id and answer (the server checks the answer).
// A refusal shows the server's message and resets the captcha.
import { type ActorRefFrom, assertEvent, assign, setup } from 'xstate'
import {
  isBirthday,
  isCaptchaShape,
  isPayPassword,
  isRealName,
  isRegisterPassword,
  isUsername,
  LIMITS,
} from '../../core/contract/rules'
import { type MessageKey, t } from '../i18n'
import { askForLimitPrompt } from '../state/limitPrompt'
import { toast } from '../state/ui'
import { captchaIdOf, captchaMachine, submittingToSession } from './captcha.machine'
import type { SessionMachine, SessionReply } from './session.machine'
import { safeRedirect } from './urls'

export type RegisterField =
  | 'name'
  | 'password'
  | 'confirmPass'
  | 'realname'
  | 'birthday'
  | 'paypassword'
  | 'code'
export type RegisterContext = Record<RegisterField, string> & {
  agreed: boolean
  pid: number | null
  error: string | null
  redirect: string
  session: ActorRefFrom<SessionMachine>
  captcha: ActorRefFrom<typeof captchaMachine>
}
export type RegisterInput = {
  session: ActorRefFrom<SessionMachine>
  pid?: string | number | null
  redirect?: string | null
}
export type RegisterEvent =
  | { type: 'register.input'; field: RegisterField; value: string }
  | { type: 'register.agree'; value: boolean }
  | { type: 'register.submit' }
  | { type: 'captcha.refresh' }
  | SessionReply

const MAX: Record<RegisterField, number> = {
  name: LIMITS.nameMax,
  password: LIMITS.passwordMax,
  confirmPass: LIMITS.passwordMax,
  realname: LIMITS.nameMax,
  birthday: 10,
  paypassword: LIMITS.payPasswordLength,
  code: LIMITS.registerCaptchaMax,
}

const toPid = (v: RegisterInput['pid']) => {
  const n = typeof v === 'number' ? v : /^\d+$/.test(v ?? '') ? Number(v) : Number.NaN
  return Number.isSafeInteger(n) && n >= 1 ? n : null
}

/** One failing check: its guard name and the spec's message key, in the spec's order. */
const fails = <G extends string>(guard: G, key: MessageKey) => ({
  guard,
  actions: [{ type: 'fail' as const, params: () => ({ message: t(key) }) }, 'notify' as const],
})

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
  },
  actors: { captcha: captchaMachine },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'register.input')
      return { ...context, [event.field]: event.value.slice(0, MAX[event.field]) }
    }),
    setAgreed: assign({
      agreed: ({ event }) => {
        assertEvent(event, 'register.agree')
        return event.value
      },
    }),
    fail: assign({ error: (_, params: { message: string }) => params.message }),
    failWithServerMessage: assign({
      error: ({ event }) => (event.type === 'session.failed' ? event.message : t('net.error')),
    }),
    notify: ({ context }) => {
      if (context.error) toast(0, context.error)
    },
    clearError: assign({ error: null }),
    clearCaptcha: assign({ code: '' }),
    refreshCaptcha: ({ context }) => context.captcha.send({ type: 'captcha.refresh' }),
    markCaptcha: ({ context }) => context.captcha.send({ type: 'captcha.check', value: context.code }),
    submitToSession: ({ context, self }) =>
      context.session.send({
        type: 'session.register',
        name: context.name,
        password: context.password,
        confirmPass: context.confirmPass,
        realname: context.realname.trim(),
        birthday: context.birthday,
        paypassword: context.paypassword,
        ...(context.pid ? { pid: context.pid } : {}),
        code: context.code.trim(),
        captcha_id: captchaIdOf(context.captcha),
        replyTo: self,
      }),
    /** Injected by the view (navigateTo): this machine never imports routes/. */
    navigate: (_, _params: { to: string }) => {},
    /** Invite the new player to consider a deposit limit (dismissable). */
    askForLimit: () => askForLimitPrompt(),
  },
  guards: {
    notAgreed: ({ context }) => !context.agreed,
    badUsername: ({ context }) => !isUsername(context.name),
    badPassword: ({ context }) => !isRegisterPassword(context.password),
    passwordsDiffer: ({ context }) => context.confirmPass !== context.password,
    badRealName: ({ context }) => !isRealName(context.realname),
    /** The date of birth is required here (the server checks 18+ and refuses with 236). */
    badBirthday: ({ context }) => !isBirthday(context.birthday),
    badPayPassword: ({ context }) => !isPayPassword(context.paypassword),
    badCaptchaShape: ({ context }) => !isCaptchaShape(context.code),
  },
}).createMachine({
  id: 'register',
  context: ({ input, spawn }) => ({
    name: '',
    password: '',
    confirmPass: '',
    realname: '',
    birthday: '',
    paypassword: '',
    code: '',
    agreed: true,
    pid: toPid(input.pid),
    error: null,
    redirect: safeRedirect(input.redirect),
    session: input.session,
    captcha: spawn('captcha', { id: 'captcha', input: {} }),
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        'register.input': { actions: 'setField' },
        'register.agree': { actions: 'setAgreed' },
        'captcha.refresh': { actions: 'refreshCaptcha' },
        'register.submit': [
          fails('notAgreed', 'v.agreement'),
          fails('badUsername', 'v.username'),
          fails('badPassword', 'v.password'),
          fails('passwordsDiffer', 'v.passwordMismatch'),
          fails('badRealName', 'v.realname'),
          fails('badPayPassword', 'v.paypassword'),
          fails('badBirthday', 'v.birthday'),
          {
            guard: 'badCaptchaShape',
            actions: [
              { type: 'fail', params: () => ({ message: t('v.captchaWrong') }) },
              'notify',
              'clearCaptcha',
              'refreshCaptcha',
            ],
          },
          { target: 'submitting', actions: ['clearError', 'markCaptcha'] },
        ],
      },
    },
    submitting: submittingToSession,
    done: {
      type: 'final',
      entry: ['askForLimit', { type: 'navigate', params: ({ context }) => ({ to: context.redirect }) }],
    },
  },
})

export type RegisterMachine = typeof registerMachine
