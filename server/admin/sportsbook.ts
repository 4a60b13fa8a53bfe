// The sportsbook from the console (issue 24, docs/sportsbook.md): the 'sportsbook' settings row as a
// form, the match list, and voiding a match. A save is checked field by field (a refusal names the
// field in `data.field`, as every settings form does) and written in one transaction with its audit
// row (before and after). A margin change re-prices the matches still open in that transaction, so
// what players are offered is at once what the operator set (bets keep the odds they took). A void
// runs settle.ts's voidMatch and appends its audit row (who, when, match, reason, bets affected) in
// the same transaction: the refunds and their record commit together or not at all.
import {
  bpToPercent,
  percentToBp,
  type SbMatchRow,
  type SportsSettingsForm,
  sbMatchQuery,
  sportsbookAdminCalls,
  type VoidMatchResult,
} from '../../core/contract/admin'
import { centsToWire, parseMoney } from '../../core/money'
import {
  LEAGUES,
  leagueById,
  MARKET_KINDS,
  type MarginSettings,
  type MatchSpec,
  marketName,
  priceMatch,
} from '../../core/sportsbook'
import { beijingWireTime } from '../../core/time'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { sportsSettings } from '../sportsbook/settings'
import { voidMatch } from '../sportsbook/settle'
import { type Actor, appendAudit } from './audit'
import type { AdminRoute } from './route'

const refuse = (field: string, key: string, params?: Record<string, string | number>): never => {
  throw new BizError(1000, key, params, { field })
}

// ---------------------------------------------------------------- settings

/** The settings row as the console's form reads it (money in yuan, margins in percent). */
export async function readSportsForm(q: Query): Promise<SportsSettingsForm> {
  const s = await sportsSettings(q)
  return {
    cadence_s: s.cadenceS,
    play_s: s.playS,
    close_s: s.closeS,
    open_matchdays: s.openMatchdays,
    min_stake: centsToWire(s.minStake),
    max_stake: centsToWire(s.maxStake),
    max_payout: centsToWire(s.maxPayout),
    margins: Object.fromEntries(MARKET_KINDS.map((k) => [k, bpToPercent(s.margins[k])])),
  }
}

const whole = (v: unknown, field: string, min: number, max: number, key: string) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? (v as number) : refuse(field, key)

/** 0.01-50,000.00 like the bet call's stake (core/contract/sportsbook.ts): a limit above it could never bind. */
const STAKE_MAX = 5_000_000n
/** The stored row keeps cents as at most 12 digits (server/sportsbook/settings.ts). */
const PAYOUT_MAX = 999_999_999_999n

const cents = (v: unknown, field: string, max: bigint, key: string) => {
  const r = typeof v === 'string' ? parseMoney(v.trim(), { min: 1n, max }) : null
  return r?.ok ? (r.cents as bigint) : refuse(field, key)
}

export type StoredSports = {
  cadenceS: number
  playS: number
  closeS: number
  openMatchdays: number
  minStake: string
  maxStake: string
  maxPayout: string
  margins: MarginSettings
}

/**
 * The form as it will be stored, or a refusal naming the first bad field. The ranges are those of
 * parseSportsSettings, so a saved value is never silently replaced by its default when it is read.
 */
export function checkSports(body: unknown): StoredSports {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const cadenceS = whole(b.cadence_s, 'cadence_s', 60, 3600, 'a.sb.cadence')
  const playS = whole(b.play_s, 'play_s', 30, 600, 'a.sb.play')
  if (cadenceS < playS + 20) refuse('cadence_s', 'a.sb.cadence')
  const closeS = whole(b.close_s, 'close_s', 0, 300, 'a.sb.close')
  if (closeS >= cadenceS) refuse('close_s', 'a.sb.close')
  const openMatchdays = whole(b.open_matchdays, 'open_matchdays', 1, 10, 'a.sb.openMatchdays')
  const minStake = cents(b.min_stake, 'min_stake', STAKE_MAX, 'a.sb.stake')
  const maxStake = cents(b.max_stake, 'max_stake', STAKE_MAX, 'a.sb.stake')
  if (minStake > maxStake) refuse('min_stake', 'a.sb.minMax')
  const maxPayout = cents(b.max_payout, 'max_payout', PAYOUT_MAX, 'a.sb.payout')
  if (maxPayout < maxStake) refuse('max_payout', 'a.sb.payout')
  const m = (b.margins && typeof b.margins === 'object' ? b.margins : {}) as Record<string, unknown>
  const margins = {} as MarginSettings
  for (const kind of MARKET_KINDS) {
    const v = m[kind]
    const bp = typeof v === 'string' ? percentToBp(v) : null
    if (bp === null || bp > 2500)
      refuse(`margins.${kind}`, 'a.sb.margin', { market: `${marketName({ kind }, 'zh')} ${kind}` })
    margins[kind] = bp as number
  }
  return {
    cadenceS,
    playS,
    closeS,
    openMatchdays,
    minStake: minStake.toString(),
    maxStake: maxStake.toString(),
    maxPayout: maxPayout.toString(),
    margins,
  }
}

/** The form's fields as flat pairs (a margin as `margins.<kind>`), for the audit row's changes. */
const flat = (f: SportsSettingsForm): Record<string, string> => {
  const { margins, ...rest } = f
  return {
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
    ...Object.fromEntries(Object.entries(margins).map(([k, v]) => [`margins.${k}`, v])),
  }
}

/** Re-price every match still open on the new margins; a match being closed just now is left to close. */
async function reprice(q: Query, margins: MarginSettings): Promise<number> {
  const open = await q<{ id: string; spec: unknown }>(
    "SELECT id, spec FROM sb_matches WHERE state = 'open' ORDER BY id FOR UPDATE SKIP LOCKED",
  )
  if (!open.length) return 0
  const books = open.map((m) => {
    const spec = (typeof m.spec === 'string' ? JSON.parse(m.spec) : m.spec) as MatchSpec
    return JSON.stringify(priceMatch(spec, margins))
  })
  await q(
    `UPDATE sb_matches m SET book = v.book::jsonb
       FROM (SELECT unnest($1::text[]) AS id, unnest($2::text[]) AS book) v
      WHERE m.id = v.id AND m.state = 'open'`,
    [open.map((m) => m.id), books],
  )
  return open.length
}

export async function saveSportsSettings(db: Db, who: Actor, body: unknown): Promise<SportsSettingsForm> {
  const next = checkSports(body)
  return db.tx(async (q) => {
    // One save at a time, so each audit row's `before` is what that save replaced.
    await q('SELECT pg_advisory_xact_lock(hashtext($1))', ['settings.sportsbook'])
    const before = await readSportsForm(q)
    await q(
      `INSERT INTO settings (key, value) VALUES ('sportsbook', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [JSON.stringify(next)],
    )
    const after = await readSportsForm(q)
    const [b, a] = [flat(before), flat(after)]
    const changed = Object.keys(a).filter((k) => a[k] !== b[k])
    const repriced = changed.some((k) => k.startsWith('margins.')) ? await reprice(q, next.margins) : 0
    await appendAudit(q, who, {
      action: 'sportsbook.settings',
      target: 'sportsbook',
      detail: changed.join(','),
      before: Object.fromEntries(changed.map((k) => [k, b[k]])),
      after: { ...Object.fromEntries(changed.map((k) => [k, a[k]])), repriced_matches: repriced },
    })
    return after
  })
}

// ---------------------------------------------------------------- matches

type MatchRow = {
  id: string
  league: string
  season: number
  matchday: number
  home: string
  away: string
  kickoff_at: Date | string
  state: SbMatchRow['state']
  score: string | null
  bets: number | string
  stake: string
}

const teamName = (league: string, id: string) => {
  const t = leagueById(league)?.teams.find((x) => x.id === id)
  return { zh: t?.zh ?? id, en: t?.en ?? id }
}

export async function listSportsMatches(q: Query, query: unknown) {
  const r = sbMatchQuery.safeParse(query ?? {})
  if (!r.success)
    throw new BizError(1000, 'a.badRequest', { field: r.error.issues[0]?.path.join('.') || 'query' })
  const f = r.data
  const league = f.league && LEAGUES.some((l) => l.id === f.league) ? f.league : null
  const state = f.state ?? null
  const where = '($1::text IS NULL OR m.league = $1) AND ($2::text IS NULL OR m.state = $2)'
  const [{ total }] = await q<{ total: number | string }>(
    `SELECT count(*) AS total FROM sb_matches m WHERE ${where}`,
    [league, state],
  )
  // Upcoming matches read soonest first; everything else newest first.
  const order = state === 'open' ? 'm.kickoff_at ASC, m.id' : 'm.kickoff_at DESC, m.id'
  const rows = await q<MatchRow>(
    `SELECT m.id, m.league, m.season, m.matchday, m.home, m.away, m.kickoff_at, m.state, m.score,
            coalesce(b.bets, 0) AS bets, coalesce(b.stake, 0)::text AS stake
       FROM sb_matches m
       LEFT JOIN LATERAL (
         SELECT count(*) AS bets, sum(g.stake_cents) AS stake FROM game_rounds g
          WHERE g.id IN (SELECT l.round_id FROM sb_legs l WHERE l.match_id = m.id)) b ON true
      WHERE ${where}
      ORDER BY ${order}
      LIMIT $3 OFFSET $4`,
    [league, state, f.per_page, (f.page - 1) * f.per_page],
  )
  return {
    rows: rows.map((m): SbMatchRow => {
      const home = teamName(m.league, m.home)
      const away = teamName(m.league, m.away)
      return {
        id: m.id,
        league: m.league,
        season: Number(m.season),
        matchday: Number(m.matchday),
        home: m.home,
        away: m.away,
        home_zh: home.zh,
        home_en: home.en,
        away_zh: away.zh,
        away_en: away.en,
        kickoff_at: beijingWireTime(m.kickoff_at),
        state: m.state,
        score: m.score,
        bets: Number(m.bets),
        stake: centsToWire(BigInt(m.stake)),
      }
    }),
    total: Number(total),
    page: f.page,
    per_page: f.per_page,
  }
}

const MATCH_ID = /^[a-z0-9]{2,16}-\d{1,6}-\d{1,4}$/

/**
 * Void an open or closed match with the operator's reason. Refused for a finished match (its bets are
 * paid) and for one already void (409: nothing is refunded twice; voidMatch also checks under the
 * same row lock, so two operators voiding at once refund once).
 */
export async function voidSportsMatch(
  db: Db,
  who: Actor,
  id: unknown,
  body: unknown,
): Promise<VoidMatchResult> {
  if (typeof id !== 'string' || !MATCH_ID.test(id)) throw new BizError(202, 'a.sb.noSuchMatch')
  const raw = (body as { reason?: unknown } | null)?.reason
  const reason = typeof raw === 'string' ? raw.trim() : ''
  if (reason === '' || [...reason].length > 200) refuse('reason', 'a.sb.reason')
  return db.tx(async (q) => {
    const [m] = await q<{ state: string; score: string | null; kickoff_at: Date | string }>(
      'SELECT state, score, kickoff_at FROM sb_matches WHERE id = $1 FOR UPDATE',
      [id],
    )
    if (!m) throw new BizError(202, 'a.sb.noSuchMatch')
    if (m.state === 'finished') throw new BizError(409, 'a.sb.finished')
    if (m.state === 'void') throw new BizError(409, 'a.sb.alreadyVoid')
    const [open] = await q<{ n: number | string; stake: string }>(
      `SELECT count(*) AS n, coalesce(sum(stake_cents), 0)::text AS stake FROM game_rounds
        WHERE id IN (SELECT round_id FROM sb_legs WHERE match_id = $1) AND status = 2 AND kind = 'sportsbook'`,
      [id],
    )
    const settled = await voidMatch(q, id)
    const bets = Number(open.n)
    await appendAudit(q, who, {
      action: 'sportsbook.void',
      target: id,
      detail: reason,
      before: { state: m.state, kickoff_at: beijingWireTime(m.kickoff_at) },
      after: { state: 'void', reason, bets, stake: centsToWire(BigInt(open.stake)), settled },
    })
    return { id, state: 'void' as const, bets, settled }
  })
}

// ---------------------------------------------------------------- routes

/** The sportsbook routes, registered from their contract calls (route.ts). */
export function sportsbookRoutes(db: Db, route: AdminRoute) {
  const c = sportsbookAdminCalls
  route(c.sportsSettings, async () => readSportsForm(db.query))
  route(c.saveSportsSettings, async ({ req, who }) => saveSportsSettings(db, who, req.body))
  route(c.sportsMatches, async ({ req }) => listSportsMatches(db.query, req.query))
  route(c.voidSportsMatch, async ({ req, who }) =>
    voidSportsMatch(db, who, (req.params as { id?: unknown }).id, req.body),
  )
}
