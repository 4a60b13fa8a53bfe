// What a bet slip shows: market and selection names in Chinese or English, and lines the Asian way
// (a quarter line as its two halves, "0/0.5"). The SPA may key its own catalog on the market kind and
// the selection id instead; these are the defaults and what the server writes into bet records.
import { MARKETS, type Market } from './markets'

export type Lang = 'zh' | 'en'

const SELECTION: Record<string, [string, string]> = {
  home: ['主', 'Home'],
  away: ['客', 'Away'],
  draw: ['和', 'Draw'],
  over: ['大', 'Over'],
  under: ['小', 'Under'],
  yes: ['是', 'Yes'],
  no: ['否', 'No'],
  other: ['其他', 'Other'],
}

/** A line as the Asian books print it: -0.75 -> "-0.5/1", 2.25 -> "2/2.5", 0.25 -> "+0/0.5". */
export function asianLine(line: number, signed = true): string {
  const sign = line < 0 ? '-' : signed && line > 0 ? '+' : ''
  const a = Math.abs(line)
  if (Number.isInteger(2 * a)) return `${sign}${a}`
  return `${sign}${a - 0.25}/${a + 0.25}`
}

/** The market's name with its period: "第2节独赢", "Map 2 Total kills". */
export function marketName(m: Market, lang: Lang = 'zh'): string {
  const def = MARKETS[m.kind]
  const base = lang === 'zh' ? def.zh : def.en
  if (m.period === undefined) return base
  const map = m.kind.startsWith('es.')
  if (lang === 'zh') return map ? `第${m.period}图${base}` : `第${m.period}节${base.replace('单节', '')}`
  return `${map ? 'Map' : 'Q'}${map ? ' ' : ''}${m.period} ${base}`
}

/** The market's line for display, or '' without one (handicaps signed, totals not). */
export function lineLabel(m: Market): string {
  if (m.line === undefined) return ''
  const handicap = m.kind === 'fb.ah' || m.kind === 'bk.spread' || m.kind === 'es.maphcp'
  return asianLine(m.line, handicap)
}

/** A selection's name; team sides read 主/客 (the SPA puts the team names in their place). */
export function selectionName(m: Market, selection: string, lang: Lang = 'zh'): string {
  const i = lang === 'zh' ? 0 : 1
  if (m.kind === 'fb.htft')
    return selection
      .split('-')
      .map((s) => SELECTION[s][i])
      .join('/')
  return SELECTION[selection]?.[i] ?? selection
}
