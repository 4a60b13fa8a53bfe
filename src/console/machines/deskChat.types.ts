// The support desk conversation machine's types and pure helpers (deskChat.machine.ts,
// docs/support.md): its context, events and stream events, and the merges that keep each message and
// each note once, in order.
import type { AnyEventObject } from 'xstate'
import type { SupportConversation, SupportMessage } from '../../../core/contract/support'
import type {
  CannedReply,
  DeskConversation,
  DeskNote,
  PlayerContext,
} from '../../../core/contract/support-desk'
import type { ConsoleKey } from '../i18n'

export type DeskChatInput = { id: number; me: number }
export type Outgoing = { key: string; text: string }
export type DeskChatContext = DeskChatInput & {
  conversation: DeskConversation | null
  messages: SupportMessage[]
  notes: DeskNote[]
  player: PlayerContext | null
  draft: string
  outgoing: Outgoing | null
  noteDraft: string
  noteOut: Outgoing | null
  transferTo: number | null
  playerTyping: boolean
  error: { key: ConsoleKey } | { text: string } | null
}
export type Thread = { conversation: DeskConversation; messages: SupportMessage[]; notes: DeskNote[] }
export type StreamEvent =
  | { type: 'stream.message'; message: SupportMessage }
  | { type: 'stream.note'; note: DeskNote }
  | { type: 'stream.conversation'; conversation: SupportConversation }
  | { type: 'stream.typing' }
  | { type: 'stream.lost' }
export type DeskChatEvent =
  | { type: 'desk.retry' }
  | { type: 'desk.pickup' }
  | { type: 'desk.input'; value: string }
  | { type: 'desk.canned'; reply: CannedReply; lang: 'zh' | 'en' }
  | { type: 'desk.send' }
  | { type: 'desk.noteInput'; value: string }
  | { type: 'desk.note' }
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
export const merge = (list: SupportMessage[], add: SupportMessage[]) => {
  const bySeq = new Map(list.map((m) => [m.seq, m]))
  for (const m of add) bySeq.set(m.seq, m)
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq)
}
/** Adds notes by id: each once, in order. */
export const mergeNotes = (list: DeskNote[], add: DeskNote[]) => {
  const byId = new Map(list.map((n) => [n.id, n]))
  for (const n of add) byId.set(n.id, n)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}
export const lastSeq = (c: DeskChatContext) => c.messages.at(-1)?.seq ?? 0
export const outputOf = <T>(e: AnyEventObject) => (e as unknown as { output: T }).output
export const failure = (e: AnyEventObject) => {
  const m = (e as { error?: { message?: string } }).error?.message
  return m ? { text: m } : { key: 'desk.failed' as const }
}
export const notProvided = () => Promise.reject(new Error('not provided'))
