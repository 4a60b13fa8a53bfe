// The cluster run's chat checks (run.ts, docs/support.md): two instances over the one database.
//   1. a player's stream open on instance A receives an agent's answer sent through instance B's
//      operator port within a second (B's pg_notify reaches A's LISTEN connection);
//   2. one message sent 100 times at once with one Idempotency-Key, spread over the three instances,
//      is stored once and every answer names the same message.
import type pg from 'pg'
import { readEvents } from '../server/sse'
import { call, check, ports, randomIp } from './kit'

const api = (i: number) => `http://127.0.0.1:${ports[i].api}`

export async function chatAcrossInstances(
  db: pg.Pool,
  player: { name: string; token: string },
  opToken: string,
) {
  const send = (i: number, text: string, key: string) =>
    call(api(i), '/api/support/send', { text }, { token: player.token, key, ip: randomIp() })
  const first = await send(0, '集群测试：你好', `chat-${player.name}-first`)
  const conversation = first.answer?.data?.conversation as { id: number; last_seq: number } | undefined
  if (!conversation) throw new Error(`support send: ${JSON.stringify(first.answer)}`)
  const t = await call(
    api(0),
    '/api/support/stream-ticket',
    { conversation_id: conversation.id },
    { token: player.token, ip: randomIp() },
  )
  const ticket = String(t.answer?.data?.ticket)

  // 1. Streaming from A, answered through B.
  let opened!: () => void
  const open = new Promise<void>((r) => {
    opened = r
  })
  const watching = readEvents(
    `${api(0)}/api/support/stream?ticket=${encodeURIComponent(ticket)}`,
    (e) => e.some((x) => x.event === 'message' && (x.data as { sender: string }).sender === 'agent'),
    { lastEventId: conversation.last_seq, ms: 10_000, onOpen: opened },
  )
  await open
  const sentAt = Date.now()
  const res = await fetch(
    `http://127.0.0.1:${ports[1].admin}/admin/api/support/conversations/${conversation.id}/send`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${opToken}` },
      body: JSON.stringify({ text: '来自实例 B 的回复' }),
      signal: AbortSignal.timeout(10_000),
    },
  )
  const replied = (await res.json()) as { code: number; message: string }
  const events = await watching
  const answer = events.find(
    (e) => e.event === 'message' && (e.data as { sender: string }).sender === 'agent',
  )
  const took = answer ? answer.at - sentAt : Number.POSITIVE_INFINITY
  check(
    replied.code === 200 && (answer?.data as { body?: string })?.body === '来自实例 B 的回复' && took < 1000,
    `chat: an agent's answer through instance B reached the player's stream on instance A in ${took} ms (< 1000; reply ${replied.code} ${replied.message})`,
  )

  // 2. One key, 100 sends at once over the three instances.
  const key = `chat-${player.name}-once`
  const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => send(n % 3, '只应保存一次', key)))
  const seqs = new Set(answers.map((a) => (a.answer?.data?.message as { seq?: number } | undefined)?.seq))
  const [{ n }] = (
    await db.query<{ n: string }>('SELECT count(*) AS n FROM support_messages WHERE idempotency_key = $1', [
      key,
    ])
  ).rows
  check(
    answers.every((a) => a.answer?.code === 200) && seqs.size === 1 && Number(n) === 1,
    `chat: one Idempotency-Key sent 100 times over 3 instances stored ${n} message (answers: ${[...new Set(answers.map((a) => a.answer?.code))].join(', ')}; sequence numbers ${[...seqs].join(', ')})`,
  )
}
