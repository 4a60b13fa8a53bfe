// The bench of the player-protection suites (protection*.test.ts): the server clock moved forward and
// back, a bank deposit order, a sicbo bet, a funded player playing seamless, the protection status and
// a limit, each on the suite's app.
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { calls, gameCalls, protectionCalls as pc } from '../../core/contract'
import { clock } from '../../server/clock'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, fund } from './money-kit'

export const HOUR = 3_600_000
const realNow = clock.now
let offsetMs = 0
/** Move the server clock forward (a suite calls resetClock after each test). */
export const travel = (ms: number) => {
  offsetMs += ms
  clock.now = () => new Date(Date.now() + offsetMs)
}
/** Back to the real clock. */
export const resetClock = () => {
  offsetMs = 0
  clock.now = realNow
}

export const bank = (amount: number | string) => ({
  paytype: 'bank' as const,
  amount,
  bank: '东岳商业银行',
  bank_no: '6222000012345678',
  bank_owner: '张三',
  bank_address: '演示分行',
})
export const deposit = (app: FastifyInstance, p: Registered, amount: number) =>
  callApi(app, calls.recharge, bank(amount), auth(p))
export const sicbo = (app: FastifyInstance, p: Registered, amount: number, bet = 'big') =>
  callApi(app, gameCalls.sicboBet, { venue: 'jdlive', bets: [{ bet, amount }] }, auth(p))
/** A player with money who plays seamless (bets straight from the central wallet). */
export async function player(app: FastifyInstance, amount: number) {
  const p = await registerAndLogin(app)
  if (amount) await fund(app, p, amount)
  expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))).code).toBe(200)
  return p
}
export const status = async (app: FastifyInstance, p: Registered) => {
  const env = await callApi(app, pc.protectionStatus, {}, auth(p))
  expect(env.code, env.message).toBe(200)
  return env.data
}
export const limit = (app: FastifyInstance, p: Registered, body: Record<string, unknown>) =>
  callApi(app, pc.protectionLimit, body, auth(p))
