// The support desk's calls (supportDeskCalls of the contract, docs/support.md) through the console's
// one client, and its two live streams: the desk's state and one conversation's messages, each an
// EventSource opened on a ticket (EventSource cannot send the bearer token). The browser reconnects a
// cut stream by itself with Last-Event-ID; when it gives up, the machines fall back to polling.
import type { z } from 'zod'
import type { SupportConversation, SupportMessage } from '../../../../core/contract/support'
import {
  supportDeskCalls as calls,
  type DeskNote,
  type SupportSettings,
} from '../../../../core/contract/support-desk'
import { type AdminCall, call } from '../../api'

type Calls = typeof calls
export type DeskRes<N extends keyof Calls> = z.output<Calls[N]['response']>

const desk = <N extends keyof Calls>(name: N, params: Record<string, unknown> = {}, headers = {}) =>
  call(calls[name] as AdminCall, params, headers) as Promise<DeskRes<N>>

export const readDesk = () => desk('desk')
export const setPresence = (available: boolean) => desk('presence', { available })
export const pickUp = (id: number) => desk('pickup', { id })
export const transfer = (id: number, operatorId: number) => desk('transfer', { id, operator_id: operatorId })
export const closeConversation = (id: number) => desk('close', { id })
/** The key is made when the agent presses send and kept for a resend: a retry is the same message. */
export const reply = (id: number, text: string, key: string) =>
  desk('reply', { id, text }, { 'Idempotency-Key': key })
/** A private note (agents only); its key, like a reply's, is kept for a retry. */
export const addNote = (id: number, text: string, key: string) =>
  desk('note', { id, text }, { 'Idempotency-Key': key })
export const markRead = (id: number, seq: number) => desk('read', { id, seq })
export const typing = (id: number) => desk('typing', { id })
export const messagesAfter = (id: number, after: number) => desk('messages', { id, after_seq: after })
export const playerContext = (id: number) => desk('context', { id })
export const cannedReplies = () => desk('canned')
export const closedConversations = (q: string, page: number) => desk('closed', { ...(q ? { q } : {}), page })
export const readSettings = () => desk('settings')
export const saveSettings = (s: SupportSettings) => desk('saveSettings', s)
export const streamTicket = (conversationId?: number) =>
  desk('ticket', conversationId === undefined ? {} : { conversation_id: conversationId })

const STREAM = '/admin/api/support/stream'

export type DeskFeedEvent = { type: 'feed.desk'; desk: DeskRes<'desk'> } | { type: 'feed.lost' }
export type ConversationStreamEvent =
  | { type: 'stream.message'; message: SupportMessage }
  | { type: 'stream.note'; note: DeskNote }
  | { type: 'stream.conversation'; conversation: SupportConversation }
  | { type: 'stream.typing' }
  | { type: 'stream.lost' }

function open(url: string, lost: () => void, on: Record<string, (data: unknown) => void>) {
  const source = new EventSource(url)
  for (const [name, fn] of Object.entries(on)) source.addEventListener(name, (e) => fn(JSON.parse(e.data)))
  // CLOSED: the browser gave up (a refused ticket, a non-stream answer); a passing cut reconnects alone.
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) lost()
  }
  return () => source.close()
}

/** The desk's stream: its whole state on connect and after every change. Returns its closer. */
export const openDeskStream = (ticket: string, emit: (e: DeskFeedEvent) => void) =>
  open(`${STREAM}?ticket=${encodeURIComponent(ticket)}`, () => emit({ type: 'feed.lost' }), {
    desk: (d) => emit({ type: 'feed.desk', desk: d as DeskRes<'desk'> }),
  })

/** One conversation's stream after `lastSeq`. Returns its closer. */
export const openConversationStream = (
  ticket: string,
  lastSeq: number,
  emit: (e: ConversationStreamEvent) => void,
) =>
  open(
    `${STREAM}?ticket=${encodeURIComponent(ticket)}&last_event_id=${lastSeq}`,
    () => emit({ type: 'stream.lost' }),
    {
      message: (m) => emit({ type: 'stream.message', message: m as SupportMessage }),
      note: (n) => emit({ type: 'stream.note', note: n as DeskNote }),
      conversation: (c) => emit({ type: 'stream.conversation', conversation: c as SupportConversation }),
      typing: () => emit({ type: 'stream.typing' }),
    },
  )
