// A replayed virtual match as the verifier shows it: football goals and cards with their minutes and
// the half-time score; basketball points per quarter (and overtime); e-sports map by map (winner,
// length, kills, towers and first blood for MOBA; rounds for the shooter). The scoring plays of
// basketball and the single kills and rounds are too many to list usefully; the per-period and per-map
// totals they add up to are what the markets settle on.

import { footballMinute, type Timeline } from '../../../core/sportsbook'
import type { SportsMatchDetail } from '../../api/sportsFair'
import { useLanguage, useT } from '../../i18n'

type SbTeam = SportsMatchDetail['match']['home']
type Teams = { home: SbTeam; away: SbTeam }
const teamName = (t: SbTeam, lang: 'zh' | 'en') => (lang === 'zh' ? t.zh : t.en)
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

export function MatchTimeline({ timeline, teams }: { timeline: Timeline; teams: Teams }) {
  if (timeline.sport === 'football') return <FootballEvents timeline={timeline} teams={teams} />
  if (timeline.sport === 'basketball') return <BasketballPeriods timeline={timeline} teams={teams} />
  return <EsportsMaps timeline={timeline} teams={teams} />
}

function FootballEvents({
  timeline,
  teams,
}: {
  timeline: Extract<Timeline, { sport: 'football' }>
  teams: Teams
}) {
  const t = useT()
  const lang = useLanguage()
  return (
    <ol className="divide-y divide-navy-700 text-sm" data-testid="match-events">
      {timeline.events.map((e, i) => {
        if (e.kind === 'half-time' || e.kind === 'full-time')
          return (
            <li key={i} className="flex justify-between py-1.5 font-semibold text-gold-300">
              <span>
                {t(e.kind === 'half-time' ? 'games.fair.match.halfTime' : 'games.fair.match.fullTime')}
              </span>
              <span className="font-mono">{e.score.join(' - ')}</span>
            </li>
          )
        if (e.kind !== 'goal' && e.kind !== 'yellow' && e.kind !== 'red') return null
        const label =
          e.kind === 'goal'
            ? t('games.fair.match.goal')
            : e.kind === 'red'
              ? t(e.secondYellow ? 'games.fair.match.secondYellow' : 'games.fair.match.red')
              : t('games.fair.match.yellow')
        // Drawn marks rather than emoji, which not every phone's fonts have.
        const mark =
          e.kind === 'goal'
            ? 'size-2.5 rounded-full bg-gold-300'
            : e.kind === 'red'
              ? 'h-3 w-2 rounded-[2px] bg-cta-500'
              : 'h-3 w-2 rounded-[2px] bg-yellow-300'
        return (
          <li key={i} className="flex items-center gap-3 py-1.5">
            <span className="w-12 shrink-0 font-mono text-ink-400">{footballMinute(timeline, e.t)}</span>
            <span aria-hidden="true" className={`inline-block shrink-0 ${mark}`} />
            <span className="min-w-0 flex-1">
              <span className={e.kind === 'goal' ? 'font-semibold text-ink-50' : 'text-ink-300'}>
                {label}
              </span>{' '}
              <span className="text-ink-300">{teamName(teams[e.team], lang)}</span>
            </span>
            {e.kind === 'goal' ? (
              <span className="font-mono text-gold-200">{e.score.join(' - ')}</span>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}

function BasketballPeriods({
  timeline,
  teams,
}: {
  timeline: Extract<Timeline, { sport: 'basketball' }>
  teams: Teams
}) {
  const t = useT()
  const lang = useLanguage()
  const { periods, final } = timeline.result
  const head = periods.map((_, i) =>
    i < 4 ? t('games.fair.match.period', { n: i + 1 }) : t('games.fair.match.overtime', { n: i - 3 }),
  )
  return (
    <div className="overflow-x-auto" data-testid="match-events">
      <table className="w-full text-center text-sm">
        <thead className="text-ink-400">
          <tr>
            <th className="text-left font-normal" />
            {head.map((h) => (
              <th key={h} className="px-2 font-normal">
                {h}
              </th>
            ))}
            <th className="px-2 font-normal">{t('games.fair.match.total')}</th>
          </tr>
        </thead>
        <tbody className="font-mono">
          {(['home', 'away'] as const).map((side, s) => (
            <tr key={side} className="border-t border-navy-700">
              <th scope="row" className="py-1.5 pr-2 text-left font-sans font-normal text-ink-200">
                {teamName(teams[side], lang)}
              </th>
              {periods.map((p, i) => (
                <td key={head[i]} className="px-2">
                  {p[s]}
                </td>
              ))}
              <td className="px-2 font-bold text-gold-200">{final[s]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function EsportsMaps({
  timeline,
  teams,
}: {
  timeline: Extract<Timeline, { sport: 'moba' | 'shooter' }>
  teams: Teams
}) {
  const t = useT()
  const lang = useLanguage()
  const name = (side: 'home' | 'away') => teamName(teams[side], lang)
  return (
    <ol className="space-y-2 text-sm" data-testid="match-events">
      {timeline.result.maps.map((m, i) => {
        const map = i + 1
        const start = timeline.events.find((e) => e.kind === 'map-start' && e.map === map)?.t ?? 0
        const fb = timeline.events.find((e) => e.kind === 'kill' && e.map === map && e.firstBlood)
        const overtime = timeline.events.some((e) => e.kind === 'overtime' && e.map === map)
        const details = [
          m.kills ? t('games.fair.match.kills', { score: m.kills.join(' - ') }) : null,
          m.towers ? t('games.fair.match.towers', { score: m.towers.join(' - ') }) : null,
          m.firstBlood && fb
            ? t('games.fair.match.firstBlood', { team: name(m.firstBlood), time: clock(fb.t - start) })
            : null,
          m.rounds ? t('games.fair.match.rounds', { score: m.rounds.join(' - ') }) : null,
          overtime ? t('games.fair.match.mapOvertime') : null,
        ].filter(Boolean)
        return (
          <li key={map} className="rounded-lg border border-navy-700 bg-navy-950/60 p-3">
            <p className="flex flex-wrap justify-between gap-2">
              <span className="font-semibold text-gold-300">{t('games.fair.match.map', { n: map })}</span>
              <span className="text-ink-50">{t('games.fair.match.mapWinner', { team: name(m.winner) })}</span>
              <span className="text-ink-400">
                {t('games.fair.match.minutes', { n: Math.round(m.duration / 60) })}
              </span>
            </p>
            <p className="mt-1 text-ink-300">{details.join(' · ')}</p>
          </li>
        )
      })}
    </ol>
  )
}
