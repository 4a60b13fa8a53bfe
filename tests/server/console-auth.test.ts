// Operators' sign-in (docs/operator-console.md): password then a TOTP code or a recovery code; a first
// sign-in enrols an authenticator (QR, secret, recovery codes); a code is accepted once; sessions
// expire (idle and absolute) and are revoked by their operator or by the owner; the owner manages
// operators and every such change is audited.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { currentStep, totpCode } from '../../server/admin/totp'
import { makeOperator, op } from './console-kit'
import { adminToken, makeAdminApp, newIp } from './helpers'

let ops: FastifyInstance
let owner: string
beforeAll(async () => {
  ops = await makeAdminApp()
  owner = await adminToken(ops)
}, 180_000)

const post = (url: string, payload: unknown, ip = '127.0.0.1') =>
  ops
    .inject({
      method: 'POST',
      url,
      payload: payload as never,
      remoteAddress: ip,
      headers: { 'user-agent': 'vitest' },
    })
    .then((r) => r.json() as { code: number; message: string; data: never })

describe('enrolment and two-factor sign-in', () => {
  it('a new operator enrols at the first sign-in, then signs in with a code once, or a recovery code', async () => {
    const username = `enrol${Date.now() % 1e6}`
    const password = 'enrol-pass-0123'
    const created = await op<{ enrolled: boolean; role: string }>(
      ops,
      owner,
      'POST',
      '/admin/api/operators',
      {
        username,
        password,
        role: 'support',
      },
    )
    expect(created.code, created.message).toBe(200)
    expect(created.data).toMatchObject({ enrolled: false, role: 'support' })

    const first = await post('/admin/api/login', { username, password })
    expect(first.code).toBe(200)
    const e = first.data as {
      step: string
      ticket: string
      otpauth_uri: string
      qr_svg: string
      secret: string
    }
    expect(e.step).toBe('enrol')
    expect(e.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/)
    expect(e.otpauth_uri).toContain('algorithm=SHA1')
    expect(e.otpauth_uri).toContain('digits=6')
    expect(e.otpauth_uri).toContain('period=30')
    expect(e.qr_svg).toMatch(/^<svg/)
    // A wrong code does not enrol; the totp route refuses before enrolment.
    expect(await post('/admin/api/login/enrol', { ticket: e.ticket, code: '000000' })).toMatchObject({
      code: 402,
      message: '验证码不正确，请输入身份验证器上的6位数字或一个恢复码',
    })
    expect((await post('/admin/api/login/totp', { ticket: e.ticket, code: totpCode(e.secret) })).code).toBe(
      401,
    )
    const step = currentStep()
    const enrolled = await post('/admin/api/login/enrol', {
      ticket: e.ticket,
      code: totpCode(e.secret, step),
    })
    expect(enrolled.code, enrolled.message).toBe(200)
    const { token, operator, recovery_codes } = enrolled.data as {
      token: string
      operator: { role: string; permissions: string[] }
      recovery_codes: string[]
    }
    expect(operator.role).toBe('support')
    expect(operator.permissions).toContain('players.unlock')
    expect(recovery_codes).toHaveLength(10)
    expect(new Set(recovery_codes).size).toBe(10)
    expect((await op(ops, token, 'GET', '/admin/api/me')).code).toBe(200)
    // A ticket is used once.
    expect(
      (await post('/admin/api/login/enrol', { ticket: e.ticket, code: totpCode(e.secret, step) })).code,
    ).toBe(401)

    // The secret is never answered again and is not stored in clear.
    const list = await op<{ username: string }[]>(ops, owner, 'GET', '/admin/api/operators')
    expect(JSON.stringify(list.data)).not.toContain(e.secret)
    const [row] = await ops.db.query<{ totp_secret_enc: string }>(
      'SELECT totp_secret_enc FROM operators WHERE username = $1',
      [username],
    )
    expect(row.totp_secret_enc).not.toContain(e.secret)
    const [codes] = await ops.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM operator_recovery_codes c JOIN operators o ON o.id = c.operator_id
        WHERE o.username = $1 AND c.code_hash <> ALL($2::text[])`,
      [username, recovery_codes],
    )
    expect(Number(codes.n)).toBe(10)

    // Second sign-in: the code of the step just used is refused (no replay); the next step's is taken.
    const again = (await post('/admin/api/login', { username, password })).data as {
      step: string
      ticket: string
    }
    expect(again.step).toBe('totp')
    expect(
      await post('/admin/api/login/totp', { ticket: again.ticket, code: totpCode(e.secret, step) }),
    ).toMatchObject({
      code: 402,
      message: '此验证码已使用过，请等待身份验证器显示下一个验证码',
    })
    expect(
      (await post('/admin/api/login/totp', { ticket: again.ticket, code: totpCode(e.secret, step - 1) }))
        .code,
    ).toBe(402)
    expect(
      (await post('/admin/api/login/totp', { ticket: again.ticket, code: totpCode(e.secret, step + 1) }))
        .code,
    ).toBe(200)
    // Two steps away is outside the window.
    const far = (await post('/admin/api/login', { username, password })).data as { ticket: string }
    expect(
      (await post('/admin/api/login/totp', { ticket: far.ticket, code: totpCode(e.secret, step + 3) })).code,
    ).toBe(402)

    // A recovery code signs in once.
    const rc = recovery_codes[3]
    expect((await post('/admin/api/login/totp', { ticket: far.ticket, code: rc })).code).toBe(200)
    const reuse = (await post('/admin/api/login', { username, password })).data as { ticket: string }
    expect((await post('/admin/api/login/totp', { ticket: reuse.ticket, code: rc })).code).toBe(402)

    const [audit] = await ops.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit WHERE target = $1 AND action IN ('operator.create', 'operator.enrol', 'operator.signin')",
      [username],
    )
    expect(Number(audit.n)).toBe(4)
  })

  it('parallel sign-ins with the same code: one session', async () => {
    const o = await makeOperator(ops, 'risk', false)
    const tickets = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const r = await post('/admin/api/login', { username: o.username, password: o.password }, newIp())
        return (r.data as { ticket: string }).ticket
      }),
    )
    const code = totpCode(o.secret)
    const answers = await Promise.all(
      tickets.map((ticket) => post('/admin/api/login/totp', { ticket, code })),
    )
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.code === 402)).toHaveLength(7)
  })

  it('a ticket dies after 5 wrong codes', async () => {
    const o = await makeOperator(ops, 'content', false)
    const { ticket } = (await post('/admin/api/login', { username: o.username, password: o.password }))
      .data as { ticket: string }
    for (let i = 0; i < 5; i++)
      expect((await post('/admin/api/login/totp', { ticket, code: '123456' })).code).toBe(402)
    expect(await post('/admin/api/login/totp', { ticket, code: totpCode(o.secret) })).toMatchObject({
      code: 401,
      message: '登录步骤已过期，请重新输入账号和密码',
    })
  })
})

describe('sessions', () => {
  it('expire after the idle time and after the absolute time', async () => {
    const short = await makeAdminApp({ operatorSession: { idleMs: 800, absoluteMs: 60_000 } })
    const o = await makeOperator(short, 'finance')
    expect((await op(short, o.token, 'GET', '/admin/api/me')).code).toBe(200)
    await new Promise((r) => setTimeout(r, 1200))
    expect((await op(short, o.token, 'GET', '/admin/api/me')).code).toBe(401)

    const capped = await makeAdminApp({ operatorSession: { idleMs: 60_000, absoluteMs: 1500 } })
    const p = await makeOperator(capped, 'finance')
    for (let i = 0; i < 3; i++) {
      expect((await op(capped, p.token, 'GET', '/admin/api/me')).code).toBe(200)
      await new Promise((r) => setTimeout(r, 300))
    }
    await new Promise((r) => setTimeout(r, 900))
    expect((await op(capped, p.token, 'GET', '/admin/api/me')).code).toBe(401)
  })

  it('an operator lists and revokes their own sessions; the owner revokes, disables, re-roles, resets 2FA', async () => {
    const o = await makeOperator(ops, 'finance')
    const second = await (await import('./helpers')).operatorSignIn(ops, o.username, o.password, o.secret)
    const mine = await op<{ id: number; current: boolean; user_agent: string }[]>(
      ops,
      o.token,
      'GET',
      '/admin/api/me/sessions',
    )
    expect(mine.data).toHaveLength(2)
    const other = mine.data.find((s) => !s.current)!
    expect((await op(ops, o.token, 'POST', `/admin/api/me/sessions/${other.id}/revoke`)).code).toBe(200)
    expect((await op(ops, second, 'GET', '/admin/api/me')).code).toBe(401)
    // Not someone else's session.
    const ownerSessions = await op<{ id: number }[]>(ops, owner, 'GET', '/admin/api/me/sessions')
    expect(
      (await op(ops, o.token, 'POST', `/admin/api/me/sessions/${ownerSessions.data[0].id}/revoke`)).code,
    ).toBe(202)

    const [{ id }] = await ops.db.query<{ id: string }>('SELECT id FROM operators WHERE username = $1', [
      o.username,
    ])
    // Role change applies to the live session at once.
    expect((await op(ops, o.token, 'GET', '/admin/api/queues/deposits')).code).toBe(200)
    const roled = await op<{ role: string }>(ops, owner, 'POST', `/admin/api/operators/${id}/role`, {
      role: 'content',
    })
    expect(roled.data.role).toBe('content')
    expect((await op(ops, o.token, 'GET', '/admin/api/queues/deposits')).code).toBe(403)
    // The owner ends every session of an operator.
    const revoked = await op<{ revoked: number }>(
      ops,
      owner,
      'POST',
      `/admin/api/operators/${id}/sessions/revoke`,
    )
    expect(revoked.data.revoked).toBe(1)
    expect((await op(ops, o.token, 'GET', '/admin/api/me')).code).toBe(401)
    // Disabled: sign-in refused.
    expect(
      (await op(ops, owner, 'POST', `/admin/api/operators/${id}/disable`, { disabled: true })).code,
    ).toBe(200)
    expect(await post('/admin/api/login', { username: o.username, password: o.password })).toMatchObject({
      code: 423,
      message: '该运营账号已停用，请联系管理员',
    })
    expect(
      (await op(ops, owner, 'POST', `/admin/api/operators/${id}/disable`, { disabled: false })).code,
    ).toBe(200)
    // 2FA reset: the next sign-in enrols again.
    expect((await op(ops, owner, 'POST', `/admin/api/operators/${id}/reset-2fa`)).code).toBe(200)
    const next = await post('/admin/api/login', { username: o.username, password: o.password })
    expect((next.data as { step: string }).step).toBe('enrol')
    const actions = await ops.db.query<{ action: string }>(
      'SELECT action FROM operator_audit WHERE target = $1 ORDER BY seq',
      [o.username],
    )
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'operator.session.revoke',
        'operator.role',
        'operator.sessions.revoke',
        'operator.disable',
        'operator.enable',
        'operator.reset2fa',
      ]),
    )
  })

  it('the last owner cannot be disabled or demoted; an operator cannot disable themselves', async () => {
    const [{ id }] = await ops.db.query<{ id: string }>("SELECT id FROM operators WHERE username = 'admin'")
    const others = await ops.db.query<{ id: string }>(
      "SELECT id FROM operators WHERE role = 'owner' AND username <> 'admin' AND disabled_at IS NULL",
    )
    expect(
      (await op(ops, owner, 'POST', `/admin/api/operators/${id}/disable`, { disabled: true })).code,
    ).toBe(409)
    if (others.length === 0)
      expect(
        await op(ops, owner, 'POST', `/admin/api/operators/${id}/role`, { role: 'finance' }),
      ).toMatchObject({
        code: 409,
        message: '不能停用或降级最后一个可用的所有者账号',
      })
    expect(
      (
        await op(ops, owner, 'POST', '/admin/api/operators', {
          username: 'admin',
          password: 'whatever-123',
          role: 'risk',
        })
      ).code,
    ).toBe(409)
  })
})
