// A sportsbook bet's legs in 投注记录 (issue 24): for each leg the match (and its score once played),
// the market with its line, the selection, the odds taken and how it settled, with a link to verify a
// settled match. A single shows its one leg; a parlay lists every leg, folded on phones behind a
// summary so the record list stays scannable. Names come from core's labels with the teams' names in
// place of 主/客; odds are shown decimal as taken.
import type { z } from 'zod'
import type { SbLeg } from '../../../core/contract'
import { lineLabel, marketName, selectionName } from '../../../core/sportsbook/labels'
import { parseMarketId } from '../../../core/sportsbook/markets'
import { formatOdds } from '../../../core/sportsbook/pricing'
import { type MessageKey, useLanguage, useT } from '../../i18n'
import { href, paths } from '../../routes/paths'
import { useMediaQuery } from '../ui/useMediaQuery'

type Leg = z.infer<typeof SbLeg>

const TONE: Record<string, string> = {
  win: 'bg-success-400/15 text-success-400',
  'half-win': 'bg-success-400/15 text-success-400',
  push: 'bg-white/8 text-ink-200',
  void: 'bg-white/8 text-ink-200',
  'half-lose': 'bg-cta-700/20 text-cta-300',
  lose: 'bg-cta-700/20 text-cta-300',
}

function LegLine({ leg }: { leg: Leg }) {
  const t = useT()
  const lang = useLanguage()
  const team = (side: 'home' | 'away') => (lang === 'zh' ? leg[side].zh : leg[side].en)
  const market = parseMarketId(leg.market)
  const selection =
    leg.selection === 'home' || leg.selection === 'away'
      ? team(leg.selection)
      : market
        ? selectionName(market, leg.selection, lang)
        : leg.selection
  const marketText = market
    ? [marketName(market, lang), lineLabel(market)].filter(Boolean).join(' ')
    : leg.market
  const outcome = leg.outcome ?? 'open'
  const settled = leg.outcome !== null && leg.outcome !== 'void'
  return (
    <li className="space-y-0.5 py-1.5 text-left" data-testid="bet-leg">
      <p className="text-ink-100">
        {team('home')} <span className="text-ink-400">vs</span> {team('away')}
        {leg.score ? <span className="ml-1.5 font-mono text-gold-200">{leg.score}</span> : null}
      </p>
      <p className="text-ink-300 text-xs">
        {marketText}: <span className="text-ink-100">{selection}</span>{' '}
        <span className="font-mono text-gold-200">@{formatOdds(leg.odds, 'decimal')}</span>
      </p>
      <p className="flex items-center gap-2 text-xs">
        <span className={`rounded px-1.5 py-0.5 ${TONE[outcome] ?? 'bg-white/8 text-ink-300'}`}>
          {t(`member.records.sb.${outcome}` as MessageKey)}
        </span>
        {settled ? (
          <a className="text-gold-300 underline" href={href(paths.fair({ match: leg.match_id }))}>
            {t('member.records.sb.verify')}
          </a>
        ) : null}
      </p>
    </li>
  )
}

/** The game cell of a sportsbook bet: single or parlay, then its legs. */
export function BetLegs({ legs }: { legs: Leg[] }) {
  const t = useT()
  const wide = useMediaQuery('(min-width: 768px)')
  const title =
    legs.length > 1 ? t('member.records.sb.parlay', { n: legs.length }) : t('member.records.sb.single')
  const list = (
    <ul className="divide-y divide-white/5">
      {legs.map((leg, i) => (
        <LegLine key={`${leg.match_id}-${i}`} leg={leg} />
      ))}
    </ul>
  )
  return (
    <div className="min-w-48 text-left" data-testid="bet-legs">
      <p className="font-medium text-ink-50">{title}</p>
      {legs.length === 1 || wide ? (
        list
      ) : (
        // Phones: a parlay's legs fold under the row; the summary opens them.
        <details>
          <summary className="cursor-pointer text-gold-300 text-xs">
            {t('member.records.sb.showLegs', { n: legs.length })}
          </summary>
          {list}
        </details>
      )}
    </div>
  )
}
