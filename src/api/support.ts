// The chat's calls (supportCalls of the contract, docs/support.md) through the one client, a visitor's
// token as X-Visitor-Token, and the conversation's live stream: an EventSource on a ticket, whose
// events go to the chat machine; the browser reconnects it by itself with Last-Event-ID, and when it
// gives up the machine falls back to polling.
import type {
  StreamTicket,
  SupportCalls,
  SupportConversation,
  SupportMessage,
  SupportPage,
  SupportSent,
  SupportThread,
} from '../../core/contract'
import { sendTo } from './client'

type Name = keyof SupportCalls
const call = async <T>(
  name: Name,
  body: Record<string, unknown> | FormData,
  visitorToken: string | null,
  key?: string,
) =>
  (
    await sendTo<T>(PATHS[name], body, {
      visitorToken: visitorToken ?? undefined,
      idempotencyKey: key,
    })
  ).data

const PATHS: { [N in Name]: { method: SupportCalls[N]['method']; path: SupportCalls[N]['path'] } } = {
  supportVisitor: { method: 'POST', path: '/api/support/visitor' },
  supportThread: { method: 'GET', path: '/api/support/thread' },
  supportSend: { method: 'POST', path: '/api/support/send' },
  supportImage: { method: 'POST', path: '/api/support/image' },
  supportMessages: { method: 'GET', path: '/api/support/messages' },
  supportRead: { method: 'POST', path: '/api/support/read' },
  supportTyping: { method: 'POST', path: '/api/support/typing' },
  supportRate: { method: 'POST', path: '/api/support/rate' },
  supportHistory: { method: 'GET', path: '/api/support/history' },
  supportTicket: { method: 'POST', path: '/api/support/stream-ticket' },
  supportStream: { method: 'GET', path: '/api/support/stream' },
}

export type Outgoing = { key: string; text: string | null; file: File | null }

export const joinAsVisitor = (b: { captcha_id: string; code: string }) =>
  call<{ token: string; expires_in: number }>('supportVisitor', b, null)
export const loadThread = (vt: string | null) => call<SupportThread>('supportThread', {}, vt)
export function sendMessage(m: Outgoing, vt: string | null) {
  if (m.file) {
    const form = new FormData()
    form.append('file', m.file)
    return call<SupportSent>('supportImage', form, vt, m.key)
  }
  return call<SupportSent>('supportSend', { text: m.text ?? '' }, vt, m.key)
}
export const messagesAfter = (conversation_id: number, after_seq: number, vt: string | null) =>
  call<SupportPage>('supportMessages', { conversation_id, after_seq }, vt)
export const markRead = (conversation_id: number, seq: number, vt: string | null) =>
  call<null>('supportRead', { conversation_id, seq }, vt)
export const rate = (conversation_id: number, rating: number, comment: string, vt: string | null) =>
  call<SupportConversation>('supportRate', { conversation_id, rating, comment }, vt)
/** The typing notice; answers only after the gap before the next may go (one notice per 3 s). */
export async function announceTyping(conversation_id: number, vt: string | null) {
  await call<null>('supportTyping', { conversation_id }, vt)
  await new Promise((r) => setTimeout(r, TYPING_GAP_MS))
  return null
}
const TYPING_GAP_MS = 3000
export const streamTicket = (conversation_id: number, vt: string | null) =>
  call<StreamTicket>('supportTicket', { conversation_id }, vt)

export type StreamEvent =
  | { type: 'stream.message'; message: SupportMessage }
  | { type: 'stream.conversation'; conversation: SupportConversation }
  | { type: 'stream.typing' }
  | { type: 'stream.lost' }

/** Opens the stream after `lastSeq`; returns its closer. */
export function openStream(ticket: string, lastSeq: number, emit: (e: StreamEvent) => void): () => void {
  const url = `${PATHS.supportStream.path}?ticket=${encodeURIComponent(ticket)}&last_event_id=${lastSeq}`
  const source = new EventSource(url)
  source.addEventListener('message', (e) => emit({ type: 'stream.message', message: JSON.parse(e.data) }))
  source.addEventListener('conversation', (e) =>
    emit({ type: 'stream.conversation', conversation: JSON.parse(e.data) }),
  )
  source.addEventListener('typing', () => emit({ type: 'stream.typing' }))
  // CLOSED: the browser gave up (a refused ticket, a non-stream answer); a passing cut reconnects alone.
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) emit({ type: 'stream.lost' })
  }
  return () => source.close()
}
