// 身份认证审核 (docs/kyc.md): players waiting for review, oldest first, on the review queues' pattern
// (a server-paged table and a dialog driven by the KYC review machine). The queue filters by state,
// player and Beijing days of the submission, and exports what the filters match as the server's
// audited CSV (docs/operator-console.md, "Working the lists"); a decided player shows who decided,
// when and the reason.
import { useMemo, useState } from 'react'
import type { KycPlayer } from '../../../../core/contract/admin'
import { type ConsoleKey, type T, useT } from '../../i18n'
import { type Column, DataTable, fromPage } from '../../ui/DataTable'
import { checkRanges, ExportButton, FilterBar, FilterField, useFilters } from '../../ui/FilterBar'
import { Button, Notice, PageHeader, Select, Spinner } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { timeCell } from '../cells'
import { type KycFilters, kycQueue, kycQueuePath, NO_KYC_FILTERS } from './calls'
import { KycDialog } from './KycDialog'

const STATES: KycFilters['state'][] = ['pending', 'verified', 'refused', 'more', 'all']

export default function KycQueueView() {
  const { t } = useT()
  const filters = useFilters<KycFilters>(NO_KYC_FILTERS, 20, (f) => checkRanges(t, f))
  const { applied, pagination } = filters
  const [open, setOpen] = useState<KycPlayer | null>(null)
  const list = useLoad(
    () => kycQueue(applied, pagination.pageIndex + 1, pagination.pageSize),
    [applied, pagination.pageIndex, pagination.pageSize],
    t('app.error'),
  )
  const filtered = applied.q !== '' || applied.from !== '' || applied.to !== ''
  const columns = useMemo(() => columnsOf(t, setOpen), [t])
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('kyc.title')}>
        <Button onClick={list.reload}>
          {list.loading ? <Spinner /> : null}
          {t('app.refresh')}
        </Button>
      </PageHeader>
      <Notice kind="info" text={t('kyc.hint')} />
      <FilterBar
        label={t('queue.filters')}
        filters={filters}
        actions={<ExportButton path={kycQueuePath} query={applied} name="kyc" />}
      >
        <Select<KycFilters['state']>
          label={t('kyc.state')}
          value={applied.state}
          onChange={(state) => filters.apply({ ...filters.draft, state })}
          options={STATES.map((s) => ({
            value: s,
            label: t(s === 'all' ? 'app.all' : (`kyc.state.${s}` as ConsoleKey)),
          }))}
        />
        <FilterField filters={filters} name="q" label={t('list.player')} width="w-44" />
        <FilterField filters={filters} name="from" label={t('kyc.submittedFrom')} type="date" />
        <FilterField filters={filters} name="to" label={t('kyc.submittedTo')} type="date" />
      </FilterBar>
      <DataTable<KycPlayer>
        label={t('kyc.title')}
        columns={columns}
        {...fromPage(list)}
        pagination={pagination}
        onPagination={filters.setPagination}
        empty={t(filtered || applied.state !== 'pending' ? 'queue.noMatch' : 'kyc.empty')}
        rowKey={(r) => r.username}
      />
      {open ? (
        <KycDialog
          key={open.username}
          player={open}
          onClose={(changed) => {
            setOpen(null)
            if (changed) list.reload()
          }}
        />
      ) : null}
    </div>
  )
}

/** Who decided, when, and the reason the player read (a decided player). */
function Decided({ p }: { p: KycPlayer }) {
  const { t } = useT()
  return (
    <div className="text-xs leading-5">
      <div>{t(`kyc.state.${p.state}` as ConsoleKey)}</div>
      {p.reviewer ? (
        <div className="text-ink-400">
          {t('queue.decidedBy', { who: p.reviewer, at: p.reviewed_at ?? '' })}
        </div>
      ) : null}
      {p.reason ? <div className="max-w-xs break-words text-ink-300">{p.reason}</div> : null}
    </div>
  )
}

function columnsOf(t: T, review: (p: KycPlayer) => void): Column<KycPlayer>[] {
  return [
    {
      id: 'player',
      header: t('kyc.col.player'),
      cell: ({ row }) => (
        <div>
          {row.original.username}
          <div className="text-xs text-ink-400">{row.original.realname || '—'}</div>
        </div>
      ),
    },
    { id: 'birthday', header: t('kyc.col.birthday'), cell: ({ row }) => row.original.birthday ?? '—' },
    {
      id: 'submitted',
      header: t('kyc.col.submitted'),
      cell: ({ row }) => timeCell(row.original.submitted_at ?? ''),
    },
    {
      id: 'documents',
      header: t('kyc.col.documents'),
      cell: ({ row }) =>
        row.original.documents
          .filter((d) => d.state === 'pending')
          .map((d) => t(`kyc.kind.${d.kind}` as ConsoleKey))
          .join('、') || '—',
    },
    {
      id: 'actions',
      header: t('col.actions'),
      cell: ({ row }) =>
        row.original.state === 'pending' ? (
          <Button size="sm" tone="primary" onClick={() => review(row.original)}>
            {t('kyc.open')}
          </Button>
        ) : (
          <Decided p={row.original} />
        ),
    },
  ]
}
