// Money time rules in one place. Beijing is UTC+8 all year (no DST): its calendar days drive record
// filters, daily limits and the red-packet windows. US Eastern (with DST) is only used to describe
// red-packet activity dates. `clock` is the single source of "now" so tests can move it.
export const clock = { now: (): Date => new Date() }

const HOUR = 3_600_000
const DAY = 24 * HOUR
const BEIJING = 8 * HOUR

/** Midnight (Beijing) of the Beijing day containing t, shifted by `days`. */
export const beijingMidnight = (t: Date, days = 0) =>
  new Date(Math.floor((t.getTime() + BEIJING) / DAY) * DAY - BEIJING + days * DAY)

/** YYYY-MM-DD of the Beijing day containing t. */
export const beijingDate = (t: Date) => new Date(t.getTime() + BEIJING).toISOString().slice(0, 10)

/** HH:mm:ss of t in Beijing. */
export const beijingClock = (t: Date) => new Date(t.getTime() + BEIJING).toISOString().slice(11, 19)

/** Beijing wall time of day `date` (YYYY-MM-DD) at `hh:mm:ss` as an instant. */
export const beijingAt = (date: string, time = '00:00:00') =>
  new Date(new Date(`${date}T${time}Z`).getTime() - BEIJING)

/** The `date` filter of every record list: 1 today, 2 last 7 days, 3 last 15, 4 last 30 (Beijing days). */
export const dateFilterRange = (date: 1 | 2 | 3 | 4, now = clock.now()) => {
  const back = { 1: 0, 2: 7, 3: 15, 4: 30 }[date]
  return { from: beijingMidnight(now, -back), to: beijingMidnight(now, 1) }
}

/** The instant of US Eastern wall time `date` at `time`, DST included (America/New_York). */
export const easternAt = (date: string, time = '00:00:00') => {
  const guess = new Date(`${date}T${time}Z`)
  // Eastern is UTC-5 (EST) or UTC-4 (EDT); pick the offset whose local rendering matches.
  for (const off of [5, 4]) {
    const t = new Date(guess.getTime() + off * HOUR)
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .format(t)
      .replace(', ', 'T')
    if (local === `${date}T${time}`) return t
  }
  return new Date(guess.getTime() + 5 * HOUR)
}
