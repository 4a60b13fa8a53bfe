// Accounts: registration, login and its limits, sessions (logoff, expiry, password change), balance
// and the member's profile. Every answer goes through callApi, which checks it against the contract.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../src/api/contract'
import { callApi, makeApp, newUsername, registerAndLogin, testDb } from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  app = await makeApp()
})

describe('register', () => {
  it('creates the account, answers {username, api_token} only, and the token works at once', async () => {
    const name = newUsername('reg')
    const env = await callApi(app, calls.register, {
      name,
      password: 'abc12345',
      confirmPass: 'abc12345',
      realname: '李四',
      paypassword: '654321',
    })
    expect(env.code).toBe(200)
    expect(Object.keys(env.data).sort()).toEqual(['api_token', 'username'])
    expect(env.data.api_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const bal = await callApi(app, calls.balance, {}, { token: env.data.api_token })
    expect(bal).toMatchObject({ code: 200, data: { balance: '0.00' } })
    const user = await callApi(app, calls.user, {}, { token: env.data.api_token })
    expect(user.data).toMatchObject({ username: name, realname: '李四', balance: '0.00', vip: 1, isagent: 0 })
  })

  it('stores only hashes: Argon2id for both passwords, SHA-256 for the session token', async () => {
    const r = await registerAndLogin(app)
    const db = await testDb()
    const [u] = await db.query<{ password_hash: string; pay_password_hash: string; id: number }>(
      'SELECT id, password_hash, pay_password_hash FROM users WHERE username = $1',
      [r.username],
    )
    expect(u.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(u.pay_password_hash).toMatch(/^\$argon2id\$/)
    const sessions = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE user_id = $1',
      [u.id],
    )
    expect(sessions.map((s) => s.token_hash)).not.toContain(r.token)
    expect(sessions[0].token_hash).toMatch(/^[0-9a-f]{64}$/)
  })
})
