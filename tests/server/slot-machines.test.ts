// The slot machines through the API (docs/games.md, "Slots"): a spin plays the machine its game code
// names (the venue's first without one) and pays exactly its record's credits; another venue's machine or
// a retired title is refused; each played round replays from the revealed seed on its machine; migration
// 0054 (and 0057's rename of tbslot-02) turn an older database's twelve titles per venue into the machines.
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { MACHINES } from '../../core/games/engines/slots/index'
import { machinePayout } from '../../core/games/engines/slots/play'
import type { MachineResult } from '../../core/games/engines/slots/types'
import { subtleHmac } from '../../core/games/fair'
import { replayRound } from '../../core/games/replay'
import { centsToWire } from '../../core/money'
import { checkLedger } from '../../server/ledger'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, fund, moneyApp } from './money-kit'

let app: FastifyInstance
let p: Registered

beforeAll(async () => {
  app = await moneyApp()
  p = await registerAndLogin(app)
  await fund(app, p, 5000)
  expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))).code).toBe(200)
})

describe('slot machines', () => {
  it('every machine plays by its game code, pays its credits and replays from the revealed seed', async () => {
    const played: { nonce: number; machine: string; result: MachineResult }[] = []
    for (const m of MACHINES) {
      const env = await callApi(app, gameCalls.slotSpin, { venue: m.venue, game: m.code, stake: 1 }, auth(p))
      expect(env.code, env.message).toBe(200)
      const r = env.data.round
      const result = r.result as MachineResult
      expect(result.machine).toBe(m.code)
      expect(r.game_name).toBe(m.title)
      expect(r.payout).toBe(centsToWire(machinePayout(100n, result)))
      played.push({ nonce: r.nonce ?? -1, machine: m.code, result })
    }
    const rot = await callApi(app, gameCalls.seedRotate, { kind: 'slot' }, auth(p))
    expect(rot.code, rot.message).toBe(200)
    const { server_seed, client_seed } = rot.data.previous
    const hmac = subtleHmac(globalThis.crypto.subtle)
    for (const x of played) {
      const again = await replayRound(hmac, 'slot', x.machine, {
        serverSeed: server_seed,
        clientSeed: client_seed,
        nonce: x.nonce,
      })
      expect(again.kind === 'slot' && again.slot).toEqual({ ...x.result, jackpot: undefined })
    }
    const report = await checkLedger(app.db.query)
    expect(report.ok).toBe(true)
  })

  it('refuses another venue’s machine and a retired title', async () => {
    const cross = await callApi(
      app,
      gameCalls.slotSpin,
      { venue: 'jdslot', game: 'xyslot-01', stake: 1 },
      auth(p),
    )
    expect(cross.code).toBe(1000)
    const retired = await callApi(
      app,
      gameCalls.slotSpin,
      { venue: 'jdslot', game: 'jdslot-07', stake: 1 },
      auth(p),
    )
    expect(retired.code).toBe(1000)
  })

  it('the venue’s game list is its machines, and 0054 converts an older database', async () => {
    const list = await callApi(app, calls.gamelistBycode, { gamecode: 'fhslot' })
    expect(list.code, list.message).toBe(200)
    const names = JSON.stringify(list.data)
    for (const m of MACHINES.filter((x) => x.venue === 'fhslot')) expect(names).toContain(m.title)
    // An older database: twelve titles, the first two under their old names.
    await app.db.query("UPDATE slot_games SET name = '旧名', name_en = 'Old' WHERE game_code = 'tbslot-01'")
    await app.db.query(
      "INSERT INTO slot_games (venue_code, game_code, name, image, sort) VALUES ('tbslot', 'tbslot-09', '旧游戏', '/x.svg', 8)",
    )
    const sql = ['0054_slot_machines.sql', '0057_tbslot02_title.sql']
      .map((f) => readFileSync(`server/db/migrations/${f}`, 'utf8'))
      .join(';')
    for (const statement of sql
      .replace(/^--.*$/gm, '')
      .split(';')
      .filter((x) => x.trim()))
      await app.db.query(statement)
    const rows = await app.db.query<{ game_code: string; name: string; name_en: string; state: number }>(
      "SELECT game_code, name, name_en, state FROM slot_games WHERE venue_code = 'tbslot' ORDER BY game_code",
    )
    expect(rows.map((r) => [r.game_code, r.name, r.name_en, Number(r.state)])).toEqual([
      ['tbslot-01', '天宝聚福', 'Tianbao Fortune', 1],
      ['tbslot-02', '天宝宝箱', 'Tianbao Treasure Chest', 1],
      ['tbslot-09', '旧游戏', '', 0],
    ])
  })
})
