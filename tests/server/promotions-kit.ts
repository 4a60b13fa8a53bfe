// Shared steps of the promotions suites (docs/promotions.md): rules saved through the operator
// service (validated and audited like the console's), switched off again after each suite.
import type { FastifyInstance } from 'fastify'
import { afterAll } from 'vitest'
import { parseRule, saveRule } from '../../server/admin/promotions'
import type { Registered } from './helpers'

export const tester = { id: null, username: 'promo-test', ip: '127.0.0.1' }

export async function activityId(app: FastifyInstance, title: string) {
  const [a] = await app.db.query<{ id: string }>('SELECT id FROM activities WHERE title = $1', [title])
  return Number(a.id)
}

/** A fresh shown activity (its own title) for a test's rule. */
export async function newActivity(app: FastifyInstance, title: string, canApply = 0) {
  const [a] = await app.db.query<{ id: string }>(
    `INSERT INTO activities (type, title, banner, content, can_apply)
     SELECT id, $1, '', '', $2 FROM activity_types ORDER BY id LIMIT 1 RETURNING id`,
    [`${title} ${process.pid}-${Date.now() % 1e7}-${Math.floor(Math.random() * 1e6)}`, canApply],
  )
  return Number(a.id)
}

export const setRule = (app: FastifyInstance, activity: number, body: Record<string, unknown>) =>
  saveRule(
    app.db,
    tester,
    activity,
    parseRule({ enabled: true, player_cap: null, player_day_cap: null, day_cap: null, ...body }),
  )

/** Every rule off at the end of the file: the money suites assume no bonus. */
export function rulesOffAfterAll(app: () => FastifyInstance) {
  afterAll(async () => {
    await app().db.query('UPDATE promotion_rules SET enabled = false')
  })
}

export async function idOf(app: FastifyInstance, p: Registered) {
  const [u] = await app.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [p.username])
  return Number(u.id)
}

export const storm = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)))

/** Settle every promise; count fulfilled and the refusal codes. */
export async function outcomes(ps: Promise<unknown>[]) {
  const out: Record<string, number> = {}
  for (const r of await Promise.allSettled(ps)) {
    const k = r.status === 'fulfilled' ? 'ok' : String((r.reason as { code?: number }).code ?? r.reason)
    out[k] = (out[k] ?? 0) + 1
  }
  return out
}

export async function payoutsOf(app: FastifyInstance, userId: number) {
  return app.db.query<{
    kind: string
    source: string
    ref: string
    amount_cents: string
    turnover_cents: string
  }>(
    'SELECT kind, source, ref, amount_cents::text, turnover_cents::text FROM promotion_payouts WHERE user_id = $1 ORDER BY id',
    [userId],
  )
}
