// VIP progression: promotion by one level when the cumulative deposit (paysum) and
// turnover (totalgame) reach the next level's requirement, at most once per Beijing day and never
// skipping a level (the vip_changes primary key (user, day) enforces the day rule in the database);
// demotion by one level when, 90 days after the last change (or registration), the turnover of the
// last 90 days is below the level's retention requirement. A change restarts the 90-day window.
// A promotion makes the level's upgrade bonus claimable once per level; the player's 申请 pays it
// through the promotions engine (1x turnover unless the operator's vip-upgrade rule says otherwise;
// docs/promotions.md).

import { beijingDate } from '../../core/time'
import type { Db, Query } from '../db/client'
import { entitleVipUpgrade } from '../promotions/claims'

export const RETENTION_DAYS = 90
const DAY_MS = 24 * 3600_000

type Level = {
  level: number
  recharge_cents: string
  flow_cents: string
  retention_flow_cents: string
  upgrade_bonus_cents: string
}

/** Review every player at `now`. Returns the number of promotions and demotions applied. */
export async function runVipReview(db: Db, now: Date) {
  const day = beijingDate(now)
  const levels = await db.query<Level>(
    'SELECT level, recharge_cents, flow_cents, retention_flow_cents, upgrade_bonus_cents FROM vip_levels ORDER BY level',
  )
  const byLevel = new Map(levels.map((l) => [Number(l.level), l]))
  let promoted = 0
  let demoted = 0
  const candidates = await db.query<{
    id: string
    vip: number
    paysum: string
    totalgame: string
    since: Date
  }>(
    `SELECT u.id, u.vip, u.paysum_cents::text AS paysum, u.totalgame_cents::text AS totalgame, coalesce(u.vip_changed_at, u.created_at) AS since
     FROM users u WHERE NOT EXISTS (SELECT 1 FROM vip_changes c WHERE c.user_id = u.id AND c.day = $1)`,
    [day],
  )
  for (const u of candidates) {
    const next = byLevel.get(Number(u.vip) + 1)
    if (
      next &&
      BigInt(u.paysum) >= BigInt(next.recharge_cents) &&
      BigInt(u.totalgame) >= BigInt(next.flow_cents)
    ) {
      if (await db.tx((q) => change(q, Number(u.id), Number(u.vip), Number(u.vip) + 1, day, now, next)))
        promoted++
      continue
    }
    const current = byLevel.get(Number(u.vip))
    if (!current || Number(u.vip) <= 1) continue
    const since = new Date(u.since)
    if (now.getTime() - since.getTime() < RETENTION_DAYS * DAY_MS) continue
    const [{ turnover }] = await db.query<{ turnover: string }>(
      `SELECT coalesce(sum(valid_cents), 0)::text AS turnover FROM game_rounds WHERE user_id = $1 AND status = 1 AND settled_at > $2 AND settled_at <= $3`,
      [u.id, new Date(now.getTime() - RETENTION_DAYS * DAY_MS), now],
    )
    if (BigInt(turnover) < BigInt(current.retention_flow_cents)) {
      if (await db.tx((q) => change(q, Number(u.id), Number(u.vip), Number(u.vip) - 1, day, now))) demoted++
    }
  }
  return { promoted, demoted }
}

async function change(
  q: Query,
  userId: number,
  from: number,
  to: number,
  day: string,
  now: Date,
  level?: Level,
) {
  const logged = await q(
    `INSERT INTO vip_changes (user_id, day, from_level, to_level, reason) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING user_id`,
    [userId, day, from, to, to > from ? 'promotion' : 'demotion'],
  )
  if (!logged.length) return false
  // The WHERE on the old level makes a concurrent review of the same player a no-op.
  const moved = await q(
    'UPDATE users SET vip = $3, vip_changed_at = $4 WHERE id = $1 AND vip = $2 RETURNING id',
    [userId, from, to, now],
  )
  if (!moved.length) throw new Error(`VIP of user ${userId} changed concurrently`)
  // The level's upgrade bonus, once per level, claimable by the player (docs/promotions.md, "Opt-in").
  if (to > from) await entitleVipUpgrade(q, userId, to, BigInt(level?.upgrade_bonus_cents ?? 0), now)
  return true
}
