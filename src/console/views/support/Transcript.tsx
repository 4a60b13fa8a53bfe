// A conversation's lines as the desk shows them: the player's on the left, the agents' on the right
// with 已读/未读 from the player's read receipt, the system lines (opened, ticket, assigned,
// transferred, closed) in place between them, the private notes (agents only) after the message they
// followed, marked as notes, and the player's typing notice. Keeps the newest line in view.
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { SupportMessage } from '../../../../core/contract/support'
import type { DeskNote } from '../../../../core/contract/support-desk'
import { type ConsoleKey, useT } from '../../i18n'
import type { deskChatMachine } from '../../machines/deskChat.machine'

export function Transcript({ actor }: { actor: ActorRefFrom<typeof deskChatMachine> }) {
  const { t } = useT()
  const messages = useSelector(actor, (s) => s.context.messages)
  const notes = useSelector(actor, (s) => s.context.notes)
  const notesAfter = (seq: number, next: number) =>
    notes.filter((n) => n.after_seq >= seq && n.after_seq < next)
  const readSeq = useSelector(actor, (s) => s.context.conversation?.player_read_seq ?? 0)
  const typing = useSelector(actor, (s) => s.context.playerTyping)
  const end = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a line arrives
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' })
  }, [messages.length, notes.length, typing])
  return (
    <div className="h-[50vh] min-h-64 overflow-y-auto px-3 py-2 lg:h-[60vh]">
      <ol className="flex flex-col gap-2" aria-label={t('desk.thread')} aria-live="polite">
        {messages.length === 0 ? (
          <li className="py-6 text-center text-sm text-ink-400">{t('desk.empty')}</li>
        ) : null}
        {notesAfter(0, messages[0]?.seq ?? Number.POSITIVE_INFINITY).map((n) => (
          <Note key={`n${n.id}`} n={n} />
        ))}
        {messages.map((m, i) => [
          <Line key={m.seq} m={m} read={m.seq <= readSeq} />,
          ...notesAfter(m.seq, messages[i + 1]?.seq ?? Number.POSITIVE_INFINITY).map((n) => (
            <Note key={`n${n.id}`} n={n} />
          )),
        ])}
      </ol>
      {typing ? (
        <p role="status" className="mt-2 text-xs text-ink-400">
          {t('desk.typing')}
        </p>
      ) : null}
      <div ref={end} />
    </div>
  )
}

function Line({ m, read }: { m: SupportMessage; read: boolean }) {
  const { t } = useT()
  if (m.kind === 'event')
    return (
      <li className="self-center rounded-full bg-navy-800 px-3 py-0.5 text-2xs text-ink-400">
        {t(`desk.event.${m.body}` as ConsoleKey, { no: m.agent_no ?? '' })} · {m.at.slice(11, 16)}
      </li>
    )
  const mine = m.sender === 'agent'
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-0.5 ${mine ? 'items-end self-end' : 'items-start self-start'}`}
    >
      <span className="text-2xs text-ink-500">
        {mine ? t('desk.sender.agent', { no: m.agent_no ?? '' }) : t('desk.sender.player')} ·{' '}
        {m.at.slice(11, 19)}
      </span>
      <span
        className={`rounded-md px-3 py-1.5 text-sm break-words whitespace-pre-wrap ${mine ? 'bg-gold-500/20 text-ink-50' : 'bg-navy-700 text-ink-50'}`}
      >
        {m.kind === 'image' ? (
          <a href={m.body} target="_blank" rel="noreferrer">
            <img src={m.body} alt={t('desk.image')} className="max-h-48 max-w-full rounded-sm" />
          </a>
        ) : (
          m.body
        )}
      </span>
      {mine ? (
        <span className="text-2xs text-ink-500">{read ? t('desk.read') : t('desk.unread')}</span>
      ) : null}
    </li>
  )
}

/** A private note: dashed, in the info colour, labelled as seen by agents only. */
function Note({ n }: { n: DeskNote }) {
  const { t } = useT()
  return (
    <li className="flex max-w-[85%] flex-col gap-0.5 self-center">
      <span className="text-2xs text-info-400">
        {t('desk.note.by', { agent: n.agent })} · {n.at.slice(11, 19)}
      </span>
      <span className="rounded-md border border-dashed border-info-400/50 bg-info-400/10 px-3 py-1.5 text-sm break-words whitespace-pre-wrap text-ink-100">
        {n.body}
      </span>
    </li>
  )
}
