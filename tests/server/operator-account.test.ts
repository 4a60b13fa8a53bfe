// An operator's own account (docs/operator-console.md, "Own account"): changing one's password ends the
// other sessions and holds under 20 parallel changes; a password the owner chose (a new operator, a
// reset) blocks every other call with 428 until changed; the address allow-list refuses sign-in and
// calls from elsewhere (audited), and the owner cannot lock themselves out.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { tokenHash } from '../../server/admin/operator-sessions'
import { enrolWithSecret } from '../../server/admin/operators'
import { newTotpSecret } from '../../server/admin/totp'
import { verifyPassword } from '../../server/auth/password'
import { makeOperator, op } from './console-kit'
import { makeAdminApp, operatorSignIn, TEST_SECRETS } from './helpers'

let ops: FastifyInstance
let owner: string

beforeAll(async () => {
  ops = await makeAdminApp()
  owner = (await makeOperator(ops, 'owner')).token
}, 180_000)

const idOf = async (username: string) =>
  Number(
    (await ops.db.query<{ id: string }>('SELECT id FROM operators WHERE username = $1', [username]))[0].id,
  )

/** Another live session of the operator, as a second browser would hold. */
async function extraSession(username: string, ip = '192.0.2.10') {
  const token = randomBytes(24).toString('base64url')
  await ops.db.query(
    `INSERT INTO operator_sessions (token_hash, operator_id, ip, user_agent) VALUES ($1, $2, $3, 'other browser')`,
    [tokenHash(token), await idOf(username), ip],
  )
  return token
}

const audits = async (target: string, action: string) =>
  (
    await ops.db.query<{ detail: string; ip: string }>(
      'SELECT detail, ip FROM operator_audit WHERE target = $1 AND action = $2 ORDER BY seq',
      [target, action],
    )
  ).map((r) => r)

/** A console-created operator (the password is generated) with an authenticator, signed in. */
async function created(role: 'support' | 'finance', ip = '127.0.0.1') {
  const username = `acct_${role}_${Date.now() % 1e7}_${Math.floor(Math.random() * 1000)}`
  const made = await op<{ password: string; must_change_password: boolean }>(
    ops,
    owner,
    'POST',
    '/admin/api/operators',
    { username, role },
  )
  expect(made.code, made.message).toBe(200)
  expect(made.data.must_change_password).toBe(true)
  expect(made.data.password).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}$/)
  const secret = newTotpSecret()
  await enrolWithSecret(ops.db.query, username, secret, TEST_SECRETS.payPepper)
  const token = await operatorSignIn(ops, username, made.data.password, secret, ip)
  return { username, password: made.data.password, secret, token }
}

describe('changing one’s own password', { timeout: 180_000 }, () => {
  it('needs the current password and the strength rule, and ends every other session', async () => {
    const o = await makeOperator(ops, 'finance')
    const other = await extraSession(o.username)
    expect((await op(ops, other, 'GET', '/admin/api/me')).code).toBe(200)
    const sessions = await op<{ current: boolean; ip: string; user_agent: string }[]>(
      ops,
      o.token,
      'GET',
      '/admin/api/me/sessions',
    )
    expect(sessions.data.filter((s) => s.current)).toHaveLength(1)
    expect(sessions.data.some((s) => s.user_agent === 'other browser' && s.ip === '192.0.2.10')).toBe(true)

    const change = (current: string, password: string) =>
      op<{ ended_sessions: number }>(ops, o.token, 'POST', '/admin/api/me/password', { current, password })
    expect(await change('wrong-password-1', 'Newpass-2024x')).toMatchObject({
      code: 1000,
      message: '当前密码不正确',
    })
    expect((await change(o.password, 'short1')).message).toBe('新密码至少10位')
    expect((await change(o.password, 'onlyletters-here')).message).toBe('新密码须同时包含字母和数字')
    expect((await change(o.password, `x1-${o.username}`)).message).toBe('新密码不能包含账号名')
    expect((await change(o.password, o.password)).message).toBe('新密码不能与当前密码相同')

    const ok = await change(o.password, 'Fresh-pass-2024')
    expect(ok.code, ok.message).toBe(200)
    expect(ok.data.ended_sessions).toBe(1)
    expect((await op(ops, other, 'GET', '/admin/api/me')).code).toBe(401)
    expect((await op(ops, o.token, 'GET', '/admin/api/me')).code).toBe(200)
    expect(await audits(o.username, 'operator.password.change')).toHaveLength(1)
    expect(await audits(o.username, 'operator.password.failed')).toHaveLength(1)
    // The new password signs in; the old one no longer does.
    await operatorSignIn(ops, o.username, 'Fresh-pass-2024', o.secret, '127.0.0.9')
    const old = await ops.inject({
      method: 'POST',
      url: '/admin/api/login',
      payload: { username: o.username, password: o.password },
      remoteAddress: '127.0.0.8',
    })
    expect(old.json().code).toBe(401)
  })

  it('20 parallel changes with the same current password: exactly one succeeds, and its password holds', async () => {
    const o = await makeOperator(ops, 'support')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        op(ops, o.token, 'POST', '/admin/api/me/password', {
          current: o.password,
          password: `Parallel-${i}-pass9`,
        }).then((a) => ({ i, a })),
      ),
    )
    const won = answers.filter((x) => x.a.code === 200)
    expect(won).toHaveLength(1)
    for (const x of answers.filter((y) => y.a.code !== 200)) expect([1000, 429]).toContain(x.a.code)
    const [row] = await ops.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM operators WHERE username = $1',
      [o.username],
    )
    expect(await verifyPassword(row.password_hash, `Parallel-${won[0].i}-pass9`)).toBe(true)
    expect(await verifyPassword(row.password_hash, o.password)).toBe(false)
    expect(await audits(o.username, 'operator.password.change')).toHaveLength(1)
  })
})

describe('a password someone else chose', { timeout: 180_000 }, () => {
  it('blocks every call but me, sign-out and the change with 428 until it is changed', async () => {
    const o = await created('support')
    const me = await op<{ must_change_password: boolean }>(ops, o.token, 'GET', '/admin/api/me')
    expect(me.data.must_change_password).toBe(true)
    for (const [method, url] of [
      ['GET', '/admin/api/players?q=demo'],
      ['GET', '/admin/api/me/sessions'],
      ['POST', '/admin/api/players/demo888/notes'],
    ] as const)
      expect(await op(ops, o.token, method, url, { text: 'x' })).toEqual({
        code: 428,
        message: '您正在使用他人设定的密码，请先修改密码后再进行其他操作',
        data: null,
      })
    const ok = await op(ops, o.token, 'POST', '/admin/api/me/password', {
      current: o.password,
      password: 'Own-choice-2024',
    })
    expect(ok.code, ok.message).toBe(200)
    expect(
      (await op<{ must_change_password: boolean }>(ops, o.token, 'GET', '/admin/api/me')).data,
    ).toMatchObject({ must_change_password: false })
    expect((await op(ops, o.token, 'GET', '/admin/api/players?q=demo')).code).toBe(200)
  })

  it('the owner’s reset: a generated password, sessions ended, a change due again; audited', async () => {
    const o = await created('finance')
    await op(ops, o.token, 'POST', '/admin/api/me/password', {
      current: o.password,
      password: 'Mine-first-2024',
    })
    const id = await idOf(o.username)
    const reset = await op<{ password: string; must_change_password: boolean }>(
      ops,
      owner,
      'POST',
      `/admin/api/operators/${id}/reset-password`,
    )
    expect(reset.code, reset.message).toBe(200)
    expect(reset.data.must_change_password).toBe(true)
    expect((await op(ops, o.token, 'GET', '/admin/api/me')).code).toBe(401)
    const again = await operatorSignIn(ops, o.username, reset.data.password, o.secret, '127.0.0.3')
    expect((await op(ops, again, 'GET', '/admin/api/dashboard')).code).toBe(428)
    expect(await audits(o.username, 'operator.password.reset')).toHaveLength(1)
    // The owner resets others, never themselves (they change their own password).
    const ownerId = Number((await op<{ id: number }>(ops, owner, 'GET', '/admin/api/me')).data.id)
    expect((await op(ops, owner, 'POST', `/admin/api/operators/${ownerId}/reset-password`)).code).toBe(409)
  })
})

describe('address allow-list', { timeout: 180_000 }, () => {
  it('refuses sign-in and every call from another address, with a clear message, audited', async () => {
    const o = await makeOperator(ops, 'risk')
    const id = await idOf(o.username)
    const bad = await op(ops, owner, 'POST', `/admin/api/operators/${id}/ips`, { ips: ['10.9.0.0/33'] })
    expect(bad).toMatchObject({ code: 1000 })
    expect(bad.message).toContain('10.9.0.0/33')
    const set = await op<{ allowed_ips: string[] }>(ops, owner, 'POST', `/admin/api/operators/${id}/ips`, {
      ips: [' 10.9.0.0/16 ', '2001:db8::/32', '10.9.0.0/16', ''],
    })
    expect(set.code, set.message).toBe(200)
    expect(set.data.allowed_ips).toEqual(['10.9.0.0/16', '2001:db8::/32'])
    // The session opened from 127.0.0.1 is refused there now.
    expect(await op(ops, o.token, 'GET', '/admin/api/me')).toEqual({
      code: 403,
      message:
        '此运营账号不允许从当前地址（127.0.0.1）登录或操作，请在允许的地址使用，或联系所有者修改地址白名单',
      data: null,
    })
    expect((await audits(o.username, 'operator.ip.refused'))[0].detail).toContain('GET /admin/api/me')
    // Signing in from outside: refused after the password, audited; from inside the block: signed in.
    const outside = await ops.inject({
      method: 'POST',
      url: '/admin/api/login',
      payload: { username: o.username, password: o.password },
      remoteAddress: '198.51.100.7',
    })
    expect(outside.json()).toMatchObject({ code: 403 })
    expect(await audits(o.username, 'operator.signin.ipRefused')).toHaveLength(1)
    const inside = await operatorSignIn(ops, o.username, o.password, o.secret, '10.9.3.4')
    const ok = await ops.inject({
      method: 'GET',
      url: '/admin/api/me',
      headers: { authorization: `Bearer ${inside}` },
      remoteAddress: '::ffff:10.9.3.4',
    })
    expect(ok.json().code).toBe(200)
    expect((await audits(o.username, 'operator.ips')).length).toBe(1)
  })

  it('the owner cannot save a list for their own account that leaves out this address', async () => {
    const me = await makeOperator(ops, 'owner')
    const id = await idOf(me.username)
    expect(
      await op(ops, me.token, 'POST', `/admin/api/operators/${id}/ips`, { ips: ['10.0.0.0/8'] }),
    ).toEqual({
      code: 409,
      message:
        '保存失败：当前地址（127.0.0.1）不在此白名单内，保存后您将无法再使用自己的账号，请先加入当前地址',
      data: null,
    })
    const kept = await op<{ allowed_ips: string[] }>(
      ops,
      me.token,
      'POST',
      `/admin/api/operators/${id}/ips`,
      {
        ips: ['10.0.0.0/8', '127.0.0.1'],
      },
    )
    expect(kept.code, kept.message).toBe(200)
    expect((await op(ops, me.token, 'GET', '/admin/api/operators')).code).toBe(200)
    expect((await op(ops, me.token, 'POST', `/admin/api/operators/${id}/ips`, { ips: [] })).code).toBe(200)
  })
})
