// Attempt counters that hold under parallel guessing (docs/auth-limits.md). A caller reserves a slot
// with one atomic upsert BEFORE it checks a secret; when `max` slots of the window are taken (failed
// or still in flight) the next caller is refused without its guess ever being evaluated. A failure
// keeps its slot and may set the lock; a success gives back only its own slot, so it never frees the
// slots parallel guesses hold.
import type { Query } from '../db/client'

export type Limit = {
  /** Slots per window, and failures that lock. */
  max: number
  windowMs: number
  /** How long the lock lasts from the failure that completed it. */
  lockMs: number
}

/** A reserved slot: release() it on success, fail() it on a wrong guess. */
export type Slot = { scope: string; subject: string; gen: number; limit: Limit }

export type Refusal = {
  /** When the caller may try again (epoch ms). */
  until: number
  /** True when the lock is set (failures reached max), false while slots are only held in flight. */
  locked: boolean
}

// The window restarts when it has run out or a lock has ended; a held lock refuses without counting.
const RESERVE = `
  INSERT INTO auth_counters AS c (scope, subject, gen, window_start, held, fails, locked_until)
  VALUES ($1, $2, 1, now(), 1, 0, NULL)
  ON CONFLICT (scope, subject) DO UPDATE SET
    gen = CASE WHEN c.window_start <= now() - $3::int * interval '1 millisecond' OR c.locked_until <= now()
               THEN c.gen + 1 ELSE c.gen END,
    window_start = CASE WHEN c.window_start <= now() - $3::int * interval '1 millisecond' OR c.locked_until <= now()
               THEN now() ELSE c.window_start END,
    held = CASE WHEN c.window_start <= now() - $3::int * interval '1 millisecond' OR c.locked_until <= now()
               THEN 1 ELSE c.held + 1 END,
    fails = CASE WHEN c.window_start <= now() - $3::int * interval '1 millisecond' OR c.locked_until <= now()
               THEN 0 ELSE c.fails END,
    locked_until = CASE WHEN c.window_start <= now() - $3::int * interval '1 millisecond' OR c.locked_until <= now()
               THEN NULL ELSE c.locked_until END
  WHERE c.locked_until <= now()
     OR (c.locked_until IS NULL AND (c.window_start <= now() - $3::int * interval '1 millisecond' OR c.held < $4))
  RETURNING gen`

/** Reserve one attempt; a Refusal when the window's slots are taken or the subject is locked. */
export async function reserve(
  q: Query,
  scope: string,
  subject: string,
  limit: Limit,
): Promise<{ slot: Slot } | { refused: Refusal }> {
  const [row] = await q<{ gen: number | string }>(RESERVE, [scope, subject, limit.windowMs, limit.max])
  if (row) return { slot: { scope, subject, gen: Number(row.gen), limit } }
  return { refused: await refusal(q, scope, subject, limit) }
}

async function refusal(q: Query, scope: string, subject: string, limit: Limit): Promise<Refusal> {
  const [c] = await q<{ window_start: Date | string; locked_until: Date | string | null }>(
    'SELECT window_start, locked_until FROM auth_counters WHERE scope = $1 AND subject = $2',
    [scope, subject],
  )
  const lockedUntil = c?.locked_until ? new Date(c.locked_until).getTime() : 0
  if (lockedUntil > Date.now()) return { until: lockedUntil, locked: true }
  const windowEnd = c ? new Date(c.window_start).getTime() + limit.windowMs : Date.now()
  return { until: Math.max(windowEnd, Date.now() + 1000), locked: false }
}

/**
 * A wrong guess: the slot stays taken and the failure is counted; the one that reaches `max` sets
 * the lock. Answers the failures left before the lock, or the lock's end.
 */
export async function fail(q: Query, slot: Slot): Promise<{ left: number; lockedUntil: number }> {
  const { max, lockMs } = slot.limit
  const [row] = await q<{ fails: number; locked_until: Date | string | null }>(
    `UPDATE auth_counters SET
       fails = fails + 1,
       locked_until = CASE WHEN fails + 1 >= $4 THEN now() + $5::int * interval '1 millisecond' ELSE locked_until END
     WHERE scope = $1 AND subject = $2 AND gen = $3
     RETURNING fails, locked_until`,
    [slot.scope, slot.subject, slot.gen, max, lockMs],
  )
  // The window restarted while this guess was checked: it counts in no window.
  if (!row) return { left: max, lockedUntil: 0 }
  const lockedUntil = row.locked_until ? new Date(row.locked_until).getTime() : 0
  return { left: Math.max(0, max - row.fails), lockedUntil: lockedUntil > Date.now() ? lockedUntil : 0 }
}

/** The guess was right (or was never checked): give back this slot only. Failures stay counted. */
export async function release(q: Query, slot: Slot) {
  await q(
    'UPDATE auth_counters SET held = held - 1 WHERE scope = $1 AND subject = $2 AND gen = $3 AND held > 0',
    [slot.scope, slot.subject, slot.gen],
  )
}

/** Failures counted in the subject's current window (0 when none or the window is over). */
export async function failuresNow(q: Query, scope: string, subject: string, limit: Limit) {
  const [c] = await q<{ fails: number }>(
    `SELECT fails FROM auth_counters
      WHERE scope = $1 AND subject = $2
        AND (window_start > now() - $3::int * interval '1 millisecond' OR locked_until > now())`,
    [scope, subject, limit.windowMs],
  )
  return c ? Number(c.fails) : 0
}

export const minutesUntil = (t: number) => Math.max(1, Math.ceil((t - Date.now()) / 60_000))
