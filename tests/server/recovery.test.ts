// Contact verification and password recovery (docs/messaging.md): a code through the message port's
// outbox proves a mobile; 忘记密码 answers alike for unknown and known accounts; a code takes at most 5
// checks under 200 parallel guesses (the right code at position 150 is refused); a reset ends every
// session and is noted in the inbox; sending is limited per account, existing or not; the console reads
// the outbox and support resets after an identity check, audited.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, RECOVERY, recoveryCalls } from '../../core/contract'
import { makeOperator, op, type TestOperator } from './console-kit'
import {
  adminToken,
  callApi,
  makeAdminApp,
  makeApp,
  newIp,
  newUsername,
  type Registered,
  registerAndLogin,
  testDb,
} from './helpers'

let app: FastifyInstance
let ops: FastifyInstance
let owner: string
let support: TestOperator
let finance: TestOperator

beforeAll(async () => {
  app = await makeApp()
  ops = await makeAdminApp()
  owner = await adminToken(ops)
  support = await makeOperator(ops, 'support')
  finance = await makeOperator(ops, 'finance')
}, 180_000)

const auth = (p: Registered) => ({ token: p.token, ip: newIp() })
let mobileSeq = 0
const newMobile = () => `138${String((process.pid * 7919 + Date.now() + ++mobileSeq) % 1e8).padStart(8, '0')}`

/** The newest code the outbox holds for an address (as the player reads their phone). */
async function codeFor(address: string) {
  const db = await testDb()
  const [row] = await db.query<{ body: string }>(
    'SELECT body FROM message_outbox WHERE address = $1 ORDER BY id DESC LIMIT 1',
    [address],
  )
  const m = /\d{6}/.exec(row?.body ?? '')
  expect(m, `a code in the outbox for ${address}`).not.toBeNull()
  return (m as RegExpExecArray)[0]
}

const outboxCount = async (address: string) =>
  Number(
    (
      await (
        await testDb()
      ).query<{ n: string | number }>('SELECT count(*) AS n FROM message_outbox WHERE address = $1', [
        address,
      ])
    )[0].n,
  )

/** A player with a verified mobile. */
async function verifiedPlayer() {
  const p = await registerAndLogin(app)
  const mobile = newMobile()
  const saved = await callApi(app, calls.updateuserinfo, { mobile, email: '', birthday: '' }, auth(p))
  expect(saved.code, saved.message).toBe(200)
  const sent = await callApi(app, recoveryCalls.contactSend, { channel: 'sms' }, auth(p))
  expect(sent.code, sent.message).toBe(200)
  const done = await callApi(
    app,
    recoveryCalls.contactVerify,
    { channel: 'sms', code: await codeFor(mobile) },
    auth(p),
  )
  expect(done.code, done.message).toBe(200)
  return { ...p, mobile }
}

const login = (name: string, password: string) =>
  callApi(app, calls.login, { name, password }, { ip: newIp() })

describe('contact verification', () => {
  it('proves the profile mobile with a code from the outbox; a changed number is unverified', async () => {
    const p = await registerAndLogin(app)
    const none = await callApi(app, recoveryCalls.contactSend, { channel: 'sms' }, auth(p))
    expect(none.code).toBe(271)
    const mobile = newMobile()
    await callApi(app, calls.updateuserinfo, { mobile, email: '', birthday: '' }, auth(p))
    const before = await callApi(app, recoveryCalls.contacts, {}, auth(p))
    expect(before.data.find((c) => c.channel === 'sms')).toMatchObject({ address: mobile, verified: false })

    const sent = await callApi(app, recoveryCalls.contactSend, { channel: 'sms' }, auth(p))
    expect(sent.data).toMatchObject({ masked: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` })
    expect(sent.data.expires_in).toBe(RECOVERY.ttlSeconds)
    const code = await codeFor(mobile)
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0')
    const refused = await callApi(app, recoveryCalls.contactVerify, { channel: 'sms', code: wrong }, auth(p))
    expect(refused.code).toBe(270)
    const ok = await callApi(app, recoveryCalls.contactVerify, { channel: 'sms', code }, auth(p))
    expect(ok.code, ok.message).toBe(200)
    expect(ok.data.find((c) => c.channel === 'sms')?.verified).toBe(true)
    const again = await callApi(app, recoveryCalls.contactVerify, { channel: 'sms', code }, auth(p))
    expect(again.code).toBe(270)
    expect((await callApi(app, recoveryCalls.contactSend, { channel: 'sms' }, auth(p))).code).toBe(272)

    await callApi(app, calls.updateuserinfo, { mobile: newMobile(), email: '', birthday: '' }, auth(p))
    const after = await callApi(app, recoveryCalls.contacts, {}, auth(p))
    expect(after.data.find((c) => c.channel === 'sms')?.verified).toBe(false)
  })
})

describe('recovery', () => {
  it('answers alike whether or not the account exists, and sends only to a verified contact', async () => {
    const p = await verifiedPlayer()
    const real = await callApi(app, recoveryCalls.recoveryOptions, { name: p.username }, { ip: newIp() })
    expect(real.data.options).toEqual([
      { channel: 'sms', masked: `${p.mobile.slice(0, 3)}****${p.mobile.slice(-4)}` },
    ])

    const ghost = newUsername('ghost')
    const a = await callApi(app, recoveryCalls.recoveryOptions, { name: ghost }, { ip: newIp() })
    const b = await callApi(
      app,
      recoveryCalls.recoveryOptions,
      { name: ghost.toUpperCase() },
      { ip: newIp() },
    )
    expect(a.code).toBe(200)
    expect(a.data.options.length).toBeGreaterThan(0)
    expect(b.data).toEqual(a.data)
    for (const o of a.data.options) expect(o.masked).toMatch(/^(1\d\d\*{4}\d{4}|[a-z]\*{3}[a-z]@[\w.]+)$/)

    const ghostSend = await callApi(
      app,
      recoveryCalls.recoverySend,
      { name: ghost, channel: a.data.options[0].channel },
      { ip: newIp() },
    )
    const realSend = await callApi(
      app,
      recoveryCalls.recoverySend,
      { name: p.username, channel: 'sms' },
      { ip: newIp() },
    )
    expect(ghostSend.code).toBe(200)
    expect(realSend.code).toBe(200)
    expect(ghostSend.message).toBe(realSend.message)
    expect(Object.keys(ghostSend.data).sort()).toEqual(Object.keys(realSend.data).sort())

    const ghostReset = await callApi(
      app,
      recoveryCalls.recoveryReset,
      { name: ghost, code: '123456', password: 'newpass123', confirmPass: 'newpass123' },
      { ip: newIp() },
    )
    const realWrong = await callApi(
      app,
      recoveryCalls.recoveryReset,
      {
        name: p.username,
        code: '000000' === (await codeFor(p.mobile)) ? '000001' : '000000',
        password: 'newpass123',
        confirmPass: 'newpass123',
      },
      { ip: newIp() },
    )
    expect(ghostReset).toEqual(realWrong)
    expect(ghostReset.code).toBe(270)
  })

  it('resets with the code: every session ends, the new password logs in, the inbox tells', async () => {
    const p = await verifiedPlayer()
    const second = await login(p.username, p.password)
    expect(second.code).toBe(200)
    await callApi(app, recoveryCalls.recoverySend, { name: p.username, channel: 'sms' }, { ip: newIp() })
    const code = await codeFor(p.mobile)
    const mismatch = await callApi(
      app,
      recoveryCalls.recoveryReset,
      { name: p.username, code, password: 'fresh12345', confirmPass: 'fresh12346' },
      { ip: newIp() },
    )
    expect(mismatch.code).toBe(1000)
    const weak = await callApi(
      app,
      recoveryCalls.recoveryReset,
      { name: p.username, code, password: 'short', confirmPass: 'short' },
      { ip: newIp() },
    )
    expect(weak.code).toBe(1000)
    const done = await callApi(
      app,
      recoveryCalls.recoveryReset,
      { name: p.username, code, password: 'fresh12345', confirmPass: 'fresh12345' },
      { ip: newIp() },
    )
    expect(done.code, done.message).toBe(200)
    expect(done.message).toBe('密码已重置，请使用新密码登录')

    for (const token of [p.token, second.data.api_token])
      expect((await callApi(app, calls.user, {}, { token })).code).toBe(401)
    expect((await login(p.username, p.password)).code).not.toBe(200)
    const fresh = await login(p.username, 'fresh12345')
    expect(fresh.code, fresh.message).toBe(200)

    const reuse = await callApi(
      app,
      recoveryCalls.recoveryReset,
      { name: p.username, code, password: 'other12345', confirmPass: 'other12345' },
      { ip: newIp() },
    )
    expect(reuse.code).toBe(270)
    const inbox = await callApi(app, calls.noticeList, { page: 1 }, { token: fresh.data.api_token })
    expect(JSON.stringify(inbox.data)).toContain('登录密码已重置')
    expect(await outboxCount(p.mobile)).toBe(3) // verify code, reset code, the reset notice
  })

  it('200 parallel guesses: at most 5 checked, the right code at position 150 refused', async () => {
    const p = await verifiedPlayer()
    await callApi(app, recoveryCalls.recoverySend, { name: p.username, channel: 'sms' }, { ip: newIp() })
    const code = await codeFor(p.mobile)
    const wrong = (i: number) => {
      const w = String((Number(code) + 1 + i) % 1e6).padStart(6, '0')
      return w === code ? String((Number(code) + 500_000) % 1e6).padStart(6, '0') : w
    }
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        callApi(
          app,
          recoveryCalls.recoveryReset,
          {
            name: p.username,
            code: i === 149 ? code : wrong(i),
            password: 'guess12345',
            confirmPass: 'guess12345',
          },
          { ip: `10.77.${Math.floor(i / 250)}.${i % 250}` },
        ),
      ),
    )
    expect(answers[149].code).toBe(270)
    expect(answers.every((a) => a.code === 270)).toBe(true)
    const [row] = await (await testDb()).query<{ attempts: number; closed_at: Date | null }>(
      `SELECT attempts, closed_at FROM recovery_codes
        WHERE user_id = (SELECT id FROM users WHERE username = $1) AND purpose = 'reset'
        ORDER BY id DESC LIMIT 1`,
      [p.username],
    )
    expect(row.attempts).toBe(RECOVERY.maxAttempts)
    expect(row.closed_at).toBeNull()
    expect((await login(p.username, p.password)).code).toBe(200)
    // Exhausted: even the right code is refused now; a new code works.
    const late = await callApi(
      app,
      recoveryCalls.recoveryReset,
      { name: p.username, code, password: 'guess12345', confirmPass: 'guess12345' },
      { ip: newIp() },
    )
    expect(late.code).toBe(270)
  })

  it('limits codes per account name, existing or not, with the same refusal', async () => {
    const p = await verifiedPlayer()
    const ghost = newUsername('nobody')
    for (const name of [p.username, ghost]) {
      const codes: number[] = []
      for (let i = 0; i < 6; i++)
        codes.push(
          (await callApi(app, recoveryCalls.recoverySend, { name, channel: 'sms' }, { ip: newIp() })).code,
        )
      expect(codes).toEqual([200, 200, 200, 200, 200, 429])
    }
    // The verification code and 5 recovery codes: nothing more reached the phone.
    expect(await outboxCount(p.mobile)).toBe(6)
  })
})

describe('console', () => {
  it('support and the owner read the outbox; finance may not', async () => {
    const p = await verifiedPlayer()
    for (const token of [owner, support.token]) {
      const r = await op<{ rows: { address: string; body: string; username: string | null }[] }>(
        ops,
        token,
        'GET',
        `/admin/api/outbox?q=${p.mobile}`,
      )
      expect(r.code, r.message).toBe(200)
      expect(r.data.rows[0]).toMatchObject({ address: p.mobile, username: p.username })
      expect(r.data.rows[0].body).toMatch(/\d{6}/)
    }
    expect((await op(ops, finance.token, 'GET', '/admin/api/outbox')).code).toBe(403)
  })

  it('support resets after an identity check: a code to the verified mobile, or a temporary password, audited', async () => {
    const p = await verifiedPlayer()
    const base = `/admin/api/players/${p.username}`
    const contacts = await op<{ channel: string; verified: boolean }[]>(
      ops,
      support.token,
      'GET',
      `${base}/contacts`,
    )
    expect(contacts.data.find((c) => c.channel === 'sms')?.verified).toBe(true)
    const noNote = await op(ops, support.token, 'POST', `${base}/recovery`, {
      method: 'code',
      channel: 'sms',
    })
    expect(noNote.code).toBe(1000)
    const noEmail = await op(ops, support.token, 'POST', `${base}/recovery`, {
      method: 'code',
      channel: 'email',
      note: '来电核对真实姓名与最近一笔充值',
    })
    expect(noEmail.code).toBe(271)

    const byCode = await op<{ masked: string }>(ops, support.token, 'POST', `${base}/recovery`, {
      method: 'code',
      channel: 'sms',
      note: '来电核对真实姓名与最近一笔充值',
    })
    expect(byCode.code, byCode.message).toBe(200)
    const code = await codeFor(p.mobile)
    const reset = await callApi(
      app,
      recoveryCalls.recoveryReset,
      { name: p.username, code, password: 'support123', confirmPass: 'support123' },
      { ip: newIp() },
    )
    expect(reset.code, reset.message).toBe(200)

    const temp = await op<{ temporary_password: string }>(ops, support.token, 'POST', `${base}/recovery`, {
      method: 'temporary',
      note: '视频核验本人与证件',
    })
    expect(temp.code, temp.message).toBe(200)
    const signed = await login(p.username, temp.data.temporary_password)
    expect(signed.code, signed.message).toBe(200)
    expect(signed.data.must_change_password).toBe(true)

    const audit = await (await testDb()).query<{ action: string; detail: string; operator: string }>(
      `SELECT action, detail, operator FROM operator_audit WHERE target = $1 ORDER BY id`,
      [p.username],
    )
    expect(audit).toEqual([
      {
        action: 'player.recovery.code',
        detail: '来电核对真实姓名与最近一笔充值',
        operator: support.username,
      },
      { action: 'player.recovery.temporary', detail: '视频核验本人与证件', operator: support.username },
    ])
  })
})
