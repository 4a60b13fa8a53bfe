// 发件箱 (docs/messaging.md): every message the site sent through its message port, newest first, with
// the whole text (in this sandbox the outbox IS the delivery channel, so support reads codes here),
// and the support reset beside it: look up the player's contacts, record the identity check, then send
// a recovery code to a verified contact or set a temporary password. Support and owner.
import type { ContactChannel } from '../../../../core/contract/recovery'
import type { Res } from '../../endpoints'
import { type ConsoleKey, useT } from '../../i18n'
import { type Column, DataTable, fromPage } from '../../ui/DataTable'
import { FilterBar, FilterField, useFilters } from '../../ui/FilterBar'
import { Badge, PageHeader, Select } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { outboxPage } from './calls'
import { SupportReset } from './SupportReset'

type Row = Res<'outbox'>['rows'][number]
type ChannelFilter = '' | ContactChannel

export function OutboxView({ canReset }: { canReset: boolean }) {
  const { t } = useT()
  const filters = useFilters({ q: '', channel: '' as ChannelFilter }, 20)
  const { applied, pagination } = filters
  const list = useLoad(
    () =>
      outboxPage({
        page: pagination.pageIndex + 1,
        perPage: pagination.pageSize,
        q: applied.q,
        channel: applied.channel,
      }),
    [applied, pagination.pageIndex, pagination.pageSize],
    t('app.error'),
  )
  const columns: Column<Row>[] = [
    {
      id: 'at',
      header: t('col.time'),
      cell: ({ row }) => <span className="whitespace-nowrap text-xs text-ink-300">{row.original.at}</span>,
    },
    {
      id: 'to',
      header: t('outbox.col.to'),
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-0.5">
          <Badge>{t(`outbox.channel.${row.original.channel}` as ConsoleKey)}</Badge>
          <span className="font-mono text-xs">{row.original.address}</span>
        </span>
      ),
    },
    { id: 'player', header: t('outbox.col.player'), cell: ({ row }) => row.original.username ?? '' },
    {
      id: 'template',
      header: t('outbox.col.template'),
      cell: ({ row }) => t(`outbox.template.${row.original.template}` as ConsoleKey),
    },
    {
      id: 'body',
      header: t('outbox.col.body'),
      cell: ({ row }) => (
        <div className="max-w-xl text-xs">
          {row.original.subject ? (
            <div className="font-semibold text-ink-100">{row.original.subject}</div>
          ) : null}
          <div className="whitespace-pre-wrap text-ink-200">{row.original.body}</div>
        </div>
      ),
    },
  ]
  return (
    <div>
      <PageHeader title={t('outbox.title')} />
      <p className="mb-4 text-sm text-ink-300">{t('outbox.hint')}</p>
      {canReset ? <SupportReset onDone={list.reload} /> : null}
      <FilterBar label={t('outbox.title')} filters={filters}>
        <FilterField filters={filters} name="q" label={t('outbox.search')} width="w-56" />
        <Select<ChannelFilter>
          label={t('outbox.channel')}
          value={filters.draft.channel}
          onChange={(channel) => filters.set('channel', channel)}
          options={[
            { value: '', label: t('app.all') },
            { value: 'sms', label: t('outbox.channel.sms') },
            { value: 'email', label: t('outbox.channel.email') },
          ]}
        />
      </FilterBar>
      <DataTable<Row>
        label={t('outbox.title')}
        columns={columns}
        {...fromPage(list)}
        pagination={pagination}
        onPagination={filters.setPagination}
        empty={t('app.empty')}
        rowKey={(r) => String(r.id)}
      />
    </div>
  )
}
