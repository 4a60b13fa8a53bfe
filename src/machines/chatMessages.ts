// The chat's message list (docs/support.md): merged by sequence number, so a message that arrives twice
// (from the stream and from a read after a reconnect) shows once, in order.
import type { SupportMessage } from '../../core/contract'

/** Adds messages by sequence number: each once, in order. */
export const mergeMessages = (list: SupportMessage[], add: SupportMessage[]) => {
  const bySeq = new Map(list.map((m) => [m.seq, m]))
  for (const m of add) bySeq.set(m.seq, m)
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq)
}
