// The record pages' shared view over records.machine: filters (platform, type, time range), the
// table, pagination and an optional claim area. Each page gives its loader, columns and labels.
import { useActorRef, useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { fromPromise } from 'xstate'
import * as wallet from '../../api/wallet'
import { useT } from '../../i18n'
import type { FieldMessage } from '../../machines/memberKit'
import { presetPeriod } from '../../machines/periodTotals.machine'
import {
  type LoadInput,
  type RecordFilters,
  type RecordPage,
  recordsMachine,
} from '../../machines/records.machine'
import { resourceMachine } from '../../machines/resource.machine'
import { PeriodTotals } from '../protection/PeriodTotals'
import { type Column, Field, Pagination, RadioGroup, Select, Table } from '../ui'
import { DateRangeFilter } from './DateRangeFilter'
import { useMemberFlow } from './useMemberFlow'

export type RecordsRef = ReturnType<typeof useMemberFlow<typeof recordsMachine>>

export function useRecords<R>(
  load: (input: LoadInput) => Promise<RecordPage<R>>,
  options: {
    filters?: Partial<RecordFilters>
    nothingToClaimKey?: string
    claim?: (opts: { idempotencyKey?: string }) => Promise<FieldMessage>
    userChanged?: () => void
  } = {},
): RecordsRef {
  const machine = recordsMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }: { input: LoadInput }) => load(input) as Promise<RecordPage<unknown>>),
      ...(options.claim
        ? { claim: fromPromise(({ input }: { input: { idempotencyKey?: string } }) => options.claim!(input)) }
        : {}),
    },
  })
  return useMemberFlow(machine, {
    input: { filters: options.filters, nothingToClaimKey: options.nothingToClaimKey },
    actions: { userChanged: options.userChanged ?? (() => {}) },
  })
}

const platformsMachine = resourceMachine.provide({
  actors: { load: fromPromise<unknown, unknown>(() => wallet.balancelist()) },
})

export function PlatformFilter({ actor }: { actor: RecordsRef }) {
  const t = useT()
  const platforms = useActorRef(platformsMachine, { input: { input: null } })
  const list = useSelector(
    platforms,
    (s) => (s.context.data as { platname: string; name: string }[] | null) ?? [],
  )
  const value = useSelector(actor, (s) => s.context.filters.api_type)
  const options = [
    { value: '', label: t('member.records.allPlatforms') },
    ...list.filter((p) => p.platname !== 'userbalance').map((p) => ({ value: p.platname, label: p.name })),
  ]
  return (
    <Field label={t('member.records.platform')}>
      <Select
        options={options}
        value={value}
        onChange={(v) => actor.send({ type: 'records.filter', filters: { api_type: v } })}
      />
    </Field>
  )
}

/** The time presets and, beside them, a custom range; while a range applies no preset is checked. */
export function DateFilter({ actor }: { actor: RecordsRef }) {
  const t = useT()
  const value = useSelector(actor, (s) => (s.context.filters.start ? null : s.context.filters.date))
  return (
    <FilterGroup legend={t('member.records.range')}>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <RadioGroup
          label={t('member.records.range')}
          options={([1, 2, 3, 4] as const).map((d) => ({ value: d, label: t(`member.records.date${d}`) }))}
          value={value}
          onChange={(d) => actor.send({ type: 'records.filter', filters: { date: d } })}
          className="md:pb-1.5"
        />
        <DateRangeFilter actor={actor} />
      </div>
    </FilterGroup>
  )
}

/** The totals of the period the list shows: the applied custom range, else the preset's days. */
export function RecordTotals({ actor }: { actor: RecordsRef }) {
  const start = useSelector(actor, (s) => s.context.filters.start)
  const end = useSelector(actor, (s) => s.context.filters.end)
  const date = useSelector(actor, (s) => s.context.filters.date)
  const period = start && end ? { start, end } : presetPeriod(date)
  return <PeriodTotals period={period} />
}

export function RecordTable<R>({
  actor,
  columns,
  rowKey,
  caption,
}: {
  actor: RecordsRef
  columns: Column<R>[]
  rowKey: (row: R, index: number) => string | number
  caption: string
}) {
  const rows = useSelector(actor, (s) => s.context.rows) as R[]
  const total = useSelector(actor, (s) => s.context.total)
  const page = useSelector(actor, (s) => s.context.page)
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <>
      <Table columns={columns} rows={rows} loading={loading} rowKey={rowKey} caption={caption} />
      {total > 0 ? (
        <Pagination
          page={page}
          total={total}
          onChange={(p) => actor.send({ type: 'records.page', page: p })}
          className="mt-4"
        />
      ) : null}
    </>
  )
}

/** One labelled group of filters (a fieldset whose legend names it on screen and to screen readers). */
export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="mb-1.5 p-0 font-medium text-ink-200 text-sm">{legend}</legend>
      {children}
    </fieldset>
  )
}

export function Filters({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">{children}</div>
}

/** Index within the whole list (page size 10). */
export const rowNumber = (actor: RecordsRef, index: number) =>
  (actor.getSnapshot().context.page - 1) * 10 + index + 1
