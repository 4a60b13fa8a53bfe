// Beijing time, in one place for the browser, the mocks and the server (docs/architecture.md). Beijing
// is UTC+8 all year (no DST): its calendar days drive record filters, daily limits, the red-packet
// windows and the fast-3 issue numbers, and the wire shows times as Beijing `YYYY-MM-DD HH:mm:ss`.
// US Eastern (with DST) is only used to describe red-packet activity dates. Nothing here reads the
// clock: callers pass the instant (the server's movable clock is server/clock.ts).
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Beijing's offset from UTC in ms: UTC+8 all year, no daylight saving. */
export const BEIJING_OFFSET_MS = 8 * HOUR
const BEIJING = BEIJING_OFFSET_MS

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

/**
 * A wire time (`YYYY-MM-DD HH:mm:ss`, Beijing; a bare day is its midnight) as epoch milliseconds. The
 * one parser of wire times in the browser: countdowns, session clocks and match clocks all read it.
 */
export const wireMs = (wire: string) =>
  beijingAt(wire.slice(0, 10), wire.slice(11, 19) || '00:00:00').getTime()

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

/** `YYYY-MM-DD HH:mm:ss` of t in Beijing: the wire's time form. */
export const beijingWireTime = (t: Date | string | number) =>
  new Date(new Date(t).getTime() + BEIJING).toISOString().slice(0, 19).replace('T', ' ')
