// The notification centre's counts, panel and read marks (docs/content.md, "Notification centre").
// A read mark is a high-water mark per player and kind (read_marks, migration 0052): inbox messages by
// id, settled bets by settled_at, credited deposits by reviewed_at. Unread is what lies above the mark.
// Marking read raises a mark to the newest item the player can see and never lowers it, so repeating
// it, or two devices doing it at once, gives the same marks.
import type { NotifyCounts, NotifyItem, NotifyKind } from '../../core/contract'
import type { Lang } from '../../core/i18n'
import { centsToWire } from '../../core/money'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { exclusionInForce } from '../protection/state'
import { pick } from '../services/content'
import { toWireTime } from '../wire'

/** The marks, or the start of time for a player who never marked anything. */
const MARKS = `(SELECT coalesce(max(inbox_id), 0) AS inbox_id,
                       coalesce(max(bets_at), '-infinity') AS bets_at,
                       coalesce(max(deposits_at), '-infinity') AS deposits_at
                  FROM read_marks WHERE user_id = $1)`
/** Messages addressed to the player ($1) and those to everyone or to the player's VIP level. */
const OWN = 'm.user_id = $1'
const BROADCAST =
  'm.user_id IS NULL AND (m.vip_level IS NULL OR m.vip_level = (SELECT vip FROM users WHERE id = $1))'

type CountRow = {
  inbox_own: number
  inbox_all: number
  bets: number
  deposits: number
  ex_kind: 'timeout' | 'self_exclusion' | null
  ex_ends_at: Date | string | null
  ex_reopen: Date | string | null
}

/**
 * One query: the unread counts, and the player's time-out or self-exclusion (the same row player
 * protection reads), since a player on a break reads only the messages addressed to them.
 */
export async function unreadCounts(q: Query, userId: number): Promise<NotifyCounts> {
  return (await countsAndBreak(q, userId)).counts
}

async function countsAndBreak(q: Query, userId: number): Promise<{ counts: NotifyCounts; onBreak: boolean }> {
  const [r] = await q<CountRow>(
    `SELECT
       (SELECT count(*)::int FROM inbox_messages m WHERE ${OWN} AND m.id > k.inbox_id) AS inbox_own,
       (SELECT count(*)::int FROM inbox_messages m WHERE ${BROADCAST} AND m.id > k.inbox_id) AS inbox_all,
       (SELECT count(*)::int FROM game_rounds g
         WHERE g.user_id = $1 AND g.status = 1 AND g.settled_at > k.bets_at) AS bets,
       (SELECT count(*)::int FROM deposits d
         WHERE d.user_id = $1 AND d.state = 2 AND d.reviewed_at > k.deposits_at) AS deposits,
       e.kind AS ex_kind, e.ends_at AS ex_ends_at, e.reopen_requested_at AS ex_reopen
     FROM ${MARKS} k
     LEFT JOIN LATERAL (SELECT kind, ends_at, reopen_requested_at FROM player_exclusions
                         WHERE user_id = $1
                         ORDER BY (kind = 'self_exclusion' AND reopen_requested_at IS NULL) DESC, ends_at DESC
                         LIMIT 1) e ON true`,
    [userId],
  )
  const onBreak =
    r.ex_kind !== null &&
    exclusionInForce(
      {
        kind: r.ex_kind,
        duration: '',
        startsAt: new Date(0),
        endsAt: new Date(r.ex_ends_at as string | Date),
        reopenRequestedAt: r.ex_reopen ? new Date(r.ex_reopen) : null,
      },
      clock.now(),
    )
  return {
    counts: {
      inbox: Number(r.inbox_own) + (onBreak ? 0 : Number(r.inbox_all)),
      bets: Number(r.bets),
      deposits: Number(r.deposits),
    },
    onBreak,
  }
}

type ItemRow = {
  kind: NotifyKind
  id: string | number
  title: string
  title_en: string | null
  cents: string | null
  at: Date | string
  unread: boolean
  broadcast: boolean
}

/** The panel: the newest few of each kind (their own indexes), newest first, with the counts. */
export async function latestItems(q: Query, userId: number, lang: Lang, per: number) {
  const { counts, onBreak } = await countsAndBreak(q, userId)
  const rows = await q<ItemRow>(
    `WITH k AS ${MARKS}
     (SELECT 'inbox' AS kind, m.id, m.title, m.title_en, NULL::text AS cents, m.created_at AS at,
             m.id > k.inbox_id AS unread, m.user_id IS NULL AS broadcast
        FROM inbox_messages m, k WHERE ${OWN} OR (${BROADCAST}) ORDER BY m.id DESC LIMIT $2)
     UNION ALL
     (SELECT 'bets', g.id, coalesce(v.name, g.venue_code), v.name_en, (g.payout_cents - g.stake_cents)::text,
             g.settled_at, g.settled_at > k.bets_at, false
        FROM game_rounds g LEFT JOIN venues v ON v.code = g.venue_code, k
       WHERE g.user_id = $1 AND g.status = 1 ORDER BY g.settled_at DESC LIMIT $2)
     UNION ALL
     (SELECT 'deposits', d.id, d.order_no, NULL, d.amount_cents::text, d.reviewed_at, d.reviewed_at > k.deposits_at, false
        FROM deposits d, k WHERE d.user_id = $1 AND d.state = 2 ORDER BY d.reviewed_at DESC LIMIT $2)`,
    [userId, per],
  )
  const items: NotifyItem[] = rows
    // A player on a break reads only the messages addressed to them (as the inbox and the count).
    .filter((r) => !(onBreak && r.broadcast))
    .map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      title: pick(lang, r.title, r.title_en),
      amount: r.cents === null ? null : centsToWire(BigInt(r.cents)),
      at: toWireTime(r.at),
      unread: Boolean(r.unread),
      time: new Date(r.at).getTime(),
    }))
    .sort((a, b) => b.time - a.time || b.id - a.id)
    .map(({ time: _, ...item }) => item)
  return { counts, items }
}

/** Raise the marks of `kinds` to the newest item the player can see now (one statement, idempotent). */
export async function markRead(q: Query, userId: number, kinds: readonly NotifyKind[]) {
  const has = (k: NotifyKind) => kinds.includes(k)
  await q(
    `INSERT INTO read_marks AS r (user_id, inbox_id, bets_at, deposits_at)
     SELECT $1,
       CASE WHEN $2 THEN (SELECT coalesce(max(m.id), 0) FROM inbox_messages m WHERE ${OWN} OR (${BROADCAST})) ELSE 0 END,
       CASE WHEN $3 THEN (SELECT coalesce(max(settled_at), '-infinity') FROM game_rounds
                           WHERE user_id = $1 AND status = 1) ELSE '-infinity' END,
       CASE WHEN $4 THEN (SELECT coalesce(max(reviewed_at), '-infinity') FROM deposits
                           WHERE user_id = $1 AND state = 2) ELSE '-infinity' END
     ON CONFLICT (user_id) DO UPDATE SET
       inbox_id = GREATEST(r.inbox_id, EXCLUDED.inbox_id),
       bets_at = GREATEST(r.bets_at, EXCLUDED.bets_at),
       deposits_at = GREATEST(r.deposits_at, EXCLUDED.deposits_at),
       updated_at = now()`,
    [userId, has('inbox'), has('bets'), has('deposits')],
  )
  return unreadCounts(q, userId)
}
