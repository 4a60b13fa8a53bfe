// The open doors (docs/auth-limits.md): the server-issued captcha (single use, expiry, wrong answers,
// required on register and on login after a failure), the per-IP sign-up limit under parallel
// requests, the agent-only referrer, CAPTCHA=off refused on a PostgreSQL start, and load shedding.
import { spawnSync } from 'node:child_process'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { sealCaptcha } from '../../server/auth/captcha'
import { captchaStartProblem } from '../../server/auth/captcha-mode'
import {
  callApi,
  makeApp,
  newIp,
  newUsername,
  REGISTRATIONS_PER_HOUR_IN_TESTS,
  registerAndLogin,
  solveCaptcha,
  TEST_SECRETS,
} from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  app = await makeApp({ captcha: true })
}, 180_000)

const body = (over: Record<string, unknown> = {}) => ({
  name: newUsername('cap'),
  password: 'abc12345',
  confirmPass: 'abc12345',
  realname: '王五',
  paypassword: '123456',
  ...over,
})

const setRegistrationLimit = (n: number) =>
  app.db.query(
    `UPDATE settings SET value = jsonb_set(value, '{per_ip_per_hour}', to_jsonb($1::int)) WHERE key = 'registration'`,
    [n],
  )

describe('server-issued captcha', () => {
  it('issues an SVG picture drawn as paths with an opaque id; neither carries the answer', async () => {
    const c = await solveCaptcha(app)
    expect(c.captcha_id).toMatch(/^[A-Za-z0-9_-]{50}$/)
    expect(c.image.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const svg = Buffer.from(c.image.split(',')[1], 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg [^>]*>.*<path /s)
    expect(svg).not.toMatch(/<text/)
    expect(svg.toLowerCase()).not.toContain(c.code)
    expect(c.captcha_id.toLowerCase()).not.toContain(c.code)
    expect(c.code).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z\d]{4}$/)
  })

  it('register: refused without a captcha, with a wrong answer, and a captcha works once only', async () => {
    expect(await callApi(app, calls.register, body(), { ip: newIp() })).toMatchObject({
      code: 1000,
      message: '请输入验证码！',
    })
    const wrong = await solveCaptcha(app)
    const bad = await callApi(
      app,
      calls.register,
      body({ captcha_id: wrong.captcha_id, code: wrong.code === 'ab34' ? 'ab43' : 'ab34' }),
      { ip: newIp() },
    )
    expect(bad).toMatchObject({ code: 1000, message: '验证码错误或已失效，请重新输入' })
    // A wrong answer used it up: the right answer no longer helps.
    expect(
      (
        await callApi(app, calls.register, body({ captcha_id: wrong.captcha_id, code: wrong.code }), {
          ip: newIp(),
        })
      ).code,
    ).toBe(1000)

    const c = await solveCaptcha(app)
    const ok = await callApi(
      app,
      calls.register,
      body({ captcha_id: c.captcha_id, code: c.code.toUpperCase() }),
      {
        ip: newIp(),
      },
    )
    expect(ok.code, ok.message).toBe(200)
    const again = await callApi(app, calls.register, body({ captcha_id: c.captcha_id, code: c.code }), {
      ip: newIp(),
    })
    expect(again).toMatchObject({ code: 1000, message: '验证码错误或已失效，请重新输入' })
  })

  it('an expired captcha is refused', async () => {
    // Sealed with the server's own secret, so only its expiry (one second ago) is wrong.
    const c = { code: 'ab34', captcha_id: sealCaptcha(TEST_SECRETS.payPepper, 'ab34', Date.now() - 1000) }
    const env = await callApi(app, calls.register, body({ captcha_id: c.captcha_id, code: c.code }), {
      ip: newIp(),
    })
    expect(env).toMatchObject({ code: 1000, message: '验证码错误或已失效，请重新输入' })
  })

  it('parallel answers to one captcha: exactly one is accepted', async () => {
    const c = await solveCaptcha(app)
    const envs = await Promise.all(
      Array.from({ length: 10 }, () =>
        callApi(app, calls.register, body({ captcha_id: c.captcha_id, code: c.code }), { ip: newIp() }),
      ),
    )
    expect(envs.filter((e) => e.code === 200)).toHaveLength(1)
  })

  it('login: no captcha needed until a failure for the account or the IP, then required', async () => {
    const r = await registerAndLogin(app, { captcha: await solveCaptcha(app) })
    const ip = newIp()
    expect((await callApi(app, calls.login, { name: r.username, password: r.password }, { ip })).code).toBe(
      200,
    )
    expect((await callApi(app, calls.login, { name: r.username, password: 'wrong123' }, { ip })).code).toBe(
      203,
    )
    // Now the account has a failure: from another IP too, the captcha is required.
    const other = newIp()
    expect(
      await callApi(app, calls.login, { name: r.username, password: r.password }, { ip: other }),
    ).toMatchObject({ code: 1000, message: '请输入验证码！' })
    const c = await solveCaptcha(app)
    expect(
      (
        await callApi(
          app,
          calls.login,
          { name: r.username, password: r.password, captcha_id: c.captcha_id, code: 'zz99' },
          { ip: other },
        )
      ).code,
    ).toBe(1000)
    const c2 = await solveCaptcha(app)
    const ok = await callApi(
      app,
      calls.login,
      { name: r.username, password: r.password, captcha_id: c2.captcha_id, code: c2.code },
      { ip: other },
    )
    expect(ok.code, ok.message).toBe(200)
    // A failure from an IP makes that IP need it for any account.
    const fresh = await registerAndLogin(app, { captcha: await solveCaptcha(app) })
    expect(
      (await callApi(app, calls.login, { name: fresh.username, password: fresh.password }, { ip })).code,
    ).toBe(1000)
  })
})

describe('per-IP sign-up limit (operator setting registration.per_ip_per_hour)', () => {
  afterAll(async () => {
    await setRegistrationLimit(REGISTRATIONS_PER_HOUR_IN_TESTS)
  })

  it('is seeded at 5 per hour', async () => {
    const [row] = await app.db.query<{ value: { per_ip_per_hour: number } }>(
      "SELECT value FROM settings WHERE key = 'registration'",
    )
    expect(row).toBeDefined()
    const { SETTINGS } = await import('../../server/seed/content')
    expect(SETTINGS.registration).toEqual({ per_ip_per_hour: 5 })
  })

  it('100 parallel sign-ups from one IP: exactly the limit succeed, the rest answer 429', async () => {
    await setRegistrationLimit(5)
    const ip = newIp()
    const captchas = await Promise.all(Array.from({ length: 100 }, () => solveCaptcha(app)))
    const envs = await Promise.all(
      captchas.map((c) =>
        callApi(app, calls.register, body({ captcha_id: c.captcha_id, code: c.code }), { ip }),
      ),
    )
    expect(envs.filter((e) => e.code === 200)).toHaveLength(5)
    const refused = envs.filter((e) => e.code === 429)
    expect(refused).toHaveLength(95)
    expect(refused[0].message).toMatch(/^该网络注册过于频繁，请\d+分钟后再试$/)
    expect(
      Number(
        (await app.db.query<{ n: string }>('SELECT count(*) AS n FROM users WHERE register_ip = $1', [ip]))[0]
          .n,
      ),
    ).toBe(5)
    // Another address is not affected.
    const c = await solveCaptcha(app)
    expect(
      (await callApi(app, calls.register, body({ captcha_id: c.captcha_id, code: c.code }), { ip: newIp() }))
        .code,
    ).toBe(200)
  })

  it('a refused sign-up (name taken) does not use up a slot', async () => {
    const taken = await registerAndLogin(app, { captcha: await solveCaptcha(app) })
    await setRegistrationLimit(1)
    const ip = newIp()
    const c = await solveCaptcha(app)
    expect(
      (
        await callApi(
          app,
          calls.register,
          body({ name: taken.username, captcha_id: c.captcha_id, code: c.code }),
          { ip },
        )
      ).code,
    ).toBe(201)
    const c2 = await solveCaptcha(app)
    expect(
      (await callApi(app, calls.register, body({ captcha_id: c2.captcha_id, code: c2.code }), { ip })).code,
    ).toBe(200)
    const c3 = await solveCaptcha(app)
    expect(
      (await callApi(app, calls.register, body({ captcha_id: c3.captcha_id, code: c3.code }), { ip })).code,
    ).toBe(429)
  })
})

describe('referrer (pid)', () => {
  it('is kept only when it names an agent; a player or an unknown id is ignored', async () => {
    const agent = await registerAndLogin(app, { captcha: await solveCaptcha(app) })
    const player = await registerAndLogin(app, { captcha: await solveCaptcha(app) })
    const idOf = async (name: string) =>
      Number((await app.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [name]))[0].id)
    await app.db.query('UPDATE users SET isagent = 1 WHERE username = $1', [agent.username])
    const pidOf = async (pid: number) => {
      const r = await registerAndLogin(app, { pid, captcha: await solveCaptcha(app) })
      const [u] = await app.db.query<{ pid: string | null }>('SELECT pid FROM users WHERE username = $1', [
        r.username,
      ])
      return u.pid === null ? null : Number(u.pid)
    }
    expect(await pidOf(await idOf(agent.username))).toBe(await idOf(agent.username))
    expect(await pidOf(await idOf(player.username))).toBeNull()
    expect(await pidOf(99_999_999)).toBeNull()
  })
})

describe('CAPTCHA=off', () => {
  it('is refused on PostgreSQL unless ALLOW_CAPTCHA_OFF=1, allowed on the embedded database', () => {
    expect(captchaStartProblem({ CAPTCHA: 'off', DATABASE_URL: 'postgres://x/y' })).toMatch(
      /ALLOW_CAPTCHA_OFF=1/,
    )
    expect(
      captchaStartProblem({ CAPTCHA: 'off', DATABASE_URL: 'postgres://x/y', ALLOW_CAPTCHA_OFF: '1' }),
    ).toBeNull()
    expect(captchaStartProblem({ CAPTCHA: 'off' })).toBeNull()
    expect(captchaStartProblem({ DATABASE_URL: 'postgres://x/y' })).toBeNull()
  })

  it('a server start with DATABASE_URL and CAPTCHA=off exits at once with one clear line', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        // Secrets set, so the captcha rule is what refuses the start.
        PAY_PEPPER: TEST_SECRETS.payPepper,
        PROVIDER_SANDBOX_SECRET: TEST_SECRETS.providerSandboxSecret,
        ADMIN_PASSWORD: TEST_SECRETS.adminPassword,
        AUDIT_KEY: TEST_SECRETS.auditKey,
        CAPTCHA: 'off',
        PORT: '18299',
      },
      encoding: 'utf8',
      timeout: 240_000,
    })
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('CAPTCHA=off')
    expect(r.stderr).toContain('ALLOW_CAPTCHA_OFF=1')
  }, 250_000)
})

describe('load shedding', () => {
  it('answers 503 with the envelope while the event loop lags, then serves again', async () => {
    const shedding = await makeApp({ pressure: { maxEventLoopDelayMs: 50, sampleIntervalMs: 50 } })
    await new Promise((r) => setTimeout(r, 120))
    // Block the event loop, then ask during the next samples. Which sample sees the lag depends on
    // which timer fires first after the block (the sampler may read the histogram before it has
    // recorded the long turn, then reset it), so a busy machine may need the block again.
    let res = await shedding.inject({ method: 'POST', url: '/api/app' })
    for (let attempt = 0; attempt < 10 && res.statusCode !== 503; attempt++) {
      const end = Date.now() + 400
      while (Date.now() < end) {
        // Busy: the event loop cannot turn.
      }
      for (let i = 0; i < 8 && res.statusCode !== 503; i++) {
        await new Promise((r) => setTimeout(r, 15))
        res = await shedding.inject({ method: 'POST', url: '/api/app' })
      }
    }
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ code: 503, message: '服务器繁忙，请稍后再试', data: null })
    // Once the loop turns freely again, the next samples let requests through.
    let status = 503
    for (let i = 0; i < 100 && status === 503; i++) {
      await new Promise((r) => setTimeout(r, 100))
      status = (await shedding.inject({ method: 'POST', url: '/api/app' })).statusCode
    }
    expect(status).toBe(200)
  })
})
