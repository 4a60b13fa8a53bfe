// The player's side of the chat (docs/support.md): who is writing (a member's session or a visitor's
// token), the thread, sending (exactly once per Idempotency-Key, in order), the polling read, read
// receipts, typing, the rating and the member's history.
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  SUPPORT,
  type SupportConversation,
  type SupportSent,
  type SupportThread,
  VISITOR_HEADER,
} from '../../core/contract/support'
import { requireCaptcha } from '../auth/captcha'
import { resolveSession } from '../auth/session'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { bearerToken } from '../http/route'
import { claimVisitor } from './claim'
import {
  announce,
  appendMessage,
  type ConversationRow,
  latestMessages,
  liveConversation,
  markRead,
  messagesAfter,
  onlineAgents,
  ownConversation,
  type Participant,
  startConversation,
  toConversation,
} from './conversations'
import { inHours, supportSettings } from './settings'

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The member of the bearer token (who claims the X-Visitor-Token's conversations when the header comes
 * along: ./claim.ts), else the visitor of the X-Visitor-Token header. A bearer that no
 * longer opens a session is 401 (the member signs in again); a missing or expired visitor token is
 * 203 (the visitor solves a new captcha). A locked account may still talk to support: that is how it
 * gets unlocked.
 */
export async function participantOf(app: FastifyInstance, req: FastifyRequest): Promise<Participant> {
  const bearer = bearerToken(req)
  const v = req.headers[VISITOR_HEADER]
  const token = typeof v === 'string' && /^[A-Za-z0-9_-]{43}$/.test(v) ? v : null
  if (bearer || req.headers.authorization) {
    const user = await resolveSession(app, bearer)
    if (!user) throw new BizError(401, 'err.unauthorized')
    // Signed in on a device that chatted as a visitor: the visitor's conversation becomes the member's.
    if (token) await claimVisitor(app.db, user.id, hash(token), clock.now())
    return { kind: 'user', userId: user.id, author: `u:${user.id}` }
  }
  if (token) {
    const h = hash(token)
    // A token claimed by an account opens nothing as a visitor any more.
    const [row] = await app.db.query(
      'SELECT 1 FROM support_visitors WHERE token_hash = $1 AND expires_at > $2 AND claimed_by IS NULL',
      [h, clock.now()],
    )
    if (row) return { kind: 'visitor', hash: h, author: `v:${h.slice(0, 32)}` }
  }
  throw new BizError(203, 'sp.visitorExpired')
}

/** A visitor's token, after the captcha when it is on. */
export async function newVisitor(app: FastifyInstance, body: { captcha_id?: string; code?: string }) {
  if (app.config.captcha) await requireCaptcha(app, body.captcha_id, body.code)
  const token = randomBytes(32).toString('base64url')
  const now = clock.now()
  await app.db.query(
    'INSERT INTO support_visitors (token_hash, created_at, expires_at) VALUES ($1, $2, $3)',
    [hash(token), now, new Date(now.getTime() + SUPPORT.visitorSeconds * 1000)],
  )
  return { token, expires_in: SUPPORT.visitorSeconds }
}

async function service(q: Query, now: Date) {
  const s = await supportSettings(q)
  return {
    in_hours: inHours(s, now),
    agents_online: (await onlineAgents(q, now)) > 0,
    opens: s.opens,
    closes: s.closes,
  }
}

export async function thread(app: FastifyInstance, p: Participant): Promise<SupportThread> {
  const q = app.db.query
  const now = clock.now()
  const c = await liveConversation(q, p)
  return {
    conversation: c ? toConversation(c) : null,
    messages: c ? await latestMessages(q, Number(c.id), SUPPORT.pageSize) : [],
    service: await service(q, now),
  }
}

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505'

/**
 * Appends the player's message to their live conversation, opening one first if there is none. Two
 * first messages sent at once both try to open one: the unique index lets one through and the other
 * retries into it.
 */
export async function send(
  app: FastifyInstance,
  p: Participant,
  lang: string,
  msg: { kind: 'text' | 'image'; body: string },
  key: string | undefined,
): Promise<SupportSent> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await app.db.tx(async (q) => {
        const now = clock.now()
        let c: ConversationRow | null = await liveConversation(q, p, true)
        if (key) {
          // A retry after the conversation it went to was closed answers what it made there.
          const [prior] = await q<{ conversation_id: string | number }>(
            'SELECT conversation_id FROM support_messages WHERE author = $1 AND idempotency_key = $2',
            [p.author, key],
          )
          if (prior && Number(prior.conversation_id) !== Number(c?.id))
            c = await ownConversation(q, p, Number(prior.conversation_id), true)
        }
        c ??= await startConversation(q, p, lang, now)
        const message = await appendMessage(q, c, {
          ...msg,
          sender: 'player',
          author: p.author,
          idempotencyKey: key,
        })
        return { conversation: toConversation(c), message }
      })
    } catch (e) {
      if (attempt < 2 && isUniqueViolation(e)) continue
      throw e
    }
  }
}

export async function pageAfter(q: Query, p: Participant, id: number, afterSeq: number) {
  const c = await ownConversation(q, p, id)
  return { conversation: toConversation(c), messages: await messagesAfter(q, id, afterSeq, SUPPORT.pageSize) }
}

export async function readUpTo(app: FastifyInstance, p: Participant, id: number, seq: number) {
  await app.db.tx(async (q) => {
    await ownConversation(q, p, id)
    await markRead(q, id, 'player', seq)
  })
}

export async function typing(app: FastifyInstance, p: Participant, id: number) {
  await app.db.tx(async (q) => {
    const c = await ownConversation(q, p, id)
    if (c.state !== 'closed') await announce(q, id, 'typing', { by: 'player' })
  })
}

export async function rate(
  app: FastifyInstance,
  p: Participant,
  id: number,
  rating: number,
  comment: string | undefined,
): Promise<SupportConversation> {
  return app.db.tx(async (q) => {
    const c = await ownConversation(q, p, id, true)
    if (c.state !== 'closed') throw new BizError(203, 'sp.notClosed')
    if (c.rating !== null) throw new BizError(409, 'sp.rated')
    const [r] = await q<ConversationRow>(
      'UPDATE support_conversations SET rating = $2, rating_comment = $3 WHERE id = $1 RETURNING *',
      [id, rating, (comment ?? '').trim()],
    )
    await announce(q, id, 'rated')
    return toConversation(r)
  })
}

export async function history(q: Query, userId: number) {
  const rows = await q<ConversationRow>(
    'SELECT * FROM support_conversations WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50',
    [userId],
  )
  return rows.map(toConversation)
}
