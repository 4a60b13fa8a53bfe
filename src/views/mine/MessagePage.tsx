// /message: announcements (tab 0) and inbox (tab 1, HTML sanitised); the query's type picks the tab.
import { useActorRef, useSelector } from '@xstate/react'
import { useSearch } from 'wouter'
import { fromPromise } from 'xstate'
import * as account from '../../api/account'
import * as site from '../../api/site'
import { useT } from '../../i18n'
import { resourceMachine } from '../../machines/resource.machine'
import { navigateTo } from '../../routes/navigate'
import { paths } from '../../routes/paths'
import { Card, EmptyState, Pagination, SafeHtml, Spinner, Tabs } from '../ui'
import { useRecords } from './RecordList'

type Inbox = Awaited<ReturnType<typeof account.noticeList>>['data'][number]
const noticesMachine = resourceMachine.provide({
  actors: { load: fromPromise<unknown, unknown>(() => site.homenotice()) },
})

export default function MessagePage() {
  const t = useT()
  const search = useSearch()
  const tab = new URLSearchParams(search).get('type') === '1' ? 1 : 0
  return (
    <Card titleAs="h1" title={t('member.menu.message')}>
      <Tabs
        label={t('member.menu.message')}
        items={[
          { key: 0, label: t('member.message.notices') },
          { key: 1, label: t('member.message.inbox') },
        ]}
        selected={tab}
        onChange={(k) => navigateTo(paths.message(k as 0 | 1), { replace: true })}
      />
      <div className="mt-4">{tab === 0 ? <Announcements /> : <InboxList />}</div>
    </Card>
  )
}

function Announcements() {
  const t = useT()
  const ref = useActorRef(noticesMachine, { input: { input: null } })
  const list = useSelector(ref, (s) => (s.context.data as string[] | null) ?? [])
  const loading = useSelector(ref, (s) => s.hasTag('busy'))
  if (loading) return <Spinner label={t('common.loading')} />
  if (!list.length) return <EmptyState />
  return (
    <ol className="flex flex-col gap-3">
      {list.map((n, i) => (
        <li
          key={i}
          className="rounded-lg border border-white/8 bg-navy-900 p-4 text-ink-200 text-sm leading-relaxed"
        >
          {n}
        </li>
      ))}
    </ol>
  )
}

function InboxList() {
  const t = useT()
  const actor = useRecords<Inbox>(async ({ page }) => {
    const p = await account.noticeList({ page })
    return { rows: p.data, total: p.total, summary: {}, claimable: 0 }
  })
  const rows = useSelector(actor, (s) => s.context.rows) as Inbox[]
  const total = useSelector(actor, (s) => s.context.total)
  const page = useSelector(actor, (s) => s.context.page)
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  if (loading && !rows.length) return <Spinner label={t('common.loading')} />
  if (!rows.length) return <EmptyState />
  return (
    <>
      <ul className="flex flex-col gap-3">
        {rows.map((m) => (
          <li key={m.id} className="rounded-lg border border-white/8 bg-navy-900 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-gold-100">{m.title}</h3>
              <time className="text-ink-400 text-xs">{m.created_at}</time>
            </div>
            <SafeHtml html={m.content} className="mt-2 text-sm" />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        total={total}
        onChange={(p) => actor.send({ type: 'records.page', page: p })}
        className="mt-4"
      />
    </>
  )
}
