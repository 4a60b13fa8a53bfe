// Stream tickets (docs/support.md): EventSource cannot send an Authorization header, so an
// authenticated call hands out a ticket and the stream URL carries it. A ticket names one stream (a
// player's conversation, an agent's view of one, or an agent's desk) and its expiry, and is
// HMAC-signed under a key derived from the site secret: it can be neither forged nor widened. It only
// opens a read-only stream; every write still needs the session or the visitor token.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { BizError } from '../errors'

export type TicketScope =
  | { kind: 'player'; conversationId: number }
  | { kind: 'agent'; operatorId: number; conversationId: number }
  | { kind: 'desk'; operatorId: number }

const keys = new Map<string, Buffer>()
const keyOf = (secret: string) => {
  let k = keys.get(secret)
  if (!k) {
    k = createHmac('sha256', secret).update('support-stream-ticket-v1').digest()
    keys.set(secret, k)
  }
  return k
}

const body = (s: TicketScope) =>
  s.kind === 'player'
    ? `p.${s.conversationId}`
    : s.kind === 'agent'
      ? `a.${s.operatorId}.${s.conversationId}`
      : `d.${s.operatorId}`

const sign = (secret: string, text: string) =>
  createHmac('sha256', keyOf(secret)).update(text).digest('base64url')

export function issueTicket(secret: string, scope: TicketScope, seconds: number, now = Date.now()) {
  const text = `${body(scope)}.${Math.floor(now / 1000) + seconds}`
  return `${text}.${sign(secret, text)}`
}

/** The ticket's scope, or 401-like refusal (203) for a forged, malformed or expired one. */
export function openTicket(secret: string, ticket: string, now = Date.now()): TicketScope {
  const m = /^(p\.(\d{1,15})|a\.(\d{1,15})\.(\d{1,15})|d\.(\d{1,15}))\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(
    ticket,
  )
  if (!m) throw new BizError(203, 'sp.ticketExpired')
  const text = ticket.slice(0, ticket.lastIndexOf('.'))
  const want = Buffer.from(sign(secret, text))
  const got = Buffer.from(m[7])
  if (want.length !== got.length || !timingSafeEqual(want, got)) throw new BizError(203, 'sp.ticketExpired')
  if (Number(m[6]) * 1000 <= now) throw new BizError(203, 'sp.ticketExpired')
  if (m[2]) return { kind: 'player', conversationId: Number(m[2]) }
  if (m[3]) return { kind: 'agent', operatorId: Number(m[3]), conversationId: Number(m[4]) }
  return { kind: 'desk', operatorId: Number(m[5]) }
}
