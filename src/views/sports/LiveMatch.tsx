// A match in play: its stored timeline replayed over play_seconds of real time from kickoff (the
// server's clock), so every viewer sees the same moment: score, clock (football minutes, basketball
// quarters, e-sports maps with kills or rounds), a progress bar and the latest events.
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import type { SbMatch } from '../../../core/contract'
import { footballMinute, type Timeline } from '../../../core/sportsbook'
import { wireMs } from '../../../core/time'
import { type SportsMatchData, sportsMatch } from '../../api/sports'
import { useLanguage, useT } from '../../i18n'
import { resourceMachine } from '../../machines/resource.machine'
import { Crest } from './Crest'
import { mmss, type Sport, type Team, teamName } from './format'

const matchResource = resourceMachine.provide({
  actors: { load: fromPromise(({ input }) => sportsMatch({ match_id: input as string })) },
})

type Ev = Timeline['events'][number] & { score?: [number, number]; team?: 'home' | 'away' }

/** What the timeline says at match-clock second `t`: the score so far and the events up to it. */
function stateAt(tl: Timeline, t: number) {
  const past = (tl.events as Ev[]).filter((e) => e.t <= t)
  let score: [number, number] = [0, 0]
  let sub: [number, number] | null = null
  let map = 1
  for (const e of past) {
    if (e.kind === 'map-end' && 'maps' in e) score = e.maps as [number, number]
    else if (e.score) score = e.score
    if ('map' in e) {
      map = e.map as number
      if (e.kind === 'map-start') sub = [0, 0]
      if ('kills' in e) sub = e.kills as [number, number]
      if ('rounds' in e) sub = e.rounds as [number, number]
    }
  }
  return { past, score, sub, map }
}

function clockLabel(tl: Timeline, t: number, map: number, lang: 'zh' | 'en') {
  if (tl.sport === 'football') return footballMinute(tl, t)
  if (tl.sport === 'basketball') {
    const q = Math.min(4, Math.floor(t / 600) + 1)
    return t >= 2400
      ? lang === 'en'
        ? 'OT'
        : '加时'
      : `${lang === 'en' ? 'Q' : '第'}${q}${lang === 'en' ? '' : '节'} ${mmss(600 - (t % 600))}`
  }
  return lang === 'en' ? `Map ${map}` : `第${map}图`
}

export function LiveMatch({ match, sport, nowMs }: { match: SbMatch; sport: Sport; nowMs: number }) {
  const t = useT()
  const lang = useLanguage()
  const [snap, send] = useMachine(matchResource, { input: { input: match.id } })
  const data = snap.context.data as SportsMatchData | null
  const tl = (data?.timeline ?? null) as Timeline | null
  // The timeline arrives at kickoff: ask again until it does.
  useEffect(() => {
    if (tl || !snap.matches('ready')) return
    const id = setTimeout(() => send({ type: 'resource.load', input: match.id }), 3000)
    return () => clearTimeout(id)
  }, [tl, snap, send, match.id])
  const [, redraw] = useState(0)
  useEffect(() => {
    const id = setInterval(() => redraw((n) => n + 1), 500)
    return () => clearInterval(id)
  }, [])
  const kickoff = wireMs(match.kickoff_at)
  const playMs = (data?.play_seconds ?? 90) * 1000
  const progress = Math.min(1, Math.max(0, (nowMs - kickoff) / playMs))
  const clock = tl ? progress * tl.duration : 0
  const view = useMemo(() => (tl ? stateAt(tl, clock) : null), [tl, clock])
  const teams: Record<'home' | 'away', Team> = { home: match.home, away: match.away }
  return (
    <article
      className="overflow-hidden rounded-xl border border-cta-500/40 bg-gradient-to-br from-navy-800 via-navy-850 to-navy-900"
      data-testid="live-match"
    >
      <div className="flex items-center justify-between px-3 pt-2 text-[11px]">
        <span className="flex items-center gap-1.5 font-semibold text-cta-300">
          <span className="inline-block size-2 animate-pulse rounded-full bg-cta-400" />
          {t('sbui.live')}
        </span>
        <span className="font-mono text-gold-200 tabular-nums">
          {tl && view ? clockLabel(tl, clock, view.map, lang) : t('sbui.kickingOff')}
        </span>
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 py-2">
        <TeamSide team={match.home} sport={sport} lang={lang} />
        <div className="text-center">
          <div className="font-bold text-2xl text-white tabular-nums" data-testid="live-score">
            {view ? `${view.score[0]} - ${view.score[1]}` : '0 - 0'}
          </div>
          {view?.sub && sport !== 'football' && sport !== 'basketball' ? (
            <div className="text-[10px] text-ink-400 tabular-nums">
              {t(sport === 'moba' ? 'sbui.kills' : 'sbui.rounds')} {view.sub[0]}-{view.sub[1]}
            </div>
          ) : null}
        </div>
        <TeamSide team={match.away} sport={sport} lang={lang} right />
      </div>
      <div className="mx-3 h-1 overflow-hidden rounded-full bg-navy-950">
        <div
          className="h-full bg-gold-gradient transition-[width] duration-500"
          style={{ width: `${progress * 100}%` }}
        />
      </div>
      <ol className="max-h-28 space-y-0.5 overflow-hidden px-3 py-2 text-[11px]" aria-live="polite">
        {(view?.past ?? [])
          .slice(-4)
          .reverse()
          .map((e, i) => (
            <li
              key={`${e.t}-${i}`}
              className={`flex items-center gap-1.5 ${i === 0 ? 'text-ink-100' : 'text-ink-500'}`}
            >
              <span
                className={`inline-block shrink-0 ${MARK[e.kind] ?? 'size-1.5 rounded-full bg-ink-500'}`}
              />
              {eventText(e, tl!, teams, lang, t)}
            </li>
          ))}
      </ol>
      {snap.matches('failed') ? (
        <button
          type="button"
          className="mx-3 mb-2 text-gold-300 text-xs underline"
          onClick={() => send({ type: 'resource.retry' })}
        >
          {t('games.retry')}
        </button>
      ) : null}
    </article>
  )
}

function TeamSide({
  team,
  sport,
  lang,
  right,
}: {
  team: Team
  sport: Sport
  lang: 'zh' | 'en'
  right?: boolean
}) {
  return (
    <div className={`flex min-w-0 items-center gap-2 ${right ? 'flex-row-reverse text-right' : ''}`}>
      <Crest team={team} sport={sport} size={30} />
      <span className="truncate font-medium text-ink-100 text-sm">{teamName(team, lang)}</span>
    </div>
  )
}

/** Event markers drawn with CSS (no emoji: not every device has the font). */
const MARK: Record<string, string> = {
  goal: 'size-2 rounded-full bg-white',
  yellow: 'h-2.5 w-1.5 rounded-[1px] bg-yellow-400',
  red: 'h-2.5 w-1.5 rounded-[1px] bg-danger-500',
  score: 'size-2 rounded-full bg-orange-400',
  kill: 'size-2 rotate-45 bg-cta-400',
  tower: 'size-2 bg-info-400',
  round: 'size-2 rounded-full bg-gold-300',
  'map-end': 'size-2 rounded-full bg-success-400',
}

function eventText(
  e: Ev,
  tl: Timeline,
  teams: Record<'home' | 'away', Team>,
  lang: 'zh' | 'en',
  t: (k: string, p?: Record<string, string | number>) => string,
) {
  const who = e.team ? teamName(teams[e.team], lang) : ''
  const at =
    tl.sport === 'football' ? footballMinute(tl, e.t) : mmss(e.t % (tl.sport === 'basketball' ? 600 : 3600))
  const extra =
    e.kind === 'score'
      ? `+${(e as { points: number }).points}`
      : (e as { firstBlood?: boolean }).firstBlood
        ? t('sbui.firstBlood')
        : ''
  const score = e.score ? ` ${e.score[0]}-${e.score[1]}` : ''
  return `${at} ${t(`sbui.ev.${e.kind}`)} ${who} ${extra}${score}`.replace(/\s+/g, ' ')
}
