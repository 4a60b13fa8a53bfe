// Generated path tests over the support desk's machines (src/console/machines/deskChat.machine.ts and
// deskFeed.machine.ts): a conversation loaded waiting, mine, another agent's or closed; pick-up (and a
// refused one), the link's stream and polling fallback, replies with their resend, the player's typing,
// transfer and close with their confirmations and failures; the desk's stream, polling and presence.
// Every state and every transition definition of the REAL machines is entered/taken by the replayed
// paths (tests/paths/coverage.ts). Then the rules the views rely on, on a live actor.
import { afterAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { CannedReply, DeskConversation, PlayerContext } from '../../core/contract/support-desk'
import { deskChatMachine, offeredReplies } from '../../src/console/machines/deskChat.machine'
import { deskFeedMachine } from '../../src/console/machines/deskFeed.machine'
import { type CoverageOptions, coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 500, message = '服务器错误') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})

const ME = 7
const conv = (o: Partial<DeskConversation>): DeskConversation => ({
  id: 1,
  state: 'waiting',
  ticket: false,
  username: 'player1',
  agent_id: null,
  agent: null,
  created_at: '2026-01-01 12:00:00',
  waiting_seconds: 30,
  first_response_at: null,
  closed_at: null,
  expect_reply_by: null,
  last_seq: 1,
  agent_read_seq: 0,
  player_read_seq: 1,
  last_message: '你好',
  rating: null,
  ...o,
})
const player = (kind: PlayerContext['protection']['kind'] = null): PlayerContext => ({
  username: 'player1',
  vip: 2,
  balance: '100.00',
  protection: { kind, ends_at: kind ? '2026-02-01 00:00:00' : null },
  locked: false,
  deposits: [],
  withdrawals: [],
  conversations: 1,
})
const line = (seq: number, sender: 'player' | 'agent') => ({
  seq,
  sender,
  kind: 'text' as const,
  body: `第${seq}条`,
  agent_no: sender === 'agent' ? ME : null,
  at: '2026-01-01 12:00:00',
})
const loaded = (c: DeskConversation, kind: PlayerContext['protection']['kind'] = null) =>
  done('load', { conversation: c, messages: [line(1, 'player')], notes: [], player: player(kind) })
const note = (id: number, after_seq = 1) => ({
  id,
  after_seq,
  body: `备注${id}`,
  agent_id: ME,
  agent: 'kefu1',
  at: '2026-01-01 12:00:00',
})
const claimedLine = {
  seq: 4,
  sender: 'system' as const,
  kind: 'event' as const,
  body: 'claimed',
  agent_no: null,
  at: '2026-01-01 12:00:00',
}
const mine = conv({ state: 'open', agent_id: ME, agent: 'kefu1' })
const invite: CannedReply = { id: 'deposit', zh: '欢迎充值', en: 'Deposit now', invites: true }
const greet: CannedReply = { id: 'hello', zh: '您好', en: 'Hello', invites: false }

const chatSet: CoverageOptions = {
  inputs: [{ id: 1, me: ME }],
  summarise: (c) => ({
    state: (c.conversation as DeskConversation | null)?.state,
    mine: (c.conversation as DeskConversation | null)?.agent_id === ME,
    draft: c.draft !== '',
    note: c.noteDraft !== '',
    to: c.transferTo !== null,
  }),
  events: [
    loaded(conv({})),
    loaded(mine),
    loaded(conv({ state: 'open', agent_id: 9, agent: 'kefu2' })),
    loaded(conv({ state: 'closed', rating: 5 })),
    fail('load'),
    { type: 'desk.retry' },
    { type: 'desk.pickup' },
    done('pickUp', mine),
    fail('pickUp', 409, '该会话已被接入'),
    done('streamTicket', { ticket: 't', expires_in: 3600 }),
    fail('streamTicket'),
    { type: 'stream.message', message: line(2, 'player') },
    { type: 'stream.conversation', conversation: { ...mine, agent_no: ME } },
    { type: 'stream.typing' },
    { type: 'stream.lost' },
    done('poll', { conversation: mine, messages: [line(2, 'player')], notes: [note(1)] }),
    fail('poll'),
    { type: 'desk.input', value: '请稍等' },
    { type: 'desk.canned', reply: greet, lang: 'zh' },
    done('typing', null),
    fail('typing'),
    { type: 'desk.send' },
    done('send', line(3, 'agent')),
    fail('send'),
    { type: 'desk.resend' },
    { type: 'desk.discard' },
    { type: 'desk.transfer' },
    { type: 'desk.transferTo', agentId: 9 },
    { type: 'desk.confirm' },
    { type: 'desk.cancel' },
    done('transfer', conv({ state: 'open', agent_id: 9, agent: 'kefu2' })),
    fail('transfer'),
    { type: 'desk.close' },
    done('close', conv({ state: 'closed', agent_id: ME })),
    fail('close'),
  ],
  simplePathsUpTo: 0,
  // The notes and the profile regions are walked by noteSet.
  skip: [
    'desk.noteInput',
    'desk.note',
    'stream.note',
    ...['note', 'refresh'].flatMap((a) => [`xstate.done.actor.${a}`, `xstate.error.actor.${a}`]),
  ],
}

// The notes and the profile regions on their own (with the rest of the events above, the product of
// the parallel regions would be too large to walk).
const noteSet: CoverageOptions = {
  ...chatSet,
  events: [
    loaded(mine),
    done('streamTicket', { ticket: 't', expires_in: 3600 }),
    { type: 'stream.note', note: note(2) },
    { type: 'desk.noteInput', value: '玩家疑似重复提款' },
    { type: 'desk.note' },
    done('note', note(3)),
    fail('note'),
    { type: 'stream.message', message: claimedLine },
    done('refresh', { conversation: mine, messages: [claimedLine], notes: [], player: player() }),
    fail('refresh'),
  ],
  // Everything else the chatting state hears is walked by chatSet.
  skip: chatSet.events.map((e) => e.type),
}

// Notes on a conversation the agent does not hold: another agent's, one just handed off, a closed one.
const readonlyNoteSet: CoverageOptions = {
  ...chatSet,
  events: [
    loaded(conv({ state: 'open', agent_id: 9, agent: 'kefu2' })),
    loaded(conv({ state: 'closed', rating: 5 })),
    loaded(mine),
    { type: 'desk.transfer' },
    { type: 'desk.transferTo', agentId: 9 },
    { type: 'desk.confirm' },
    done('transfer', conv({ state: 'open', agent_id: 9, agent: 'kefu2' })),
    { type: 'desk.retry' },
    { type: 'desk.noteInput', value: '已转接，玩家情绪激动' },
    { type: 'desk.note' },
    done('note', note(4)),
    fail('note'),
  ],
  skip: [...noteSet.skip!, ...noteSet.events.map((e) => e.type)],
}

const feedSet: CoverageOptions = {
  summarise: (c) => ({ desk: c.desk !== null, available: c.available }),
  events: [
    done('streamTicket', { ticket: 't', expires_in: 3600 }),
    fail('streamTicket'),
    { type: 'feed.desk', desk: { me: {}, waiting: [], mine: [], agents: [], settings: {}, in_hours: true } },
    { type: 'feed.lost' },
    done('read', { me: {}, waiting: [], mine: [], agents: [], settings: {}, in_hours: true }),
    fail('read'),
    { type: 'desk.refresh' },
    { type: 'desk.available', value: true },
    done('presence', { id: ME, username: 'kefu1', online: true, available: true, open: 0, max_open: 5 }),
    fail('presence'),
  ],
  simplePathsUpTo: 0,
}
const models: [Parameters<typeof generatePaths>[0], CoverageOptions[]][] = [
  [deskChatMachine, [chatSet, noteSet, readonlyNoteSet]],
  [deskFeedMachine, [feedSet]],
]

const reports: string[] = []
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

describe('support desk path coverage', { timeout: 120_000 }, () => {
  for (const [machine, sets] of models) {
    it(`${machine.id}: every state and every transition`, async () => {
      const observed: Observed = { states: new Set(), transitions: new Set() }
      let count = 0
      for (const options of sets) {
        const paths = generatePaths(machine, options)
        count += paths.length
        for (const path of paths) {
          const seen = await replay(machine, path, observed)
          expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
        }
      }
      const c = coverage(machine, observed)
      reports.push(`${c.report} (${count} paths)`)
      expect(c.states.missing, `${machine.id} states`).toEqual([])
      expect(c.transitions.missing, `${machine.id} transitions`).toEqual([])
    })
  }
})

// Actors that never answer: the tests below settle them by hand.
const pending = fromPromise(() => new Promise<never>(() => {})) as never
const held = deskChatMachine.provide({
  actors: {
    load: pending,
    pickUp: pending,
    streamTicket: pending,
    poll: pending,
    send: pending,
    note: pending,
    refresh: pending,
    markRead: pending,
    typing: pending,
    transfer: pending,
    close: pending,
  },
})

describe('support desk rules', () => {
  it('never offers a reply that invites a protected player back', () => {
    expect(offeredReplies([invite, greet], player(null))).toEqual([invite, greet])
    expect(offeredReplies([invite, greet], player('timeout'))).toEqual([greet])
    expect(offeredReplies([invite, greet], player('self_exclusion'))).toEqual([greet])
  })

  it('refuses a flagged reply for a protected player, keeps one key for a resend', () => {
    const actor = createActor(held, { input: { id: 1, me: ME } }).start()
    try {
      actor.send(loaded(mine, 'self_exclusion') as never)
      expect(actor.getSnapshot().matches('chatting')).toBe(true)
      actor.send({ type: 'desk.canned', reply: invite, lang: 'zh' })
      expect(actor.getSnapshot().context.draft).toBe('')
      actor.send({ type: 'desk.canned', reply: greet, lang: 'en' })
      expect(actor.getSnapshot().context.draft).toBe('Hello')
      actor.send({ type: 'desk.send' })
      const key = actor.getSnapshot().context.outgoing?.key
      expect(key).toMatch(/^[0-9a-f-]{36}$/)
      actor.send(fail('send') as never)
      actor.send({ type: 'desk.resend' })
      expect(actor.getSnapshot().context.outgoing?.key).toBe(key)
    } finally {
      actor.stop()
    }
  })

  it('keeps a note apart from the replies and one key for its retry; a sign-in reads the player again', () => {
    const actor = createActor(held, { input: { id: 1, me: ME } }).start()
    try {
      actor.send(loaded(mine) as never)
      actor.send({ type: 'desk.noteInput', value: '  ' })
      expect(actor.getSnapshot().can({ type: 'desk.note' })).toBe(false)
      actor.send({ type: 'desk.noteInput', value: '仅客服可见' })
      actor.send({ type: 'desk.note' })
      const out = actor.getSnapshot().context.noteOut
      expect(out?.text).toBe('仅客服可见')
      expect(actor.getSnapshot().context.outgoing).toBeNull()
      actor.send(fail('note') as never)
      expect(actor.getSnapshot().hasTag('noteFailed')).toBe(true)
      actor.send({ type: 'desk.note' })
      expect(actor.getSnapshot().context.noteOut?.key).toBe(out?.key)
      actor.send(done('note', note(5)) as never)
      actor.send({ type: 'stream.note', note: note(5) } as never)
      expect(actor.getSnapshot().context.notes.map((n) => n.id)).toEqual([5])
      expect(actor.getSnapshot().context.messages.every((m) => m.body !== '备注5')).toBe(true)
      // A visitor signed in: the player's context is read again.
      actor.send({ type: 'stream.message', message: claimedLine })
      expect(actor.getSnapshot().matches({ chatting: { profile: 'refreshing' } })).toBe(true)
    } finally {
      actor.stop()
    }
  })

  it('takes notes on a conversation the agent does not hold, but no reply', () => {
    for (const c of [conv({ state: 'open', agent_id: 9, agent: 'kefu2' }), conv({ state: 'closed' })]) {
      const actor = createActor(held, { input: { id: 1, me: ME } }).start()
      try {
        actor.send(loaded(c) as never)
        expect(actor.getSnapshot().can({ type: 'desk.send' })).toBe(false)
        actor.send({ type: 'desk.noteInput', value: '已核实身份' })
        actor.send({ type: 'desk.note' })
        expect(actor.getSnapshot().hasTag('noteSaving')).toBe(true)
        expect(actor.getSnapshot().context.noteOut?.text).toBe('已核实身份')
        actor.send(done('note', note(6)) as never)
        expect(actor.getSnapshot().context.notes.map((n) => n.id)).toEqual([6])
        expect(actor.getSnapshot().hasTag(c.state === 'closed' ? 'closed' : 'readonly')).toBe(true)
      } finally {
        actor.stop()
      }
    }
  })

  it('never transfers to the agent themself', () => {
    const actor = createActor(held, { input: { id: 1, me: ME } }).start()
    try {
      actor.send(loaded(mine) as never)
      actor.send({ type: 'desk.transfer' })
      actor.send({ type: 'desk.transferTo', agentId: ME })
      expect(actor.getSnapshot().can({ type: 'desk.confirm' })).toBe(false)
    } finally {
      actor.stop()
    }
  })
})
