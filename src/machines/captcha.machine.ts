// The client-side captcha of login and register (spec §4): a picture from a fixed pool of 21, a random
// pick from the first 20, a new one on click or after a wrong answer, compared case-insensitively.
// It is a usability feature, not a defence (standards §3: the server limits failed logins).
// The form machines invoke it and ask `captchaMatches` synchronously before sending `captcha.check`.
import { assertEvent, assign, setup } from 'xstate'
import { CAPTCHA_PICK_FROM, CAPTCHA_POOL } from './captcha.pool'

export type CaptchaContext = { pool: readonly string[]; pickFrom: number; current: string }
export type CaptchaInput = { pool?: readonly string[]; pickFrom?: number }
export type CaptchaEvent = { type: 'captcha.refresh' } | { type: 'captcha.check'; value: string }

/** Case-insensitive, surrounding spaces ignored. */
export const captchaMatches = (value: string, current: string) =>
  value.trim().length > 0 && value.trim().toLowerCase() === current.toLowerCase()

/** A random name from the first `pickFrom` of the pool, never the one shown now (a click must change it). */
export function pickCaptcha(pool: readonly string[], pickFrom: number, current?: string) {
  const choices = pool.slice(0, Math.max(1, Math.min(pickFrom, pool.length))).filter((n) => n !== current)
  if (choices.length === 0) return current ?? pool[0]
  return choices[Math.floor(Math.random() * choices.length) % choices.length]
}

export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    input: {} as CaptchaInput,
  },
  actions: {
    pickNew: assign({
      current: ({ context }) => pickCaptcha(context.pool, context.pickFrom, context.current),
    }),
  },
  guards: {
    matches: ({ context, event }) => {
      assertEvent(event, 'captcha.check')
      return captchaMatches(event.value, context.current)
    },
  },
}).createMachine({
  id: 'captcha',
  context: ({ input }) => {
    const pool = input?.pool ?? CAPTCHA_POOL
    const pickFrom = input?.pickFrom ?? CAPTCHA_PICK_FROM
    return { pool, pickFrom, current: pickCaptcha(pool, pickFrom) }
  },
  initial: 'ready',
  on: {
    'captcha.refresh': { target: '.ready', actions: 'pickNew' },
    'captcha.check': [
      { guard: 'matches', target: '.verified' },
      { target: '.rejected', actions: 'pickNew' },
    ],
  },
  states: {
    ready: {},
    verified: {},
    /** The last answer was wrong; a new picture is shown. */
    rejected: { tags: ['error'] },
  },
})

export type CaptchaMachine = typeof captchaMachine
