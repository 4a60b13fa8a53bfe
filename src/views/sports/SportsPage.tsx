// /play/sports?venue=: a sportsbook venue (issue 24). The board machine loads the venue's leagues and
// matches and refreshes them every few seconds; the slip machine holds the bet slip and follows each
// refresh (prices, limits, balance). The page only draws them: league tabs, the matchday list with
// inline markets, live matches playing their timelines, results with their verify links, the table,
// the player's bets, and the slip (a column at ≥1024 px, a bottom sheet on phones).
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { centsToWire } from '../../../core/money'
import { useLanguage, useT } from '../../i18n'
import { checkSlip, pickKey } from '../../machines/betSlip.logic'
import { type BetSlipContext, betSlipMachine } from '../../machines/betSlip.machine'
import { type BoardTab, sportsBoardMachine } from '../../machines/sportsBoard.machine'
import { paths } from '../../routes/paths'
import { GameShell, TableStatus } from '../games/GameShell'
import { useHashRoute } from '../home/useHashQuery'
import { cx, Money } from '../ui'
import { BetSlip } from './BetSlip'
import { type Sport, setOddsFormat, useOddsFormat } from './format'
import { MatchList, Results } from './MatchList'
import { MyBets } from './MyBets'
import { TableTab } from './TableTab'

const TABS: BoardTab[] = ['matches', 'results', 'table', 'bets']

export default function SportsPage() {
  const t = useT()
  const lang = useLanguage()
  const { query } = useHashRoute()
  const venue = query.get('venue') ?? 'jdsport'
  const [board, sendBoard] = useMachine(sportsBoardMachine, { input: { venue } })
  const [slip, sendSlip] = useMachine(betSlipMachine, { input: { venue } })
  const [sheet, setSheet] = useState(false)
  const data = board.context.board
  // The slip follows every board read: current prices, limits and balance.
  useEffect(() => {
    if (data) sendSlip({ type: 'slip.board', board: data })
  }, [data, sendSlip])
  // A placed slip changes the balance and the player's bets: read the board again at once.
  const confirmed = slip.matches('confirmed')
  useEffect(() => {
    if (confirmed) sendBoard({ type: 'board.refresh' })
  }, [confirmed, sendBoard])
  const format = useOddsFormat()
  const nowMs = Date.now() + board.context.skewMs
  const league = data?.leagues.find((l) => l.id === board.context.league)
  const sport = (league?.sport ?? 'football') as Sport
  const slipState = slip.value as 'editing' | 'placing' | 'repricing' | 'confirmed'
  const picked = new Set(slip.context.picks.map(pickKey))
  const slipPanel = <BetSlip context={slip.context} state={slipState} send={sendSlip} />
  return (
    <GameShell
      title={data?.venue_name ?? t('sbui.title')}
      subtitle={t('sbui.subtitle')}
      balance={slip.context.balance ?? data?.balance ?? null}
      wallet={data?.wallet ?? null}
      fairHref={paths.fair({ kind: 'sports', venue })}
    >
      {!data ? (
        <TableStatus
          failed={board.matches('failed')}
          message={board.context.error}
          code={board.context.errorCode}
          onRetry={() => sendBoard({ type: 'board.retry' })}
        />
      ) : (
        <div className="grid gap-5 pb-20 lg:grid-cols-[minmax(0,1fr)_320px] lg:pb-0">
          <div className="min-w-0 space-y-4">
            <div className="flex flex-wrap items-center gap-2">
              <nav
                className="-mx-1 flex min-w-0 grow basis-full gap-1.5 overflow-x-auto px-1 pb-1 sm:basis-0"
                aria-label={t('sbui.leagues')}
              >
                {data.leagues.map((l) => (
                  <button
                    key={l.id}
                    type="button"
                    aria-pressed={l.id === board.context.league}
                    onClick={() => sendBoard({ type: 'board.league', league: l.id })}
                    className={cx(
                      'min-h-11 shrink-0 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm md:min-h-0',
                      l.id === board.context.league
                        ? 'border-gold-300 bg-gold-gradient font-semibold text-navy-950'
                        : 'border-white/10 bg-navy-800 text-ink-300 hover:text-white',
                    )}
                  >
                    {lang === 'en' ? l.en : l.zh}
                  </button>
                ))}
              </nav>
              <fieldset
                className="flex shrink-0 rounded-full border border-white/10 bg-navy-900 p-0.5 text-xs"
                aria-label={t('sbui.oddsFormat')}
              >
                {(['decimal', 'hk'] as const).map((f) => (
                  <button
                    key={f}
                    type="button"
                    aria-pressed={format === f}
                    onClick={() => setOddsFormat(f)}
                    className={cx(
                      'min-h-11 min-w-11 rounded-full px-3 py-1 md:min-h-0',
                      format === f ? 'bg-gold-700/60 text-gold-100' : 'text-ink-400',
                    )}
                  >
                    {t(f === 'hk' ? 'sbui.hk' : 'sbui.decimal')}
                  </button>
                ))}
              </fieldset>
            </div>
            <div className="flex gap-5 border-white/8 border-b text-sm" role="tablist">
              {TABS.map((tab) => (
                <button
                  key={tab}
                  type="button"
                  role="tab"
                  aria-selected={board.context.tab === tab}
                  onClick={() => sendBoard({ type: 'board.tab', tab })}
                  className={cx(
                    '-mb-px min-h-11 min-w-11 border-b-2 py-2.5 whitespace-nowrap',
                    board.context.tab === tab
                      ? 'border-gold-400 text-gold-200'
                      : 'border-transparent text-ink-400 hover:text-white',
                  )}
                >
                  {t(`sbui.tab.${tab}`)}
                </button>
              ))}
            </div>
            {board.context.tab === 'matches' ? (
              <MatchList
                matches={data.matches.filter((m) => m.league === board.context.league)}
                sport={sport}
                nowMs={nowMs}
                isPicked={(id, market, sel) => picked.has(pickKey({ matchId: id, market, selection: sel }))}
                onPick={(pick) => sendSlip({ type: 'slip.toggle', pick })}
              />
            ) : board.context.tab === 'results' ? (
              <Results
                matches={data.matches.filter((m) => m.league === board.context.league)}
                sport={sport}
              />
            ) : board.context.tab === 'table' ? (
              <TableTab league={board.context.league} sport={sport} />
            ) : (
              <MyBets venue={venue} />
            )}
          </div>
          <aside className="hidden lg:block">
            <div className="sticky top-4 rounded-2xl border border-gold-700/40 bg-navy-900/95 p-3 shadow-xl">
              <h2 className="mb-3 flex items-center justify-between font-bold text-gold-200">
                {t('sbui.slip')}
                <span className="rounded-full bg-gold-700/40 px-2 text-xs">{slip.context.picks.length}</span>
              </h2>
              {slipPanel}
            </div>
          </aside>
          <SlipBar
            context={slip.context}
            open={sheet}
            onOpen={() => setSheet(true)}
            onClose={() => setSheet(false)}
          >
            {slipPanel}
          </SlipBar>
        </div>
      )}
    </GameShell>
  )
}

/** Phones: a bar fixed at the bottom with the count and total stake, opening the slip as a sheet. */
function SlipBar(props: {
  context: BetSlipContext
  open: boolean
  onOpen: () => void
  onClose: () => void
  children: React.ReactNode
}) {
  const t = useT()
  const n = props.context.picks.length
  const total = centsToWire(checkSlip(props.context).totalStake)
  return (
    <div className="lg:hidden">
      {props.open ? (
        <div
          className="fixed inset-0 z-40 flex flex-col justify-end bg-black/60"
          role="dialog"
          aria-modal="true"
          aria-label={t('sbui.slip')}
        >
          <button type="button" aria-label={t('sbui.close')} className="flex-1" onClick={props.onClose} />
          <div className="max-h-[85dvh] overflow-y-auto rounded-t-2xl border-gold-700/50 border-t bg-navy-900 p-4 pb-6 shadow-2xl">
            <div className="mb-3 flex items-center justify-between">
              <h2 className="font-bold text-gold-200">
                {t('sbui.slip')} · {n}
              </h2>
              <button
                type="button"
                onClick={props.onClose}
                className="rounded px-2 text-ink-300"
                aria-label={t('sbui.close')}
              >
                ✕
              </button>
            </div>
            {props.children}
          </div>
        </div>
      ) : null}
      <button
        type="button"
        onClick={props.onOpen}
        className="fixed inset-x-3 bottom-3 z-30 flex items-center justify-between rounded-2xl border border-gold-500/60 bg-navy-850/95 px-4 py-3 shadow-2xl backdrop-blur"
        data-testid="slip-bar"
      >
        <span className="flex items-center gap-2 font-semibold text-gold-200">
          <span className="flex size-6 items-center justify-center rounded-full bg-gold-gradient text-navy-950 text-xs">
            {n}
          </span>
          {t('sbui.slip')}
        </span>
        <span className="text-ink-300 text-sm">
          {t('sbui.totalStake')} <Money value={total} tone="gold" />
        </span>
      </button>
    </div>
  )
}
