// One conversation on the support desk (docs/support.md): load the thread and the player's context,
// pick it up if it waits, then chat while three regions run side by side: the link (the
// conversation's stream, or polling while it is down), the outbox (one reply at a time, its
// Idempotency-Key made when the agent sends and kept for a resend) and the agent's typing notice.
// Then the hand-off: transfer to another agent, or close, each confirmed first. A conversation held
// by another agent, handed off or closed is shown read-only. Private notes (for agents only, never the
// player) are written beside the replies, and also on a read-only conversation; they arrive on the
// agents' stream; when a visitor signs in (a `claimed` line) the
// player's context is read again. Its actors and the notes region are in deskChat.parts.ts, its types
// and pure helpers in deskChat.types.ts.
import { assertEvent, assign, enqueueActions, setup } from 'xstate'
import type { SupportMessage } from '../../../core/contract/support'
import type { DeskConversation, DeskNote, PlayerContext } from '../../../core/contract/support-desk'
import { deskChatActors, noteRegion } from './deskChat.parts'
import {
  type DeskChatContext,
  type DeskChatEvent,
  type DeskChatInput,
  failure,
  lastSeq,
  merge,
  mergeNotes,
  type Outgoing,
  offeredReplies,
  outputOf,
  type Thread,
} from './deskChat.types'

export {
  type DeskChatEvent,
  type Outgoing,
  offeredReplies,
  type StreamEvent,
  type Thread,
} from './deskChat.types'

export const deskChatMachine = setup({
  types: { context: {} as DeskChatContext, events: {} as DeskChatEvent, input: {} as DeskChatInput },
  actors: deskChatActors,
  delays: { pollDelay: 3000, typingShown: 4000 },
  actions: {
    setLoaded: assign(({ event }) => {
      const r = outputOf<Thread & { player: PlayerContext }>(event)
      return {
        conversation: r.conversation,
        messages: r.messages,
        notes: r.notes,
        player: r.player,
        error: null,
      }
    }),
    setRefreshed: assign(({ context, event }) => {
      const r = outputOf<Thread & { player: PlayerContext }>(event)
      return {
        conversation: r.conversation,
        messages: merge(context.messages, r.messages),
        notes: mergeNotes(context.notes, r.notes),
        player: r.player,
      }
    }),
    setConversation: assign(({ event }) => ({
      conversation: outputOf<DeskConversation>(event),
      error: null,
    })),
    setPolled: assign(({ context, event }) => {
      const r = outputOf<Thread>(event)
      return {
        conversation: r.conversation,
        messages: merge(context.messages, r.messages),
        notes: mergeNotes(context.notes, r.notes),
      }
    }),
    addNote: assign(({ context, event }) => {
      assertEvent(event, 'stream.note')
      return { notes: mergeNotes(context.notes, [event.note]) }
    }),
    setNoteDraft: assign(({ event }) => {
      assertEvent(event, 'desk.noteInput')
      return { noteDraft: event.value.slice(0, 1000) }
    }),
    queueNote: assign(({ context }) => ({
      noteOut: { key: crypto.randomUUID(), text: context.noteDraft.trim() },
      noteDraft: '',
    })),
    setNoteSaved: assign(({ context, event }) => ({
      notes: mergeNotes(context.notes, [outputOf<DeskNote>(event)]),
      noteOut: null,
      error: null,
    })),
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
    hasNoteDraft: ({ context }) => context.noteDraft.trim() !== '',
    /** The visitor signed in: the conversation now has a member behind it. */
    isClaimLine: ({ event }) =>
      event.type === 'stream.message' && event.message.kind === 'event' && event.message.body === 'claimed',
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
    notes: [],
    player: null,
    draft: '',
    outgoing: null,
    noteDraft: '',
    noteOut: null,
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
    // Watching another agent's conversation, or one handed off or closed: no replies, but notes.
    watching: { tags: 'readonly', ...noteRegion, on: { ...noteRegion.on, 'desk.retry': 'loading' } },
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
                'stream.note': { actions: 'addNote' },
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
        notes: noteRegion,
        // The player's context, read again once a visitor signs in.
        profile: {
          initial: 'current',
          states: {
            current: { on: { 'stream.message': { guard: 'isClaimLine', target: 'refreshing' } } },
            refreshing: {
              invoke: {
                id: 'refresh',
                src: 'refresh',
                input: ({ context }) => ({ id: context.id, after: lastSeq(context) }),
                onDone: { target: 'current', actions: 'setRefreshed' },
                onError: 'current',
              },
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
    handedOff: { tags: 'readonly', ...noteRegion },
    closed: { tags: 'closed', ...noteRegion },
  },
})
