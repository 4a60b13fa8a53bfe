// One checked guess of a player's secret (pay password, current login password) under an attempt
// counter: reserve a slot, evaluate, record the evaluation in secret_checks, then fail or release the
// slot (docs/auth-limits.md).
import type { Query } from '../db/client'
import type { BizError } from '../errors'
import { fail, type Limit, minutesUntil, release, reserve } from './attempts'

export async function checkSecret(
  q: Query,
  o: {
    scope: string
    userId: number
    limit: Limit
    verify: () => Promise<boolean>
    locked: (minutes: number) => BizError
    wrong: (left: number) => BizError
  },
) {
  const r = await reserve(q, o.scope, String(o.userId), o.limit)
  if ('refused' in r) throw o.locked(minutesUntil(r.refused.until))
  let good: boolean
  try {
    good = await o.verify()
  } catch (err) {
    await release(q, r.slot).catch(() => {})
    throw err
  }
  await q('INSERT INTO secret_checks (scope, user_id, ok) VALUES ($1, $2, $3)', [o.scope, o.userId, good])
  if (good) {
    await release(q, r.slot)
    return
  }
  const after = await fail(q, r.slot)
  if (after.lockedUntil) throw o.locked(minutesUntil(after.lockedUntil))
  throw o.wrong(Math.max(1, after.left))
}
