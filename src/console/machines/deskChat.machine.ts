// One conversation on the support desk (docs/support.md): load the thread and the player's context,
// pick it up if it waits, then chat while three regions run side by side: the link (the
// conversation's stream, or polling while it is down), the outbox (one reply at a time, its
// Idempotency-Key made when the agent sends and kept for a resend) and the agent's typing notice.
// Then the hand-off: transfer to another agent, or close, each confirmed first. A conversation held
// by another agent is shown read-only.
import {
  type AnyEventObject,
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
} from 'xstate'
import type { StreamTicket, SupportConversation, SupportMessage } from '../../../core/contract/support'
import type { CannedReply, DeskConversation, PlayerContext } from '../../../core/contract/support-desk'
import type { ConsoleKey } from '../i18n'

export type DeskChatInput = { id: number; me: number }
export type Outgoing = { key: string; text: string }
export type DeskChatContext = DeskChatInput & {
  conversation: DeskConversation | null
  messages: SupportMessage[]
  player: PlayerContext | null
  draft: string
  outgoing: Outgoing | null
  transferTo: number | null
  playerTyping: boolean
  error: { key: ConsoleKey } | { text: string } | null
}
export type Thread = { conversation: DeskConversation; messages: SupportMessage[] }
export type StreamEvent =
  | { type: 'stream.message'; message: SupportMessage }
  | { type: 'stream.conversation'; conversation: SupportConversation }
  | { type: 'stream.typing' }
  | { type: 'stream.lost' }
export type DeskChatEvent =
  | { type: 'desk.retry' }
  | { type: 'desk.pickup' }
  | { type: 'desk.input'; value: string }
  | { type: 'desk.canned'; reply: CannedReply; lang: 'zh' | 'en' }
  | { type: 'desk.send' }
  | { type: 'desk.resend' }
  | { type: 'desk.discard' }
  | { type: 'desk.transfer' }
  | { type: 'desk.transferTo'; agentId: number }
  | { type: 'desk.close' }
  | { type: 'desk.confirm' }
  | { type: 'desk.cancel' }
  | StreamEvent

/** Canned replies a player may be offered: none that invites back a protected player. */
export const offeredReplies = (all: CannedReply[], player: PlayerContext | null) =>
  all.filter((r) => !r.invites || (player !== null && player.protection.kind === null))

/** Adds messages by sequence number: each once, in order. */
const merge = (list: SupportMessage[], add: SupportMessage[]) => {
  const bySeq = new Map(list.map((m) => [m.seq, m]))
  for (const m of add) bySeq.set(m.seq, m)
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq)
}
const lastSeq = (c: DeskChatContext) => c.messages.at(-1)?.seq ?? 0
const outputOf = <T>(e: AnyEventObject) => (e as unknown as { output: T }).output
const failure = (e: AnyEventObject) => {
  const m = (e as { error?: { message?: string } }).error?.message
  return m ? { text: m } : { key: 'desk.failed' as const }
}
const notProvided = () => Promise.reject(new Error('not provided'))

export const deskChatMachine = setup({
  types: { context: {} as DeskChatContext, events: {} as DeskChatEvent, input: {} as DeskChatInput },
  actors: {
    load: fromPromise<Thread & { player: PlayerContext }, { id: number }>(notProvided),
    pickUp: fromPromise<DeskConversation, { id: number }>(notProvided),
    streamTicket: fromPromise<StreamTicket, { id: number }>(notProvided),
    stream: fromCallback<StreamEvent, { id: number; ticket: string; after: number }>(() => () => {}),
    poll: fromPromise<Thread, { id: number; after: number }>(notProvided),
    send: fromPromise<SupportMessage, { id: number; m: Outgoing }>(notProvided),
    markRead: fromPromise<null, { id: number; seq: number }>(notProvided),
    typing: fromPromise<null, { id: number }>(notProvided),
    transfer: fromPromise<DeskConversation, { id: number; to: number }>(notProvided),
    close: fromPromise<DeskConversation, { id: number }>(notProvided),
  },
  delays: { pollDelay: 3000, typingShown: 4000 },
  actions: {
    setLoaded: assign(({ event }) => {
      const r = outputOf<Thread & { player: PlayerContext }>(event)
      return { conversation: r.conversation, messages: r.messages, player: r.player, error: null }
    }),
    setConversation: assign(({ event }) => ({
      conversation: outputOf<DeskConversation>(event),
      error: null,
    })),
    setPolled: assign(({ context, event }) => {
      const r = outputOf<Thread>(event)
      return { conversation: r.conversation, messages: merge(context.messages, r.messages) }
    }),
    addMessage: assign(({ context, event }) => {
      assertEvent(event, 'stream.message')
      return {
        messages: merge(context.messages, [event.message]),
        playerTyping: event.message.sender === 'player' ? false : context.playerTyping,
      }
    }),
    setLive: assign(({ context, event }) => {
      assertEvent(event, 'stream.conversation')
      if (!context.conversation) return {}
      const { state, last_seq, player_read_seq, agent_read_seq, rating, closed_at } = event.conversation
      return {
        conversation: {
          ...context.conversation,
          state,
          last_seq,
          player_read_seq,
          agent_read_seq,
          rating,
          closed_at,
        },
      }
    }),
    showTyping: assign({ playerTyping: true }),
    hideTyping: assign({ playerTyping: false }),
    setDraft: assign(({ event }) => {
      assertEvent(event, 'desk.input')
      return { draft: event.value.slice(0, 1000) }
    }),
    useCanned: assign(({ event }) => {
      assertEvent(event, 'desk.canned')
      return { draft: event.reply[event.lang] }
    }),
    queueText: assign(({ context }) => ({
      outgoing: { key: crypto.randomUUID(), text: context.draft.trim() },
      draft: '',
    })),
    setSent: assign(({ context, event }) => ({
      messages: merge(context.messages, [outputOf<SupportMessage>(event)]),
      outgoing: null,
      error: null,
    })),
    dropOutgoing: assign({ outgoing: null, error: null }),
    chooseAgent: assign(({ event }) => {
      assertEvent(event, 'desk.transferTo')
      return { transferTo: event.agentId, error: null }
    }),
    clearChoice: assign({ transferTo: null, error: null }),
    fail: assign({ error: ({ event }) => failure(event) }),
    /** Read receipt for everything shown, sent without waiting (a lost one goes with the next). */
    markSeen: enqueueActions(({ context, enqueue }) => {
      const c = context.conversation
      if (c && lastSeq(context) > c.agent_read_seq)
        enqueue.spawnChild('markRead', { input: { id: c.id, seq: lastSeq(context) } })
    }),
  },
  guards: {
    isClosed: ({ context }) => context.conversation?.state === 'closed',
    isMine: ({ context }) => context.conversation?.agent_id === context.me,
    isWaiting: ({ context }) => context.conversation?.state === 'waiting',
    hasDraft: ({ context }) => context.draft.trim() !== '',
    isOffered: ({ context, event }) =>
      event.type === 'desk.canned' && offeredReplies([event.reply], context.player).length === 1,
    isOtherAgent: ({ context, event }) => event.type === 'desk.transferTo' && event.agentId !== context.me,
    hasTarget: ({ context }) => context.transferTo !== null,
  },
}).createMachine({
  id: 'deskChat',
  context: ({ input }) => ({
    ...input,
    conversation: null,
    messages: [],
    player: null,
    draft: '',
    outgoing: null,
    transferTo: null,
    playerTyping: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'routing', actions: 'setLoaded' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    failed: { tags: 'error', on: { 'desk.retry': 'loading' } },
    routing: {
      always: [
        { guard: 'isClosed', target: 'closed' },
        { guard: 'isMine', target: 'chatting' },
        { guard: 'isWaiting', target: 'waiting' },
        { target: 'watching' },
      ],
    },
    waiting: { tags: 'pickup', on: { 'desk.pickup': 'pickingUp' } },
    pickingUp: {
      tags: ['pickup', 'busy'],
      invoke: {
        id: 'pickUp',
        src: 'pickUp',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'chatting', actions: 'setConversation' },
        onError: { target: 'waiting', actions: 'fail' },
      },
    },
    watching: { tags: 'readonly', on: { 'desk.retry': 'loading' } },
    chatting: {
      type: 'parallel',
      entry: 'markSeen',
      states: {
        link: {
          initial: 'connecting',
          states: {
            connecting: {
              invoke: {
                id: 'streamTicket',
                src: 'streamTicket',
                input: ({ context }) => ({ id: context.id }),
                onDone: 'streaming',
                onError: 'polling',
              },
            },
            streaming: {
              invoke: {
                id: 'stream',
                src: 'stream',
                input: ({ context, event }) => ({
                  id: context.id,
                  ticket: outputOf<{ ticket: string }>(event).ticket,
                  after: lastSeq(context),
                }),
              },
              on: {
                'stream.message': { actions: ['addMessage', 'markSeen'] },
                'stream.conversation': { actions: 'setLive' },
                'stream.lost': { target: 'polling', actions: 'hideTyping' },
              },
              // The player's typing comes over the stream only, and shows for a few seconds.
              initial: 'quiet',
              states: {
                quiet: { on: { 'stream.typing': { target: 'typing', actions: 'showTyping' } } },
                typing: {
                  after: { typingShown: { target: 'quiet', actions: 'hideTyping' } },
                  on: { 'stream.typing': { target: 'typing', reenter: true } },
                },
              },
            },
            polling: {
              tags: 'polling',
              invoke: {
                id: 'poll',
                src: 'poll',
                input: ({ context }) => ({ id: context.id, after: lastSeq(context) }),
                onDone: { target: 'pollWait', actions: ['setPolled', 'markSeen'] },
                onError: 'pollWait',
              },
            },
            pollWait: { tags: 'polling', after: { pollDelay: 'connecting' } },
          },
        },
        outbox: {
          initial: 'ready',
          on: {
            'desk.input': { actions: 'setDraft' },
            'desk.canned': { guard: 'isOffered', actions: 'useCanned' },
          },
          states: {
            // A hand-off waits until no reply is on its way.
            ready: {
              on: {
                'desk.send': { guard: 'hasDraft', target: 'sending', actions: 'queueText' },
                'desk.transfer': '#deskChat.choosing',
                'desk.close': '#deskChat.confirmingClose',
              },
            },
            sending: {
              tags: 'sending',
              invoke: {
                id: 'send',
                src: 'send',
                input: ({ context }) => ({ id: context.id, m: context.outgoing as Outgoing }),
                onDone: { target: 'ready', actions: 'setSent' },
                onError: { target: 'failed', actions: 'fail' },
              },
            },
            failed: {
              tags: 'sendFailed',
              on: { 'desk.resend': 'sending', 'desk.discard': { target: 'ready', actions: 'dropOutgoing' } },
            },
          },
        },
        // The agent's typing notice, one at a time; the view's actor answers after the notice's gap,
        // so no timer runs here beside the link's.
        notice: {
          initial: 'idle',
          states: {
            idle: { on: { 'desk.input': 'announcing' } },
            announcing: {
              invoke: {
                id: 'typing',
                src: 'typing',
                input: ({ context }) => ({ id: context.id }),
                onDone: 'idle',
                onError: 'idle',
              },
            },
          },
        },
      },
    },
    // A hand-off is confirmed in a dialog; the link pauses meanwhile and resumes after the last
    // message held (nothing is lost: the stream and the poll both continue by sequence number).
    choosing: {
      tags: 'transfer',
      on: {
        'desk.transferTo': { guard: 'isOtherAgent', actions: 'chooseAgent' },
        'desk.confirm': { guard: 'hasTarget', target: 'transferring' },
        'desk.cancel': { target: 'chatting', actions: 'clearChoice' },
      },
    },
    transferring: {
      tags: ['transfer', 'busy'],
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({ id: context.id, to: context.transferTo ?? 0 }),
        onDone: { target: 'handedOff', actions: 'setConversation' },
        onError: { target: 'choosing', actions: 'fail' },
      },
    },
    confirmingClose: {
      tags: 'closing',
      on: { 'desk.confirm': 'closingConversation', 'desk.cancel': 'chatting' },
    },
    closingConversation: {
      tags: ['closing', 'busy'],
      invoke: {
        id: 'close',
        src: 'close',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'closed', actions: 'setConversation' },
        onError: { target: 'confirmingClose', actions: 'fail' },
      },
    },
    handedOff: { tags: 'readonly' },
    closed: { tags: 'closed' },
  },
})
