// Operator sign-in under parallel attack (docs/operator-console.md, "Sign-in in two steps"): 100 wrong
// codes at once on one ticket evaluate at most five (counted under the ticket's row lock, on PGlite and
// PostgreSQL); a right password does not give its throttle attempt back until the sign-in completes;
// enrolment is bound to one ticket; failed and locked sign-ins are audited, a flood with one lock row.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { createOperator } from '../../server/admin/operators'
import { currentStep, totpCode } from '../../server/admin/totp'
import { makeAdminApp, newIp, TEST_SECRETS, TEST_TOTP_SECRET } from './helpers'

let ops: FastifyInstance

beforeAll(async () => {
  ops = await makeAdminApp()
}, 180_000)

type Answer = { code: number; message: string; data: never }
const post = (url: string, payload: unknown, ip: string) =>
  ops
    .inject({ method: 'POST', url, payload: payload as never, remoteAddress: ip })
    .then((r) => r.json() as Answer)

const auditRows = async (target: string, action: string) =>
  Number(
    (
      await ops.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM operator_audit WHERE target = $1 AND action = $2',
        [target, action],
      )
    )[0].n,
  )

async function operator(role: 'finance' | 'support', enrolled: boolean) {
  const username = `race${role[0]}${Date.now() % 1e7}`
  const password = 'race-pass-01234'
  await ops.db.tx((q) =>
    createOperator(
      q,
      username,
      password,
      role,
      enrolled ? { secret: TEST_TOTP_SECRET, siteSecret: TEST_SECRETS.payPepper } : undefined,
    ),
  )
  return { username, password }
}

describe('operator sign-in races', { timeout: 180_000 }, () => {
  it('100 parallel wrong codes on one ticket: at most five are evaluated', async () => {
    const o = await operator('finance', true)
    const ip = newIp()
    const login = await post('/admin/api/login', o, ip)
    expect(login.code, login.message).toBe(200)
    const { ticket } = login.data as { ticket: string }
    const right = totpCode(TEST_TOTP_SECRET)
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => post('/admin/api/login/totp', { ticket, code: wrong }, ip)),
    )
    const evaluated = answers.filter((a) => a.code === 402).length
    expect(evaluated).toBeLessThanOrEqual(5)
    expect(answers.filter((a) => a.code === 401)).toHaveLength(100 - evaluated)
    expect(
      (await auditRows(o.username, 'operator.signin.failed')) +
        (await auditRows(o.username, 'operator.signin.locked')),
    ).toBe(evaluated)
    const [t] = await ops.db.query<{ fails: number }>(
      'SELECT fails FROM operator_login_tickets WHERE operator_id = (SELECT id FROM operators WHERE username = $1)',
      [o.username],
    )
    expect(Number(t.fails)).toBe(evaluated)
    // The ticket is spent: even the right code no longer opens a session on it.
    expect((await post('/admin/api/login/totp', { ticket, code: right }, ip)).code).toBe(401)
  })

  it('a right password does not give its attempt back: tickets are not free', async () => {
    const o = await operator('finance', true)
    const ip = newIp()
    for (let i = 0; i < 5; i++) expect((await post('/admin/api/login', o, ip)).code).toBe(200)
    const sixth = await post('/admin/api/login', o, ip)
    expect(sixth.code).toBe(429)
    // A completed sign-in gives its attempt back: two completed, then five more tickets, then refused.
    const home = newIp()
    const step = currentStep()
    for (const s of [step, step + 1]) {
      const l = await post('/admin/api/login', o, home)
      const done = await post(
        '/admin/api/login/totp',
        { ticket: (l.data as { ticket: string }).ticket, code: totpCode(TEST_TOTP_SECRET, s) },
        home,
      )
      expect(done.code, done.message).toBe(200)
    }
    for (let i = 0; i < 5; i++) expect((await post('/admin/api/login', o, home)).code).toBe(200)
    expect((await post('/admin/api/login', o, home)).code).toBe(429)
  })

  it('failed and locked sign-ins are audited; a flood writes one lock row', async () => {
    const o = await operator('support', true)
    const ip = newIp()
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post('/admin/api/login', { ...o, password: 'wrong-pass-123' }, ip)),
    )
    expect(answers.filter((a) => a.code === 401).length).toBeLessThanOrEqual(5)
    expect(await auditRows(o.username, 'operator.signin.failed')).toBe(
      answers.filter((a) => a.code === 401).length,
    )
    expect(await auditRows(o.username, 'operator.signin.locked')).toBe(1)
    const [row] = await ops.db.query<{ ip: string; detail: string }>(
      "SELECT ip, detail FROM operator_audit WHERE target = $1 AND action = 'operator.signin.failed' LIMIT 1",
      [o.username],
    )
    expect(row).toEqual({ ip, detail: '密码错误' })
  })

  it('enrolment is bound to one ticket: a second ticket cannot re-enrol later', async () => {
    const o = await operator('support', false)
    const ip = newIp()
    const a = (await post('/admin/api/login', o, ip)).data as { step: string; ticket: string; secret: string }
    const b = (await post('/admin/api/login', o, ip)).data as { step: string; ticket: string; secret: string }
    expect([a.step, b.step]).toEqual(['enrol', 'enrol'])
    const enrolled = await post('/admin/api/login/enrol', { ticket: a.ticket, code: totpCode(a.secret) }, ip)
    expect(enrolled.code, enrolled.message).toBe(200)
    const again = await post('/admin/api/login/enrol', { ticket: b.ticket, code: totpCode(b.secret) }, ip)
    expect(again.code).not.toBe(200)
    // The first authenticator still signs in; the second one's codes are refused.
    const next = (await post('/admin/api/login', o, ip)).data as { step: string; ticket: string }
    expect(next.step).toBe('totp')
    expect(
      (await post('/admin/api/login/totp', { ticket: next.ticket, code: totpCode(b.secret, 1e9) }, ip)).code,
    ).toBe(402)
  })
})
