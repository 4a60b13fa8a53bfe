// 在线客服 (docs/support.md): the support desk. The URL picks the section: the desk (`/support`, with
// one conversation open at `/support/c/:id`), closed conversations (`/support/closed`) and the desk's
// settings (`/support/settings`). The desk's live state (deskFeed machine) runs on every section, so
// an agent on this page stays online. Wide screens show queue, conversation and player side by side;
// narrow ones show the queue, or the conversation with the player below it.
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { fromCallback, fromPromise } from 'xstate'
import type { DeskState } from '../../../../core/contract/support-desk'
import { useT } from '../../i18n'
import { deskFeedMachine, type FeedEvent } from '../../machines/deskFeed.machine'
import { Button, Notice, PageHeader, Spinner } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { ClosedConversations } from './Closed'
import { ConversationPane } from './Conversation'
import * as calls from './calls'
import { DeskSettingsForm } from './DeskSettings'
import { Queue } from './Queue'

export type Section = 'desk' | 'closed' | 'settings'

export default function SupportDeskView({
  section,
  id,
  canEditSettings,
}: {
  section: Section
  id: number | null
  canEditSettings: boolean
}) {
  const { t } = useT()
  const feed = useActorRef(
    deskFeedMachine.provide({
      actors: {
        streamTicket: fromPromise(() => calls.streamTicket()),
        stream: fromCallback<FeedEvent, { ticket: string }>(({ input, sendBack }) =>
          calls.openDeskStream(input.ticket, sendBack),
        ),
        read: fromPromise(() => calls.readDesk()),
        presence: fromPromise(({ input }: { input: { available: boolean } }) =>
          calls.setPresence(input.available),
        ),
      },
    }),
  )
  const desk = useSelector(feed, (s) => s.context.desk)
  const at = useSelector(feed, (s) => s.context.at)
  const polling = useSelector(feed, (s) => s.hasTag('polling'))
  const failed = useSelector(feed, (s) => s.context.failed)
  const switching = useSelector(feed, (s) => s.hasTag('switching'))
  const canned = useLoad(() => calls.cannedReplies(), [], t('app.error'))
  const tabs: [Section, string, string][] = [
    ['desk', '/support', t('desk.tab.desk')],
    ['closed', '/support/closed', t('desk.tab.closed')],
    ['settings', '/support/settings', t('desk.tab.settings')],
  ]
  return (
    <div>
      <PageHeader title={t('desk.title')}>
        {desk ? (
          <Presence
            desk={desk}
            busy={switching}
            onToggle={() => feed.send({ type: 'desk.available', value: !desk.me.available })}
          />
        ) : null}
      </PageHeader>
      <nav className="mb-3 flex gap-1 border-b border-white/8" aria-label={t('desk.title')}>
        {tabs.map(([key, href, label]) => (
          <Link
            key={key}
            href={href}
            aria-current={section === key ? 'page' : undefined}
            className={`-mb-px border-b-2 px-3 py-1.5 text-sm ${section === key ? 'border-gold-400 text-gold-200' : 'border-transparent text-ink-300 hover:text-ink-50'}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      {polling ? (
        <div className="mb-3">
          <Notice kind={failed ? 'error' : 'warn'} text={failed ? t('app.error') : t('desk.polling')} />
        </div>
      ) : null}
      {section === 'closed' ? (
        <ClosedConversations />
      ) : section === 'settings' ? (
        <DeskSettingsForm canEdit={canEditSettings} />
      ) : !desk ? (
        <p className="p-10 text-center text-ink-300">
          <Spinner /> {t('app.loading')}
        </p>
      ) : (
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
          <div className={`lg:w-72 lg:shrink-0 ${id !== null ? 'hidden lg:block' : ''}`}>
            <Queue desk={desk} at={at} selected={id} />
          </div>
          {id !== null ? (
            <div className="min-w-0 flex-1">
              <Link href="/support" className="mb-2 inline-block text-sm text-info-400 lg:hidden">
                ← {t('desk.back')}
              </Link>
              <ConversationPane
                key={id}
                id={id}
                me={desk.me.id}
                agents={desk.agents}
                canned={canned.data ?? []}
                onChanged={() => feed.send({ type: 'desk.refresh' })}
              />
            </div>
          ) : (
            <p className="hidden flex-1 rounded-md border border-white/8 bg-navy-900 p-10 text-center text-ink-300 lg:block">
              {t('desk.pick')}
            </p>
          )}
        </div>
      )}
    </div>
  )
}

function Presence({ desk, busy, onToggle }: { desk: DeskState; busy: boolean; onToggle: () => void }) {
  const { t } = useT()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className={`text-xs ${desk.in_hours ? 'text-ink-300' : 'text-gold-300'}`}>
        {desk.in_hours ? t('desk.inHours') : t('desk.outHours')}
      </span>
      <Button
        size="sm"
        tone={desk.me.available ? 'success' : 'default'}
        aria-pressed={desk.me.available}
        title={t('desk.availableHint')}
        disabled={busy}
        onClick={onToggle}
      >
        <span
          aria-hidden
          className={`h-2 w-2 rounded-full ${desk.me.available ? 'bg-success-400' : 'bg-ink-500'}`}
        />
        {desk.me.available ? t('desk.available') : t('desk.away')}
      </Button>
    </div>
  )
}
