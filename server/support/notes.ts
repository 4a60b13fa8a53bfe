// The desk's private notes (docs/support.md "Private notes"): an agent writes a note on a conversation
// for the other agents; it sits in the transcript after the message it followed. Notes live in their
// own table, which no player call and no player stream reads, and their live event goes to a topic only
// the agents' streams follow, so a note can never reach the player. Each note is audited in the
// transaction that writes it; a retry with the same Idempotency-Key is the same note.
import { type DeskNote, SUPPORT_NOTES_MAX } from '../../core/contract/support-desk'
import { appendAudit } from '../admin/audit'
import type { Operator } from '../admin/operator-sessions'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { publish } from '../live/bus'
import { toWireTime } from '../wire'
import { conversationById } from './conversations'

/** The agents-only topic of a conversation's notes (the player's stream follows `support:c:<id>`). */
export const notesTopic = (conversationId: number) => `support:n:${conversationId}`

type NoteRow = {
  id: string | number
  after_seq: number
  body: string
  operator_id: string | number
  agent: string
  created_at: Date | string
}

const toNote = (r: NoteRow): DeskNote => ({
  id: Number(r.id),
  after_seq: Number(r.after_seq),
  body: r.body,
  agent_id: Number(r.operator_id),
  agent: r.agent,
  at: toWireTime(r.created_at),
})

const SELECT = `SELECT n.id, n.after_seq, n.body, n.operator_id, o.username AS agent, n.created_at
  FROM support_notes n JOIN operators o ON o.id = n.operator_id`

/** The conversation's notes after note `afterId`, oldest first (the newest SUPPORT_NOTES_MAX). */
export async function notesAfter(q: Query, conversationId: number, afterId = 0): Promise<DeskNote[]> {
  const rows = await q<NoteRow>(
    `SELECT * FROM (${SELECT} WHERE n.conversation_id = $1 AND n.id > $2 ORDER BY n.id DESC LIMIT $3) t
      ORDER BY id`,
    [conversationId, afterId, SUPPORT_NOTES_MAX],
  )
  return rows.map(toNote)
}

export async function addNote(
  db: Db,
  who: Operator,
  id: number,
  text: string,
  key: string | undefined,
  now: Date,
): Promise<DeskNote> {
  return db.tx(async (q) => {
    // The conversation's lock orders the note after the message it follows.
    const c = await conversationById(q, id, true)
    if (!c) throw new BizError(202, 'sp.noConversation')
    if (key) {
      const [prior] = await q<NoteRow & { conversation_id: string | number }>(
        `${SELECT.replace('SELECT ', 'SELECT n.conversation_id, ')} WHERE n.operator_id = $1 AND n.idempotency_key = $2`,
        [who.id, key],
      )
      if (prior) {
        if (prior.body !== text || Number(prior.conversation_id) !== id)
          throw new BizError(1000, 'sp.keyReused')
        return toNote(prior)
      }
    }
    const [row] = await q<{ id: string | number }>(
      `INSERT INTO support_notes (conversation_id, operator_id, after_seq, body, idempotency_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [id, who.id, Number(c.last_seq), text, key ?? null, now],
    )
    await appendAudit(q, who, {
      action: 'support.note',
      target: `support:${id}`,
      after: { note: Number(row.id), after_seq: Number(c.last_seq), text },
    })
    await publish(q, { topic: notesTopic(id), kind: 'note' })
    const [note] = await q<NoteRow>(`${SELECT} WHERE n.id = $1`, [row.id])
    return toNote(note)
  })
}
