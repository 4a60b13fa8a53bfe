// The logs of a full money journey (register, login, bind a card, deposit, withdraw with the pay
// password) read line by line at the most verbose level: every line is JSON, and no password, pay
// password, token or card number appears in any of them (server/ops/logging.ts). A database error
// inside a request is logged with that request's id.
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { buildApp } from '../../server/app'
import { loggerOptions } from '../../server/ops/logging'
import { seedMoney } from '../../server/seed/money'
import { approveDeposit } from '../../server/services/deposits'
import { approveWithdrawal } from '../../server/services/withdrawals'
import { callApi, newUsername, TEST_SECRETS, TEST_SEED, testDb } from './helpers'
import { installSandboxPartner } from './sandbox-kit'

const lines: string[] = []
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    done()
  },
})

let app: FastifyInstance

beforeAll(async () => {
  const db = await testDb()
  await db.tx((q) => seedMoney(q, TEST_SEED))
  app = buildApp({
    db,
    config: {
      payPepper: TEST_SECRETS.payPepper,
      captcha: false,
      pressure: { maxEventLoopDelayMs: 0 },
      rateLimit: { capacity: 1e6, refillPerSecond: 1e6 },
    },
    logger: { ...loggerOptions('trace'), stream: sink },
  })
  // A call whose statement fails in the database, to see the error logged with its request.
  app.get('/api/test-broken-query', async () => app.db.query('SELECT * FROM no_such_table_for_logs'))
  await app.ready()
  installSandboxPartner(app)
})

afterAll(() => app.close())

describe('logs', () => {
  const password = 'Lg7secretQz2'
  const payPassword = '583719'
  const cardNo = '6222987654321098'
  let token = ''

  it('a full journey leaves no secret and no card number in any line', async () => {
    const username = newUsername('log')
    const reg = await callApi(app, calls.register, {
      name: username,
      password,
      confirmPass: password,
      realname: '张三',
      paypassword: payPassword,
      birthday: '1990-01-01',
    })
    expect(reg.code, reg.message).toBe(200)
    const login = await callApi(app, calls.login, { name: username, password })
    expect(login.code, login.message).toBe(200)
    token = login.data.api_token
    const headers = (key: string) => ({ token, headers: { 'idempotency-key': key } })

    const bind = await callApi(
      app,
      calls.bindcard,
      {
        bank: '东岳商业银行',
        bank_address: '演示分行',
        bank_no: cardNo,
        bank_owner: '张三',
        pay_pass: payPassword,
      },
      headers(`bind-${username}`),
    )
    expect(bind.code, bind.message).toBe(200)
    const cards = await callApi(app, calls.getcard, { type: 1 }, { token })
    const card = cards.data.find((c) => c.bank_no.endsWith(cardNo.slice(-4)))!

    const deposit = await callApi(
      app,
      calls.recharge,
      {
        paytype: 'bank',
        amount: 300,
        bank: '东岳商业银行',
        bank_no: cardNo,
        bank_owner: '张三',
        bank_address: '演示分行',
      },
      headers(`dep-${username}`),
    )
    expect(deposit.code, deposit.message).toBe(200)
    await app.db.tx((q) => approveDeposit(q, deposit.message, 'test'))

    const wrongPay = await callApi(
      app,
      calls.withdraw,
      { amount: 100, bank: card.id, password: '000000' },
      headers(`wd0-${username}`),
    )
    expect(wrongPay.code).not.toBe(200)
    const withdraw = await callApi(
      app,
      calls.withdraw,
      { amount: 100, bank: card.id, password: payPassword },
      headers(`wd-${username}`),
    )
    expect(withdraw.code, withdraw.message).toBe(200)
    const [w] = await app.db.query<{ order_no: string }>(
      'SELECT order_no FROM withdrawals WHERE user_id = (SELECT id FROM users WHERE username = $1)',
      [username],
    )
    if (w) await app.db.tx((q) => approveWithdrawal(q, w.order_no, 'test'))

    // Code that logs an object holding a secret field gets it censored (the redaction paths are live).
    app.log.info({ card: { bank_no: cardNo, pay_pass: payPassword }, token }, 'redaction probe')
    expect(lines.find((l) => l.includes('redaction probe'))).toContain('[redacted]')

    expect(lines.length).toBeGreaterThan(10)
    for (const l of lines) expect(() => JSON.parse(l), l).not.toThrow()
    const all = lines.join('\n')
    expect(all).toContain('"reqId"')
    expect(all).toContain('"url":"/api/withdraw"')
    expect(all).toContain('"url":"/api/bindcard"')
    const digits = (s: string) => new RegExp(`(^|[^0-9a-f])${s}([^0-9a-f]|$)`)
    expect(all).not.toContain(password)
    expect(all).not.toMatch(digits(payPassword))
    expect(all).not.toContain(token)
    expect(all).not.toContain(cardNo)
    expect(all).not.toContain('000000"')
  })

  it('a database error is logged as JSON with the request id of its request', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-broken-query' })
    expect(res.statusCode).toBe(500)
    const reqId = String(res.headers['x-request-id'])
    const entry = lines
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string; err?: { code?: string } })
      .find((l) => l.msg === 'unexpected error' && l.reqId === reqId)
    expect(entry, `no error line with reqId ${reqId}`).toBeDefined()
    expect(entry!.err?.code).toBe('42P01')
  })
})
