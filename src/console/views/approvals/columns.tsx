// The four-eyes list's table and filters (docs/operator-console.md, "Four eyes"): each request's kind,
// amount, what it does, its maker and expiry, its state with who decided, when and the note; the
// filters by state, Beijing days of the request, amount (its size) and number, target or maker, with
// the export of what they match (the server audits it).
import type { ApprovalRow } from '../../../../core/contract/admin'
import { type ConsoleKey, type T, useT } from '../../i18n'
import type { Column } from '../../ui/DataTable'
import { checkRanges, ExportButton, FilterBar, FilterField, type Filters } from '../../ui/FilterBar'
import { Badge, Button, Money, Select } from '../../ui/kit'
import { timeCell } from '../cells'
import { type ApprovalFilters, approvalsPath } from './calls'
import { stateBadgeOf, what } from './summary'

const STATES: ApprovalFilters['state'][] = ['pending', 'decided', 'approved', 'refused', 'expired', 'all']
const STATE_LABEL: Record<ApprovalFilters['state'], ConsoleKey> = {
  pending: 'approval.show.pending',
  decided: 'approval.show.decided',
  approved: 'approval.state.approved',
  refused: 'approval.state.refused',
  expired: 'approval.state.expired',
  all: 'app.all',
}

/** What is wrong with the typed filters, by field (empty when they can be sent). */
export const checkApprovalFilters = (t: T, f: ApprovalFilters) => checkRanges(t, f)

export function ApprovalFilterBar({ filters }: { filters: Filters<ApprovalFilters> }) {
  const { t } = useT()
  const money = { filters, inputMode: 'decimal', width: 'w-28' } as const
  return (
    <FilterBar
      label={t('queue.filters')}
      filters={filters}
      actions={<ExportButton path={approvalsPath} query={filters.applied} name="approvals" />}
    >
      <Select<ApprovalFilters['state']>
        label={t('approval.show')}
        value={filters.applied.state}
        onChange={(state) => filters.apply({ ...filters.draft, state })}
        options={STATES.map((s) => ({ value: s, label: t(STATE_LABEL[s]) }))}
      />
      <FilterField filters={filters} name="q" label={t('approval.search')} width="w-52" />
      <FilterField filters={filters} name="from" label={t('queue.from')} type="date" />
      <FilterField filters={filters} name="to" label={t('queue.to')} type="date" />
      <FilterField {...money} name="min_amount" label={t('queue.minAmount')} />
      <FilterField {...money} name="max_amount" label={t('queue.maxAmount')} />
    </FilterBar>
  )
}

export function columnsOf(t: T, decide: (row: ApprovalRow) => void): Column<ApprovalRow>[] {
  return [
    {
      id: 'id',
      header: '#',
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.id}</span>,
    },
    {
      id: 'kind',
      header: t('approval.col.kind'),
      cell: ({ row }) => t(`approval.kind.${row.original.kind}` as ConsoleKey),
    },
    {
      id: 'amount',
      header: t('col.amount'),
      cell: ({ row }) =>
        row.original.amount ? (
          <Money value={row.original.amount} signed={row.original.kind === 'adjust'} />
        ) : (
          '—'
        ),
    },
    { id: 'what', header: t('approval.col.what'), cell: ({ row }) => what(row.original, t) },
    {
      id: 'maker',
      header: t('approval.col.maker'),
      cell: ({ row }) => (
        <div>
          {row.original.maker} {row.original.mine ? <Badge tone="gold">{t('approval.mine')}</Badge> : null}
          <div>{timeCell(row.original.created_at)}</div>
        </div>
      ),
    },
    {
      id: 'expires',
      header: t('approval.col.expires'),
      cell: ({ row }) => timeCell(row.original.expires_at),
    },
    {
      id: 'state',
      header: t('col.state'),
      cell: ({ row }) => (
        <div>
          {stateBadgeOf(row.original, t)}
          {row.original.checker ? (
            <div className="text-xs text-ink-400">
              {t('queue.decidedBy', { who: row.original.checker, at: row.original.decided_at ?? '' })}
            </div>
          ) : null}
          {row.original.reason ? (
            <div className="max-w-xs break-words text-xs text-ink-300">{row.original.reason}</div>
          ) : null}
        </div>
      ),
    },
    {
      id: 'actions',
      header: t('col.actions'),
      cell: ({ row }) =>
        row.original.state === 'pending' || row.original.state === 'expired' ? (
          <Button size="sm" tone="primary" onClick={() => decide(row.original)}>
            {t('approval.open')}
          </Button>
        ) : null,
    },
  ]
}
