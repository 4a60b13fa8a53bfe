// Operators for the console's server tests: one per role, enrolled with a known authenticator secret
// (as the seed enrols the demo owner) and signed in through the two steps.
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { adminCalls, type OperatorRole } from '../../core/contract/admin'
import { createOperator } from '../../server/admin/operators'
import { newTotpSecret } from '../../server/admin/totp'
import { operatorSignIn, TEST_SECRETS } from './helpers'

export type TestOperator = {
  username: string
  password: string
  secret: string
  token: string
  role: OperatorRole
}

let seq = 0
export async function makeOperator(
  ops: FastifyInstance,
  role: OperatorRole,
  signIn = true,
): Promise<TestOperator> {
  const username = `op_${role}_${process.pid % 10000}_${Date.now() % 1e6}_${++seq}`
  const password = `pass-${role}-0123456789`
  const secret = newTotpSecret()
  await ops.db.tx((q) =>
    createOperator(q, username, password, role, { secret, siteSecret: TEST_SECRETS.payPepper }),
  )
  const token = signIn ? await operatorSignIn(ops, username, password, secret) : ''
  return { username, password, secret, token, role }
}

export type Answer<T = never> = { code: number; message: string; data: T }

/** One operator API call with a bearer token; answers the envelope (never a 5xx). */
export async function op<T = never>(
  ops: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<Answer<T>> {
  const res = await ops.inject({
    method,
    url,
    payload: method === 'POST' ? ((payload ?? {}) as never) : undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500)
  const answer = res.json() as Answer<T>
  // A successful answer must match its call's schema in the shared contract (the console relies on it).
  const path = url.split('?')[0]
  const call = Object.values(adminCalls).find(
    (c) => c.method === method && new RegExp(`^${c.path.replace(/:[a-z]+/g, '[^/]+')}$`).test(path),
  )
  if (call && answer.code === 200) {
    const checked = call.response.safeParse(answer.data)
    expect(checked.success, `${method} ${url}: ${JSON.stringify(checked.error?.issues)}`).toBe(true)
  }
  return answer
}
