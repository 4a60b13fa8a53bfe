// The custom time range beside the presets of a record page: a start and an end date (Beijing days,
// the UI offers the last 12 months). The records machine checks them with the contract's rule and
// applies them once both are set; a refusal shows under the input it concerns.
import { useSelector } from '@xstate/react'
import { monthsBefore, RECORD_RANGE_MONTHS } from '../../../core/contract/rules'
import { beijingDate } from '../../../core/time'
import { useT } from '../../i18n'
import type { DateRange } from '../../machines/records.machine'
import { Field, Input } from '../ui'
import type { RecordsRef } from './RecordList'

export function DateRangeFilter({ actor }: { actor: RecordsRef }) {
  const t = useT()
  const start = useSelector(actor, (s) => s.context.range.start)
  const end = useSelector(actor, (s) => s.context.range.end)
  const error = useSelector(actor, (s) => s.context.rangeError)
  const today = beijingDate(new Date())
  const earliest = monthsBefore(today, RECORD_RANGE_MONTHS.ui)
  const message = error ? t(error.key, error.params) : undefined
  // "Too far back" concerns the start date; order, future and format concern the end date.
  const onStart = error?.key === 'v.rangeTooOld'
  const edit = (range: Partial<DateRange>) => actor.send({ type: 'records.range', range })
  return (
    <div className="grid grid-cols-2 gap-2 md:w-80">
      <Field label={t('member.records.start')} error={onStart ? message : undefined}>
        <Input
          type="date"
          size="sm"
          value={start}
          min={earliest}
          max={end || today}
          invalid={Boolean(error)}
          onChange={(e) => edit({ start: e.target.value })}
        />
      </Field>
      <Field label={t('member.records.end')} error={onStart ? undefined : message}>
        <Input
          type="date"
          size="sm"
          value={end}
          min={start || earliest}
          max={today}
          invalid={Boolean(error)}
          onChange={(e) => edit({ end: e.target.value })}
        />
      </Field>
    </div>
  )
}
