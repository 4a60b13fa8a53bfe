// The pay password check with its own attempt counter (docs/auth-limits.md): 5 wrong within 30 minutes
// lock it for 30 minutes (code 520). Every call that takes it goes through here: editPayPassword,
// withdraw and bindcard. A slot is reserved before the hash is checked, so parallel guesses beyond the
// free slots are refused unchecked; a right answer gives back only its own slot.
import type { FastifyInstance } from 'fastify'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { verifyPayPasswordHash } from './password'
import { checkSecret } from './secret-check'

/**
 * Throws 520 when locked or wrong (or `wrongCode` when given, e.g. 205 for "old pay password wrong"),
 * 251 when none is set. Run it outside the money transaction: a failure must be counted even though
 * the caller's work is refused.
 */
export async function checkPayPassword(
  app: FastifyInstance,
  q: Query,
  userId: number,
  plain: string,
  opts: { wrongCode?: number; wrongKey?: string } = {},
) {
  const [row] = await q<{ pay_password_hash: string | null }>(
    'SELECT pay_password_hash FROM users WHERE id = $1',
    [userId],
  )
  const stored = row?.pay_password_hash
  if (!stored) throw new BizError(251, 'err.payPasswordUnset')
  const { maxFails, lockMs } = app.config.payPassword
  await checkSecret(q, {
    scope: 'pay',
    userId,
    limit: { max: maxFails, windowMs: lockMs, lockMs },
    verify: () => verifyPayPasswordHash(stored, plain, app.config.payPepper),
    locked: (minutes) => new BizError(520, 'err.payPasswordLocked', { minutes }),
    wrong: (left) => new BizError(opts.wrongCode ?? 520, opts.wrongKey ?? 'err.payPasswordWrong', { left }),
  })
}
