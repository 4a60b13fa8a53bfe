// Generated path tests over the spine's machines: session, captcha, login and register. Every state and
// every transition definition of each REAL machine must be entered/taken by the replayed paths.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyStateMachine, createActor, setup } from 'xstate'
import { db, userView } from '../../src/api/mocks/db'
import { captchaMachine } from '../../src/machines/captcha.machine'
import { loginMachine } from '../../src/machines/login.machine'
import { registerMachine } from '../../src/machines/register.machine'
import { sessionMachine } from '../../src/machines/session.machine'
import { type CoverageOptions, coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 500, message = '服务器异常') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})
const quiet = { actions: { navigate: () => {}, notify: () => {} } }
const reports: string[] = []

beforeEach(() => {
  vi.spyOn(Math, 'random').mockReturnValue(0)
})
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

async function cover(machine: AnyStateMachine, options: CoverageOptions, provide = {}) {
  vi.spyOn(Math, 'random').mockReturnValue(0)
  const paths = generatePaths(machine, options)
  const observed: Observed = { states: new Set(), transitions: new Set() }
  for (const path of paths) {
    const seen = await replay(machine, path, observed, provide)
    expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
  }
  const c = coverage(machine, observed)
  reports.push(c.report)
  console.log(c.report)
  expect(c.states.missing, `${machine.id} states`).toEqual([])
  expect(c.transitions.missing, `${machine.id} transitions`).toEqual([])
  return { paths, c }
}

/**
 * The captcha the forms spawn is covered on its own above; inside the form graphs it is a still picture
 * (its server fetch would make every explored state a new child actor, and the graph would not end).
 */
const stillCaptcha = setup({}).createMachine({
  id: 'captcha',
  context: { id: 'cap-1', image: '' },
  on: { 'captcha.refresh': {}, 'captcha.check': {} },
})
const withStillCaptcha = <M extends AnyStateMachine>(m: M) =>
  (m as AnyStateMachine).provide({ actors: { captcha: stillCaptcha } } as never) as M

/** A session stand-in for the form flows: a live actor that records and answers nothing itself. */
const sessionStub = () =>
  createActor(sessionMachine.provide({ actions: { navigate: () => {} } }), { input: {} })

describe('path coverage', { timeout: 60_000 }, () => {
  it('session: every state and transition', async () => {
    const user = userView(db.users[0])
    const { c } = await cover(
      sessionMachine,
      {
        inputs: [{ token: null }, { token: 'tok' }],
        events: [
          { type: 'session.login', name: 'demo888', password: 'demo8888' },
          {
            type: 'session.register',
            name: 'newbie01',
            password: 'abcd1234',
            confirmPass: 'abcd1234',
            realname: '王五',
            paypassword: '123456',
          },
          { type: 'session.logout' },
          { type: 'session.refreshBalance' },
          { type: 'session.refreshUser' },
          { type: 'session.unauthorized' },
          { type: 'session.elsewhere', token: 'tok3' },
          { type: 'session.elsewhere', token: null },
          done('login', { username: 'demo888', api_token: 'tok', last_login_at: null }),
          fail('login', 203, '登录密码错误'),
          done('register', { username: 'newbie01', api_token: 'tok2' }),
          fail('register', 201, '此用户名已被注册'),
          done('logoff', null),
          fail('logoff'),
          done('balance', { balance: '1.00' }),
          fail('balance', 0),
          done('user', user),
          fail('user'),
          done('refreshusermoney', user),
          fail('refreshusermoney'),
        ],
        summarise: (ctx) => ({ token: ctx.token !== null }),
        simplePathsUpTo: 0,
      },
      {
        actions: {
          navigate: () => {},
          notifyExpired: () => {},
          reportError: () => {},
          notifySignedOutElsewhere: () => {},
        },
      },
    )
    expect(c.states.total).toBeGreaterThan(8)
  })

  it('captcha: every state and transition', async () => {
    await cover(captchaMachine, {
      inputs: [{}],
      events: [
        done('loadCaptcha', {
          captcha_id: 'cap0123456789abcdef',
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
        fail('loadCaptcha'),
        { type: 'captcha.refresh' },
        { type: 'captcha.check', value: 'ab12' },
        { type: 'captcha.check', value: ' ' },
      ],
      summarise: (ctx) => ({ shown: ctx.id !== '' }),
    })
  })

  it('login: every state and transition', async () => {
    const session = sessionStub()
    await cover(
      withStillCaptcha(loginMachine),
      {
        inputs: [{ session, redirect: '/mine/center' }],
        events: [
          { type: 'login.input', field: 'name', value: 'demo888' },
          { type: 'login.input', field: 'password', value: 'demo8888' },
          { type: 'login.input', field: 'code', value: 'ab12' },
          { type: 'login.remember', remember: true },
          { type: 'login.submit' },
          { type: 'captcha.refresh' },
          { type: 'session.succeeded' },
          { type: 'session.failed', message: '登录密码错误' },
        ],
        summarise: (ctx) => ({
          name: ctx.name !== '',
          password: ctx.password !== '',
          code: ctx.code,
        }),
        simplePathsUpTo: 0,
      },
      quiet,
    )
  })

  it('register: every state and transition', async () => {
    const session = sessionStub()
    const field = (f: string, value: string) => ({ type: 'register.input', field: f, value })
    await cover(
      withStillCaptcha(registerMachine),
      {
        inputs: [{ session, pid: '7' }],
        events: [
          { type: 'register.agree', value: false },
          { type: 'register.agree', value: true },
          field('name', 'newbie01'),
          field('password', 'abcd1234'),
          field('confirmPass', 'abcd1234'),
          field('realname', '王五'),
          field('birthday', '1990-05-01'),
          field('paypassword', '123456'),
          field('code', 'ab'),
          field('code', 'zz99'),
          { type: 'register.submit' },
          { type: 'captcha.refresh' },
          { type: 'session.succeeded' },
          { type: 'session.failed', message: '此用户名已被注册' },
        ],
        // Checks run in order, so only the first empty field tells states apart.
        summarise: (ctx) => ({
          agreed: ctx.agreed,
          firstEmpty: ['name', 'password', 'confirmPass', 'realname', 'paypassword', 'birthday'].findIndex(
            (k) => ctx[k] === '',
          ),
          code: ctx.code,
        }),
        simplePathsUpTo: 0,
      },
      quiet,
    )
  })
})
