// The sportsbook from the console (server/admin/sportsbook.ts, issue 24): the settings form refused
// field by field and audited (and a margin change re-pricing the open matches), the match list, and
// voiding a match: singles refunded exactly once, parlays losing the leg, the audit row in the same
// transaction, refused for a finished match and for a role without the sportsbook permission.
// Season, match and bet rows are written directly (the stake through the wager kernel), so this suite
// does not depend on the schedule job's timing.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SbMatchRow, SportsSettingsForm, VoidMatchResult } from '../../core/contract/admin'
import { leagueById, MARKET_KINDS, matchSpec, priceMatch } from '../../core/sportsbook'
import { acct } from '../../server/ledger'
import { sportsSettings } from '../../server/sportsbook/settings'
import { stake } from '../../server/wagering/kernel'
import { type Answer, makeOperator, op } from './console-kit'
import { adminToken, makeAdminApp, registerAndLogin } from './helpers'
import { fund, moneyApp, userId } from './money-kit'

let app: FastifyInstance
let ops: FastifyInstance
let owner: string
let initial: SportsSettingsForm
let uid: number
const SEASON = 9000 + (process.pid % 900)
const VENUE = 'jdsport'
const vfl = leagueById('vfl')!
const [home, away, third, fourth] = vfl.teams

type Refusal = Answer<{ field: string } | null>
const S = '/admin/api/sportsbook/settings'
const save = (patch: Record<string, unknown>, token = owner) =>
  op<SportsSettingsForm>(ops, token, 'POST', S, { ...initial, ...patch }) as Promise<
    Answer<SportsSettingsForm> & Refusal
  >
const voidIt = (id: string, reason: unknown, token = owner) =>
  op<VoidMatchResult>(ops, token, 'POST', `/admin/api/sportsbook/matches/${id}/void`, { reason })
const auditCount = async () =>
  Number((await ops.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit'))[0].n)
const auditOf = async (action: string, target: string) =>
  ops.db.query<{ operator: string; detail: string; before: unknown; after: unknown }>(
    'SELECT operator, detail, before, after FROM operator_audit WHERE action = $1 AND target = $2 ORDER BY seq',
    [action, target],
  )
const balance = async () =>
  BigInt(
    (
      await app.db.query<{ b: string }>('SELECT balance::text AS b FROM ledger_accounts WHERE code = $1', [
        acct.central(uid),
      ])
    )[0].b,
  )

let idx = 0
/** A match of the test season in `state`, with its real spec and book. */
async function match(state: 'open' | 'closed' | 'finished', h = home, a = away) {
  const i = idx++
  const id = `vfl-${SEASON}-${i}`
  const spec = matchSpec(vfl, h.rating, a.rating)
  const kickoff = new Date(Date.now() + (state === 'open' ? 600_000 : -30_000))
  await app.db.query(
    `INSERT INTO sb_matches (id, league, season, idx, matchday, home, away, kickoff_at, close_at, ends_at, spec, book, state, score)
     VALUES ($1, 'vfl', $2, $3, 1, $4, $5, $6, $6::timestamptz - interval '10 seconds', $6::timestamptz + interval '90 seconds', $7, $8, $9, $10)`,
    [
      id,
      SEASON,
      i,
      h.id,
      a.id,
      kickoff,
      JSON.stringify(spec),
      JSON.stringify(priceMatch(spec)),
      state,
      state === 'finished' ? '2-1' : null,
    ],
  )
  return id
}

type Leg = { match: string; market: string; selection: string; odds: number }
/** A bet as the bet call would write it: the stake through the kernel, the round, its legs. */
async function bet(amount: bigint, legs: Leg[]) {
  const ref = `sbt-${SEASON}-${idx}-${Math.random().toString(36).slice(2, 10)}`
  return app.db.tx(async (q) => {
    const s = await stake(q, { userId: uid, venue: VENUE, wallet: acct.central(uid), amount, ref })
    const [r] = await q<{ id: string }>(
      `INSERT INTO game_rounds (round_id, user_id, venue_code, game_code, game_name, stake_cents, status, kind,
                                wallet_account, balance_before, balance_after)
       VALUES ($1, $2, $3, 'vfl', '虚拟足球', $4, 2, 'sportsbook', $5, $6, $7) RETURNING id::text`,
      [ref, uid, VENUE, amount, acct.central(uid), s.before, s.after],
    )
    for (const [n, l] of legs.entries())
      await q(
        'INSERT INTO sb_legs (round_id, leg, match_id, market, selection, odds) VALUES ($1, $2, $3, $4, $5, $6)',
        [r.id, n, l.match, l.market, l.selection, l.odds],
      )
    return r.id
  })
}
const round = async (id: string) =>
  (
    await app.db.query<{ status: number; payout_cents: string; valid_cents: string }>(
      'SELECT status, payout_cents::text, valid_cents::text FROM game_rounds WHERE id = $1',
      [id],
    )
  )[0]

beforeAll(async () => {
  app = await moneyApp()
  ops = await makeAdminApp()
  owner = await adminToken(ops)
  const p = await registerAndLogin(app)
  uid = await userId(app, p)
  await fund(app, p, 1000)
  await app.db.query(
    `INSERT INTO sb_seasons (league, season, starts_at, cadence_s, play_s, close_s, matchdays, seeds, commitment, ratings, current_ratings)
     VALUES ('vfl', $1, now(), 180, 90, 10, 30, '[]', 'test', '{}', '{}')`,
    [SEASON],
  )
  initial = (await op<SportsSettingsForm>(ops, owner, 'GET', S)).data
}, 180_000)

describe('sportsbook settings', () => {
  it('reads the defaults: schedule, limits in yuan, the 17 margins in percent', () => {
    expect(initial).toMatchObject({ cadence_s: 180, play_s: 90, close_s: 10, open_matchdays: 3 })
    expect(initial.min_stake).toBe('10.00')
    expect(initial.max_stake).toBe('50000.00')
    expect(Object.keys(initial.margins).sort()).toEqual([...MARKET_KINDS].sort())
    expect(initial.margins['fb.1x2']).toBe('6.00')
  })

  it('refuses junk field by field, naming the field in Chinese, and writes nothing', async () => {
    const before = await auditCount()
    const cases: [Record<string, unknown>, string][] = [
      [{ cadence_s: 59 }, 'cadence_s'],
      [{ cadence_s: '180' }, 'cadence_s'],
      [{ cadence_s: 100, play_s: 90 }, 'cadence_s'],
      [{ play_s: 29 }, 'play_s'],
      [{ play_s: 1.5 }, 'play_s'],
      [{ close_s: -1 }, 'close_s'],
      [{ close_s: 301 }, 'close_s'],
      [{ open_matchdays: 0 }, 'open_matchdays'],
      [{ open_matchdays: null }, 'open_matchdays'],
      [{ min_stake: 'abc' }, 'min_stake'],
      [{ min_stake: '0.00' }, 'min_stake'],
      [{ min_stake: '1.001' }, 'min_stake'],
      [{ max_stake: '50000.01' }, 'max_stake'],
      [{ max_stake: 100 }, 'max_stake'],
      [{ min_stake: '200.00', max_stake: '100.00' }, 'min_stake'],
      [{ max_payout: '1e9' }, 'max_payout'],
      [{ max_payout: '100.00' }, 'max_payout'],
      [{ margins: { ...initial.margins, 'fb.ah': '25.01' } }, 'margins.fb.ah'],
      [{ margins: { ...initial.margins, 'es.kills': '-1' } }, 'margins.es.kills'],
      [{ margins: { ...initial.margins, 'bk.ou': '5.555' } }, 'margins.bk.ou'],
      [{ margins: { ...initial.margins, 'fb.cs': 8 } }, 'margins.fb.cs'],
      [{ margins: { 'fb.1x2': '6.00' } }, 'margins.fb.ah'],
    ]
    for (const [patch, field] of cases) {
      const a = await save(patch)
      expect(a.code, JSON.stringify(patch)).toBe(1000)
      expect(a.data?.field, JSON.stringify(patch)).toBe(field)
      expect(a.message).toMatch(/[\u4e00-\u9fff]/)
      expect(a.message).not.toMatch(/a\.sb\./)
    }
    expect((await save({ margins: { ...initial.margins, 'fb.ah': '30' } })).message).toContain('让球')
    expect(await auditCount()).toBe(before)
    expect((await op<SportsSettingsForm>(ops, owner, 'GET', S)).data).toEqual(initial)
  })

  it('saves a valid form in one transaction with its audit row, and re-prices the open matches', async () => {
    const open = await match('open')
    const [{ book: bookBefore }] = await app.db.query<{ book: unknown }>(
      'SELECT book FROM sb_matches WHERE id = $1',
      [open],
    )
    const a = await save({
      min_stake: '20.5',
      max_payout: '2000000.00',
      close_s: 15,
      margins: { ...initial.margins, 'fb.1x2': '7.25' },
    })
    expect(a.code, a.message).toBe(200)
    expect(a.data).toMatchObject({ min_stake: '20.50', max_payout: '2000000.00', close_s: 15 })
    expect(a.data.margins['fb.1x2']).toBe('7.25')
    const s = await sportsSettings(app.db.query)
    expect(s).toMatchObject({ minStake: 2050n, maxPayout: 200_000_000n, closeS: 15 })
    expect(s.margins['fb.1x2']).toBe(725)
    expect(s.margins['fb.ah']).toBe(500)
    const [row] = await auditOf('sportsbook.settings', 'sportsbook')
    expect(row.operator).toBe('admin')
    expect(row.before).toEqual({
      min_stake: '10.00',
      max_payout: '1000000.00',
      close_s: '10',
      'margins.fb.1x2': '6.00',
    })
    expect(row.after).toMatchObject({ min_stake: '20.50', 'margins.fb.1x2': '7.25' })
    expect((row.after as { repriced_matches: number }).repriced_matches).toBeGreaterThanOrEqual(1)
    const [{ book }] = await app.db.query<{ book: { id: string; selections: { odds: number }[] }[] }>(
      'SELECT book FROM sb_matches WHERE id = $1',
      [open],
    )
    expect(book).not.toEqual(bookBefore)
    // Higher margin, lower prices: the 1X2 book's overround is now about 7.25 %.
    const x12 = book.find((m) => m.id === 'fb.1x2')!
    const over = x12.selections.reduce((t, s) => t + 1000 / s.odds, 0)
    expect(over).toBeGreaterThan(1.06)
    expect(over).toBeLessThan(1.08)
    expect((await save({})).code).toBe(200)
  })

  it('needs the sportsbook permission: support is refused, risk may', async () => {
    const support = await makeOperator(ops, 'support')
    const risk = await makeOperator(ops, 'risk')
    expect((await op(ops, support.token, 'GET', S)).code).toBe(403)
    expect((await save({ play_s: 60 }, support.token)).code).toBe(403)
    expect((await op(ops, support.token, 'GET', '/admin/api/sportsbook/matches')).code).toBe(403)
    expect((await op(ops, risk.token, 'GET', S)).code).toBe(200)
  })
})

describe('voiding a match', () => {
  it('refunds the singles exactly once, voids the parlay leg, and audits it in the same transaction', async () => {
    const a = await match('closed')
    const b = await match('open', third, fourth)
    const start = await balance()
    const single = await bet(10_000n, [{ match: a, market: 'fb.1x2', selection: 'home', odds: 2100 }])
    const parlay = await bet(5_000n, [
      { match: a, market: 'fb.btts', selection: 'yes', odds: 1800 },
      { match: b, market: 'fb.1x2', selection: 'away', odds: 3000 },
    ])
    expect(await balance()).toBe(start - 15_000n)

    const list = await op<{ rows: SbMatchRow[]; total: number }>(
      ops,
      owner,
      'GET',
      '/admin/api/sportsbook/matches?league=vfl&state=closed',
    )
    const row = list.data.rows.find((r) => r.id === a)!
    expect(row).toMatchObject({
      state: 'closed',
      bets: 2,
      stake: '150.00',
      home_zh: home.zh,
      away_zh: away.zh,
    })
    expect(list.data.rows.every((r) => r.state === 'closed' && r.league === 'vfl')).toBe(true)

    const noReason = (await voidIt(a, '  ')) as unknown as Refusal
    expect(noReason.code).toBe(1000)
    expect(noReason.data?.field).toBe('reason')

    const done = await voidIt(a, '比分源异常，赛事作废')
    expect(done.code, done.message).toBe(200)
    expect(done.data).toEqual({ id: a, state: 'void', bets: 2, settled: 1 })
    expect(await balance()).toBe(start - 5_000n)
    expect(await round(single)).toEqual({ status: 0, payout_cents: '10000', valid_cents: '0' })
    expect((await round(parlay)).status).toBe(2)
    const legs = await app.db.query<{ outcome: string | null }>(
      'SELECT outcome FROM sb_legs WHERE round_id = $1 ORDER BY leg',
      [parlay],
    )
    expect(legs.map((l) => l.outcome)).toEqual(['void', null])
    const [audit] = await auditOf('sportsbook.void', a)
    expect(audit).toMatchObject({ operator: 'admin', detail: '比分源异常，赛事作废' })
    expect(audit.after).toMatchObject({ state: 'void', bets: 2, stake: '150.00', settled: 1 })

    // Again, and twice at once: refused, nothing refunded twice, no second audit row.
    const again = await Promise.all([voidIt(a, '重复'), voidIt(a, '重复')])
    for (const x of again) expect(x.code).toBe(409)
    expect(await balance()).toBe(start - 5_000n)
    expect(await auditOf('sportsbook.void', a)).toHaveLength(1)
    const [{ n }] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'rollback' AND ref = (SELECT round_id FROM game_rounds WHERE id = $1)",
      [single],
    )
    expect(Number(n)).toBe(1)
  })

  it('two operators voiding at once refund once', async () => {
    const m = await match('open')
    const start = await balance()
    await bet(2_000n, [{ match: m, market: 'fb.1x2', selection: 'draw', odds: 3300 }])
    const both = await Promise.all([voidIt(m, '并发一'), voidIt(m, '并发二')])
    expect(both.map((x) => x.code).sort()).toEqual([200, 409])
    expect(await balance()).toBe(start)
    expect(await auditOf('sportsbook.void', m)).toHaveLength(1)
  })

  it('is refused for a finished match, an unknown match, and a role without the permission', async () => {
    const f = await match('finished')
    const support = await makeOperator(ops, 'support')
    const risk = await makeOperator(ops, 'risk')
    const before = await auditCount()
    const r = await voidIt(f, '晚了')
    expect(r.code).toBe(409)
    expect(r.message).toBe('比赛已结束并已结算，不能作废')
    expect((await voidIt(`vfl-${SEASON}-999`, '无此赛')).code).toBe(202)
    const open = await match('open')
    expect((await voidIt(open, '越权', support.token)).code).toBe(403)
    const [{ state }] = await app.db.query<{ state: string }>('SELECT state FROM sb_matches WHERE id = $1', [
      open,
    ])
    expect(state).toBe('open')
    expect(await auditCount()).toBe(before)
    expect((await voidIt(open, '风控作废', risk.token)).code).toBe(200)
  })
})
