// A partner's transfer-mode play ends when its player is excluded (docs/protection.md). A time-out or
// a self-exclusion writes one partner_sweeps row per partner the player has used in transfer mode
// (protection/service.ts, in the break's transaction) and announces `partner_sweep` when it commits.
// Here each row is worked off: the partner is asked to end the player's sessions (`kick`), then every
// venue wallet the player has there comes back to the central wallet (recoverFromPartner). At once,
// when the announcement is heard (listenForSweeps, started with the jobs), and again on every pass of
// the partner reconciler until the row is done: a partner that does not answer only delays it.
import type { Db, Listener } from '../db/client'
import { BizError } from '../errors'
import { callPartner, partnerPlayer, partnerState } from '../games/partner'
import { recoverFromPartner } from '../games/transfers'

type Sweep = {
  id: string | number
  user_id: string | number
  provider: string
  attempt: number
  kicked_at: Date | string | null
}

/** Rows being worked in this process: the announcement and the reconciler never work one at once. */
const working = new Set<string>()

/** Work off the open sweeps (of one player, one partner, or all). Returns how many ended done or stay open. */
export async function sweepPartners(db: Db, only: { userId?: number; provider?: string } = {}, limit = 100) {
  const rows = await db.query<Sweep>(
    `SELECT id, user_id, provider, attempt, kicked_at FROM partner_sweeps
      WHERE done_at IS NULL AND ($1::bigint IS NULL OR user_id = $1) AND ($2::text IS NULL OR provider = $2)
      ORDER BY id LIMIT ${limit}`,
    [only.userId ?? null, only.provider ?? null],
  )
  const counts = { done: 0, open: 0 }
  for (const row of rows) {
    const key = String(row.id)
    if (working.has(key)) {
      counts.open++
      continue
    }
    working.add(key)
    try {
      counts[(await sweep(db, row)) ? 'done' : 'open']++
    } finally {
      working.delete(key)
    }
  }
  return counts
}

const reason = (e: unknown) => (e instanceof BizError ? e.key : e instanceof Error ? e.message : String(e))

/** One pass over one row: true when the partner ended the sessions and holds nothing of the player. */
async function sweep(db: Db, row: Sweep): Promise<boolean> {
  const userId = Number(row.user_id)
  const { provider } = row
  const errors: string[] = []
  let kicked = row.kicked_at !== null
  if (!kicked) {
    const { merchant } = await partnerState(db.query, provider)
    const r = await callPartner(provider, 'kick', { merchant, player: partnerPlayer(userId) })
    if (r.outcome === 'ok') {
      kicked = true
      await db.query('UPDATE partner_sweeps SET kicked_at = now() WHERE id = $1 AND kicked_at IS NULL', [
        row.id,
      ])
    } else errors.push(`kick: ${r.outcome === 'refused' ? `${r.code} ${r.message}` : r.error}`)
  }
  // After the kick no round can change the wallets, so the balance each recover reads is the last.
  const requestKey = `sweep:${row.id}:${row.attempt}`
  const venues = await db.query<{ venue_code: string }>(
    'SELECT DISTINCT venue_code FROM venue_transfers WHERE user_id = $1 AND provider = $2 ORDER BY venue_code',
    [userId, provider],
  )
  for (const { venue_code: venue } of venues)
    await recoverFromPartner(db, { userId, venue, provider, requestKey }).catch((e: unknown) => {
      errors.push(`${venue}: ${reason(e)}`)
    })
  // A transfer in still waiting for its answer may yet land at the partner: not done until it is final.
  const [left] = await db.query<{ refused: boolean | null; ours: boolean | null; pending: boolean | null }>(
    `SELECT bool_or(state = 'refused' AND request_key = $3) AS refused,
            bool_or(state = 'pending' AND request_key = $3) AS ours,
            bool_or(state = 'pending') AS pending
       FROM venue_transfers WHERE user_id = $1 AND provider = $2`,
    [userId, provider, requestKey],
  )
  if (left?.refused) errors.push('a recover transfer was refused')
  if (left?.pending) errors.push('transfers still pending')
  if (kicked && !errors.length) {
    await db.query(
      `UPDATE partner_sweeps SET done_at = now(), tries = tries + 1, last_error = '', updated_at = now()
        WHERE id = $1 AND done_at IS NULL`,
      [row.id],
    )
    return true
  }
  // Our own recover still pending is asked again under the same key (the same transfer ids); anything
  // else starts the next pass on a new key, so it reads the partner's balance afresh.
  await db.query(
    `UPDATE partner_sweeps SET tries = tries + 1, last_error = $2, updated_at = now(),
       attempt = CASE WHEN $3 OR attempt <> $4 THEN attempt ELSE attempt + 1 END
      WHERE id = $1 AND done_at IS NULL`,
    [row.id, errors.join('; ').slice(0, 300), left?.ours === true, row.attempt],
  )
  return false
}

/** Sweep a player's partners as soon as the exclusion's commit announces it. */
export function listenForSweeps(
  db: Db,
  log: (msg: string, err?: unknown) => void = () => {},
): Promise<Listener> {
  return db.listen(
    'partner_sweep',
    (payload) => {
      const userId = Number(payload)
      if (Number.isSafeInteger(userId))
        sweepPartners(db, { userId }).catch((e) => log('partner sweep failed', e))
    },
    // A missed announcement is not lost: the row waits for the reconciler's next pass.
    () => {},
  )
}
