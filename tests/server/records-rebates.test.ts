// Records and rebates through HTTP (server/routes/records.ts).
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { callApi, registerAndLogin } from './helpers'
import { auth, balance, fund, moneyApp, userId } from './money-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
})

describe('records and rebates', () => {
  it('pages 10 per page, newest first, only the caller’s rows', async () => {
    const p = await registerAndLogin(app)
    const other = await registerAndLogin(app)
    await fund(app, p, 2000)
    await fund(app, other, 100)
    for (let i = 1; i <= 12; i++) {
      await callApi(
        app,
        calls.transfer,
        { amount: i, sourcetype: 'userbalance', targettype: 'jdslot' },
        auth(p),
      )
    }
    const p1 = await callApi(app, calls.gettransrecord, { type: 3, page: 1 }, auth(p))
    expect(p1.data).toMatchObject({ total: 12, per_page: 10, current_page: 1, last_page: 2, from: 1, to: 10 })
    expect(p1.data.data[0].amount).toBe('12.00')
    const p2 = await callApi(app, calls.gettransrecord, { type: 3, page: 2 }, auth(p))
    expect(p2.data.data.map((r) => r.amount)).toEqual(['2.00', '1.00'])
    expect((await callApi(app, calls.gettransrecord, { type: 3 }, auth(other))).data.total).toBe(0)
    expect((await callApi(app, calls.gettransrecord, { type: 1 }, auth(other))).data.total).toBe(1)
  })

  it('bet records read the rounds of the caller, with the platform filter', async () => {
    const p = await registerAndLogin(app)
    const uid = await userId(app, p)
    await app.db.query(
      `INSERT INTO game_rounds (round_id, user_id, venue_code, game_name, stake_cents, valid_cents, payout_cents, status)
       VALUES ($1, $2, 'jdlive', '百家乐', 10000, 10000, 19500, 1), ($3, $2, 'jdslot', '锦鲤', 500, 500, 0, 1)`,
      [`r1-${uid}`, uid, `r2-${uid}`],
    )
    const all = await callApi(app, calls.betrecord, { date: 1 }, auth(p))
    expect(all.data.total).toBe(2)
    const live = await callApi(app, calls.betrecord, { api_type: 'jdlive' }, auth(p))
    expect(live.data.data).toHaveLength(1)
    expect(live.data.data[0]).toMatchObject({
      Code: '金鼎真人',
      bet_amount: '100.00',
      win_loss: '95.00',
      status: 1,
    })
  })

  it('dofanshui claims unclaimed rebates atomically: parallel claims pay once', async () => {
    const p = await registerAndLogin(app)
    const uid = await userId(app, p)
    await app.db.query(
      `INSERT INTO rebates (user_id, venue_code, amount_cents) VALUES ($1, 'jdlive', 1234), ($1, 'jdsport', 566)`,
      [uid],
    )
    const before = await callApi(app, calls.getfanshui, {}, auth(p))
    expect(before.data).toMatchObject({ jisuan: '0.00', nojisuan: '18.00' })
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) => callApi(app, calls.dofanshui, {}, auth(p, `fanshui-${uid}-${i}`))),
    )
    expect(claims.filter((c) => c.code === 200)).toHaveLength(1)
    expect(claims.filter((c) => c.code === 202)).toHaveLength(5)
    expect(await balance(app, p)).toBe('18.00')
    const after = await callApi(app, calls.getfanshui, { type: 2 }, auth(p))
    expect(after.data).toMatchObject({ jisuan: '18.00', nojisuan: '0.00' })
    expect(after.data.list.total).toBe(2)
  })
})
