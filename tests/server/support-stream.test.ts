// The chat's live streams over real sockets (docs/support.md): every message reaches the player's
// stream exactly once and in order while the connection is cut and resumed with Last-Event-ID several
// times during a stream of sends; the polling read agrees; a forged or foreign ticket opens nothing;
// the agent's typing shows; and on PostgreSQL a second server instance (its own pool and LISTEN
// connection) delivers an agent's answer to the player's stream within a second.
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supportCalls } from '../../core/contract'
import { supportDeskCalls as d } from '../../core/contract/support-desk'
import { buildApp } from '../../server/app'
import { openDb } from '../../server/db/client'
import { makeOperator, op, type TestOperator } from './console-kit'
import { callApi, makeAdminApp, makeApp, registerAndLogin, TEST_SECRETS, testDb } from './helpers'
import { collect, messagesOf, resetDesk, say } from './support-kit'

let app: FastifyInstance
let ops: FastifyInstance
let agent: TestOperator
let base: string

const listen = async (a: FastifyInstance) => {
  await a.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  app = await makeApp()
  ops = await makeAdminApp()
  agent = await makeOperator(ops, 'support')
  base = await listen(app)
  await resetDesk()
}, 120_000)

const ticketFor = async (token: string, conversation_id: number) => {
  const t = await callApi(app, supportCalls.supportTicket, { conversation_id }, { token })
  expect(t.code, t.message).toBe(200)
  return t.data.ticket
}

describe('a conversation stream', () => {
  it('delivers every message exactly once and in order across reconnects', async () => {
    const p = await registerAndLogin(app)
    const first = await say(app, p, 'm0', 'seq-key-0000')
    const id = first.conversation.id
    const url = `${base}${supportCalls.supportStream.path}?ticket=${encodeURIComponent(await ticketFor(p.token, id))}`
    const got: number[] = []
    let n = 1
    for (let round = 0; round < 4; round++) {
      // Messages sent while disconnected, then more while the stream is open.
      for (let i = 0; i < 3; i++) await say(app, p, `m${n++}`, `seq-key-${String(n).padStart(4, '0')}`)
      const sending = (async () => {
        for (let i = 0; i < 3; i++) await say(app, p, `m${n++}`, `seq-key-${String(n).padStart(4, '0')}`)
      })()
      const last = got.at(-1) ?? 0
      const events = await collect(url, (e) => (messagesOf(e).at(-1)?.seq ?? last) >= last + 6 || false, {
        lastEventId: last,
      })
      await sending
      for (const m of messagesOf(events)) got.push(m.seq)
      expect(events.find((e) => e.event === 'message')?.id).toBe(last + 1)
    }
    // Whatever is left, from where the last connection stopped.
    const db = await testDb()
    const [{ last_seq }] = await db.query<{ last_seq: number }>(
      'SELECT last_seq FROM support_conversations WHERE id = $1',
      [id],
    )
    const rest = await collect(url, (e) => (messagesOf(e).at(-1)?.seq ?? 0) >= Number(last_seq), {
      lastEventId: got.at(-1),
    })
    got.push(...messagesOf(rest).map((m) => m.seq))
    expect(got).toEqual(Array.from({ length: Number(last_seq) }, (_, i) => i + 1))
    // The polling read gives the same sequence.
    const polled = await callApi(
      app,
      supportCalls.supportMessages,
      { conversation_id: id, after_seq: 0 },
      { token: p.token },
    )
    expect(polled.data.messages.map((m) => m.seq)).toEqual(got)
    expect(polled.data.messages.filter((m) => m.sender === 'player').map((m) => m.body)).toEqual(
      Array.from({ length: n }, (_, i) => `m${i}`),
    )
  })

  it('shows the agent typing, the answer, and the read receipt', async () => {
    await op(ops, agent.token, 'POST', d.presence.path, { available: true })
    const p = await registerAndLogin(app)
    const { conversation } = await say(app, p, '你好')
    expect(conversation.state).toBe('open')
    const url = `${base}${supportCalls.supportStream.path}?ticket=${encodeURIComponent(await ticketFor(p.token, conversation.id))}`
    const watching = collect(
      url,
      (e) =>
        e.some((x) => x.event === 'message' && (x.data as { sender: string }).sender === 'agent') &&
        e.some((x) => x.event === 'typing'),
    )
    await new Promise((r) => setTimeout(r, 300))
    await op(ops, agent.token, 'POST', d.typing.path.replace(':id', String(conversation.id)))
    await op(ops, agent.token, 'POST', d.read.path.replace(':id', String(conversation.id)), {
      seq: conversation.last_seq,
    })
    await op(ops, agent.token, 'POST', d.reply.path.replace(':id', String(conversation.id)), {
      text: '您好，请讲',
    })
    const events = await watching
    expect(events.find((e) => e.event === 'typing')?.data).toEqual({ by: 'agent' })
    expect(messagesOf(events).at(-1)).toMatchObject({ sender: 'agent', body: '您好，请讲' })
    const snapshots = events
      .filter((e) => e.event === 'conversation')
      .map((e) => e.data as { agent_read_seq: number })
    expect(snapshots.at(-1)?.agent_read_seq).toBe(conversation.last_seq)
  })

  it('refuses a forged ticket, another player’s conversation and an agent ticket', async () => {
    const p = await registerAndLogin(app)
    const q = await registerAndLogin(app)
    const { conversation } = await say(app, p, '私人问题')
    expect(
      (
        await callApi(
          app,
          supportCalls.supportTicket,
          { conversation_id: conversation.id },
          { token: q.token },
        )
      ).code,
    ).toBe(202)
    const good = await ticketFor(p.token, conversation.id)
    const forged = good.replace(/^p\.\d+/, `p.${conversation.id + 1}`)
    const res = await fetch(`${base}${supportCalls.supportStream.path}?ticket=${encodeURIComponent(forged)}`)
    expect(await res.json()).toMatchObject({ code: 203 })
    const desk = await op<{ ticket: string }>(ops, agent.token, 'POST', d.ticket.path, {})
    const wrongSide = await fetch(
      `${base}${supportCalls.supportStream.path}?ticket=${encodeURIComponent(desk.data.ticket)}`,
    )
    expect(await wrongSide.json()).toMatchObject({ code: 203 })
  })
})

describe.skipIf(!process.env.DATABASE_URL)('across instances (PostgreSQL)', () => {
  let other: FastifyInstance
  let otherDb: Awaited<ReturnType<typeof openDb>>
  beforeAll(async () => {
    const db = await testDb()
    const [{ schema }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema')
    otherDb = await openDb({ url: process.env.DATABASE_URL, schema, migrate: false, poolSize: 4 })
    other = buildApp({
      db: otherDb,
      config: { payPepper: TEST_SECRETS.payPepper, captcha: false, pressure: { maxEventLoopDelayMs: 0 } },
    })
    await other.ready()
  })
  afterAll(async () => {
    await other?.close()
    await otherDb?.close()
  })

  it('an agent answer on one instance reaches the player streaming from another within a second', async () => {
    await resetDesk()
    await op(ops, agent.token, 'POST', d.presence.path, { available: true })
    const p = await registerAndLogin(app)
    const { conversation } = await say(app, p, '跨实例测试')
    const otherBase = await listen(other)
    const url = `${otherBase}${supportCalls.supportStream.path}?ticket=${encodeURIComponent(await ticketFor(p.token, conversation.id))}`
    let sentAt = 0
    const watching = collect(url, (e) => messagesOf(e).some((m) => m.sender === 'agent'), {
      lastEventId: conversation.last_seq,
    })
    await new Promise((r) => setTimeout(r, 300))
    sentAt = Date.now()
    await op(ops, agent.token, 'POST', d.reply.path.replace(':id', String(conversation.id)), {
      text: '来自另一实例',
    })
    const events = await watching
    const took = Date.now() - sentAt
    expect(messagesOf(events).map((m) => m.body)).toEqual(['来自另一实例'])
    expect(took).toBeLessThan(1000)
  })
})
