// The time window of a record list. An explicit range of Beijing days (start..end, both inclusive)
// replaces the `date` preset; it is checked against the server clock with the contract's rule (no
// future, at most 12 months back: docs/contract.md) and refused with code 1000. Lists without a preset
// (red packets, activity applications) are not limited in time when no range is given.
import { RECORD_RANGE_MONTHS, recordRangeError } from '../../core/contract'
import { beijingAt, beijingMidnight } from '../../core/time'
import { clock, dateFilterRange } from '../clock'
import { BizError } from '../errors'

export type RangeFilter = { start?: string; end?: string }
/** Instants: rows with from <= created_at < to. */
export type Window = { from: Date; to: Date }

/** The explicit range, or null when neither end is given. */
export function explicitWindow(r: RangeFilter, now = clock.now()): Window | null {
  if (r.start === undefined && r.end === undefined) return null
  const start = r.start ?? ''
  const end = r.end ?? ''
  const error = recordRangeError(start, end, now, RECORD_RANGE_MONTHS.server)
  if (error) throw new BizError(1000, error, { months: RECORD_RANGE_MONTHS.server })
  return { from: beijingAt(start), to: beijingMidnight(beijingAt(end), 1) }
}

/** The explicit range when given, else the `date` preset exactly as before (1 today … 4 last 30 days). */
export const recordWindow = (f: RangeFilter & { date: 1 | 2 | 3 | 4 }, now = clock.now()): Window =>
  explicitWindow(f, now) ?? dateFilterRange(f.date, now)
