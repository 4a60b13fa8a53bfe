// A visitor who signs in (docs/support.md "From visitor to member"): the first member call to the chat
// that still carries the device's visitor token moves the visitor's conversations to the account.
// The visitor's row is locked, so parallel first calls claim once; once claimed, the token belongs to
// that account for good: another account presenting it claims nothing, and the token no longer opens
// anything as a visitor (chat.ts participantOf). A live visitor conversation is handed over with a
// `claimed` line in its transcript (the desk then shows the member's context); should the member
// already have a live conversation of their own, the visitor's is closed first (one live each).
import type { Db } from '../db/client'
import { type ConversationRow, liveConversation, systemLine } from './conversations'

export type ClaimResult = 'claimed' | 'mine' | 'other' | 'none'

export async function claimVisitor(
  db: Db,
  userId: number,
  tokenHash: string,
  now: Date,
): Promise<ClaimResult> {
  const owner = (by: string | number | null): ClaimResult =>
    by === null ? 'none' : Number(by) === userId ? 'mine' : 'other'
  // The usual case (already claimed, or nothing to claim) reads one row and locks nothing.
  const [seen] = await db.query<{ claimed_by: string | number | null }>(
    'SELECT claimed_by FROM support_visitors WHERE token_hash = $1',
    [tokenHash],
  )
  if (!seen) return 'none'
  if (seen.claimed_by !== null) return owner(seen.claimed_by)
  return db.tx(async (q) => {
    const [v] = await q<{ claimed_by: string | number | null; expires_at: Date | string }>(
      'SELECT claimed_by, expires_at FROM support_visitors WHERE token_hash = $1 FOR UPDATE',
      [tokenHash],
    )
    if (v.claimed_by !== null) return owner(v.claimed_by)
    if (new Date(v.expires_at) <= now) return 'none'
    await q('UPDATE support_visitors SET claimed_by = $2, claimed_at = $3 WHERE token_hash = $1', [
      tokenHash,
      userId,
      now,
    ])
    const theirs = await q<ConversationRow>(
      'SELECT * FROM support_conversations WHERE visitor_hash = $1 ORDER BY id FOR UPDATE',
      [tokenHash],
    )
    const own = await liveConversation(q, { kind: 'user', userId, author: `u:${userId}` }, true)
    for (const c of theirs) {
      if (c.state !== 'closed' && own) {
        await q("UPDATE support_conversations SET state = 'closed', closed_at = $2 WHERE id = $1", [
          c.id,
          now,
        ])
        c.state = 'closed'
        await systemLine(q, c, 'closed')
      }
      await q('UPDATE support_conversations SET user_id = $2, visitor_hash = NULL WHERE id = $1', [
        c.id,
        userId,
      ])
      if (c.state !== 'closed') await systemLine(q, c, 'claimed')
    }
    return 'claimed'
  })
}
