// What the sportsbook's views share: the odds format (decimal / Hong Kong, remembered on the device),
// team and selection names in the player's language, which markets sit inline on a match row and how
// the rest group under "more markets".
import { proxy, useSnapshot } from 'valtio'
import type { SbMatch } from '../../../core/contract'
import {
  type Lang,
  lineLabel,
  type Market,
  marketName,
  type OddsFormat,
  parseMarketId,
  selectionName,
} from '../../../core/sportsbook'

export const ODDS_FORMAT_KEY = 'sb.oddsFormat'
const storedFormat = (): OddsFormat => {
  try {
    return globalThis.localStorage?.getItem(ODDS_FORMAT_KEY) === 'hk' ? 'hk' : 'decimal'
  } catch {
    return 'decimal'
  }
}
export const oddsPrefs = proxy<{ format: OddsFormat }>({ format: storedFormat() })
export function setOddsFormat(format: OddsFormat) {
  oddsPrefs.format = format
  try {
    globalThis.localStorage?.setItem(ODDS_FORMAT_KEY, format)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
export const useOddsFormat = () => useSnapshot(oddsPrefs).format

export type Team = { id: string; zh: string; en: string }
export type Sport = 'football' | 'basketball' | 'moba' | 'shooter'
export const teamName = (t: Team, lang: Lang) => (lang === 'en' ? t.en : t.zh)

const SIDE_KINDS = new Set(['fb.1x2', 'fb.ht1x2', 'bk.ml', 'es.winner', 'es.fb', 'bk.quarter'])
const HANDICAPS = new Set(['fb.ah', 'bk.spread', 'es.maphcp'])

/** The selection as a bettor reads it: a team's name for a side, with its line on a handicap. */
export function selectionLabel(marketId: string, selection: string, home: Team, away: Team, lang: Lang) {
  const m = parseMarketId(marketId)
  if (!m) return selection
  const side = selection === 'home' ? home : selection === 'away' ? away : null
  if (side && HANDICAPS.has(m.kind)) {
    const line = m.line ?? 0
    return `${teamName(side, lang)} ${lineLabel({ ...m, line: selection === 'home' ? line : -line })}`
  }
  if (side && SIDE_KINDS.has(m.kind)) return teamName(side, lang)
  const name = selectionName(m, selection, lang)
  const line =
    m.kind === 'fb.ou' ||
    m.kind === 'bk.ou' ||
    m.kind === 'es.maps' ||
    m.kind === 'es.kills' ||
    m.kind === 'es.rounds'
  return line ? `${name} ${lineLabel(m)}` : name
}

/** A short selection label for the inline buttons (the team names are on the row already). */
export function shortLabel(marketId: string, selection: string, lang: Lang) {
  const m = parseMarketId(marketId)
  if (!m) return selection
  const name = selectionName(m, selection, lang)
  if (m.line === undefined)
    return lang === 'en' && (selection === 'home' || selection === 'away')
      ? selection === 'home'
        ? '1'
        : '2'
      : name
  if (HANDICAPS.has(m.kind)) return lineLabel({ ...m, line: selection === 'home' ? m.line : -m.line })
  return `${name} ${lineLabel(m)}`
}

export const marketTitle = (marketId: string, lang: Lang) => {
  const m = parseMarketId(marketId)
  return m ? marketName(m, lang) : marketId
}

/** The market group a market belongs to: its kind and period, without the line. */
const groupKey = (m: Market) => `${m.kind}:${m.period ?? ''}`
type SbMarket = SbMatch['markets'][number]

/** The three markets a row shows inline: the winner market and the main handicap and total lines. */
export function mainMarkets(match: SbMatch, sport: Sport): (SbMarket | null)[] {
  const kinds =
    sport === 'football'
      ? ['fb.1x2', 'fb.ah', 'fb.ou']
      : sport === 'basketball'
        ? ['bk.ml', 'bk.spread', 'bk.ou']
        : ['es.winner', 'es.maphcp', 'es.maps']
  return kinds.map((kind) => {
    const all = match.markets.filter(
      (x) => x.id === kind || (x.id.startsWith(`${kind}@`) && !x.id.includes(':')),
    )
    if (kind === 'es.maphcp') return all.find((x) => x.id === 'es.maphcp@-1.5') ?? all[0] ?? null
    // Offered lines come in order around the even-money line: the middle one is the main line.
    return all[Math.floor((all.length - 1) / 2)] ?? null
  })
}

export const mainTitles = (sport: Sport) =>
  sport === 'football'
    ? (['sbui.m.1x2', 'sbui.m.ah', 'sbui.m.ou'] as const)
    : sport === 'basketball'
      ? (['sbui.m.ml', 'sbui.m.spread', 'sbui.m.total'] as const)
      : (['sbui.m.winner', 'sbui.m.maphcp', 'sbui.m.maps'] as const)

/** Every market of a match grouped by kind and period, in the order offered. */
export function groupMarkets(markets: SbMarket[], lang: Lang) {
  const groups: { key: string; title: string; markets: SbMarket[] }[] = []
  for (const x of markets) {
    const m = parseMarketId(x.id)
    if (!m) continue
    const key = groupKey(m)
    let g = groups.find((y) => y.key === key)
    if (!g) {
      g = { key, title: marketName(m, lang), markets: [] }
      groups.push(g)
    }
    g.markets.push(x)
  }
  return groups
}

/** mm:ss of a count of seconds. */
export const mmss = (s: number) =>
  `${String(Math.floor(Math.max(0, s) / 60)).padStart(2, '0')}:${String(Math.floor(Math.max(0, s) % 60)).padStart(2, '0')}`

/** hh:mm of a wire time (the wire's times are Beijing wall time, as the site shows them). */
export const clockTime = (wire: string) => wire.slice(11, 16)
