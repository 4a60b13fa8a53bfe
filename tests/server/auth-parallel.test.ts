// Lockouts hold when guesses arrive all at once (docs/auth-limits.md): many wrong guesses sent in
// parallel with the right one last. Once the limit is reached the right one is refused too, and the
// database shows that no more than the limit were ever evaluated: login_attempts for the login,
// secret_checks for the pay password and editPassword's current password.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { calls } from '../../core/contract'
import { callApi, newIp, newUsername, type Registered, registerAndLogin } from './helpers'
import { auth, bindBank, fund, moneyApp, userId } from './money-kit'

// Hundreds of Argon2 checks when a limit does not hold: give a loaded machine room to show that.
vi.setConfig({ testTimeout: 180_000 })

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
}, 180_000)

const count = async (sql: string, params: unknown[]) =>
  Number((await app.db.query<{ n: string | number }>(sql, params))[0].n)

/** `n` guesses: wrong ones, then the right one last. */
const guesses = (n: number, right: string, wrong: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => (i === n - 1 ? right : wrong(i)))

describe('login under parallel guessing', () => {
  it('250 parallel guesses at one account (one IP each): at most 20 checked, none locks the owner out', async () => {
    const r = await registerAndLogin(app)
    const ips = Array.from({ length: 250 }, (_, i) => `172.${20 + (i >> 8)}.${i & 255}.${process.pid % 250}`)
    const headers = { 'user-agent': 'guesser/1.0' }
    const envs = await Promise.all(
      guesses(250, r.password, (i) => `wrong${i}pw`).map((password, i) =>
        callApi(app, calls.login, { name: r.username, password }, { ip: ips[i], headers }),
      ),
    )
    // Strangers are braked account-wide: the right password from one of them is refused too.
    const right = envs[249]
    expect(right.code, right.message).toBe(423)
    expect(envs.filter((e) => e.code === 200)).toHaveLength(0)
    expect(envs.filter((e) => e.code === 423).length).toBeGreaterThanOrEqual(230)
    const checked = await count('SELECT count(*) AS n FROM login_attempts WHERE username = $1', [
      r.username.toLowerCase(),
    ])
    // The registration itself is recorded as one successful attempt; strangers get 4 × 5.
    expect(checked - 1).toBeLessThanOrEqual(20)
    // The owner, from the address they registered from, signs in (past the captcha-free test app).
    expect((await callApi(app, calls.login, { name: r.username, password: r.password })).code).toBe(200)
  })

  it('250 parallel guesses from one IP over many accounts: at most 20 checked, the right one refused', async () => {
    const r = await registerAndLogin(app)
    const ip = newIp()
    const names = Array.from({ length: 250 }, (_, i) => (i === 249 ? r.username : newUsername(`ipg${i}`)))
    const envs = await Promise.all(
      guesses(250, r.password, () => 'wrongpw123').map((password, i) =>
        callApi(app, calls.login, { name: names[i], password }, { ip }),
      ),
    )
    expect(envs[249].code, envs[249].message).toBe(429)
    expect(envs.filter((e) => e.code === 200)).toHaveLength(0)
    expect(await count('SELECT count(*) AS n FROM login_attempts WHERE ip = $1', [ip])).toBeLessThanOrEqual(
      20,
    )
  })
})

describe('pay password under parallel guessing (every call that takes it)', () => {
  const payChecks = (id: number) =>
    count("SELECT count(*) AS n FROM secret_checks WHERE scope = 'pay' AND user_id = $1", [id])

  const expectHeld = async (p: Registered, envs: { code: number; message: string }[], before = 0) => {
    const right = envs[envs.length - 1]
    expect(right.code, right.message).toBe(520)
    expect(right.message).toContain('支付密码错误次数过多')
    expect(envs.filter((e) => e.code === 200)).toHaveLength(0)
    expect((await payChecks(await userId(app, p))) - before).toBeLessThanOrEqual(5)
  }

  it('editPayPassword: 150 parallel, the right one refused, the pay password unchanged', async () => {
    const p = await registerAndLogin(app)
    const envs = await Promise.all(
      guesses(150, p.payPassword, (i) => String(200_000 + i)).map((password) =>
        callApi(
          app,
          calls.editPayPassword,
          { password, paypassword: '778899', newpasword: '778899' },
          auth(p),
        ),
      ),
    )
    await expectHeld(p, envs)
    const [u] = await app.db.query<{ h: string }>(
      'SELECT pay_password_hash AS h FROM users WHERE username = $1',
      [p.username],
    )
    expect(u.h).toBeTruthy()
    // After the lock ends the old pay password is still the one that works.
    await app.db.query(
      "UPDATE auth_counters SET locked_until = now() - interval '1 second' WHERE scope = 'pay' AND subject = $1",
      [String(await userId(app, p))],
    )
    expect(
      (
        await callApi(
          app,
          calls.editPayPassword,
          { password: p.payPassword, paypassword: '778899', newpasword: '778899' },
          auth(p),
        )
      ).code,
    ).toBe(200)
  })

  // The money calls also have a per-player token bucket (60 at once) that refuses the rest with 429
  // before any check: 50 parallel guesses stay under it, so only the pay-password lock can stop them.
  it('bindcard: 50 parallel, the right one refused, no card bound', async () => {
    const p = await registerAndLogin(app)
    const envs = await Promise.all(
      guesses(50, p.payPassword, (i) => String(300_000 + i)).map((pay_pass, i) =>
        callApi(
          app,
          calls.bindcard,
          {
            bank: '东岳商业银行',
            bank_address: '演示分行',
            bank_no: `62220000${String(10_000_000 + i)}`,
            bank_owner: '张三',
            pay_pass,
          },
          auth(p),
        ),
      ),
    )
    await expectHeld(p, envs)
    expect((await callApi(app, calls.getcard, { type: 1 }, auth(p))).data).toHaveLength(0)
  })

  it('withdraw: 50 parallel, the right one refused, no money moved', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    const card = await bindBank(app, p)
    const before = await payChecks(await userId(app, p))
    const envs = await Promise.all(
      guesses(50, p.payPassword, (i) => `x${400_000 + i}`).map((password) =>
        callApi(app, calls.withdraw, { amount: 100, bank: card, password }, auth(p)),
      ),
    )
    await expectHeld(p, envs, before)
    expect((await callApi(app, calls.balance, {}, auth(p))).data.balance).toBe('1000.00')
  })
})

describe("editPassword's current password under parallel guessing", () => {
  it('150 parallel, at most 5 checked, the right one refused (423), the password unchanged', async () => {
    const r = await registerAndLogin(app)
    const envs = await Promise.all(
      guesses(150, r.password, (i) => `wrong${i}abc`).map((password) =>
        callApi(
          app,
          calls.editPassword,
          { password, paypassword: 'newpass999', newpasword: 'newpass999' },
          auth(r),
        ),
      ),
    )
    const right = envs[149]
    expect(right.code, right.message).toBe(423)
    expect(right.message).toMatch(/^原密码错误次数过多，请1[45]分钟后再试$/)
    expect(envs.filter((e) => e.code === 200)).toHaveLength(0)
    const id = await userId(app, r)
    expect(
      await count("SELECT count(*) AS n FROM secret_checks WHERE scope = 'password' AND user_id = $1", [id]),
    ).toBeLessThanOrEqual(5)
    // The session still works (a successful change would have ended it) and the old password logs in.
    expect((await callApi(app, calls.balance, {}, auth(r))).code).toBe(200)
    expect(
      (await callApi(app, calls.login, { name: r.username, password: r.password }, { ip: newIp() })).code,
    ).toBe(200)
  })
})
