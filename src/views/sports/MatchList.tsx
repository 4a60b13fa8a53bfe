// The league's matches on the board: those playing now (animated), then the open ones by matchday
// with their prices, the closed ones waiting for kickoff; and the results tab with verify links.
import type { SbMatch } from '../../../core/contract'
import { wireMs } from '../../../core/time'
import { useLanguage, useT } from '../../i18n'
import type { NewPick } from '../../machines/betSlip.logic'
import { href, paths } from '../../routes/paths'
import { Crest } from './Crest'
import { clockTime, type Sport, teamName } from './format'
import { LiveMatch } from './LiveMatch'
import { MatchRow } from './MatchRow'
import { Empty } from './Status'

type Props = {
  matches: SbMatch[]
  sport: Sport
  nowMs: number
  isPicked: (matchId: string, market: string, selection: string) => boolean
  onPick: (pick: NewPick) => void
}

export function MatchList({ matches, sport, nowMs, isPicked, onPick }: Props) {
  const t = useT()
  const live = matches.filter((m) => m.state === 'live')
  const closed = matches.filter((m) => m.state === 'closed')
  const open = matches.filter((m) => m.state === 'open')
  const days = [...new Set(open.map((m) => m.kickoff_at))].sort()
  // Across a season boundary the next season's first matchdays open before the last ones are played:
  // the heading then names the season too.
  const twoSeasons = new Set(open.map((m) => m.season)).size > 1
  return (
    <div className="space-y-5">
      {live.length ? (
        <section>
          <h3 className="mb-2 font-semibold text-cta-300 text-sm">{t('sbui.liveNow')}</h3>
          <div className="grid gap-2 sm:grid-cols-2">
            {live.map((m) => (
              <LiveMatch key={m.id} match={m} sport={sport} nowMs={nowMs} />
            ))}
          </div>
        </section>
      ) : null}
      {closed.length ? (
        <section>
          <h3 className="mb-2 font-semibold text-ink-300 text-sm">
            {t('sbui.startingSoon', { time: clockTime(closed[0].kickoff_at) })}
          </h3>
          <div className="grid gap-1.5 sm:grid-cols-2">
            {closed.map((m) => (
              <Fixture key={m.id} match={m} sport={sport} right={t('sbui.closed')} />
            ))}
          </div>
        </section>
      ) : null}
      {days.length === 0 && !live.length ? <Empty text={t('sbui.noMatches')} /> : null}
      {days.map((kickoff) => {
        const list = open.filter((m) => m.kickoff_at === kickoff)
        return (
          <section key={kickoff}>
            <h3 className="mb-2 flex items-baseline justify-between text-sm">
              <span className="font-semibold text-gold-200">
                {twoSeasons
                  ? t('sbui.seasonMatchday', { s: list[0].season, n: list[0].matchday })
                  : t('sbui.matchday', { n: list[0].matchday })}{' '}
                · {clockTime(kickoff)}
              </span>
              <span className="text-ink-500 text-xs">{t('sbui.matchesN', { n: list.length })}</span>
            </h3>
            <div className="space-y-2">
              {list.map((m) => (
                <MatchRow
                  key={m.id}
                  match={m}
                  sport={sport}
                  closesIn={Math.max(0, Math.floor((wireMs(m.close_at) - nowMs) / 1000))}
                  isPicked={(market, sel) => isPicked(m.id, market, sel)}
                  onPick={onPick}
                />
              ))}
            </div>
          </section>
        )
      })}
    </div>
  )
}

/** A match as one line: kickoff, teams with crests, and what is on the right (score or state). */
function Fixture({ match, sport, right }: { match: SbMatch; sport: Sport; right: React.ReactNode }) {
  const lang = useLanguage()
  return (
    <div className="flex items-center gap-2 rounded-lg border border-white/8 bg-navy-850/80 px-3 py-2 text-sm">
      <span className="w-10 shrink-0 text-ink-500 text-xs tabular-nums">{clockTime(match.kickoff_at)}</span>
      <span className="flex min-w-0 flex-1 items-center justify-end gap-1.5 text-right">
        <span className="truncate text-ink-100">{teamName(match.home, lang)}</span>
        <Crest team={match.home} sport={sport} size={18} />
      </span>
      <span className="shrink-0 px-1 text-center font-bold text-gold-200 tabular-nums">{right}</span>
      <span className="flex min-w-0 flex-1 items-center gap-1.5">
        <Crest team={match.away} sport={sport} size={18} />
        <span className="truncate text-ink-100">{teamName(match.away, lang)}</span>
      </span>
    </div>
  )
}

export function Results({ matches, sport }: { matches: SbMatch[]; sport: Sport }) {
  const t = useT()
  const done = matches.filter((m) => m.state === 'finished' || m.state === 'void').reverse()
  if (!done.length) return <Empty text={t('sbui.noResults')} />
  return (
    <div className="space-y-1.5" data-testid="results">
      {done.map((m) => (
        <div key={m.id} className="flex items-center gap-2">
          <div className="min-w-0 flex-1">
            <Fixture match={m} sport={sport} right={m.state === 'void' ? t('sbui.void') : (m.score ?? '—')} />
          </div>
          <a
            href={href(paths.fair({ match: m.id }))}
            className="shrink-0 rounded-md border border-gold-700/60 px-2.5 py-2 text-gold-300 text-xs hover:bg-gold-700/20"
          >
            {t('sbui.verify')}
          </a>
        </div>
      ))}
    </div>
  )
}
