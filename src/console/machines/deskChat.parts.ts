// Parts of the support desk conversation machine (deskChat.machine.ts, docs/support.md), split out to
// keep each file short: the actors it invokes (stubs here; the view provides the real calls) and the
// private-notes region it shares between the chat and the read-only states.
import { fromCallback, fromPromise } from 'xstate'
import type { StreamTicket, SupportMessage } from '../../../core/contract/support'
import type { DeskConversation, DeskNote, PlayerContext } from '../../../core/contract/support-desk'
import {
  type DeskChatContext,
  notProvided,
  type Outgoing,
  type StreamEvent,
  type Thread,
} from './deskChat.types'

export const deskChatActors = {
  load: fromPromise<Thread & { player: PlayerContext }, { id: number }>(notProvided),
  pickUp: fromPromise<DeskConversation, { id: number }>(notProvided),
  streamTicket: fromPromise<StreamTicket, { id: number }>(notProvided),
  stream: fromCallback<StreamEvent, { id: number; ticket: string; after: number }>(() => () => {}),
  poll: fromPromise<Thread, { id: number; after: number }>(notProvided),
  send: fromPromise<SupportMessage, { id: number; m: Outgoing }>(notProvided),
  note: fromPromise<DeskNote, { id: number; m: Outgoing }>(notProvided),
  refresh: fromPromise<Thread & { player: PlayerContext }, { id: number; after: number }>(notProvided),
  markRead: fromPromise<null, { id: number; seq: number }>(notProvided),
  typing: fromPromise<null, { id: number }>(notProvided),
  transfer: fromPromise<DeskConversation, { id: number; to: number }>(notProvided),
  close: fromPromise<DeskConversation, { id: number }>(notProvided),
}

/**
 * Private notes, one at a time, each with its key kept for a retry: a region of the chat, and the
 * content of the read-only states (another agent's conversation, one handed off, one closed), where
 * an agent may still leave a note for the others (docs/support.md "Private notes").
 */
export const noteRegion = {
  initial: 'idle',
  on: { 'desk.noteInput': { actions: 'setNoteDraft' } },
  states: {
    idle: { on: { 'desk.note': { guard: 'hasNoteDraft', target: 'saving', actions: 'queueNote' } } },
    saving: {
      tags: 'noteSaving',
      invoke: {
        id: 'note',
        src: 'note',
        input: ({ context }: { context: DeskChatContext }) => ({
          id: context.id,
          m: context.noteOut as Outgoing,
        }),
        onDone: { target: 'idle', actions: 'setNoteSaved' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    failed: { tags: 'noteFailed', on: { 'desk.note': 'saving' } },
  },
} as const
