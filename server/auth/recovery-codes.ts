// One-time codes for contact verification and password recovery (docs/messaging.md). A code is six
// random digits kept only as an HMAC under the site's pepper, bound to its account and purpose, valid
// 10 minutes. Checking takes an attempt first, in one conditional UPDATE (`attempts < max_attempts`):
// however many guesses arrive together, at most max_attempts are ever compared, and a right code that
// arrives after them is refused. A right code is consumed by one more conditional UPDATE inside the
// transaction of the change it allows, so two right answers in parallel change things once.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { type ContactChannel, RECOVERY } from '../../core/contract/recovery'
import type { Query } from '../db/client'

export type CodePurpose = 'verify' | 'reset'

const mac = (pepper: string, userId: number, purpose: CodePurpose, code: string) =>
  createHmac('sha256', pepper).update(`recovery-code\n${userId}\n${purpose}\n${code}`).digest('hex')

export const newCode = () =>
  String(randomInt(0, 10 ** RECOVERY.codeLength)).padStart(RECOVERY.codeLength, '0')

/**
 * A new code for (user, purpose); the open older ones close as replaced, so only the newest counts.
 * Runs in the caller's transaction.
 */
export async function issueCode(
  q: Query,
  pepper: string,
  c: { userId: number; purpose: CodePurpose; channel: ContactChannel; address: string; issuedBy: string },
): Promise<string> {
  const code = newCode()
  await q(
    `UPDATE recovery_codes SET closed_at = now(), closed_reason = 'replaced'
      WHERE user_id = $1 AND purpose = $2 AND closed_at IS NULL`,
    [c.userId, c.purpose],
  )
  await q(
    `INSERT INTO recovery_codes (user_id, purpose, channel, address, code_hash, expires_at, max_attempts, issued_by)
     VALUES ($1, $2, $3, $4, $5, now() + $6::int * interval '1 second', $7, $8)`,
    [
      c.userId,
      c.purpose,
      c.channel,
      c.address,
      mac(pepper, c.userId, c.purpose, code),
      RECOVERY.ttlSeconds,
      RECOVERY.maxAttempts,
      c.issuedBy.slice(0, 64),
    ],
  )
  return code
}

export type CheckedCode = { id: number; channel: ContactChannel; address: string }

// Takes one attempt of the newest open code, only while it is unexpired and has attempts left. Under
// PostgreSQL's row lock a parallel UPDATE re-reads the row and re-checks the condition, so the count
// can never pass max_attempts.
const TAKE_ATTEMPT = `
  UPDATE recovery_codes SET attempts = attempts + 1
   WHERE id = (SELECT id FROM recovery_codes
                WHERE user_id = $1 AND purpose = $2 AND closed_at IS NULL
                ORDER BY id DESC LIMIT 1)
     AND closed_at IS NULL AND expires_at > now() AND attempts < max_attempts
  RETURNING id, channel, address, code_hash`

/** The code's row when `code` is right and an attempt was left; null otherwise (one answer for all). */
export async function checkCode(
  q: Query,
  pepper: string,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<CheckedCode | null> {
  const [row] = await q<{ id: string | number; channel: ContactChannel; address: string; code_hash: string }>(
    TAKE_ATTEMPT,
    [userId, purpose],
  )
  const given = Buffer.from(mac(pepper, userId, purpose, code), 'hex')
  if (!row) return null
  const stored = Buffer.from(row.code_hash, 'hex')
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return null
  return { id: Number(row.id), channel: row.channel, address: row.address }
}

/** Consumes a checked code in the change's transaction; false when a parallel answer consumed it. */
export async function consumeCode(q: Query, id: number): Promise<boolean> {
  const rows = await q(
    `UPDATE recovery_codes SET closed_at = now(), closed_reason = 'used'
      WHERE id = $1 AND closed_at IS NULL AND expires_at > now() RETURNING id`,
    [id],
  )
  return rows.length === 1
}

/** A stand-in check for an unknown account: the same hashing work, never a match. */
export const checkNothing = (pepper: string, code: string) => {
  mac(pepper, 0, 'reset', code)
  return null
}
