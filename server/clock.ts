// The server's clock and the record lists' date presets. `clock` is the single source of "now" so
// tests can move it; the Beijing calendar itself is core/time.ts.
import { beijingMidnight } from '../core/time'

export const clock = { now: (): Date => new Date() }

/** The `date` filter of every record list: 1 today, 2 last 7 days, 3 last 15, 4 last 30 (Beijing days). */
export const dateFilterRange = (date: 1 | 2 | 3 | 4, now = clock.now()) => {
  const back = { 1: 0, 2: 7, 3: 15, 4: 30 }[date]
  return { from: beijingMidnight(now, -back), to: beijingMidnight(now, 1) }
}
