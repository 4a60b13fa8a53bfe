// /fair?match=<id>: the verifier of a virtual match (matchVerify.machine). Loads the match, shows the
// season commitment until its seed is revealed, then the verdict of every check made in the browser,
// the replayed match and every market with how each selection settled (server and replay side by side).
import { useMachine } from '@xstate/react'
import {
  type Lang,
  leagueById,
  lineLabel,
  type Market,
  marketName,
  parseMarketId,
  selectionName,
} from '../../../core/sportsbook'
import type { SportsMatchDetail } from '../../api/sportsFair'
import { type MessageKey, useLanguage, useT } from '../../i18n'
import { type MarketCheck, type MatchCheck, matchVerifyMachine } from '../../machines/matchVerify.machine'
import { href, paths } from '../../routes/paths'
import { MatchTimeline } from './MatchTimeline'

type SbTeam = SportsMatchDetail['match']['home']
type Teams = { home: SbTeam; away: SbTeam }
const input =
  'mt-1 w-full rounded-lg border border-navy-500 bg-navy-950 px-3 py-2 font-mono text-sm text-ink-50 focus:border-gold-400 focus:outline-none'
const teamName = (t: SbTeam, lang: Lang) => (lang === 'zh' ? t.zh : t.en)

/** A selection with the team names where the catalog says 主/客 (sides; totals keep 大/小). */
export function selectionLabel(m: Market, selection: string, lang: Lang, teams: Teams) {
  if (selection === 'home' || selection === 'away') return teamName(teams[selection], lang)
  return selectionName(m, selection, lang)
}

/** A market's name with its line, e.g. "让球 -0.5/1". */
export function marketLabel(m: Market, lang: Lang) {
  const line = lineLabel(m)
  return line ? `${marketName(m, lang)} ${line}` : marketName(m, lang)
}

export function MatchVerifyPage({ matchId }: { matchId: string }) {
  const t = useT()
  const [snap, send] = useMachine(matchVerifyMachine, { input: { matchId } })
  const { detail, check, error } = snap.context
  const busy = snap.hasTag('busy')
  const shown = snap.matches('pending') || snap.matches('done') || snap.matches('verifying')
  return (
    <div className="min-h-dvh bg-navy-950 text-ink-100">
      <header className="border-b border-gold-700/40 bg-navy-900/90">
        <div className="mx-auto flex max-w-4xl items-center gap-4 px-4 py-3">
          <a href={href(paths.fair())} className="text-sm text-ink-300 hover:text-gold-300">
            ← {t('games.fair.title')}
          </a>
          <h1 className="text-xl font-bold text-gold-300">{t('games.fair.match.title')}</h1>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-5 px-4 py-6">
        <p className="text-sm text-ink-300">{t('games.fair.match.intro')}</p>
        <form
          className="flex flex-wrap items-end gap-3 rounded-2xl border border-navy-600 bg-navy-900 p-4"
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: 'match.load' })
          }}
        >
          <label className="min-w-56 flex-1">
            <span className="text-sm text-ink-400">{t('games.fair.match.id')}</span>
            <input
              className={input}
              value={snap.context.matchId}
              onChange={(e) => send({ type: 'match.id', value: e.target.value })}
            />
          </label>
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg border border-gold-500 px-4 py-2 text-gold-200 disabled:opacity-50"
          >
            {busy ? t('games.fair.computing') : t('games.fair.match.load')}
          </button>
        </form>
        {error ? (
          <p role="alert" className="rounded-lg border border-cta-500/50 bg-cta-700/20 p-3 text-sm">
            {error}
          </p>
        ) : null}
        {detail && shown ? <MatchHeader detail={detail} /> : null}
        {detail && snap.matches('pending') ? <Pending detail={detail} /> : null}
        {detail && check && snap.matches('done') ? <Verdict detail={detail} check={check} /> : null}
      </main>
    </div>
  )
}

function MatchHeader({ detail }: { detail: SportsMatchDetail }) {
  const t = useT()
  const lang = useLanguage()
  const { match } = detail
  const league = leagueById(match.league)
  return (
    <section className="rounded-2xl border border-navy-600 bg-navy-900 p-4" data-testid="match-header">
      <p className="flex flex-wrap justify-between gap-2 text-xs text-ink-400">
        <span>
          {league ? (lang === 'zh' ? league.zh : league.en) : match.league} · {match.id}
        </span>
        <span>
          {match.kickoff_at} · {t(`games.fair.match.state.${match.state}` as MessageKey)}
        </span>
      </p>
      <p className="mt-2 grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
        <span className="font-semibold text-ink-50">{teamName(match.home, lang)}</span>
        <span className="font-mono text-2xl font-bold text-gold-300" data-testid="match-score">
          {match.score ?? 'vs'}
        </span>
        <span className="font-semibold text-ink-50">{teamName(match.away, lang)}</span>
      </p>
    </section>
  )
}

function Pending({ detail }: { detail: SportsMatchDetail }) {
  const t = useT()
  return (
    <section
      className="space-y-3 rounded-2xl border border-gold-700/50 bg-navy-900 p-4"
      data-testid="match-pending"
    >
      <p className="text-ink-200">
        {detail.match.state === 'void'
          ? t('games.fair.match.void')
          : t('games.fair.match.pending', { n: detail.match.index + 1 })}
      </p>
      <Hex label={t('games.fair.match.commitment')} value={detail.commitment} />
    </section>
  )
}

function Hex({ label, value }: { label: string; value: string }) {
  return (
    <div className="text-sm">
      <p className="text-ink-400">{label}</p>
      <p className="break-all font-mono text-xs text-ink-100">{value}</p>
    </div>
  )
}

function Line({ ok, children }: { ok: boolean; children: string }) {
  return (
    <li className={`flex gap-2 ${ok ? 'text-success-400' : 'text-cta-300'}`}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
      <span>{children}</span>
    </li>
  )
}

function Verdict({ detail, check }: { detail: SportsMatchDetail; check: MatchCheck }) {
  const t = useT()
  const teams = { home: detail.match.home, away: detail.match.away }
  const bad = check.markets.filter((m) => !m.ok).length
  return (
    <>
      <section
        aria-live="polite"
        data-testid="match-verdict"
        data-pass={check.pass ? 'true' : 'false'}
        className={`space-y-3 rounded-2xl border p-4 ${check.pass ? 'border-success-400/60 bg-success-400/5' : 'border-cta-500/70 bg-cta-700/15'}`}
      >
        <p className={`text-lg font-bold ${check.pass ? 'text-success-400' : 'text-cta-300'}`}>
          <span aria-hidden="true">{check.pass ? '✓ ' : '✗ '}</span>
          <span>{t(check.pass ? 'games.fair.match.pass' : 'games.fair.match.fail')}</span>
        </p>
        <ul className="space-y-1 text-sm">
          <Line ok={check.seedOk}>
            {t(check.seedOk ? 'games.fair.match.seedOk' : 'games.fair.match.seedBad', {
              n: detail.match.index + 1,
            })}
          </Line>
          <Line ok={check.combinedOk}>
            {t(check.combinedOk ? 'games.fair.match.combinedOk' : 'games.fair.match.combinedBad')}
          </Line>
          <Line ok={check.timelineOk}>
            {t(check.timelineOk ? 'games.fair.match.timelineOk' : 'games.fair.match.timelineBad')}
          </Line>
          {check.scoreOk === false ? (
            <Line ok={false}>{t('games.fair.match.scoreBad', { score: detail.match.score ?? '' })}</Line>
          ) : null}
          <Line ok={check.marketsOk}>
            {check.marketsOk
              ? t('games.fair.match.marketsOk', { n: check.markets.length })
              : t('games.fair.match.marketsBad', { n: bad || check.markets.length })}
          </Line>
        </ul>
        <Hex label={t('games.fair.match.commitment')} value={detail.commitment} />
        <Hex label={t('games.fair.match.serverSeed')} value={detail.server_seed ?? ''} />
        <Hex label={t('games.fair.match.clientSeed')} value={detail.client_seed} />
        <p className="text-sm text-ink-400">
          {detail.contributions.length
            ? t('games.fair.match.contributions', { n: detail.contributions.length })
            : t('games.fair.match.noContributions')}
        </p>
      </section>
      <section className="rounded-2xl border border-navy-600 bg-navy-900 p-4">
        <h2 className="mb-2 font-semibold text-gold-300">{t('games.fair.match.events')}</h2>
        <MatchTimeline timeline={check.timeline} teams={teams} />
      </section>
      <section className="rounded-2xl border border-navy-600 bg-navy-900 p-4">
        <h2 className="mb-3 font-semibold text-gold-300">{t('games.fair.match.markets')}</h2>
        <div className="grid gap-3 sm:grid-cols-2" data-testid="match-markets">
          {check.markets.map((m) => (
            <MarketCard key={m.market} check={m} teams={teams} />
          ))}
        </div>
      </section>
    </>
  )
}

const OUTCOME_TONE: Record<string, string> = {
  win: 'text-success-400',
  'half-win': 'text-success-400',
  push: 'text-ink-300',
  'half-lose': 'text-ink-400',
  lose: 'text-ink-500',
}

function MarketCard({ check, teams }: { check: MarketCheck; teams: Teams }) {
  const t = useT()
  const lang = useLanguage()
  const market = parseMarketId(check.market)
  const outcome = (o: string | null) => (o === null ? '—' : t(`games.fair.outcome.${o}` as MessageKey))
  return (
    <div
      className={`rounded-lg border p-3 text-sm ${check.ok ? 'border-navy-700 bg-navy-950/60' : 'border-cta-500/70 bg-cta-700/15'}`}
      data-market={check.market}
      data-ok={check.ok ? 'true' : 'false'}
    >
      <p className="mb-1.5 flex justify-between gap-2 font-semibold text-ink-100">
        <span>{market ? marketLabel(market, lang) : check.market}</span>
        <span aria-hidden="true" className={check.ok ? 'text-success-400' : 'text-cta-300'}>
          {check.ok ? '✓' : '✗'}
        </span>
      </p>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {check.selections.map((s) => (
          <li
            key={s.selection}
            className={s.ok ? (OUTCOME_TONE[s.server] ?? '') : 'font-semibold text-cta-300'}
          >
            <span className="text-ink-300">
              {market ? selectionLabel(market, s.selection, lang, teams) : s.selection}
            </span>{' '}
            {s.ok
              ? outcome(s.server)
              : `${t('games.fair.match.serverSaid')} ${outcome(s.server)} / ${t('games.fair.match.replayed')} ${outcome(s.replayed)}`}
          </li>
        ))}
      </ul>
    </div>
  )
}
