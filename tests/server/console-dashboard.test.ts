// The dashboard's 30-day sums (docs/operator-console.md, "Dashboard"): the server adds them in cents, so
// the console shows money it never adds up itself. Each sum equals its days added up exactly, and a
// new deposit moves today's figure and the month's by the same cents.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { decimalCents } from '../../core/money'
import { op } from './console-kit'
import { adminToken, makeAdminApp, registerAndLogin } from './helpers'
import { fund, moneyApp } from './money-kit'

type Day = Record<'deposits' | 'withdrawals' | 'net_cash' | 'ggr_total' | 'bonuses' | 'rebates', string> & {
  ggr: Record<string, string>
  new_players: number
}
type Dash = { today: Day; days: Day[]; month: Day }

let app: FastifyInstance
let ops: FastifyInstance
let owner: string

beforeAll(async () => {
  app = await moneyApp()
  ops = await makeAdminApp()
  owner = await adminToken(ops)
}, 180_000)

const read = async () => {
  const r = await op<Dash>(ops, owner, 'GET', '/admin/api/dashboard')
  expect(r.code, r.message).toBe(200)
  return r.data
}
const total = (days: Day[], k: keyof Omit<Day, 'ggr' | 'new_players'>) =>
  days.reduce((a, d) => a + decimalCents(d[k]), 0n)

describe('dashboard sums', () => {
  it('come from the server in cents and match the days', async () => {
    const before = await read()
    const p = await registerAndLogin(app)
    await fund(app, p, 250)
    const after = await read()
    for (const k of ['deposits', 'withdrawals', 'net_cash', 'ggr_total', 'bonuses', 'rebates'] as const)
      expect(decimalCents(after.month[k]), k).toBe(total(after.days, k))
    expect(after.month.new_players).toBe(after.days.reduce((a, d) => a + d.new_players, 0))
    for (const [venue, v] of Object.entries(after.month.ggr))
      expect(decimalCents(v), venue).toBe(
        after.days.reduce((a, d) => a + decimalCents(d.ggr[venue] ?? '0'), 0n),
      )
    expect(decimalCents(after.month.deposits) - decimalCents(before.month.deposits)).toBe(25000n)
    expect(decimalCents(after.month.net_cash)).toBe(
      decimalCents(after.month.deposits) - decimalCents(after.month.withdrawals),
    )
  })
})
