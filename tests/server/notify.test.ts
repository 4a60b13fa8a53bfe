// The notification centre (docs/content.md, "Notification centre"): unread counts of inbox messages,
// settled bets and credited deposits against read marks the server keeps per player; marking read is
// idempotent, parallel-safe and seen from every session; the counts call is one indexed query.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls, notifyCalls } from '../../core/contract'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, fund, moneyApp, userId } from './money-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
}, 120_000)

const counts = async (p: Registered) => {
  const env = await callApi(app, notifyCalls.notifyCounts, {}, auth(p))
  expect(env.code, env.message).toBe(200)
  return env.data
}
const read = async (p: Registered, kinds: ('inbox' | 'bets' | 'deposits')[]) => {
  const env = await callApi(app, notifyCalls.notifyRead, { kinds }, auth(p))
  expect(env.code, env.message).toBe(200)
  return env.data
}
const message = async (to: number | null, title = '测试消息', vip: number | null = null) =>
  app.db.query('INSERT INTO inbox_messages (user_id, title, content, vip_level) VALUES ($1, $2, $3, $4)', [
    to,
    title,
    '内容',
    vip,
  ])
/** One slot spin (settled at once) from the venue wallet, after moving 10.00 into it. */
const spin = async (p: Registered, key: string) => {
  const moved = await callApi(
    app,
    calls.transfer,
    { sourcetype: 'userbalance', targettype: 'jdslot', amount: 10 },
    auth(p, `${key}-in`),
  )
  expect(moved.code, moved.message).toBe(200)
  const env = await callApi(app, gameCalls.slotSpin, { venue: 'jdslot', game: '', stake: 1 }, auth(p, key))
  expect(env.code, env.message).toBe(200)
}

describe('notification centre', { timeout: 120_000 }, () => {
  it('counts a credited deposit, a settled bet and a new message, per player, until marked read', async () => {
    const a = await registerAndLogin(app)
    const b = await registerAndLogin(app)
    // A fresh player: no marks, so every broadcast message they can read is unread.
    await read(a, ['inbox'])
    await read(b, ['inbox'])
    expect(await counts(a)).toEqual({ inbox: 0, bets: 0, deposits: 0 })

    await fund(app, a, 100)
    expect(await counts(a)).toEqual({ inbox: 0, bets: 0, deposits: 1 })
    await spin(a, `notify-spin-${a.username}`)
    await message(await userId(app, a))
    await message(null, '全体消息')
    expect(await counts(a)).toEqual({ inbox: 2, bets: 1, deposits: 1 })
    // The other player sees only the broadcast, and nothing of a's money.
    expect(await counts(b)).toEqual({ inbox: 1, bets: 0, deposits: 0 })

    // The panel lists them newest first with the unread flags, in the asked language.
    const panel = await callApi(app, notifyCalls.notifyItems, {}, { ...auth(a), headers: { Lang: 'en' } })
    expect(panel.code, panel.message).toBe(200)
    expect(panel.data.counts).toEqual({ inbox: 2, bets: 1, deposits: 1 })
    const kinds = panel.data.items.filter((i) => i.unread).map((i) => i.kind)
    expect(kinds.sort()).toEqual(['bets', 'deposits', 'inbox', 'inbox'])
    expect(panel.data.items.find((i) => i.kind === 'deposits')?.amount).toBe('100.00')
    expect(panel.data.items.find((i) => i.kind === 'bets')?.title).toMatch(/^[\x20-\x7e]+$/)

    expect(await read(a, ['deposits'])).toEqual({ inbox: 2, bets: 1, deposits: 0 })
    expect(await read(a, ['bets', 'inbox'])).toEqual({ inbox: 0, bets: 0, deposits: 0 })
    // Marked read for a only.
    expect(await counts(b)).toEqual({ inbox: 1, bets: 0, deposits: 0 })
    const after = await callApi(app, notifyCalls.notifyItems, {}, auth(a))
    expect(after.data.items.filter((i) => i.unread)).toEqual([])

    // New items after the marks count again; marking twice changes nothing twice.
    await spin(a, `notify-spin2-${a.username}`)
    await fund(app, a, 100)
    expect(await counts(a)).toEqual({ inbox: 0, bets: 1, deposits: 1 })
    await read(a, ['bets'])
    expect(await read(a, ['bets'])).toEqual({ inbox: 0, bets: 0, deposits: 1 })
  })

  it("read marks are the server's: a second session of the same player sees them", async () => {
    const p = await registerAndLogin(app)
    const second = await callApi(app, calls.login, { name: p.username, password: p.password })
    expect(second.code, second.message).toBe(200)
    const other: Registered = { ...p, token: second.data.api_token }
    await read(p, ['inbox'])
    await message(await userId(app, p))
    expect((await counts(other)).inbox).toBe(1)
    await read(p, ['inbox'])
    expect((await counts(other)).inbox).toBe(0)
  })

  it('20 parallel mark-read calls end in one consistent mark', async () => {
    const p = await registerAndLogin(app)
    const id = await userId(app, p)
    await fund(app, p, 100)
    for (let i = 0; i < 3; i++) await message(id)
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callApi(app, notifyCalls.notifyRead, { kinds: i % 2 ? ['inbox', 'deposits'] : ['inbox'] }, auth(p)),
      ),
    )
    for (const env of all) expect(env.code, env.message).toBe(200)
    expect(await counts(p)).toEqual({ inbox: 0, bets: 0, deposits: 0 })
    const rows = await app.db.query<{ n: number; inbox_id: string; top: string }>(
      `SELECT count(*)::int AS n, max(inbox_id)::text AS inbox_id,
              (SELECT max(id)::text FROM inbox_messages WHERE user_id = $1 OR user_id IS NULL) AS top
         FROM read_marks WHERE user_id = $1`,
      [id],
    )
    expect(rows[0].n).toBe(1)
    expect(rows[0].inbox_id).toBe(rows[0].top)
  })

  it('a player on a break counts only the messages addressed to them', async () => {
    const p = await registerAndLogin(app)
    const id = await userId(app, p)
    await read(p, ['inbox'])
    await app.db.query(
      `INSERT INTO player_exclusions (user_id, kind, duration, starts_at, ends_at, created_by)
       VALUES ($1, 'timeout', '24h', now(), now() + interval '1 day', 'player')`,
      [id],
    )
    await message(null, '营销消息')
    await message(id, '给你的消息')
    expect((await counts(p)).inbox).toBe(1)
    const panel = await callApi(app, notifyCalls.notifyItems, {}, auth(p))
    expect(panel.data.items.filter((i) => i.kind === 'inbox').map((i) => i.title)).not.toContain('营销消息')
  })

  it('refuses an empty or unknown kind, and a visitor', async () => {
    const p = await registerAndLogin(app)
    expect((await callApi(app, notifyCalls.notifyRead, { kinds: [] }, auth(p))).code).toBe(1000)
    expect((await callApi(app, notifyCalls.notifyRead, { kinds: ['bonus' as 'inbox'] }, auth(p))).code).toBe(
      1000,
    )
    expect((await callApi(app, notifyCalls.notifyCounts, {})).code).toBe(401)
  })

  it('the polled counts are one query over indexes', async () => {
    const p = await registerAndLogin(app)
    const id = await userId(app, p)
    let queries = 0
    const { unreadCounts } = await import('../../server/notify/service')
    const counted = (<T>(sql: string, params?: unknown[]) => {
      queries++
      return app.db.query<T>(sql, params)
    }) as typeof app.db.query
    await unreadCounts(counted, id)
    expect(queries).toBe(1)
  })
})
