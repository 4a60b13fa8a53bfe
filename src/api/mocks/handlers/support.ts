// The chat (supportCalls, docs/support.md) as a small fake backend for /kefu in the mock-backed dev
// mode and the view tests. A visitor passes the mock captcha and gets a token; the first message opens
// a conversation that 客服 1 号 (a stand-in agent) picks up and answers at once; a member who brings
// the device's visitor token gets that conversation (claimed once, as the server does). There is no
// live stream here: the stream ticket is refused, so the page polls, as it does when a stream is down.
// Sentinels: the text `结束会话` makes the agent close the conversation (then it can be rated);
// `工单` makes it a ticket (no agent online) answered later.
import { SUPPORT, type SupportConversation, type SupportMessage } from '../../../../core/contract/support'
import { db } from '../db'
import { bearer, ok, refuse, route, userOf } from '../kit'
import { checkCaptcha } from './account'

type Conv = SupportConversation & { owner: string; messages: SupportMessage[] }
type State = { visitors: Map<string, number | null>; conversations: Conv[] }
const states = new WeakMap<object, State>()
const state = (): State => {
  let s = states.get(db)
  if (!s) {
    s = { visitors: new Map(), conversations: [] }
    states.set(db, s)
  }
  return s
}
const wireNow = (offsetMs = 0) =>
  new Date(Date.now() + 8 * 3600_000 + offsetMs).toISOString().slice(0, 19).replace('T', ' ')

/** `u:<id>` for a member (who claims the visitor token it brings), `v:<token>` for a visitor. */
function ownerOf(request: Request): string {
  const token = request.headers.get('x-visitor-token')
  const user = userOf(request)
  if (bearer(request) && !user) return refuse(401, 'err.unauthorized')
  if (user) {
    if (token && state().visitors.get(token) === null) {
      state().visitors.set(token, user.id)
      const live = state().conversations.find((c) => c.owner === `u:${user.id}` && c.state !== 'closed')
      for (const c of state().conversations.filter((x) => x.owner === `v:${token}`)) {
        if (live && c.state !== 'closed') close(c)
        c.owner = `u:${user.id}`
        if (c.state !== 'closed') line(c, 'system', 'claimed')
      }
    }
    return `u:${user.id}`
  }
  if (token && state().visitors.get(token) === null) return `v:${token}`
  return refuse(203, 'sp.visitorExpired')
}

function line(c: Conv, sender: SupportMessage['sender'], body: string, kind?: SupportMessage['kind']) {
  c.last_seq++
  const m: SupportMessage = {
    seq: c.last_seq,
    sender,
    kind: kind ?? (sender === 'system' ? 'event' : 'text'),
    body,
    agent_no: sender === 'player' ? null : 1,
    at: wireNow(),
  }
  c.messages.push(m)
  return m
}
const close = (c: Conv) => {
  c.state = 'closed'
  c.closed_at = wireNow()
  line(c, 'system', 'closed')
}
const wire = ({ owner: _o, messages: _m, ...c }: Conv): SupportConversation => c
const live = (owner: string) => state().conversations.find((c) => c.owner === owner && c.state !== 'closed')
const own = (owner: string, id: number) =>
  state().conversations.find((c) => c.owner === owner && c.id === id) ?? refuse(202, 'sp.noConversation')

function send(owner: string, body: string, kind: 'text' | 'image') {
  let c = live(owner)
  if (!c) {
    c = {
      id: state().conversations.length + 1,
      owner,
      messages: [],
      state: 'waiting',
      ticket: false,
      expect_reply_by: null,
      agent_no: null,
      last_seq: 0,
      player_read_seq: 0,
      agent_read_seq: 0,
      rating: null,
      created_at: wireNow(),
      closed_at: null,
    }
    state().conversations.push(c)
    line(c, 'system', 'opened')
  }
  const message = line(c, 'player', body, kind)
  if (body === '工单' && c.state === 'waiting') {
    c.ticket = true
    c.expect_reply_by = wireNow(3600_000)
    line(c, 'system', 'ticket')
  } else if (c.state === 'waiting') {
    c.state = 'open'
    c.agent_no = 1
    line(c, 'system', 'assigned')
  }
  if (c.state === 'open') {
    c.agent_read_seq = c.last_seq
    line(c, 'agent', body === '结束会话' ? '感谢您的咨询，再见！' : '您好，请问有什么可以帮您？')
    if (body === '结束会话') close(c)
  }
  return { conversation: wire(c), message }
}

export const supportHandlers = [
  route('supportVisitor', ({ body }) => {
    checkCaptcha(body.captcha_id, body.code)
    const token = Array.from(
      { length: 43 },
      () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)],
    ).join('')
    state().visitors.set(token, null)
    return { token, expires_in: SUPPORT.visitorSeconds }
  }),
  route('supportThread', ({ request }) => {
    const c = live(ownerOf(request))
    return {
      conversation: c ? wire(c) : null,
      messages: c ? c.messages.slice(-SUPPORT.pageSize) : [],
      service: { in_hours: true, agents_online: true, opens: '00:00', closes: '24:00' },
    }
  }),
  route('supportSend', ({ request, body }) => ok(send(ownerOf(request), body.text, 'text'), 'sp.ok.sent')),
  route('supportImage', async ({ request, file }) => {
    const owner = ownerOf(request)
    const bytes = new Uint8Array((await file?.arrayBuffer()) ?? new ArrayBuffer(0))
    const png = bytes[0] === 0x89 && bytes[1] === 0x50
    if (!(png || (bytes[0] === 0x47 && bytes[1] === 0x49)) || bytes.length > SUPPORT.imageMaxBytes)
      return refuse(201, 'sp.image')
    const url = `data:image/${png ? 'png' : 'gif'};base64,${btoa(String.fromCharCode(...bytes))}`
    return ok(send(owner, url, 'image'), 'sp.ok.sent')
  }),
  route('supportMessages', ({ request, body }) => {
    const c = own(ownerOf(request), body.conversation_id)
    const after = body.after_seq ?? 0
    return {
      conversation: wire(c),
      messages: c.messages.filter((m) => m.seq > after).slice(0, SUPPORT.pageSize),
    }
  }),
  route('supportRead', ({ request, body }) => {
    const c = own(ownerOf(request), body.conversation_id)
    c.player_read_seq = Math.max(c.player_read_seq, Math.min(body.seq, c.last_seq))
    return null
  }),
  route('supportTyping', ({ request, body }) => {
    own(ownerOf(request), body.conversation_id)
    return null
  }),
  route('supportRate', ({ request, body }) => {
    const c = own(ownerOf(request), body.conversation_id)
    if (c.state !== 'closed') return refuse(203, 'sp.notClosed')
    if (c.rating !== null) return refuse(409, 'sp.rated')
    c.rating = body.rating
    return wire(c)
  }),
  route('supportHistory', ({ user }) =>
    state()
      .conversations.filter((c) => c.owner === `u:${user.id}`)
      .reverse()
      .map(wire),
  ),
  // No live stream in the mock: the page polls (the machine's fallback when a stream is refused).
  route('supportTicket', ({ request, body }) => {
    own(ownerOf(request), body.conversation_id)
    return refuse(503, 'sp.error')
  }),
  route('supportStream', () => refuse(503, 'sp.error')),
]
