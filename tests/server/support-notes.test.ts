// Private notes and the visitor's conversation moved to the account (docs/support.md): a note is read
// by every agent (in the transcript call and on the agent's stream) and audited, a retry with its key
// is the same note, and it never reaches the player: not on the player's live stream, nor in the
// thread, the polling read or the history. A visitor who signs in keeps the conversation: the first
// member call carrying the visitor token claims it exactly once (parallel calls included); a second
// account presenting the same token claims nothing, and the token opens nothing as a visitor after.
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { supportCalls } from '../../core/contract'
import { type DeskNote, supportDeskCalls as d } from '../../core/contract/support-desk'
import { makeOperator, op, type TestOperator } from './console-kit'
import { callApi, makeAdminApp, makeApp, registerAndLogin, testDb } from './helpers'
import { collect, messagesOf, resetDesk, say } from './support-kit'

let app: FastifyInstance
let ops: FastifyInstance
let agentA: TestOperator
let agentB: TestOperator
let base: string
let opsBase: string

const listen = async (a: FastifyInstance) => {
  await a.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  app = await makeApp()
  ops = await makeAdminApp()
  agentA = await makeOperator(ops, 'support')
  agentB = await makeOperator(ops, 'support')
  base = await listen(app)
  opsBase = await listen(ops)
}, 120_000)
afterAll(async () => {
  await app?.close()
  await ops?.close()
})
beforeEach(() => resetDesk())

const url = (path: string, id: number) => path.replace(':id', String(id))
const note = async (who: TestOperator, id: number, text: string, key: string) => {
  const res = await ops.inject({
    method: 'POST',
    url: url(d.note.path, id),
    payload: { text },
    headers: { authorization: `Bearer ${who.token}`, 'idempotency-key': key },
  })
  return res.json() as { code: number; data: DeskNote }
}

describe('private notes', () => {
  it('reach every agent and the audit log, never the player', async () => {
    await op(ops, agentA.token, 'POST', d.presence.path, { available: true })
    const p = await registerAndLogin(app)
    const { conversation } = await say(app, p, '我的提款还没到账')
    const id = conversation.id
    const secret = `内部备注-${id}-疑似重复提款，勿告知玩家`
    const ticket = await callApi(app, supportCalls.supportTicket, { conversation_id: id }, { token: p.token })
    const agentTicket = await op<{ ticket: string }>(ops, agentA.token, 'POST', d.ticket.path, {
      conversation_id: id,
    })
    // Both streams open; the player's ends at the agent's answer, which is sent after the note.
    const player = collect(
      `${base}${supportCalls.supportStream.path}?ticket=${encodeURIComponent(ticket.data.ticket)}`,
      (e) => messagesOf(e).some((m) => m.sender === 'agent'),
    )
    const agent = collect(
      `${opsBase}/admin/api/support/stream?ticket=${encodeURIComponent(agentTicket.data.ticket)}`,
      (e) => e.some((x) => x.event === 'note'),
    )
    await new Promise((r) => setTimeout(r, 300))
    const first = await note(agentA, id, secret, 'note-key-0001')
    expect(first.code).toBe(200)
    expect(first.data).toMatchObject({ body: secret, after_seq: conversation.last_seq })
    // A retry with the key is the same note; another text under it is refused.
    expect((await note(agentA, id, secret, 'note-key-0001')).data.id).toBe(first.data.id)
    expect((await note(agentA, id, '别的内容', 'note-key-0001')).code).toBe(1000)
    await op(ops, agentA.token, 'POST', url(d.reply.path, id), { text: '正在为您查询' })
    const [heard, agentHeard] = await Promise.all([player, agent])
    expect(agentHeard.find((e) => e.event === 'note')?.data).toMatchObject({
      id: first.data.id,
      body: secret,
    })
    expect(heard.some((e) => e.event === 'note')).toBe(false)
    expect(JSON.stringify(heard)).not.toContain(secret)
    // Another agent reads it with the transcript.
    const read = await op<{ notes: DeskNote[] }>(ops, agentB.token, 'GET', url(d.messages.path, id))
    expect(read.data.notes.map((n) => n.body)).toEqual([secret])
    // No player call shows it.
    const answers = [
      await callApi(app, supportCalls.supportThread, {}, { token: p.token }),
      await callApi(
        app,
        supportCalls.supportMessages,
        { conversation_id: id, after_seq: 0 },
        { token: p.token },
      ),
      await callApi(app, supportCalls.supportHistory, {}, { token: p.token }),
    ]
    for (const a of answers) {
      expect(a.code).toBe(200)
      expect(JSON.stringify(a.data)).not.toContain(secret)
    }
    const db = await testDb()
    const audited = await db.query<{ action: string; after: { note: number; text: string } }>(
      "SELECT action, after FROM operator_audit WHERE target = $1 AND action = 'support.note'",
      [`support:${id}`],
    )
    expect(audited).toHaveLength(1)
    expect(audited[0].after).toMatchObject({ note: first.data.id, text: secret })
  })
})

describe('private notes by an agent who does not hold the conversation', () => {
  it('are written while another agent chats and after the close: audited, idempotent, never the player’s', async () => {
    const db = await testDb()
    const idOf = async (o: TestOperator) =>
      Number(
        (await db.query<{ id: string }>('SELECT id FROM operators WHERE username = $1', [o.username]))[0].id,
      )
    const [a, b] = [await idOf(agentA), await idOf(agentB)]
    await op(ops, agentA.token, 'POST', d.presence.path, { available: true })
    const p = await registerAndLogin(app)
    const { conversation } = await say(app, p, '我想修改绑定的手机号')
    const id = conversation.id
    expect(conversation).toMatchObject({ state: 'open', agent_no: a })
    // Agent B watches A's conversation and leaves a note; the retry with its key is the same note.
    const watching = `旁听备注-${id}-请先核实身份证后四位`
    const w = await note(agentB, id, watching, `watch-key-${id}`)
    expect(w.code).toBe(200)
    expect(w.data).toMatchObject({ body: watching, agent_id: b })
    expect((await note(agentB, id, watching, `watch-key-${id}`)).data.id).toBe(w.data.id)
    // The watcher still cannot answer the player.
    const refused = await op(ops, agentB.token, 'POST', url(d.reply.path, id), { text: '我来回答' })
    expect(refused.code).toBe(409)
    expect((await op(ops, agentA.token, 'POST', url(d.close.path, id))).code).toBe(200)
    // After the close, either agent can still add to the record.
    const after = `结案备注-${id}-已转风控复核`
    const c = await note(agentB, id, after, `closed-key-${id}`)
    expect(c.code).toBe(200)
    expect((await note(agentB, id, after, `closed-key-${id}`)).data.id).toBe(c.data.id)
    expect((await note(agentB, id, '另一段内容', `closed-key-${id}`)).code).toBe(1000)
    const read = await op<{ notes: DeskNote[] }>(ops, agentA.token, 'GET', url(d.messages.path, id))
    expect(read.data.notes.map((n) => n.body)).toEqual([watching, after])
    const audited = await db.query<{ operator_id: string | number; after: { text: string } }>(
      "SELECT operator_id, after FROM operator_audit WHERE target = $1 AND action = 'support.note' ORDER BY seq",
      [`support:${id}`],
    )
    expect(audited.map((a) => [Number(a.operator_id), a.after.text])).toEqual([
      [b, watching],
      [b, after],
    ])
    for (const a of [
      await callApi(app, supportCalls.supportThread, {}, { token: p.token }),
      await callApi(
        app,
        supportCalls.supportMessages,
        { conversation_id: id, after_seq: 0 },
        { token: p.token },
      ),
      await callApi(app, supportCalls.supportHistory, {}, { token: p.token }),
    ]) {
      expect(a.code).toBe(200)
      expect(JSON.stringify(a.data)).not.toContain(watching)
      expect(JSON.stringify(a.data)).not.toContain(after)
    }
  })
})

const visitor = async () => {
  const v = await callApi(app, supportCalls.supportVisitor, {})
  expect(v.code).toBe(200)
  return v.data.token
}

describe('a visitor who signs in', () => {
  it('keeps the conversation: claimed once, by one account only', async () => {
    const token = await visitor()
    const sent = await say(app, { headers: { 'x-visitor-token': token } }, '我还没有账号，想问注册的事')
    const id = sent.conversation.id
    const member = await registerAndLogin(app)
    // Twenty first calls at once, each with the device's visitor token.
    const threads = await Promise.all(
      Array.from({ length: 20 }, () =>
        callApi(
          app,
          supportCalls.supportThread,
          {},
          { token: member.token, headers: { 'x-visitor-token': token } },
        ),
      ),
    )
    for (const t of threads) expect(t.data.conversation?.id).toBe(id)
    const db = await testDb()
    const claimed = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM support_messages WHERE conversation_id = $1 AND kind = 'event' AND body = 'claimed'",
      [id],
    )
    expect(Number(claimed[0].n)).toBe(1)
    const thread = threads[0].data
    expect(thread.messages.map((m) => m.body)).toContain('我还没有账号，想问注册的事')
    // The desk now shows the member.
    const context = await op<{ username: string | null }>(ops, agentA.token, 'GET', url(d.context.path, id))
    expect(context.data.username).toBe(member.username)
    // Another account with the same token claims nothing and sees nothing.
    const other = await registerAndLogin(app)
    const theirs = await callApi(
      app,
      supportCalls.supportThread,
      {},
      { token: other.token, headers: { 'x-visitor-token': token } },
    )
    expect(theirs.data.conversation).toBeNull()
    const [{ username }] = await db.query<{ username: string }>(
      'SELECT u.username FROM support_conversations c JOIN users u ON u.id = c.user_id WHERE c.id = $1',
      [id],
    )
    expect(username).toBe(member.username)
    // The token no longer opens anything as a visitor.
    expect(
      (await callApi(app, supportCalls.supportThread, {}, { headers: { 'x-visitor-token': token } })).code,
    ).toBe(203)
    // The member goes on in the same conversation.
    const more = await say(app, { token: member.token }, '我已经注册好了')
    expect(more.conversation.id).toBe(id)
  })

  it('a member with a conversation of their own gets the visitor’s closed beside it', async () => {
    const member = await registerAndLogin(app)
    const own = await say(app, { token: member.token }, '会员的会话')
    const token = await visitor()
    const theirs = await say(app, { headers: { 'x-visitor-token': token } }, '访客的会话')
    const t = await callApi(
      app,
      supportCalls.supportThread,
      {},
      { token: member.token, headers: { 'x-visitor-token': token } },
    )
    expect(t.data.conversation?.id).toBe(own.conversation.id)
    const history = await callApi(app, supportCalls.supportHistory, {}, { token: member.token })
    expect(history.data.map((c) => [c.id, c.state])).toEqual(
      expect.arrayContaining([
        [own.conversation.id, own.conversation.state],
        [theirs.conversation.id, 'closed'],
      ]),
    )
  })
})
