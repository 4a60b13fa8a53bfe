// Generated path tests over the chat machine (在线客服, docs/support.md): every state and transition of
// the REAL machine is entered/taken by the replayed paths (tests/paths/coverage.ts), for a member and a
// visitor without a token; the captcha is a still picture here (it has its own path test).
import { afterAll, describe, expect, it, vi } from 'vitest'
import { type AnyStateMachine, createActor, fromCallback, fromPromise, setup, waitFor } from 'xstate'
import type { SupportConversation, SupportMessage, SupportThread } from '../../core/contract'
import { chatMachine } from '../../src/machines/chat.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 0, message = '网络错误') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})

const stillCaptcha = setup({}).createMachine({
  id: 'captcha',
  context: { id: 'cap-1', image: '' },
  on: { 'captcha.refresh': {}, 'captcha.check': {} },
})

const conversation = (over: Partial<SupportConversation> = {}): SupportConversation => ({
  id: 7,
  state: 'open',
  ticket: false,
  expect_reply_by: null,
  agent_no: 3,
  last_seq: 3,
  player_read_seq: 3,
  agent_read_seq: 3,
  rating: null,
  created_at: '2025-01-01 10:00:00',
  closed_at: null,
  ...over,
})
const message = (seq: number, sender: SupportMessage['sender'] = 'agent'): SupportMessage => ({
  seq,
  sender,
  kind: 'text',
  body: `m${seq}`,
  agent_no: sender === 'agent' ? 3 : null,
  at: '2025-01-01 10:00:00',
})
const service = { in_hours: true, agents_online: true, opens: '00:00', closes: '24:00' }
const thread = (c: SupportConversation | null): SupportThread => ({
  conversation: c,
  messages: c ? [message(1, 'system'), message(2, 'player'), message(3)] : [],
  service,
})

const reports: string[] = []
afterAll(() => console.log(`path coverage\n${reports.join('\n')}`))

const member = { member: true, visitorToken: null }
const visitor = { member: false, visitorToken: null }
const summarise = (c: Record<string, unknown>) => {
  const conv = c.conversation as SupportConversation | null
  return [
    conv?.id,
    conv?.state,
    conv?.rating,
    c.draft !== '',
    c.captchaAnswer !== '',
    (c.rating as number) > 0,
  ]
}
const loaded = done('loadThread', thread(conversation()))
const ticket = done('streamTicket', { ticket: 'p.7.1.x', expires_in: 3600 })

const image = (bytes: number) => ({ type: 'chat.image', file: new File([new Uint8Array(bytes)], 'a.png') })
const closed = conversation({ state: 'closed', last_seq: 4 })

/**
 * Every event the machine listens to, with the samples that move it. Three groups each let one part
 * move and give the others samples their guards refuse (an empty draft, an empty file, an open
 * conversation), so each graph stays small; together they reach every state and transition.
 */
const samples = (live: { link?: boolean; outbox?: boolean; rating?: boolean }) => [
  { type: 'chat.captcha', value: 'ab34' },
  { type: 'chat.start' },
  { type: 'chat.retry' },
  { type: 'chat.relink' },
  { type: 'chat.input', value: live.outbox ? '你好' : '' },
  { type: 'chat.send' },
  image(live.outbox ? 4 : 0),
  { type: 'chat.resend' },
  { type: 'chat.discard' },
  { type: 'chat.stars', value: 5 },
  { type: 'chat.comment', value: '很好' },
  { type: 'chat.rate' },
  { type: 'stream.message', message: message(4) },
  { type: 'stream.conversation', conversation: live.rating ? closed : conversation({ last_seq: 4 }) },
  { type: 'stream.typing' },
  { type: 'stream.lost' },
  done('joinAsVisitor', { token: 'v'.repeat(43) }),
  fail('joinAsVisitor', 1000, '验证码错误'),
  loaded,
  ...(live.link ? [done('loadThread', thread(null))] : []),
  fail('loadThread'),
  ticket,
  fail('streamTicket', 203, '连接已过期'),
  done('poll', { conversation: conversation(), messages: [message(4)] }),
  fail('poll'),
  done('send', { conversation: conversation({ last_seq: 5 }), message: message(5, 'player') }),
  done('send', { conversation: conversation({ id: 8, last_seq: 2 }), message: message(2, 'player') }),
  fail('send'),
  done('rate', conversation({ state: 'closed', rating: 5 })),
  fail('rate', 409, '您已评价过此会话'),
  done('typing', null),
  fail('typing'),
]

const groups = [
  { name: 'joining and the link', inputs: [member, visitor], events: samples({ link: true }) },
  { name: 'the outbox', inputs: [member], events: samples({ outbox: true }) },
  { name: 'the rating', inputs: [member], events: samples({ rating: true }) },
]

describe('chat path coverage', { timeout: 120_000 }, () => {
  it('chat: every state and every transition', async () => {
    const model = chatMachine.provide({ actors: { captcha: stillCaptcha as never } }) as AnyStateMachine
    const observed: Observed = { states: new Set(), transitions: new Set() }
    let count = 0
    for (const g of groups) {
      const paths = generatePaths(model, {
        inputs: g.inputs,
        summarise,
        simplePathsUpTo: 0,
        events: g.events,
      })
      count += paths.length
      for (const path of paths) {
        const seen = await replay(model, path, observed)
        expect(seen, `${g.name}: ${path.name}`).toEqual(path.steps.map((s) => s.value))
      }
    }
    const c = coverage(chatMachine, observed)
    reports.push(`${c.report} (${count} paths)`)
    expect(c.states.missing, 'chat states').toEqual([])
    expect(c.transitions.missing, 'chat transitions').toEqual([])
  })
})

describe('the link of a conversation the first message opened', () => {
  it('reads it from the start, so the lines written before that message show too', async () => {
    const reads: number[] = []
    const polls: number[] = []
    const sent = { conversation: conversation({ id: 9, last_seq: 3 }), message: message(3, 'player') }
    const run = (ticket: boolean) =>
      createActor(
        chatMachine.provide({
          actors: {
            loadThread: fromPromise(async () => thread(null)),
            send: fromPromise(async () => sent),
            streamTicket: fromPromise(async () => {
              if (!ticket) throw new Error('no stream')
              return { ticket: 't' }
            }),
            stream: fromCallback(({ input }: { input: { ticket: string; after: number } }) => {
              reads.push(input.after)
            }),
            poll: fromPromise(
              async ({ input }: { input: { id: number; after: number; vt: string | null } }) => {
                polls.push(input.after)
                return {
                  conversation: sent.conversation,
                  messages: [message(1, 'system'), message(2, 'system')],
                }
              },
            ),
            markRead: fromPromise(async () => null),
          },
        }),
        { input: member },
      ).start()
    for (const ticket of [true, false]) {
      const actor = run(ticket)
      try {
        await waitFor(actor, (s) => s.matches('chatting'))
        actor.send({ type: 'chat.input', value: '你好' })
        actor.send({ type: 'chat.send' })
        await waitFor(actor, () => (ticket ? reads.length : polls.length) > 0)
        if (!ticket) await waitFor(actor, (s) => s.context.messages.length === 3)
      } finally {
        actor.stop()
      }
    }
    expect(reads).toEqual([0])
    expect(polls[0]).toBe(0)
  })

  it('reads on after the last message of a thread it loaded', async () => {
    const reads: number[] = []
    const actor = createActor(
      chatMachine.provide({
        actors: {
          loadThread: fromPromise(async () => thread(conversation())),
          streamTicket: fromPromise(async () => ({ ticket: 't' })),
          stream: fromCallback(({ input }: { input: { ticket: string; after: number } }) => {
            reads.push(input.after)
          }),
          markRead: fromPromise(async () => null),
        },
      }),
      { input: member },
    ).start()
    try {
      await waitFor(actor, () => reads.length > 0)
      expect(reads).toEqual([3])
    } finally {
      actor.stop()
    }
  })
})

describe('a read receipt the server refuses', () => {
  it('leaves the chat running (the next receipt carries it)', async () => {
    const calls: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(String(url))
      return new Response(JSON.stringify({ code: 503, message: '服务器繁忙，请稍后再试', data: null }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      })
    })
    const actor = createActor(
      chatMachine.provide({
        actors: {
          loadThread: fromPromise(async () => thread(conversation({ player_read_seq: 1 }))),
          streamTicket: fromPromise(async () => ({ ticket: 't' })),
          stream: fromCallback(() => {}),
        },
      }),
      { input: member },
    ).start()
    try {
      await waitFor(actor, () => calls.some((u) => u.includes('/support/read')))
      await new Promise((r) => setTimeout(r, 50))
      expect(actor.getSnapshot().status).toBe('active')
      expect(actor.getSnapshot().matches('chatting')).toBe(true)
    } finally {
      actor.stop()
      vi.unstubAllGlobals()
    }
  })
})
