// The chat's flows (docs/support.md): a visitor passes the captcha first; a member's message opens a
// conversation that goes to the online agent with the fewest open chats (never past the maximum);
// off hours or with nobody online it is a ticket whose answer also reaches the inbox; pick-up,
// transfer, close (audited with the transcript's hash) and the rating; a send is applied once per
// Idempotency-Key, and parallel sends get one unbroken sequence.
import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { calls, supportCalls } from '../../core/contract'
import { supportDeskCalls as d } from '../../core/contract/support-desk'
import { makeOperator, op, type TestOperator } from './console-kit'
import { callApi, makeAdminApp, makeApp, registerAndLogin, solveCaptcha, testDb } from './helpers'
import { closedNow, resetDesk, say } from './support-kit'

let app: FastifyInstance
let ops: FastifyInstance
let agentA: TestOperator
let agentB: TestOperator
let finance: TestOperator

beforeAll(async () => {
  app = await makeApp()
  ops = await makeAdminApp()
  agentA = await makeOperator(ops, 'support')
  agentB = await makeOperator(ops, 'support')
  finance = await makeOperator(ops, 'finance')
}, 120_000)

beforeEach(() => resetDesk())

const url = (path: string, id: number) => path.replace(':id', String(id))
const online = (who: TestOperator, max_open?: number) =>
  op(ops, who.token, 'POST', d.presence.path, { available: true, ...(max_open ? { max_open } : {}) })

describe('visitors', () => {
  it('need the captcha when it is on, then chat with their token', async () => {
    const guarded = await makeApp({ captcha: true })
    const none = await callApi(guarded, supportCalls.supportVisitor, {})
    expect(none.code).toBe(1000)
    const wrong = await callApi(guarded, supportCalls.supportVisitor, {
      ...(await solveCaptcha(guarded)),
      code: 'zzzz',
    })
    expect(wrong.code).toBe(1000)
    const v = await callApi(guarded, supportCalls.supportVisitor, await solveCaptcha(guarded))
    expect(v.code).toBe(200)
    const headers = { 'x-visitor-token': v.data.token }
    const sent = await say(guarded, { headers }, '你好，我想咨询注册')
    expect(sent.conversation.state).toBe('waiting')
    // Without a token, or with a made-up one: 203, no conversation read.
    expect((await callApi(guarded, supportCalls.supportThread, {})).code).toBe(203)
    const fake = { headers: { 'x-visitor-token': 'A'.repeat(43) } }
    expect((await callApi(guarded, supportCalls.supportThread, {}, fake)).code).toBe(203)
    const thread = await callApi(guarded, supportCalls.supportThread, {}, { headers })
    expect(thread.data.messages.map((m) => m.body)).toContain('你好，我想咨询注册')
  })
})

describe('assignment', () => {
  it('goes to the online agent with the fewest open chats, never past the maximum', async () => {
    await online(agentA, 2)
    await online(agentB, 1)
    const players = await Promise.all([1, 2, 3, 4].map(() => registerAndLogin(app)))
    const convs = []
    for (const p of players) convs.push((await say(app, p, '在吗')).conversation)
    const idOf = async (who: TestOperator) =>
      (await op<{ me: { id: number } }>(ops, who.token, 'GET', d.desk.path)).data.me.id
    const a = await idOf(agentA)
    const b = await idOf(agentB)
    const agents = convs.map((c) => c.agent_no)
    expect(agents.filter((x) => x === a)).toHaveLength(2)
    expect(agents.filter((x) => x === b)).toHaveLength(1)
    expect(agents.filter((x) => x === null)).toHaveLength(1)
    const desk = await op<{ waiting: { id: number }[]; mine: unknown[] }>(
      ops,
      agentB.token,
      'GET',
      d.desk.path,
    )
    expect(desk.data.mine).toHaveLength(1)
    expect(desk.data.waiting.map((w) => w.id)).toEqual([convs[3].id])
    // A manual pick-up takes it whatever the maximum; a second pick-up is refused.
    const picked = await op<{ state: string }>(ops, agentB.token, 'POST', url(d.pickup.path, convs[3].id))
    expect(picked.data.state).toBe('open')
    expect((await op(ops, agentA.token, 'POST', url(d.pickup.path, convs[3].id))).code).toBe(409)
  })

  it('the desk is for support and owner only', async () => {
    expect((await op(ops, finance.token, 'GET', d.desk.path)).code).toBe(403)
    expect((await op(ops, '', 'GET', d.desk.path)).code).toBe(401)
  })
})

describe('tickets', () => {
  it('outside hours a message becomes a ticket; the answer reaches the inbox too', async () => {
    await resetDesk(closedNow())
    await online(agentA)
    const p = await registerAndLogin(app)
    const sent = await say(app, p, '我的提款什么时候到账？')
    expect(sent.conversation).toMatchObject({ state: 'waiting', ticket: true })
    expect(sent.conversation.expect_reply_by).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const thread = await callApi(app, supportCalls.supportThread, {}, { token: p.token })
    expect(thread.data.service.in_hours).toBe(false)
    // The system line says why: outside the desk's hours, not that nobody is online.
    expect(thread.data.messages.filter((m) => m.kind === 'event').map((m) => m.body)).toEqual([
      'opened',
      'afterHours',
    ])
    const answer = await op<{ seq: number }>(
      ops,
      agentA.token,
      'POST',
      url(d.reply.path, sent.conversation.id),
      {
        text: '您的提款已审核通过，请查收。',
      },
    )
    expect(answer.code, answer.message).toBe(200)
    const inbox = await callApi(app, calls.noticeList, {}, { token: p.token })
    expect(inbox.data.data.map((m) => m.content).join()).toContain('您的提款已审核通过，请查收。')
  })

  it('in hours with nobody online it is a ticket as well', async () => {
    const p = await registerAndLogin(app)
    expect((await say(app, p, '有人吗')).conversation.ticket).toBe(true)
    const thread = await callApi(app, supportCalls.supportThread, {}, { token: p.token })
    expect(thread.data.messages.filter((m) => m.kind === 'event').map((m) => m.body)).toEqual([
      'opened',
      'ticket',
    ])
  })
})

describe('a conversation', () => {
  it('is transferred, closed with its transcript sealed in the audit log, and rated once', async () => {
    await online(agentA)
    await online(agentB)
    const p = await registerAndLogin(app)
    const { conversation } = await say(app, p, '请帮我查一下存款')
    const id = conversation.id
    const desk = await op<{ agents: { id: number; username: string }[] }>(
      ops,
      agentA.token,
      'GET',
      d.desk.path,
    )
    const holderName = desk.data.agents.find((a) => a.id === conversation.agent_no)?.username
    const [holder, next] = holderName === agentA.username ? [agentA, agentB] : [agentB, agentA]
    const to = desk.data.agents.find((a) => a.username === next.username)!
    const holderToken = holder.token
    const toToken = next.token
    // Only the holder answers; the transfer moves it.
    expect((await op(ops, toToken, 'POST', url(d.reply.path, id), { text: '你好' })).code).toBe(409)
    const moved = await op<{ agent_id: number }>(ops, holderToken, 'POST', url(d.transfer.path, id), {
      operator_id: to.id,
    })
    expect(moved.data.agent_id).toBe(to.id)
    expect(
      (await op(ops, toToken, 'POST', url(d.reply.path, id), { text: '已为您查询，存款已到账。' })).code,
    ).toBe(200)
    // Rating before the end is refused.
    expect(
      (await callApi(app, supportCalls.supportRate, { conversation_id: id, rating: 5 }, { token: p.token }))
        .code,
    ).toBe(203)
    const closed = await op<{ state: string }>(ops, toToken, 'POST', url(d.close.path, id))
    expect(closed.data.state).toBe('closed')
    const db = await testDb()
    const lines = await db.query<{
      seq: number
      sender: string
      kind: string
      body: string
      created_at: Date
    }>(
      'SELECT seq, sender, kind, body, created_at FROM support_messages WHERE conversation_id = $1 ORDER BY seq',
      [id],
    )
    expect(lines.map((l) => (l.kind === 'event' ? l.body : l.sender))).toEqual([
      'opened',
      'assigned',
      'player',
      'transferred',
      'agent',
      'closed',
    ])
    const transcript = lines
      .map((l) => `${l.seq}\t${new Date(l.created_at).toISOString()}\t${l.sender}\t${l.kind}\t${l.body}`)
      .join('\n')
    const [audit] = await db.query<{ after: { sha256: string; messages: number } }>(
      "SELECT after FROM operator_audit WHERE action = 'support.close' AND target = $1",
      [`support:${id}`],
    )
    expect(audit.after).toMatchObject({
      messages: 6,
      sha256: createHash('sha256').update(transcript).digest('hex'),
    })
    const audited = await db.query<{ action: string }>(
      'SELECT action FROM operator_audit WHERE target = $1 ORDER BY seq',
      [`support:${id}`],
    )
    expect(audited.map((a) => a.action)).toEqual(['support.transfer', 'support.close'])
    const rated = await callApi(
      app,
      supportCalls.supportRate,
      { conversation_id: id, rating: 4, comment: '很快' },
      { token: p.token },
    )
    expect(rated.data.rating).toBe(4)
    expect(
      (await callApi(app, supportCalls.supportRate, { conversation_id: id, rating: 5 }, { token: p.token }))
        .code,
    ).toBe(409)
    // Another player cannot read or rate it.
    const q = await registerAndLogin(app)
    const foreign = await callApi(
      app,
      supportCalls.supportMessages,
      { conversation_id: id },
      { token: q.token },
    )
    expect(foreign.code).toBe(202)
    // The next message opens a new conversation; the history lists both.
    await say(app, p, '还有一个问题')
    const history = await callApi(app, supportCalls.supportHistory, {}, { token: p.token })
    expect(history.data).toHaveLength(2)
    // Closed conversations are searchable by a word of the transcript.
    const found = await op<{ rows: { id: number }[] }>(
      ops,
      agentA.token,
      'GET',
      `${d.closed.path}?q=存款已到账`,
    )
    expect(found.data.rows.map((r) => r.id)).toContain(id)
  })
})

describe('sending', () => {
  it('is applied once per Idempotency-Key, and parallel sends get one unbroken sequence', async () => {
    const p = await registerAndLogin(app)
    const first = await say(app, p, '第一条', 'key-first-0001')
    const again = await say(app, p, '第一条', 'key-first-0001')
    expect(again.message).toEqual(first.message)
    const other = await callApi(
      app,
      supportCalls.supportSend,
      { text: '不同内容' },
      {
        token: p.token,
        headers: { 'idempotency-key': 'key-first-0001' },
      },
    )
    expect(other.code).toBe(1000)
    const keys = Array.from({ length: 20 }, (_, i) => `key-par-${String(i).padStart(4, '0')}`)
    const all = await Promise.all([...keys, ...keys].map((k) => say(app, p, `消息 ${k}`, k)))
    const bySeq = new Map(all.map((s) => [s.message.seq, s.message.body]))
    expect(bySeq.size).toBe(20)
    const db = await testDb()
    const rows = await db.query<{ seq: number }>(
      'SELECT seq FROM support_messages WHERE conversation_id = $1 ORDER BY seq',
      [first.conversation.id],
    )
    expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1))
    const page = await callApi(
      app,
      supportCalls.supportMessages,
      { conversation_id: first.conversation.id, after_seq: 0 },
      {
        token: p.token,
      },
    )
    expect(page.data.messages.filter((m) => m.sender === 'player')).toHaveLength(21)
    // Read receipts move forward only.
    await callApi(
      app,
      supportCalls.supportRead,
      { conversation_id: first.conversation.id, seq: 5 },
      { token: p.token },
    )
    await callApi(
      app,
      supportCalls.supportRead,
      { conversation_id: first.conversation.id, seq: 2 },
      { token: p.token },
    )
    const after = await callApi(app, supportCalls.supportThread, {}, { token: p.token })
    expect(after.data.conversation?.player_read_seq).toBe(5)
  })
})
