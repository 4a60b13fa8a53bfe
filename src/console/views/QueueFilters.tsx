// The deposit and withdrawal queues' filters (docs/operator-console.md, "Working the queues"): order
// number or player, Beijing days, an amount range typed as the operator writes it ("200", "200.5",
// checked by the one money parser before it is sent), and the CSV export of what the filters match
// (the server audits it).
import { useState } from 'react'
import { adminCalls } from '../../../core/contract/admin'
import { parseMoney } from '../../../core/money'
import { beijingDate } from '../../../core/time'
import { downloadCsv } from '../download'
import type { QueueName } from '../endpoints'
import { type T, useT } from '../i18n'
import { FilterBar, FilterField, type Filters } from '../ui/FilterBar'
import { Button, Notice, Select, Spinner } from '../ui/kit'
import { isMoneyQueue, type QueueFilters } from './queueRows'

type Errors = Partial<Record<keyof QueueFilters, string>>

/** What is wrong with the typed filters, by field (empty when they can be sent). */
export function checkFilters(t: T, f: QueueFilters): Errors {
  const errors: Errors = {}
  const amount = (k: 'min_amount' | 'max_amount') => {
    if (!f[k].trim()) return null
    const r = parseMoney(f[k].trim())
    if (!r.ok) errors[k] = t('queue.amountInvalid')
    return r.ok ? r.cents : null
  }
  const min = amount('min_amount')
  const max = amount('max_amount')
  if (min !== null && max !== null && max < min) errors.max_amount = t('queue.amountRange')
  if (f.from && f.to && f.to < f.from) errors.to = t('queue.dateRange')
  return errors
}

/** The queue's state, applied at once; the money queues also offer every state. */
export function StateSelect({ queue, filters }: { queue: QueueName; filters: Filters<QueueFilters> }) {
  const { t } = useT()
  return (
    <Select<QueueFilters['state']>
      label={t('col.state')}
      value={filters.applied.state}
      onChange={(state) => filters.apply({ ...filters.draft, state })}
      options={[
        ...(isMoneyQueue(queue) ? [{ value: '0' as const, label: t('app.all') }] : []),
        { value: '1', label: t('state.pending') },
        { value: '2', label: t('state.approved') },
        { value: '3', label: t('state.refused') },
      ]}
    />
  )
}

const CALL = { deposits: adminCalls.depositQueue, withdrawals: adminCalls.withdrawalQueue } as const

export function MoneyQueueFilters({
  queue,
  filters,
}: {
  queue: 'deposits' | 'withdrawals'
  filters: Filters<QueueFilters>
}) {
  const { t } = useT()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  /** The applied filters (what the table shows), not the draft being typed. */
  const exportCsv = async () => {
    const query = Object.entries({ ...filters.applied, format: 'csv' }).filter(([, v]) => v.trim() !== '')
    setBusy(true)
    setError(null)
    try {
      const path = `${CALL[queue].path}?${new URLSearchParams(query)}`
      await downloadCsv(path, `${queue}-${beijingDate(new Date())}.csv`, t('app.error'))
    } catch (e) {
      setError(e instanceof Error ? e.message : t('app.error'))
    } finally {
      setBusy(false)
    }
  }
  const money = { filters, inputMode: 'decimal', width: 'w-28' } as const
  return (
    <>
      <FilterBar
        label={t('queue.filters')}
        filters={filters}
        actions={
          <Button onClick={exportCsv} disabled={busy}>
            {busy ? <Spinner /> : null}
            {t('queue.export')}
          </Button>
        }
      >
        <StateSelect queue={queue} filters={filters} />
        <FilterField filters={filters} name="q" label={t('queue.search')} width="w-52" />
        <FilterField filters={filters} name="from" label={t('queue.from')} type="date" />
        <FilterField filters={filters} name="to" label={t('queue.to')} type="date" />
        <FilterField {...money} name="min_amount" label={t('queue.minAmount')} />
        <FilterField {...money} name="max_amount" label={t('queue.maxAmount')} />
      </FilterBar>
      {error ? (
        <div className="mb-4">
          <Notice kind="error" text={error} />
        </div>
      ) : null}
    </>
  )
}
