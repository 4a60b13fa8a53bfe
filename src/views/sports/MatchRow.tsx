// A match open for betting: kickoff, the two teams with crests, the three main markets inline and the
// "more markets" expander with every market grouped (the correct-score grid among them).
import { useState } from 'react'
import type { SbMatch } from '../../../core/contract'
import { useLanguage, useT } from '../../i18n'
import type { NewPick } from '../../machines/betSlip.logic'
import { cx } from '../ui'
import { Crest } from './Crest'
import {
  clockTime,
  groupMarkets,
  mainMarkets,
  mainTitles,
  type Sport,
  selectionLabel,
  shortLabel,
  teamName,
} from './format'
import { MatchSeed } from './MatchSeed'
import { OddsButton } from './OddsButton'

type Props = {
  match: SbMatch
  sport: Sport
  /** Seconds until betting closes (server clock). */
  closesIn: number
  isPicked: (market: string, selection: string) => boolean
  onPick: (pick: NewPick) => void
}

export function MatchRow({ match, sport, closesIn, isPicked, onPick }: Props) {
  const t = useT()
  const lang = useLanguage()
  const [open, setOpen] = useState(false)
  const mains = mainMarkets(match, sport)
  const titles = mainTitles(sport)
  const pick = (market: string, selection: string, odds: number) =>
    onPick({
      matchId: match.id,
      market,
      selection,
      odds,
      home: match.home,
      away: match.away,
      league: match.league,
      kickoff: match.kickoff_at,
    })
  const extra = match.markets.length - mains.filter(Boolean).length
  const threeWay = mains[0]?.selections.length === 3
  return (
    <article
      className="rounded-xl border border-white/8 bg-navy-850/80 p-3 shadow-sm"
      data-testid="match-row"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="flex min-w-0 items-start gap-3 lg:w-64 lg:shrink-0">
          <div className="w-14 shrink-0 whitespace-nowrap text-center">
            <div className="font-semibold text-gold-200 text-sm tabular-nums">
              {clockTime(match.kickoff_at)}
            </div>
            <div className={cx('text-[10px]', closesIn < 60 ? 'text-cta-300' : 'text-ink-500')}>
              {closesIn > 0 ? t('sbui.closesIn', { time: fmt(closesIn) }) : t('sbui.closed')}
            </div>
          </div>
          <div className="min-w-0 flex-1 space-y-1.5">
            {[match.home, match.away].map((team) => (
              <div key={team.id} className="flex items-center gap-2">
                <Crest team={team} sport={sport} size={22} />
                <span className="truncate text-ink-100 text-sm">{teamName(team, lang)}</span>
              </div>
            ))}
          </div>
        </div>
        {/* On phones a three-way main market takes a row of its own: three prices side by side in a
            third of 320 px would overlap. */}
        <div
          className={cx(
            'grid min-w-0 flex-1 gap-1.5',
            threeWay ? 'grid-cols-2 sm:grid-cols-[1.4fr_1fr_1fr]' : 'grid-cols-[1.4fr_1fr_1fr]',
          )}
        >
          {mains.map((m, i) => (
            <div key={titles[i]} className={cx('min-w-0', i === 0 && threeWay && 'max-sm:col-span-2')}>
              <div className="mb-1 truncate text-center text-[10px] text-ink-500">{t(titles[i])}</div>
              {m ? (
                <div className={cx('grid gap-1', m.selections.length === 3 ? 'grid-cols-3' : 'grid-cols-1')}>
                  {m.selections.map((s) => (
                    <OddsButton
                      key={s.id}
                      compact={m.selections.length === 3}
                      label={shortLabel(m.id, s.id, lang)}
                      odds={s.odds}
                      selected={isPicked(m.id, s.id)}
                      onClick={() => s.odds !== null && pick(m.id, s.id, s.odds)}
                    />
                  ))}
                </div>
              ) : (
                <div className="flex min-h-10 items-center justify-center text-ink-600 text-xs">—</div>
              )}
            </div>
          ))}
        </div>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="min-h-11 self-end rounded-md border border-gold-700/50 px-2.5 py-1.5 text-gold-300 text-xs hover:bg-gold-700/20 lg:min-h-0 lg:self-center"
        >
          {open ? t('sbui.less') : t('sbui.more', { n: extra })}
        </button>
      </div>
      {open ? (
        <div className="mt-3 space-y-3 border-white/8 border-t pt-3">
          {groupMarkets(match.markets, lang).map((g) => (
            <section key={g.key}>
              <h4 className="mb-1.5 text-gold-300 text-xs">{g.title}</h4>
              <div className="space-y-1">
                {g.markets.map((m) => (
                  <div
                    key={m.id}
                    className={cx(
                      'grid gap-1',
                      m.selections.length > 9
                        ? 'grid-cols-3 sm:grid-cols-5'
                        : m.selections.length === 3
                          ? 'grid-cols-3'
                          : m.selections.length === 9
                            ? 'grid-cols-3'
                            : 'grid-cols-2',
                    )}
                  >
                    {m.selections.map((s) => (
                      <OddsButton
                        key={s.id}
                        label={selectionLabel(m.id, s.id, match.home, match.away, lang)}
                        odds={s.odds}
                        selected={isPicked(m.id, s.id)}
                        onClick={() => s.odds !== null && pick(m.id, s.id, s.odds)}
                      />
                    ))}
                  </div>
                ))}
              </div>
            </section>
          ))}
          <MatchSeed matchId={match.id} closed={closesIn <= 0} />
        </div>
      ) : null}
    </article>
  )
}

const fmt = (s: number) => (s >= 60 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : `${s}s`)
