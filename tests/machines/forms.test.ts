// Login and register flows: validation order and messages, captcha reset, server refusal,
// landing on the redirect target. The real session machine runs against the msw fake backend.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate'
import { db } from '../../src/api/mocks/db'
import { type CaptchaPicture, captchaMachine } from '../../src/machines/captcha.machine'
import { loginMachine } from '../../src/machines/login.machine'
import { registerMachine } from '../../src/machines/register.machine'
import { sessionMachine } from '../../src/machines/session.machine'
import { uiState } from '../../src/state/ui'

const navigate = vi.fn()
const lastToast = () => uiState.toasts.at(-1)?.message
let session = createActor(sessionMachine, { input: {} })

beforeEach(() => {
  navigate.mockReset()
  session = createActor(
    sessionMachine.provide({ actions: { navigate: (_, p: { to: string }) => navigate(p.to) } }),
    { input: {} },
  )
  session.start()
})
afterEach(() => session.stop())

type CaptchaRef = ActorRefFrom<typeof captchaMachine>
type WithCaptcha = { getSnapshot: () => { context: { captcha: CaptchaRef } } }

/** Wait until the captcha actor shows a server picture; its id. */
async function shownCaptcha(ref: CaptchaRef) {
  const s = await waitFor(ref, (x) => x.matches({ ready: 'shown' }))
  return s.context.id
}
/** The shown picture's id (the opaque handle the form sends). */
const captchaOf = (form: WithCaptcha) => shownCaptcha(form.getSnapshot().context.captcha)
/** Test-only: the answer of the shown picture, read from the fake backend as a person reads the picture. */
const answerOf = async (form: WithCaptcha) => db.captchas.get(await captchaOf(form)) ?? ''

function login(redirect?: string) {
  const actor = createActor(
    loginMachine.provide({ actions: { navigate: (_, p: { to: string }) => navigate(p.to) } }),
    {
      input: { session, redirect },
    },
  )
  actor.start()
  const input = (field: 'name' | 'password' | 'code', value: string) =>
    actor.send({ type: 'login.input', field, value })
  return { actor, input, submit: () => actor.send({ type: 'login.submit' }) }
}

describe('captcha', () => {
  it('loads a server picture (an SVG data URL with an opaque id), a refresh loads another', async () => {
    const actor = createActor(captchaMachine, { input: {} }).start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const first = await shownCaptcha(actor)
    expect(actor.getSnapshot().context.image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(first).not.toContain(db.captchas.get(first))
    for (let i = 0; i < 5; i++) {
      const before = actor.getSnapshot().context.id
      actor.send({ type: 'captcha.refresh' })
      expect(actor.getSnapshot().context.id).toBe('')
      expect(await shownCaptcha(actor)).not.toBe(before)
    }
    actor.stop()
  })

  it('an answer sent with a form uses the picture up; an empty one does not', async () => {
    const actor = createActor(captchaMachine, { input: {} }).start()
    await shownCaptcha(actor)
    actor.send({ type: 'captcha.check', value: '  ' })
    expect(actor.getSnapshot().matches({ ready: 'shown' })).toBe(true)
    actor.send({ type: 'captcha.check', value: 'ab12' })
    expect(actor.getSnapshot().matches('verified')).toBe(true)
    actor.stop()
  })

  it('no picture from the server: shown as an error, a click tries again', async () => {
    const failing = createActor(
      captchaMachine.provide({
        actors: {
          loadCaptcha: fromPromise<CaptchaPicture, void>(async () => {
            throw new Error('down')
          }),
        },
      }),
      { input: {} },
    ).start()
    await waitFor(failing, (s) => s.hasTag('error'))
    expect(failing.getSnapshot().matches({ ready: 'unavailable' })).toBe(true)
    failing.stop()
  })
})

describe('login flow', () => {
  it('checks account+password, then captcha present; the server refuses a wrong answer', async () => {
    const { actor, input, submit } = login()
    try {
      submit()
      expect(lastToast()).toBe('请输入您的账号和密码！')
      input('name', 'demo888')
      submit()
      expect(lastToast()).toBe('请输入您的账号和密码！')
      input('password', 'demo8888')
      submit()
      expect(lastToast()).toBe('请输入验证码！')
      const shown = await captchaOf(actor)
      input('code', 'zzzz')
      submit()
      await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
      expect(lastToast()).toBe('验证码错误或已失效，请重新输入')
      expect(actor.getSnapshot().context.code).toBe('')
      expect(await captchaOf(actor)).not.toBe(shown)
    } finally {
      actor.stop()
    }
  })

  it('limits the inputs (32, 32, 6)', () => {
    const { actor, input } = login()
    input('name', 'a'.repeat(40))
    input('password', 'b'.repeat(40))
    input('code', 'c'.repeat(10))
    expect(actor.getSnapshot().context).toMatchObject({
      name: 'a'.repeat(32),
      password: 'b'.repeat(32),
      code: 'cccccc',
    })
    actor.stop()
  })

  it('a refused login shows the server message, clears the captcha field and shows a new picture', async () => {
    const { actor, input, submit } = login()
    try {
      input('name', 'demo888')
      input('password', 'wrong999')
      const shown = await captchaOf(actor)
      input('code', (await answerOf(actor)).toUpperCase())
      submit()
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      await waitFor(actor, (s) => s.matches('editing'))
      expect(lastToast()).toBe('登录密码错误')
      expect(actor.getSnapshot().context.error).toBe('登录密码错误')
      expect(actor.getSnapshot().context.code).toBe('')
      expect(await captchaOf(actor)).not.toBe(shown)
    } finally {
      actor.stop()
    }
  })

  it('success signs in and lands on the redirect target', async () => {
    const { actor, input, submit } = login('/mine/center?tab=1')
    input('name', 'demo888')
    input('password', 'demo8888')
    input('code', await answerOf(actor))
    submit()
    await waitFor(actor, (s) => s.status === 'done')
    expect(navigate).toHaveBeenCalledWith('/mine/center?tab=1')
    expect(session.getSnapshot().context.token).not.toBeNull()
  })

  it('记住密码 is unticked by default; ticked, the sign-in is kept across browser restarts', async () => {
    session.send({ type: 'session.logout' })
    await waitFor(session, (s) => s.matches('loggedOut'))
    const { actor, input, submit } = login()
    expect(actor.getSnapshot().context.remember).toBe(false)
    actor.send({ type: 'login.remember', remember: true })
    input('name', 'demo888')
    input('password', 'demo8888')
    input('code', await answerOf(actor))
    submit()
    await waitFor(actor, (s) => s.status === 'done')
    expect(localStorage.getItem('token')).toBe(session.getSnapshot().context.token)
  })

  it('lands on / without a redirect, and never leaves the site through one', async () => {
    for (const redirect of [undefined, '//evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      navigate.mockReset()
      session.send({ type: 'session.logout' })
      await waitFor(session, (s) => s.matches('loggedOut'))
      const { actor, input, submit } = login(redirect)
      input('name', 'demo888')
      input('password', 'demo8888')
      input('code', await answerOf(actor))
      submit()
      await waitFor(actor, (s) => s.status === 'done')
      expect(navigate).toHaveBeenLastCalledWith('/')
    }
  })
})

describe('register flow', () => {
  function register(pid?: string) {
    const actor = createActor(
      registerMachine.provide({ actions: { navigate: (_, p: { to: string }) => navigate(p.to) } }),
      { input: { session, pid } },
    )
    actor.start()
    const input = (
      field: 'name' | 'password' | 'confirmPass' | 'realname' | 'birthday' | 'paypassword' | 'code',
      value: string,
    ) => actor.send({ type: 'register.input', field, value })
    return { actor, input, submit: () => actor.send({ type: 'register.submit' }) }
  }

  it('checks in the spec order with the spec messages', async () => {
    const { actor, input, submit } = register()
    try {
      expect(actor.getSnapshot().context.agreed).toBe(true)
      actor.send({ type: 'register.agree', value: false })
      input('name', 'newbie01')
      submit()
      expect(lastToast()).toBe('请阅读并同意相关条款和隐私协议！')
      actor.send({ type: 'register.agree', value: true })
      input('name', 'abcdef')
      submit()
      expect(lastToast()).toBe('用户名长度不得低于6位，以字母和数字组合！')
      input('name', 'newbie01')
      input('password', 'abcdefgh')
      submit()
      expect(lastToast()).toBe('密码长度最少8位！以字母和数字组合！')
      input('password', 'abcd1234')
      input('confirmPass', 'abcd12345')
      submit()
      expect(lastToast()).toBe('两次密码不一致！')
      input('confirmPass', 'abcd1234')
      input('realname', '王五1')
      submit()
      expect(lastToast()).toBe('姓名格式不正确，可以是中，英文名称！')
      input('realname', 'Mary·Jane & Co')
      input('paypassword', '12345')
      submit()
      expect(lastToast()).toBe('支付密码长度需是6位！')
      input('paypassword', '123456')
      submit()
      expect(lastToast()).toBe('请输入正确的日期格式：YYYY-MM-DD')
      input('birthday', '1990-05-01')
      submit()
      expect(lastToast()).toBe('验证码错误！')
      const shown = await captchaOf(actor)
      input('code', 'zz99')
      submit()
      await waitFor(
        actor,
        (s) => s.matches('editing') && s.context.error === '验证码错误或已失效，请重新输入',
      )
      expect(lastToast()).toBe('验证码错误或已失效，请重新输入')
      expect(actor.getSnapshot().context.code).toBe('')
      expect(await captchaOf(actor)).not.toBe(shown)
    } finally {
      actor.stop()
    }
  })

  it('a refusal shows the server message and resets the captcha; success signs in with the referrer', async () => {
    const { actor, input, submit } = register('42')
    try {
      for (const [f, v] of [
        ['name', 'demo888'],
        ['password', 'abcd1234'],
        ['confirmPass', 'abcd1234'],
        ['realname', '王五'],
        ['birthday', '1990-05-01'],
        ['paypassword', '123456'],
      ] as const)
        input(f, v)
      const shown = await captchaOf(actor)
      input('code', await answerOf(actor))
      submit()
      await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
      expect(lastToast()).toBe('此用户名已被注册')
      expect(actor.getSnapshot().context.code).toBe('')
      expect(await captchaOf(actor)).not.toBe(shown)
      input('name', 'newbie42')
      input('code', await answerOf(actor))
      submit()
      await waitFor(actor, (s) => s.status === 'done')
      expect(navigate).toHaveBeenCalledWith('/')
      await waitFor(session, (s) => s.context.user?.username === 'newbie42')
      expect(db.users.at(-1)).toMatchObject({ username: 'newbie42', pid: 42 })
    } finally {
      actor.stop()
    }
  })
})
