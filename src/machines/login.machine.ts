// The login form (/login): checks in the order of core/contract/rules.ts (account and password, captcha
// present), then submits through the session with the server-issued captcha's id and answer (the
// server checks the answer). A refused login clears the captcha field and shows a new picture.
// 记住密码 (unticked by default) asks for a session that survives browser restarts (docs/security.md).
// Success goes to the `redirect` target or `/`.
import { type ActorRefFrom, assertEvent, assign, setup } from 'xstate'
import { LIMITS } from '../../core/contract/rules'
import { t } from '../i18n'
import { toast } from '../state/ui'
import { captchaIdOf, captchaMachine, submittingToSession } from './captcha.machine'
import type { SessionMachine, SessionReply } from './session.machine'
import { safeRedirect } from './urls'

export type LoginField = 'name' | 'password' | 'code'
export type LoginContext = {
  name: string
  password: string
  code: string
  remember: boolean
  error: string | null
  redirect: string
  session: ActorRefFrom<SessionMachine>
  captcha: ActorRefFrom<typeof captchaMachine>
}
export type LoginInput = { session: ActorRefFrom<SessionMachine>; redirect?: string | null }
export type LoginEvent =
  | { type: 'login.input'; field: LoginField; value: string }
  | { type: 'login.remember'; remember: boolean }
  | { type: 'login.submit' }
  | { type: 'captcha.refresh' }
  | SessionReply

const MAX: Record<LoginField, number> = {
  name: LIMITS.nameMax,
  password: LIMITS.passwordMax,
  code: LIMITS.loginCaptchaMax,
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: { captcha: captchaMachine },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'login.input')
      return { ...context, [event.field]: event.value.slice(0, MAX[event.field]) }
    }),
    setRemember: assign({
      remember: ({ event, context }) => (event.type === 'login.remember' ? event.remember : context.remember),
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
        type: 'session.login',
        name: context.name.trim(),
        password: context.password,
        code: context.code.trim(),
        captcha_id: captchaIdOf(context.captcha),
        remember: context.remember ? 1 : 0,
        replyTo: self,
      }),
    /** Injected by the view (navigateTo): this machine never imports routes/. */
    navigate: (_, _params: { to: string }) => {},
  },
  guards: {
    lacksCredentials: ({ context }) => context.name.trim() === '' || context.password === '',
    lacksCaptcha: ({ context }) => context.code.trim() === '',
  },
}).createMachine({
  id: 'login',
  context: ({ input, spawn }) => ({
    name: '',
    password: '',
    code: '',
    remember: false,
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
        'login.input': { actions: 'setField' },
        'login.remember': { actions: 'setRemember' },
        'captcha.refresh': { actions: 'refreshCaptcha' },
        'login.submit': [
          {
            guard: 'lacksCredentials',
            actions: [{ type: 'fail', params: () => ({ message: t('v.loginRequired') }) }, 'notify'],
          },
          {
            guard: 'lacksCaptcha',
            actions: [{ type: 'fail', params: () => ({ message: t('v.captchaRequired') }) }, 'notify'],
          },
          { target: 'submitting', actions: ['clearError', 'markCaptcha'] },
        ],
      },
    },
    submitting: submittingToSession,
    done: {
      type: 'final',
      entry: { type: 'navigate', params: ({ context }) => ({ to: context.redirect }) },
    },
  },
})

export type LoginMachine = typeof loginMachine
