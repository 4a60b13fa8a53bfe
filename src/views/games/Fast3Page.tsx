import { useMachine } from '@xstate/react'
import { FAST3_EVEN_MONEY_ODDS, FAST3_SUM_ODDS } from '../../../core/games/engines/fast3'
import { centsToWire, displayMoney, yuan } from '../../../core/money'
import type { GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { CLOSE_SECONDS, fast3Machine, secondsLeft } from '../../machines/fast3.machine'
import { href, paths } from '../../routes/paths'
import { Countdown } from '../ui'
import { ChipBar } from './ChipBar'
import { Die } from './Dice'
import { GameShell, TableStatus } from './GameShell'
import { RoundHistory } from './RoundHistory'
import { Fast3SeedPanel } from './SeedPanel'

const CHIPS = [1, 5, 10, 50, 100]
/** The engine keeps odds in hundredths, which read with two decimals exactly as cents do: 195 -> "1.95". */
const odds = (hundredths: number) => centsToWire(hundredths)

/** /play/fast3: the fast-3 lottery of jdlottery, a draw every 60 s. */
export default function Fast3Page() {
  const t = useT()
  const [snap, send] = useMachine(fast3Machine)
  const { state, slip, chip, seedDraft } = snap.context
  const placed = snap.context.placed?.issue === state?.issue ? (snap.context.placed?.bets ?? {}) : {}
  const placedTotal = Object.values(placed).reduce((a, b) => a + b, 0)
  const left = secondsLeft(snap.context)
  const closed = left <= CLOSE_SECONDS
  const total = Object.values(slip).reduce((a, b) => a + b, 0)
  const placing = snap.matches({ ready: 'placing' })
  const label = (bet: string) => {
    const [kind, n] = bet.split(':')
    return kind === 'sum' ? String(n) : t(`games.sicbo.${kind}` as 'games.sicbo.big')
  }
  const cell = (bet: string, o: number) => (
    <button
      key={bet}
      type="button"
      onClick={() => send({ type: 'fast3.place', bet })}
      className="relative rounded-xl border border-gold-700/60 bg-navy-800 px-2 py-3 hover:bg-navy-700"
    >
      <div className="text-lg font-bold text-gold-100">{label(bet)}</div>
      <div className="text-xs text-ink-300">{t('games.fast3.odds', { odds: odds(o) })}</div>
      {slip[bet] ? (
        <span className="absolute -top-2 -right-2 rounded-full bg-cta-500 px-2 text-xs font-bold text-white">
          {slip[bet]}
        </span>
      ) : null}
      {placed[bet] ? (
        <span className="absolute -top-2 -left-2 rounded-full bg-gold-300 px-2 text-xs font-bold text-navy-950">
          {t('games.fast3.placedOn', { amount: placed[bet] })}
        </span>
      ) : null}
    </button>
  )
  const describe = (r: GameRound) => {
    const dice = (r.result as { dice?: number[] } | null)?.dice
    return dice
      ? `${dice.join(' ')} · ${r.bets.map((b) => label(b.bet)).join('/')}`
      : `${t('games.fast3.pending')} · ${r.bets.map((b) => label(b.bet)).join('/')}`
  }

  return (
    <GameShell
      title={t('games.fast3.title')}
      subtitle={t('games.fast3.rules')}
      balance={state?.balance ?? null}
      wallet={state?.wallet ?? null}
      fairHref={paths.fair({ kind: 'fast3' })}
    >
      {!state ? (
        <TableStatus
          failed={snap.matches('failed')}
          message={snap.context.error}
          code={snap.context.errorCode}
          onRetry={() => send({ type: 'table.retry' })}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
          <div className="space-y-6">
            <section className="rounded-3xl border-4 border-gold-700 bg-gradient-to-b from-navy-800 to-navy-950 p-4">
              <div className="flex flex-wrap items-center justify-between gap-4">
                <div>
                  <div className="text-lg font-semibold text-gold-200">
                    {t('games.fast3.issue', { issue: state.issue })}
                  </div>
                  <div
                    className="mt-1 max-w-md break-all font-mono text-[11px] text-ink-400"
                    title={t('games.fair.serverHash')}
                  >
                    {t('games.fair.serverHash')}: {state.server_hash}
                  </div>
                </div>
                <div className="text-center" aria-live="off" data-testid="fast3-countdown">
                  <div className="text-xs text-ink-400">
                    {closed ? t('games.fast3.closed') : t('games.fast3.countdown')}
                  </div>
                  <Countdown remainingMs={left * 1000} className="text-3xl font-bold" />
                </div>
              </div>
              <div className="mt-4 flex items-center gap-3">
                {(state.draws[0]?.dice ?? []).map((d, i) => (
                  <Die key={i} value={d} size={52} />
                ))}
                {state.draws[0] ? (
                  <span className="text-sm text-ink-300">
                    {t('games.fast3.issue', { issue: state.draws[0].issue })} ·{' '}
                    {state.draws[0].dice.reduce((a, b) => a + b, 0)}
                  </span>
                ) : null}
              </div>
              <div className="mt-4 grid grid-cols-4 gap-2">
                {['big', 'small', 'odd', 'even'].map((b) => cell(b, FAST3_EVEN_MONEY_ODDS))}
              </div>
              <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-8">
                {Object.entries(FAST3_SUM_ODDS).map(([n, o]) => cell(`sum:${n}`, o))}
              </div>
              <ChipBar
                chips={CHIPS}
                chip={chip}
                total={total}
                onChip={(amount) => send({ type: 'fast3.chip', amount })}
                onClear={() => send({ type: 'fast3.clear' })}
              >
                <button
                  type="button"
                  onClick={() => send({ type: 'fast3.submit' })}
                  disabled={!snap.can({ type: 'fast3.submit' })}
                  className="rounded-full bg-gradient-to-b from-gold-300 to-gold-600 px-8 py-3 font-bold text-navy-950 disabled:opacity-60"
                >
                  {placing
                    ? t('games.fast3.placing')
                    : closed
                      ? t('games.fast3.closed')
                      : t('games.fast3.place')}
                </button>
              </ChipBar>
              {placedTotal > 0 ? (
                <p className="mt-2 text-center text-sm text-gold-200">
                  {t('games.fast3.placedTotal', { amount: displayMoney(yuan(placedTotal)) })}
                </p>
              ) : null}
              <p className="mt-2 text-center text-xs text-ink-400">{t('games.fast3.seedHint')}</p>
            </section>
            <RoundHistory rounds={state.rounds} describe={describe} />
          </div>
          <div className="space-y-6">
            <Fast3SeedPanel
              serverHash={state.server_hash}
              combined={state.client_seed}
              contributions={state.contributions}
              mySeed={state.my_seed}
              draft={seedDraft}
              closed={closed}
              busy={snap.matches({ ready: 'contributing' })}
              canSubmit={snap.can({ type: 'fast3.seed.submit' })}
              onEdit={(value) => send({ type: 'fast3.seed.edit', value })}
              onSubmit={() => send({ type: 'fast3.seed.submit' })}
            />
            <section
              aria-labelledby="draws"
              className="rounded-2xl border border-navy-600 bg-navy-900 p-4 text-sm"
            >
              <h2 id="draws" className="mb-3 font-semibold text-gold-300">
                {t('games.fast3.draws')}
              </h2>
              {state.draws.length === 0 ? (
                <p className="text-ink-400">{t('games.noRounds')}</p>
              ) : (
                <ul className="space-y-2">
                  {state.draws.map((d) => (
                    <li
                      key={d.issue}
                      className="flex flex-wrap items-center gap-2 border-b border-navy-700 pb-2"
                    >
                      <span className="w-28 font-mono text-xs text-ink-300">{d.issue}</span>
                      {d.dice.map((v, i) => (
                        <Die key={i} value={v} size={22} />
                      ))}
                      <span className="w-6 text-right">{d.dice.reduce((a, b) => a + b, 0)}</span>
                      <a
                        className="ml-auto inline-flex min-h-11 min-w-11 items-center justify-center text-xs text-gold-300 underline"
                        href={href(paths.fair({ kind: 'fast3', issue: d.issue }))}
                      >
                        {t('games.verify')}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
      )}
    </GameShell>
  )
}
