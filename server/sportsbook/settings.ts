// The sportsbook's operator settings (settings row 'sportsbook', docs/sportsbook.md, Settings): the
// schedule of every league (seconds between matchdays, how long a match plays, how long before
// kickoff betting closes, how many matchdays ahead are open), stake limits per bet and the margin per
// market type. Read on every use, never cached, like every setting (a change reaches every process on
// its next request); a value that does not pass its check falls back to the default.
import { DEFAULT_MARGINS_BP, isMarginBp, MARKET_KINDS, type MarginSettings } from '../../core/sportsbook'
import type { Query } from '../db/client'

export type SportsSettings = {
  /** Seconds between matchdays of a league (a round every 3 minutes by default). */
  cadenceS: number
  /** Real seconds a match takes to play out (the browser animates its timeline over them). */
  playS: number
  /** Betting on a match closes this many seconds before kickoff. */
  closeS: number
  /** How many matchdays ahead are open for betting. */
  openMatchdays: number
  minStake: bigint
  maxStake: bigint
  /** The most one bet may return (stake included), in cents. */
  maxPayout: bigint
  margins: MarginSettings
}

/** A whole number of seconds from the environment within [min, max], else the fallback. */
const envSecs = (v: string | undefined, min: number, max: number, fallback: number) => {
  const n = Number(v)
  return v && Number.isInteger(n) && n >= min && n <= max ? n : fallback
}

/**
 * The defaults. SPORTSBOOK_CADENCE_S / SPORTSBOOK_PLAY_S / SPORTSBOOK_CLOSE_S shorten the schedule's
 * defaults for the browser suite (tests/e2e/run.mjs), as BACCARAT_BET_SECONDS does the baccarat
 * table's; an operator's saved settings row still wins.
 */
export const SPORTS_DEFAULTS: SportsSettings = {
  cadenceS: envSecs(process.env.SPORTSBOOK_CADENCE_S, 60, 3600, 180),
  playS: envSecs(process.env.SPORTSBOOK_PLAY_S, 30, 600, 90),
  closeS: envSecs(process.env.SPORTSBOOK_CLOSE_S, 0, 300, 10),
  openMatchdays: 3,
  minStake: 1000n,
  maxStake: 5_000_000n,
  maxPayout: 100_000_000n,
  margins: DEFAULT_MARGINS_BP,
}

const int = (v: unknown, min: number, max: number, fallback: number) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? (v as number) : fallback
const cents = (v: unknown, fallback: bigint) =>
  typeof v === 'string' && /^\d{1,12}$/.test(v) ? BigInt(v) : fallback

/** Settings as stored (cents as digit strings) read with each field checked. */
export function parseSportsSettings(raw: unknown): SportsSettings {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const d = SPORTS_DEFAULTS
  const margins = { ...d.margins }
  const m = (v.margins && typeof v.margins === 'object' ? v.margins : {}) as Record<string, unknown>
  for (const k of MARKET_KINDS) if (isMarginBp(m[k])) margins[k] = m[k] as number
  const playS = int(v.playS, 30, 600, d.playS)
  const cadenceS = Math.max(int(v.cadenceS, 60, 3600, d.cadenceS), playS + 20)
  const minStake = cents(v.minStake, d.minStake)
  const maxStake = cents(v.maxStake, d.maxStake)
  return {
    cadenceS,
    playS,
    closeS: int(v.closeS, 0, 300, d.closeS),
    openMatchdays: int(v.openMatchdays, 1, 10, d.openMatchdays),
    minStake: minStake >= 1n ? minStake : d.minStake,
    maxStake: maxStake >= minStake ? maxStake : d.maxStake,
    maxPayout: cents(v.maxPayout, d.maxPayout),
    margins,
  }
}

export async function sportsSettings(q: Query): Promise<SportsSettings> {
  const [row] = await q<{ value: unknown }>("SELECT value FROM settings WHERE key = 'sportsbook'")
  return parseSportsSettings(typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value)
}
