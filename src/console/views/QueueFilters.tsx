// The review queues' filters (docs/operator-console.md, "Working the lists"): order or application
// number or player, Beijing days, an amount range where the queue has an amount (a deposit's or
// withdrawal's amount, an activity's bonus) typed as the operator writes it ("200", "200.5", checked
// by the one money parser before it is sent), and the CSV export of what the filters match (the server
// audits it). The partner transfer queue filters the same way, on its own states (open, settled,
// refused) and by transfer id or player.
import { adminCalls } from '../../../core/contract/admin'
import type { QueueName } from '../endpoints'
import { type T, useT } from '../i18n'
import { checkRanges, ExportButton, FilterBar, FilterField, type Filters } from '../ui/FilterBar'
import { Select } from '../ui/kit'
import { type QueueFilters, wireFilters } from './queueRows'

/** What is wrong with the typed filters, by field (empty when they can be sent). */
export const checkFilters = (t: T, f: QueueFilters) => checkRanges(t, f)

/** The queue's state, applied at once; every state is offered too. */
export function StateSelect({ queue, filters }: { queue: FilteredQueue; filters: Filters<QueueFilters> }) {
  const { t } = useT()
  const transfers = queue === 'transfers'
  return (
    <Select<QueueFilters['state']>
      label={t('col.state')}
      value={filters.applied.state}
      onChange={(state) => filters.apply({ ...filters.draft, state })}
      options={[
        { value: '0' as const, label: t('app.all') },
        { value: '1', label: t(transfers ? 'name.transfer.pending' : 'state.pending') },
        { value: '2', label: t(transfers ? 'name.transfer.done' : 'state.approved') },
        { value: '3', label: t(transfers ? 'name.transfer.refused' : 'state.refused') },
      ]}
    />
  )
}

const CALL = {
  deposits: adminCalls.depositQueue,
  withdrawals: adminCalls.withdrawalQueue,
  agents: adminCalls.agentQueue,
  activities: adminCalls.activityQueue,
  transfers: adminCalls.transferQueue,
} as const
const SEARCH = {
  deposits: 'queue.search',
  withdrawals: 'queue.search',
  agents: 'list.searchApplication',
  activities: 'list.searchApplication',
  transfers: 'queue.searchTransfer',
} as const
export type FilteredQueue = keyof typeof CALL
export const isFiltered = (queue: QueueName): queue is FilteredQueue => queue in CALL

export function QueueFilterBar({ queue, filters }: { queue: FilteredQueue; filters: Filters<QueueFilters> }) {
  const { t } = useT()
  const money = { filters, inputMode: 'decimal', width: 'w-28' } as const
  return (
    <FilterBar
      label={t('queue.filters')}
      filters={filters}
      actions={
        <ExportButton path={CALL[queue].path} query={wireFilters(queue, filters.applied)} name={queue} />
      }
    >
      <StateSelect queue={queue} filters={filters} />
      <FilterField filters={filters} name="q" label={t(SEARCH[queue])} width="w-52" />
      <FilterField filters={filters} name="from" label={t('queue.from')} type="date" />
      <FilterField filters={filters} name="to" label={t('queue.to')} type="date" />
      {queue === 'agents' ? null : (
        <>
          <FilterField {...money} name="min_amount" label={t('queue.minAmount')} />
          <FilterField {...money} name="max_amount" label={t('queue.maxAmount')} />
        </>
      )}
    </FilterBar>
  )
}
