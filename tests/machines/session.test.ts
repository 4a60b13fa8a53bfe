import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { User } from '../../core/contract'
import { ApiError, getToken } from '../../src/api/client'
import { db, userView } from '../../src/api/mocks/db'
import { sessionMachine } from '../../src/machines/session.machine'
import { readStoredSession } from '../../src/state/session'
import { uiState } from '../../src/state/ui'

/** An actor that only records the events it receives (the login/register flow's stand-in). */
const mailbox = (into: unknown[]) =>
  createActor(fromCallback(({ receive }) => receive((e) => into.push(e)))).start()
const flush = () => new Promise((r) => setTimeout(r, 0))
const demoUser = (): User => userView(db.users[0])

function setup(opts: { token?: string | null; logoffFails?: boolean } = {}) {
  const calls = { balance: 0, user: 0, logoff: 0 }
  const navigate = vi.fn()
  const machine = sessionMachine.provide({
    actors: {
      balance: fromPromise(async () => {
        calls.balance++
        return { balance: `${100 + calls.balance}.00` }
      }),
      user: fromPromise(async () => {
        calls.user++
        return demoUser()
      }),
      logoff: fromPromise<unknown, void>(async () => {
        calls.logoff++
        if (opts.logoffFails) throw new ApiError(500, '服务器异常')
        return null
      }),
    },
    actions: { navigate: (_, params: { to: string }) => navigate(params.to) },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock, input: { token: opts.token ?? null } })
  return { actor, clock, calls, navigate }
}

describe('session machine', () => {
  it('starts logged out without a stored token', () => {
    const { actor } = setup()
    actor.start()
    try {
      expect(actor.getSnapshot().value).toBe('loggedOut')
    } finally {
      actor.stop()
    }
  })

  it('restores the token and starts polling and loading the user', async () => {
    const { actor, calls } = setup({ token: 'tok' })
    actor.start()
    try {
      await flush()
      expect(actor.getSnapshot().matches('loggedIn')).toBe(true)
      expect(calls).toMatchObject({ balance: 1, user: 1 })
      expect(actor.getSnapshot().context.user?.username).toBe('demo888')
    } finally {
      actor.stop()
    }
  })

  it('polls the balance at 4300 ms and not at 4299 ms', async () => {
    const { actor, clock, calls } = setup({ token: 'tok' })
    actor.start()
    try {
      await flush()
      expect(calls.balance).toBe(1)
      expect(actor.getSnapshot().matches({ loggedIn: { balance: 'idle' } })).toBe(true)
      clock.increment(4299)
      await flush()
      expect(calls.balance).toBe(1)
      clock.increment(1)
      await flush()
      expect(calls.balance).toBe(2)
      expect(actor.getSnapshot().context.balance).toBe('102.00')
      clock.increment(4300)
      await flush()
      expect(calls.balance).toBe(3)
    } finally {
      actor.stop()
    }
  })

  it('session.refreshBalance fetches at once', async () => {
    const { actor, calls } = setup({ token: 'tok' })
    actor.start()
    try {
      await flush()
      actor.send({ type: 'session.refreshBalance' })
      await flush()
      expect(calls.balance).toBe(2)
    } finally {
      actor.stop()
    }
  })

  it('a 401 signs out: token cleared, polling stopped, back to /', async () => {
    const { actor, clock, calls, navigate } = setup({ token: 'tok' })
    sessionStorage.setItem('token', 'tok')
    actor.start()
    try {
      await flush()
      actor.send({ type: 'session.unauthorized' })
      const s = actor.getSnapshot()
      expect(s.value).toBe('loggedOut')
      expect(s.context).toMatchObject({ token: null, user: null, balance: null })
      expect(sessionStorage.getItem('token')).toBeNull()
      expect(navigate).toHaveBeenCalledWith('/')
      clock.increment(10_000)
      await flush()
      expect(calls.balance).toBe(1)
    } finally {
      actor.stop()
    }
  })

  it('a 401 from the real client on any call reaches the session through the single handler', async () => {
    const navigate = vi.fn()
    // The real actors against the fake backend; the token is unknown to it, so /api/balance answers 401.
    sessionStorage.setItem('token', 'mock-404-unknown')
    const stored = readStoredSession()
    const actor = createActor(
      sessionMachine.provide({ actions: { navigate: (_, p: { to: string }) => navigate(p.to) } }),
      { input: stored },
    )
    actor.start()
    try {
      await waitFor(actor, (s) => s.matches('loggedOut'))
      expect(getToken()).toBeNull()
      expect(navigate).toHaveBeenCalledWith('/')
      expect(uiState.toasts.map((t) => t.message)).toContain('登录已失效，请重新登录')
    } finally {
      actor.stop()
    }
  })

  it('logout clears storage, stops polling and goes to /login', async () => {
    const { actor, clock, calls, navigate } = setup({ token: 'tok' })
    sessionStorage.setItem('token', 'tok')
    localStorage.setItem('userInfo', '{}')
    localStorage.setItem('lang', 'en')
    actor.start()
    try {
      await flush()
      actor.send({ type: 'session.logout' })
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      await waitFor(actor, (s) => s.matches('loggedOut'))
      expect(calls.logoff).toBe(1)
      expect(navigate).toHaveBeenCalledWith('/login')
      expect(sessionStorage.length).toBe(0)
      expect(localStorage.getItem('userInfo')).toBeNull()
      expect(localStorage.getItem('lang')).toBe('en')
      clock.increment(20_000)
      await flush()
      expect(calls.balance).toBe(1)
    } finally {
      actor.stop()
    }
  })

  it('logout still signs out when logoff fails', async () => {
    const { actor, navigate, calls } = setup({ token: 'tok', logoffFails: true })
    sessionStorage.setItem('token', 'tok')
    actor.start()
    try {
      await flush()
      actor.send({ type: 'session.logout' })
      await waitFor(actor, (s) => s.matches('loggedOut'))
      expect(calls.logoff).toBe(1)
      expect(actor.getSnapshot().context.token).toBeNull()
      expect(sessionStorage.getItem('token')).toBeNull()
      expect(navigate).toHaveBeenCalledWith('/login')
    } finally {
      actor.stop()
    }
  })

  it('login stores the token and the previous login time, and replies to the flow', async () => {
    const replies: unknown[] = []
    const actor = createActor(sessionMachine, { input: {} })
    const replyTo = mailbox(replies)
    actor.start()
    try {
      actor.send({ type: 'session.login', name: 'demo888', password: 'demo8888', replyTo })
      await waitFor(actor, (s) => s.matches('loggedIn'))
      expect(replies).toEqual([{ type: 'session.succeeded' }])
      const { token, lastLoginAt } = actor.getSnapshot().context
      expect(token).toMatch(/^mock-1-/)
      expect(lastLoginAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      expect(sessionStorage.getItem('token')).toBe(token)
      expect(getToken()).toBe(token)
      await waitFor(actor, (s) => s.context.user !== null)
      expect(actor.getSnapshot().context.balance).toBe('12888.00')
    } finally {
      actor.stop()
    }
  })

  it('a refused login replies the server message and stays logged out', async () => {
    const replies: unknown[] = []
    const actor = createActor(sessionMachine, { input: {} })
    const replyTo = mailbox(replies)
    actor.start()
    try {
      actor.send({ type: 'session.login', name: 'demo888', password: 'wrong1234', replyTo })
      await waitFor(actor, (s) => s.matches('loggedOut') && replies.length > 0)
      expect(replies).toEqual([{ type: 'session.failed', message: '登录密码错误' }])
      expect(getToken()).toBeNull()
    } finally {
      actor.stop()
    }
  })

  it('register signs the new player in', async () => {
    const actor = createActor(sessionMachine, { input: {} })
    actor.start()
    // The fake backend checks a captcha it issued, as the server does.
    db.captchas.set('cap-session-test', 'ab34')
    try {
      actor.send({
        type: 'session.register',
        name: 'newbie01',
        password: 'abcd1234',
        confirmPass: 'abcd1234',
        realname: '王五',
        paypassword: '123456',
        pid: 7,
        captcha_id: 'cap-session-test',
        code: 'ab34',
      } as never)
      await waitFor(actor, (s) => s.context.user !== null)
      expect(actor.getSnapshot().context.user?.username).toBe('newbie01')
      expect(db.users.at(-1)?.pid).toBe(7)
    } finally {
      actor.stop()
    }
  })
})
