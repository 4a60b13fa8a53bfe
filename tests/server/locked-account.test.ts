// A locked account (users.status not 1; docs/operator-console.md): every authenticated call answers 203
// with the lock message instead of "signed out", stakes included; sign-out still works; the operator's
// lock revokes the sessions, so unlocking lets the player in again by a new login, not the old token.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { setLocked } from '../../server/admin/players'
import { endSessions } from '../../server/auth/session'
import { callApi, newIp, type Registered, registerAndLogin } from './helpers'
import { auth, fund, moneyApp, userId } from './money-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
}, 180_000)

const risk = { id: null, username: 'test:risk', ip: '127.0.0.1' }
const LOCKED = { code: 203, message: '账号已被停用，请联系客服' }

const lock = async (p: Registered, locked: boolean) =>
  endSessions(app, await userId(app, p), () =>
    setLocked(app.db, risk, p.username, locked, locked ? '疑似盗号' : '本人核实'),
  )

/** The player's authenticated calls: reads, a stake and a money request. */
const calledBy = (p: Registered) =>
  Promise.all([
    callApi(app, calls.balance, {}, auth(p)),
    callApi(app, calls.user, {}, auth(p)),
    callApi(app, gameCalls.bullbullPlay, { venue: 'jdchess', base: 1 }, auth(p, randomUUID())),
    callApi(app, calls.transfer, { amount: 1, sourcetype: 'userbalance', targettype: 'jdchess' }, auth(p)),
  ])

describe('a locked account', () => {
  it('answers 203 with the lock message on every call, the stake moving nothing; sign-out works', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 100)
    const id = await userId(app, p)
    await app.db.query('UPDATE users SET transferstatus = 1 WHERE id = $1', [id])
    await lock(p, true)
    for (const r of await calledBy(p)) expect({ code: r.code, message: r.message }).toEqual(LOCKED)
    const [{ n }] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM game_rounds WHERE user_id = $1',
      [id],
    )
    expect(n).toBe(0)
    const bye = await callApi(app, calls.logoff, {}, auth(p))
    expect(bye.code, bye.message).toBe(200)
    // Unlocked: the old token stays revoked (the lock ended it); a new login plays again.
    await lock(p, false)
    expect((await callApi(app, calls.balance, {}, auth(p))).code).toBe(401)
    const again = await callApi(app, calls.login, { name: p.username, password: p.password }, { ip: newIp() })
    expect(again.code, again.message).toBe(200)
    expect((await callApi(app, calls.balance, {}, auth({ ...p, token: again.data.api_token }))).code).toBe(
      200,
    )
  })

  it('a session still open when the status changes outside the console: 203, then sign-out revokes it', async () => {
    const p = await registerAndLogin(app)
    const id = await userId(app, p)
    await endSessions(app, id, () => app.db.query('UPDATE users SET status = 0 WHERE id = $1', [id]))
    expect(await callApi(app, calls.balance, {}, auth(p))).toMatchObject(LOCKED)
    expect((await callApi(app, calls.logoff, {}, auth(p))).code).toBe(200)
    await endSessions(app, id, () => app.db.query('UPDATE users SET status = 1 WHERE id = $1', [id]))
    expect((await callApi(app, calls.balance, {}, auth(p))).code).toBe(401)
  })

  it('a session of an active account is unaffected', async () => {
    const p = await registerAndLogin(app)
    expect((await callApi(app, calls.balance, {}, auth(p))).code).toBe(200)
  })
})
