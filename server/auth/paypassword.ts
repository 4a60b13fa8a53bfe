// The pay password check with its own failure counter: 5 wrong in a row lock it for 30 minutes (code
// 520). Used by editPayPassword here and by the money calls (withdraw, bindcard).
import type { FastifyInstance } from 'fastify'
import type { Query } from '../db/client'
import { BizError } from '../http/route'
import { verifyPayPasswordHash } from './password'

type Row = { pay_password_hash: string | null; pay_fails: number; pay_locked_until: Date | string | null }

const minutesLeft = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000))

/**
 * Throws 520 when locked or wrong (or `wrongCode` when given, e.g. 205 for "old pay password wrong"),
 * 251 when none is set; resets the counter on success. Run it outside the money transaction: a
 * failure must be counted even though the caller's work is refused.
 */
export async function checkPayPassword(
  app: FastifyInstance,
  q: Query,
  userId: number,
  plain: string,
  opts: { wrongCode?: number; wrongKey?: string } = {},
) {
  const { maxFails, lockMs } = app.config.payPassword
  const [row] = await q<Row>(
    'SELECT pay_password_hash, pay_fails, pay_locked_until FROM users WHERE id = $1',
    [userId],
  )
  if (!row?.pay_password_hash) throw new BizError(251, 'err.payPasswordUnset')
  if (row.pay_locked_until && new Date(row.pay_locked_until).getTime() > Date.now()) {
    throw new BizError(520, 'err.payPasswordLocked', { minutes: minutesLeft(new Date(row.pay_locked_until)) })
  }
  if (await verifyPayPasswordHash(row.pay_password_hash, plain, app.config.payPepper)) {
    if (row.pay_fails > 0 || row.pay_locked_until) {
      await q('UPDATE users SET pay_fails = 0, pay_locked_until = NULL WHERE id = $1', [userId])
    }
    return
  }
  // Count atomically; the one failure that reaches the limit sets the lock and restarts the count.
  const [after] = await q<{ pay_fails: number; pay_locked_until: Date | string | null }>(
    `UPDATE users SET
       pay_fails = CASE WHEN pay_fails + 1 >= $2 THEN 0 ELSE pay_fails + 1 END,
       pay_locked_until = CASE WHEN pay_fails + 1 >= $2 THEN now() + ($3::int * interval '1 millisecond') ELSE pay_locked_until END
     WHERE id = $1 RETURNING pay_fails, pay_locked_until`,
    [userId, maxFails, lockMs],
  )
  if (after.pay_locked_until && new Date(after.pay_locked_until).getTime() > Date.now()) {
    throw new BizError(520, 'err.payPasswordLocked', {
      minutes: minutesLeft(new Date(after.pay_locked_until)),
    })
  }
  throw new BizError(opts.wrongCode ?? 520, opts.wrongKey ?? 'err.payPasswordWrong', {
    left: maxFails - after.pay_fails,
  })
}
