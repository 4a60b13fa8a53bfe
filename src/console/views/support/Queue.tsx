// The desk's lists (docs/support.md): conversations waiting to be picked up and the agent's own open
// ones, each with its waiting time coloured by the SLA targets, and the agents with their load.
import { Link } from 'wouter'
import type { DeskAgent, DeskConversation, DeskState } from '../../../../core/contract/support-desk'
import { type ConsoleKey, useT } from '../../i18n'
import { Badge } from '../../ui/kit'
import { duration, SLA_CLASS, SLA_TEXT, slaLevel, useNow } from './sla'

/** Online means taking chats and seen lately; an agent who switched off is away. */
export const agentStatus = (a: DeskAgent): ConsoleKey =>
  a.online ? 'desk.agent.online' : a.available ? 'desk.agent.offline' : 'desk.agent.away'

export function Queue({ desk, at, selected }: { desk: DeskState; at: number; selected: number | null }) {
  const { t } = useT()
  const now = useNow()
  const ran = Math.max(0, (now - at) / 1000)
  const list = (title: string, rows: DeskConversation[], empty: string) => (
    <section className="rounded-md border border-white/8 bg-navy-900" aria-label={title}>
      <h2 className="border-b border-white/5 px-3 py-2 text-sm font-semibold text-ink-200">{title}</h2>
      {rows.length === 0 ? (
        <p className="px-3 py-4 text-sm text-ink-400">{empty}</p>
      ) : (
        <ul>
          {rows.map((c) => (
            <Row key={c.id} c={c} desk={desk} ran={ran} now={now} active={c.id === selected} />
          ))}
        </ul>
      )}
    </section>
  )
  return (
    <div className="flex flex-col gap-3">
      {list(t('desk.queue', { n: desk.waiting.length }), desk.waiting, t('desk.queueEmpty'))}
      {list(t('desk.mine', { n: desk.mine.length }), desk.mine, t('desk.mineEmpty'))}
      <section
        className="rounded-md border border-white/8 bg-navy-900 px-3 py-2"
        aria-label={t('desk.agents')}
      >
        <h2 className="mb-1 text-sm font-semibold text-ink-200">{t('desk.agents')}</h2>
        <ul className="text-xs text-ink-300">
          {desk.agents.map((a) => (
            <li key={a.id} className="flex items-center justify-between py-0.5">
              <span>{a.username}</span>
              <span className="flex items-center gap-2">
                <span>{t('desk.agent.load', { open: a.open, max: a.max_open })}</span>
                <span className={a.online && a.available ? 'text-success-400' : 'text-ink-500'}>
                  {t(agentStatus(a))}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

function Row({
  c,
  desk,
  ran,
  now,
  active,
}: {
  c: DeskConversation
  desk: DeskState
  /** Seconds since the desk was read: an unanswered conversation's wait runs on. */
  ran: number
  now: number
  active: boolean
}) {
  const { t } = useT()
  const unanswered = c.state === 'waiting' || c.waiting_seconds > 0
  const waiting = unanswered ? c.waiting_seconds + ran : 0
  const level = slaLevel(c, desk.settings, waiting, now)
  return (
    <li>
      <Link
        href={`/support/c/${c.id}`}
        aria-current={active ? 'page' : undefined}
        className={`block border-b border-l-4 border-b-white/5 px-3 py-2 hover:bg-white/5 ${SLA_CLASS[level]} ${active ? 'bg-navy-700' : ''}`}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-ink-50">
            {c.username ?? t('desk.visitor', { id: c.id })}
          </span>
          {c.ticket ? <Badge tone="gold">{t('desk.ticket')}</Badge> : null}
        </span>
        <span className="block truncate text-xs text-ink-400">{c.last_message}</span>
        <span className={`flex justify-between text-2xs ${SLA_TEXT[level]}`}>
          <span>
            {unanswered
              ? t(c.state === 'waiting' ? 'desk.waited' : 'desk.unanswered', { time: duration(waiting) })
              : ''}
          </span>
          <span>{t(`desk.sla.${level}` as ConsoleKey)}</span>
        </span>
      </Link>
    </li>
  )
}
