// 记住密码 (docs/security.md): a login with remember 1 makes a session with the longer lifetimes of
// config.session.remembered, enforced by the server alone; the same revocations end it (sign-out, a new
// password, an operator's lock), and a changed choice reaches the session cache.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { callApi, makeApp, newIp, registerAndLogin, testDb } from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  app = await makeApp()
})

const q = async <T = Record<string, unknown>>(text: string, params?: unknown[]) =>
  (await testDb()).query<T>(text, params)

/** A fresh player's login, remembered or not: its token. */
async function signIn(remember?: 0 | 1) {
  const r = await registerAndLogin(app)
  const env = await callApi(
    app,
    calls.login,
    { name: r.username, password: r.password, ...(remember === undefined ? {} : { remember }) },
    { ip: newIp() },
  )
  expect(env.code, env.message).toBe(200)
  return { ...r, token: env.data.api_token }
}

/** Ages the player's sessions: last seen and created that long ago (SQL intervals). */
const age = (username: string, lastSeen: string, created: string) =>
  q(
    `UPDATE sessions SET last_seen_at = now() - $2::interval, created_at = now() - $3::interval
       WHERE user_id = (SELECT id FROM users WHERE username = $1)`,
    [username, lastSeen, created],
  )

const status = async (token: string) => (await callApi(app, calls.balance, {}, { token })).code

/** Calls balance until it is refused (the change notice travels on its own connection). */
async function untilRefused(token: string) {
  const deadline = Date.now() + 3000
  let code = 0
  while (Date.now() < deadline) {
    code = await status(token)
    if (code !== 200) return code
    await new Promise((r) => setTimeout(r, 20))
  }
  return code
}

describe('remembered sessions', () => {
  it('the choice is kept with the session; without it a login is not remembered', async () => {
    const kept = await signIn(1)
    const plain = await signIn()
    const zero = await signIn(0)
    const rows = await q<{ username: string; remember: boolean }>(
      `SELECT u.username, s.remember FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE u.username = ANY($1) AND s.token_hash IS NOT NULL ORDER BY s.id`,
      [[kept.username, plain.username, zero.username]],
    )
    const remembered = (name: string) => rows.filter((r) => r.username === name).map((r) => r.remember)
    // Registration's own session is never remembered; the second row is the login's.
    expect(remembered(kept.username)).toEqual([false, true])
    expect(remembered(plain.username)).toEqual([false, false])
    expect(remembered(zero.username)).toEqual([false, false])
  })

  it('outlives the ordinary limits (2 hours idle, 7 days) and ends at its own (14 days idle, 30 days)', async () => {
    const kept = await signIn(1)
    const plain = await signIn(0)
    await age(kept.username, '3 days', '20 days')
    await age(plain.username, '3 hours', '3 hours')
    expect(await status(kept.token)).toBe(200)
    expect(await status(plain.token)).toBe(401)

    const idle = await signIn(1)
    const old = await signIn(1)
    await age(idle.username, '14 days 1 minute', '15 days')
    await age(old.username, '1 minute', '30 days 1 minute')
    expect(await status(idle.token)).toBe(401)
    expect(await status(old.token)).toBe(401)
  })

  it('sign-out, a new password and an operator lock end it at once', async () => {
    const out = await signIn(1)
    expect(await status(out.token)).toBe(200)
    expect((await callApi(app, calls.logoff, {}, { token: out.token })).code).toBe(200)
    expect(await status(out.token)).toBe(401)

    const changed = await signIn(1)
    expect(await status(changed.token)).toBe(200)
    const env = await callApi(
      app,
      calls.editPassword,
      { password: changed.password, paypassword: 'xyz98765', newpasword: 'xyz98765' },
      { token: changed.token },
    )
    expect(env.code, env.message).toBe(200)
    expect(await status(changed.token)).toBe(401)

    const locked = await signIn(1)
    expect(await status(locked.token)).toBe(200)
    await q('UPDATE users SET status = 0 WHERE username = $1', [locked.username])
    expect(await untilRefused(locked.token)).toBe(203)
  })

  it('a cached session whose choice is withdrawn is judged by the ordinary limits at once', async () => {
    const kept = await signIn(1)
    await age(kept.username, '3 hours', '8 days')
    expect(await status(kept.token)).toBe(200)
    await q(
      'UPDATE sessions SET remember = false WHERE user_id = (SELECT id FROM users WHERE username = $1)',
      [kept.username],
    )
    expect(await untilRefused(kept.token)).toBe(401)
  })
})
