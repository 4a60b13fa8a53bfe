// The captcha of login and register (docs/auth-limits.md): the SERVER issues the picture (an SVG it
// drew) with an opaque id and checks the answer itself; the answer never reaches the page. This actor
// loads a picture, loads a new one on click or after any refused submission (a captcha is good for one
// check only), and marks a picture as used once its answer went out with a form.
// The form machines spawn it, read `id` when they submit, and send `captcha.check` / `captcha.refresh`.
import { assign, fromPromise, setup } from 'xstate'
import { captcha as fetchCaptcha } from '../api/account'

export type CaptchaPicture = { captcha_id: string; image: string }
export type CaptchaContext = { id: string; image: string }
export type CaptchaInput = Record<string, never>
export type CaptchaEvent = { type: 'captcha.refresh' } | { type: 'captcha.check'; value: string }

export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    input: {} as CaptchaInput,
  },
  actors: {
    loadCaptcha: fromPromise<CaptchaPicture, void>(() => fetchCaptcha()),
  },
  actions: {
    forgetPicture: assign({ id: '', image: '' }),
  },
  guards: {
    hasAnswer: ({ event }) => event.type === 'captcha.check' && event.value.trim() !== '',
  },
}).createMachine({
  id: 'captcha',
  context: { id: '', image: '' },
  initial: 'ready',
  on: {
    'captcha.refresh': { target: '.ready', reenter: true, actions: 'forgetPicture' },
  },
  states: {
    /** A picture is being loaded or shown. */
    ready: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadCaptcha',
            src: 'loadCaptcha',
            onDone: {
              target: 'shown',
              actions: assign({
                id: ({ event }) => event.output.captcha_id,
                image: ({ event }) => event.output.image,
              }),
            },
            onError: { target: 'unavailable' },
          },
        },
        shown: {
          on: { 'captcha.check': { guard: 'hasAnswer', target: '#captcha.verified' } },
        },
        /** The server gave no picture: a click tries again. */
        unavailable: { tags: ['error'] },
      },
    },
    /** The answer went out with the form: this picture is used up (the server checks it once). */
    verified: {},
  },
})

export type CaptchaMachine = typeof captchaMachine

/** The id to send with the form's answer ('' while no picture is shown). */
export const captchaIdOf = (ref: { getSnapshot: () => { context: CaptchaContext } }) =>
  ref.getSnapshot().context.id

/**
 * The captcha-gated form's `submitting` state, the same for login and register: the form goes to the
 * session actor; a success ends the form, a refusal shows the server's message and uses the picture
 * up (a new one loads). The form machine names the actions submitToSession, failWithServerMessage,
 * notify, clearCaptcha and refreshCaptcha.
 */
export const submittingToSession = {
  tags: ['busy', 'form'],
  entry: 'submitToSession',
  on: {
    'session.succeeded': { target: 'done' },
    'session.failed': {
      target: 'editing',
      actions: ['failWithServerMessage', 'notify', 'clearCaptcha', 'refreshCaptcha'],
    },
  },
} as const
