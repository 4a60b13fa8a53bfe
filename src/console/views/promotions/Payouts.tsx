// The promotion payouts (docs/operator-console.md, "Working the lists"): of one activity or all,
// filtered by kind, player, Beijing days and amount ("200" or "200.5"), paged on the server and
// exported as an audited CSV.
import { type PayoutRow, PROMOTION_KINDS, promotionCalls } from '../../../../core/contract/admin/promotions'
import { useT } from '../../i18n'
import { type Column, DataTable, fromPage } from '../../ui/DataTable'
import { checkRanges, ExportButton, FilterBar, FilterField, useFilters } from '../../ui/FilterBar'
import { Card, Money, Select } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { loadPayouts } from './calls'
import { kindName } from './ruleSummary'

type Kind = (typeof PROMOTION_KINDS)[number] | ''
type PayoutFilters = {
  kind: Kind
  q: string
  from: string
  to: string
  min_amount: string
  max_amount: string
}
const NONE: PayoutFilters = { kind: '', q: '', from: '', to: '', min_amount: '', max_amount: '' }

export function PayoutList({
  activity,
  activities,
  onActivity,
  version,
}: {
  /** The activity shown ('all': every payout), chosen here or from the activity's row above. */
  activity: number | 'all'
  activities: { activity_id: number; title: string }[]
  onActivity: (a: number | 'all') => void
  /** Bumped when a saved rule may have paid: the list is read again. */
  version: number
}) {
  const { t } = useT()
  const filters = useFilters<PayoutFilters>(NONE, 20, (f) => checkRanges(t, f))
  const { applied, pagination } = filters
  const scope: Record<string, string> = activity === 'all' ? {} : { activity_id: String(activity) }
  const payouts = useLoad(
    () =>
      loadPayouts({
        ...applied,
        ...(activity === 'all' ? {} : { activity_id: activity }),
        page: pagination.pageIndex + 1,
        per_page: pagination.pageSize,
      }),
    [activity, applied, pagination.pageIndex, pagination.pageSize, version],
    t('app.error'),
  )
  const columns: Column<PayoutRow>[] = [
    { id: 'time', header: t('promo.time'), cell: ({ row }) => row.original.created_at },
    { id: 'player', header: t('promo.player'), cell: ({ row }) => row.original.username },
    { id: 'activity', header: t('promo.activity'), cell: ({ row }) => row.original.title || '—' },
    { id: 'kind', header: t('promo.kind'), cell: ({ row }) => kindName(t, row.original.kind) },
    { id: 'amount', header: t('promo.amountCol'), cell: ({ row }) => <Money value={row.original.amount} /> },
    {
      id: 'turnover',
      header: t('promo.turnover'),
      cell: ({ row }) => <Money value={row.original.turnover} />,
    },
  ]
  const money = { filters, inputMode: 'decimal', width: 'w-28' } as const
  return (
    <Card title={t('promo.payoutList')}>
      <FilterBar
        label={t('queue.filters')}
        filters={filters}
        actions={
          <ExportButton
            path={promotionCalls.promotionPayouts.path}
            query={{ ...applied, ...scope }}
            name="payouts"
          />
        }
      >
        <Select
          label={t('promo.activity')}
          value={String(activity)}
          options={[
            { value: 'all', label: t('promo.allActivities') },
            ...activities.map((r) => ({ value: String(r.activity_id), label: r.title })),
          ]}
          onChange={(v) => {
            onActivity(v === 'all' ? 'all' : Number(v))
            filters.setPagination((p) => ({ ...p, pageIndex: 0 }))
          }}
        />
        <Select<Kind>
          label={t('list.kind')}
          value={filters.draft.kind}
          onChange={(v) => filters.set('kind', v)}
          options={[
            { value: '', label: t('app.all') },
            ...PROMOTION_KINDS.map((k) => ({ value: k, label: kindName(t, k) })),
          ]}
        />
        <FilterField filters={filters} name="q" label={t('list.player')} />
        <FilterField filters={filters} name="from" label={t('queue.from')} type="date" />
        <FilterField filters={filters} name="to" label={t('queue.to')} type="date" />
        <FilterField {...money} name="min_amount" label={t('queue.minAmount')} />
        <FilterField {...money} name="max_amount" label={t('queue.maxAmount')} />
      </FilterBar>
      <DataTable<PayoutRow>
        label={t('promo.payoutList')}
        columns={columns}
        {...fromPage(payouts)}
        pagination={pagination}
        onPagination={filters.setPagination}
        empty={t('app.empty')}
        rowKey={(r) => String(r.id)}
      />
    </Card>
  )
}
