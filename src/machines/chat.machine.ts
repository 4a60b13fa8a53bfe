// 在线客服 (/kefu, docs/support.md): a visitor first answers the captcha; then the thread loads and four
// things run side by side: the link (the conversation's event stream, or polling while the stream is
// down), the outbox (one message at a time, each with its own Idempotency-Key kept for a retry, so a
// resend after a lost answer is the same message), the player's typing notice and the feedback (a
// rating once the agent closed the conversation). Messages are merged by sequence number, so one that
// arrives twice shows once.
import {
  type ActorRefFrom,
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  raise,
  setup,
} from 'xstate'
import type { SupportConversation, SupportMessage, SupportService, SupportThread } from '../../core/contract'
import { SUPPORT } from '../../core/contract/support-rules'
import * as api from '../api/support'
import { captchaIdOf, captchaMachine } from './captcha.machine'
import { mergeMessages } from './chatMessages'
import { errorOf, failureText, outputOf } from './memberKit'

export { mergeMessages }

export type ChatInput = { member: boolean; visitorToken: string | null }
export type ChatContext = ChatInput & {
  conversation: SupportConversation | null
  messages: SupportMessage[]
  service: SupportService | null
  draft: string
  captchaAnswer: string
  /** The visitor's captcha, spawned when the gate opens. */
  captchaRef: ActorRefFrom<typeof captchaMachine> | null
  outgoing: api.Outgoing | null
  agentTyping: boolean
  rating: number
  comment: string
  error: string | null
}
export type ChatEvent =
  | { type: 'chat.input'; value: string }
  | { type: 'chat.captcha'; value: string }
  | { type: 'chat.start' }
  | { type: 'chat.send' }
  | { type: 'chat.image'; file: File }
  | { type: 'chat.resend' }
  | { type: 'chat.discard' }
  | { type: 'chat.retry' }
  | { type: 'chat.relink' }
  | { type: 'chat.stars'; value: number }
  | { type: 'chat.comment'; value: string }
  | { type: 'chat.rate' }
  | api.StreamEvent

const lastSeq = (c: ChatContext) => c.messages.at(-1)?.seq ?? 0
/**
 * Where the link reads on from: after the last message held, or from the start when what is held is
 * less than a page and does not reach back to the first line: the player's first message of a new
 * conversation, whose opening lines (opened, assigned or ticket) the server wrote before it.
 */
const readFrom = (c: ChatContext) =>
  (c.messages[0]?.seq ?? 1) > 1 && c.messages.length < SUPPORT.pageSize ? 0 : lastSeq(c)

type Link = { id: number; after: number; vt: string | null }

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    captcha: captchaMachine,
    joinAsVisitor: fromPromise<{ token: string }, { captcha_id: string; code: string }>(({ input }) =>
      api.joinAsVisitor(input),
    ),
    loadThread: fromPromise<SupportThread, { vt: string | null }>(({ input }) => api.loadThread(input.vt)),
    streamTicket: fromPromise<{ ticket: string }, Link>(({ input }) => api.streamTicket(input.id, input.vt)),
    stream: fromCallback<api.StreamEvent, { ticket: string; after: number }>(({ input, sendBack }) =>
      api.openStream(input.ticket, input.after, sendBack),
    ),
    poll: fromPromise<{ conversation: SupportConversation; messages: SupportMessage[] }, Link>(({ input }) =>
      api.messagesAfter(input.id, input.after, input.vt),
    ),
    send: fromPromise<
      { conversation: SupportConversation; message: SupportMessage },
      { m: api.Outgoing; vt: string | null }
    >(({ input }) => api.sendMessage(input.m, input.vt)),
    // A receipt that fails is sent again with the next one: a spawned actor's error would end the chat.
    markRead: fromPromise<null, Link>(({ input }) =>
      api.markRead(input.id, input.after, input.vt).catch(() => null),
    ),
    typing: fromPromise<null, Link>(({ input }) => api.announceTyping(input.id, input.vt)),
    rate: fromPromise<
      SupportConversation,
      { id: number; rating: number; comment: string; vt: string | null }
    >(({ input }) => api.rate(input.id, input.rating, input.comment, input.vt)),
  },
  delays: { pollDelay: 3000, typingShown: 4000 },
  actions: {
    setDraft: assign(({ event }) => {
      assertEvent(event, 'chat.input')
      return { draft: event.value.slice(0, SUPPORT.textMax) }
    }),
    setCaptcha: assign(({ event }) => {
      assertEvent(event, 'chat.captcha')
      return { captchaAnswer: event.value.slice(0, 8), error: null }
    }),
    rememberVisitor: assign(({ event }) => ({ visitorToken: outputOf<{ token: string }>(event).token })),
    // A member's first read carried the device's visitor token, which the server claimed for the
    // account (the visitor's conversation is now theirs): it is not sent again.
    setThread: assign(({ context, event }) => {
      const t = outputOf<SupportThread>(event)
      return {
        conversation: t.conversation,
        messages: t.messages,
        service: t.service,
        error: null,
        visitorToken: context.member ? null : context.visitorToken,
      }
    }),
    fail: assign({ error: ({ event }) => failureText(errorOf(event)) }),
    queueText: assign(({ context }) => ({
      outgoing: { key: crypto.randomUUID(), text: context.draft.trim(), file: null },
      draft: '',
    })),
    queueImage: assign(({ event }) => {
      assertEvent(event, 'chat.image')
      return { outgoing: { key: crypto.randomUUID(), text: null, file: event.file } }
    }),
    setSent: assign(({ context, event }) => {
      const { conversation, message } = outputOf<{
        conversation: SupportConversation
        message: SupportMessage
      }>(event)
      const fresh = context.conversation?.id !== conversation.id
      return {
        conversation,
        messages: mergeMessages(fresh ? [] : context.messages, [message]),
        outgoing: null,
        error: null,
      }
    }),
    dropOutgoing: assign({ outgoing: null, error: null }),
    addMessage: assign(({ context, event }) => {
      assertEvent(event, 'stream.message')
      return {
        messages: mergeMessages(context.messages, [event.message]),
        agentTyping: event.message.sender === 'agent' ? false : context.agentTyping,
      }
    }),
    setConversation: assign(({ event }) => {
      assertEvent(event, 'stream.conversation')
      return { conversation: event.conversation }
    }),
    setPolled: assign(({ context, event }) => {
      const p = outputOf<{ conversation: SupportConversation; messages: SupportMessage[] }>(event)
      return { conversation: p.conversation, messages: mergeMessages(context.messages, p.messages) }
    }),
    showTyping: assign({ agentTyping: true }),
    hideTyping: assign({ agentTyping: false }),
    setStars: assign(({ event }) => {
      assertEvent(event, 'chat.stars')
      return { rating: Math.max(1, Math.min(5, Math.round(event.value))) }
    }),
    setComment: assign(({ event }) => {
      assertEvent(event, 'chat.comment')
      return { comment: event.value.slice(0, 500) }
    }),
    relink: raise({ type: 'chat.relink' }),
    /** Read receipt for everything shown, sent without waiting (a lost one is sent with the next). */
    markSeen: enqueueActions(({ context, enqueue }) => {
      const c = context.conversation
      if (c && lastSeq(context) > c.player_read_seq)
        enqueue.spawnChild('markRead', {
          input: { id: c.id, after: lastSeq(context), vt: context.visitorToken },
        })
    }),
    spawnCaptcha: assign({ captchaRef: ({ spawn }) => spawn('captcha', { id: 'captcha', input: {} }) }),
    refreshCaptcha: ({ context }) => context.captchaRef?.send({ type: 'captcha.refresh' }),
    setRated: assign(({ event }) => ({ conversation: outputOf<SupportConversation>(event), error: null })),
  },
  guards: {
    canChat: ({ context }) => context.member || context.visitorToken !== null,
    hasCaptchaAnswer: ({ context }) => context.captchaAnswer.trim() !== '',
    hasDraft: ({ context }) => context.draft.trim() !== '',
    isImage: ({ event }) =>
      event.type === 'chat.image' && event.file.size > 0 && event.file.size <= SUPPORT.imageMaxBytes,
    hasConversation: ({ context }) => context.conversation !== null,
    isNewConversation: ({ context, event }) =>
      outputOf<{ conversation: SupportConversation }>(event).conversation.id !== context.conversation?.id,
    /** Typing in an open conversation is announced to the agent (never for a closed one). */
    canAnnounce: ({ context, event }) =>
      event.type === 'chat.input' &&
      event.value.trim() !== '' &&
      context.conversation !== null &&
      context.conversation.state !== 'closed',
    canRate: ({ context }) =>
      context.conversation?.state === 'closed' && context.conversation.rating === null,
    hasRating: ({ context }) => context.rating >= 1,
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    ...input,
    conversation: null,
    messages: [],
    service: null,
    draft: '',
    captchaAnswer: '',
    captchaRef: null,
    outgoing: null,
    agentTyping: false,
    rating: 0,
    comment: '',
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'canChat', target: 'loading' }, { target: 'gate' }] },
    gate: {
      tags: 'form',
      entry: 'spawnCaptcha',
      initial: 'answering',
      on: { 'chat.captcha': { actions: 'setCaptcha' } },
      states: {
        answering: { on: { 'chat.start': { guard: 'hasCaptchaAnswer', target: 'joining' } } },
        joining: {
          tags: 'busy',
          invoke: {
            id: 'joinAsVisitor',
            src: 'joinAsVisitor',
            input: ({ context }) => ({
              captcha_id: context.captchaRef ? captchaIdOf(context.captchaRef) : '',
              code: context.captchaAnswer.trim(),
            }),
            onDone: { target: '#chat.loading', actions: 'rememberVisitor' },
            onError: { target: 'answering', actions: ['fail', 'refreshCaptcha'] },
          },
        },
      },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadThread',
        src: 'loadThread',
        input: ({ context }) => ({ vt: context.visitorToken }),
        onDone: { target: 'chatting', actions: ['setThread', 'markSeen'] },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    failed: { tags: 'error', on: { 'chat.retry': 'loading' } },
    chatting: {
      type: 'parallel',
      on: { 'chat.input': { actions: 'setDraft' } },
      states: {
        link: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasConversation', target: 'connecting' } },
            connecting: {
              invoke: {
                id: 'streamTicket',
                src: 'streamTicket',
                input: ({ context }) => ({
                  id: context.conversation?.id ?? 0,
                  after: 0,
                  vt: context.visitorToken,
                }),
                onDone: 'streaming',
                onError: 'polling',
              },
            },
            streaming: {
              invoke: {
                id: 'stream',
                src: 'stream',
                input: ({ context, event }) => ({
                  ticket: outputOf<{ ticket: string }>(event).ticket,
                  after: readFrom(context),
                }),
              },
              on: {
                'stream.message': { actions: ['addMessage', 'markSeen'] },
                'stream.conversation': { actions: 'setConversation' },
                'stream.lost': { target: 'polling', actions: 'hideTyping' },
              },
              // The agent's typing comes over the stream only, and shows for a few seconds.
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
                input: ({ context }) => ({
                  id: context.conversation?.id ?? 0,
                  after: readFrom(context),
                  vt: context.visitorToken,
                }),
                onDone: { target: 'pollWait', actions: ['setPolled', 'markSeen'] },
                onError: 'pollWait',
              },
            },
            pollWait: { tags: 'polling', after: { pollDelay: 'connecting' } },
          },
          on: { 'chat.relink': '.idle' },
        },
        outbox: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                'chat.send': { guard: 'hasDraft', target: 'sending', actions: 'queueText' },
                'chat.image': { guard: 'isImage', target: 'sending', actions: 'queueImage' },
              },
            },
            sending: {
              tags: 'sending',
              invoke: {
                id: 'send',
                src: 'send',
                input: ({ context }) => ({ m: context.outgoing as api.Outgoing, vt: context.visitorToken }),
                onDone: [
                  { guard: 'isNewConversation', target: 'ready', actions: ['setSent', 'relink'] },
                  { target: 'ready', actions: 'setSent' },
                ],
                onError: { target: 'failed', actions: 'fail' },
              },
            },
            failed: {
              tags: 'error',
              on: { 'chat.resend': 'sending', 'chat.discard': { target: 'ready', actions: 'dropOutgoing' } },
            },
          },
        },
        // The player's typing notice, one at a time (the actor answers after the notice's gap).
        notice: {
          initial: 'idle',
          states: {
            idle: { on: { 'chat.input': { guard: 'canAnnounce', target: 'announcing' } } },
            announcing: {
              invoke: {
                id: 'typing',
                src: 'typing',
                input: ({ context }) => ({
                  id: context.conversation?.id ?? 0,
                  after: 0,
                  vt: context.visitorToken,
                }),
                onDone: 'idle',
                onError: 'idle',
              },
            },
          },
        },
        feedback: {
          initial: 'hidden',
          states: {
            hidden: { always: { guard: 'canRate', target: 'asking' } },
            asking: {
              tags: 'rating',
              on: {
                'chat.stars': { actions: 'setStars' },
                'chat.comment': { actions: 'setComment' },
                'chat.rate': { guard: 'hasRating', target: 'rating' },
              },
            },
            rating: {
              tags: ['rating', 'busy'],
              invoke: {
                id: 'rate',
                src: 'rate',
                input: ({ context }) => ({
                  id: context.conversation?.id ?? 0,
                  rating: context.rating,
                  comment: context.comment,
                  vt: context.visitorToken,
                }),
                onDone: { target: 'thanked', actions: 'setRated' },
                onError: { target: 'asking', actions: 'fail' },
              },
            },
            thanked: { tags: 'rated' },
          },
        },
      },
    },
  },
})
