import { useMachine } from '@xstate/react'
import { FAST3_CLOSE_SECONDS, FAST3_EVEN_MONEY_ODDS, FAST3_SUM_ODDS } from '../../../core/games/engines/fast3'
import { centsToWire, sumWire } from '../../../core/money'
import type { GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { fast3Machine, secondsLeft } from '../../machines/drawTable'
import { paths } from '../../routes/paths'
import { Countdown } from '../ui'
import { Die } from './Dice'
import { BetCell, DrawList, DrawPlaceBar, DrawSeed, DrawShell } from './DrawParts'
import { RoundHistory } from './RoundHistory'

/** The engine keeps odds in hundredths, which read with two decimals exactly as cents do: 195 -> "1.95". */
const odds = (hundredths: number) => centsToWire(hundredths)
const diceSum = (dice: readonly number[]) => dice.reduce((a, b) => a + b, 0)

/**
 * /play/fast3: the fast-3 lottery of jdlottery, a draw of three dice every 60 s, on the shared-draw
 * machine (drawTable.ts) and its parts: the open draw with its committed seed hash and countdown, the
 * last dice, a board of sum / big / small / odd / even, the chips, the seed panel and the draws.
 */
export default function Fast3Page() {
  const t = useT()
  const [snap, send] = useMachine(fast3Machine)
  const { state, slip, chip, seedDraft, placed } = snap.context
  const left = secondsLeft(snap.context)
  const closed = left <= FAST3_CLOSE_SECONDS
  const total = Object.values(slip).reduce((a, b) => a + b, 0)
  const label = (bet: string) => {
    const [kind, n] = bet.split(':')
    return kind === 'sum' ? String(n) : t(`games.sicbo.${kind}` as 'games.sicbo.big')
  }
  const cell = (bet: string, o: number) => (
    <BetCell
      key={bet}
      large
      label={label(bet)}
      sub={t('games.fast3.odds', { odds: odds(o) })}
      staged={slip[bet]}
      placed={placed[bet]}
      placedText={(amount) => t('games.fast3.placedOn', { amount })}
      onPlace={() => send({ type: 'fast3.place', bet })}
    />
  )
  const describe = (r: GameRound) => {
    const dice = (r.result as { dice?: number[] } | null)?.dice
    const bets = r.bets.map((b) => label(b.bet)).join('/')
    return dice ? `${dice.join(' ')} · ${bets}` : `${t('games.fast3.pending')} · ${bets}`
  }

  return (
    <DrawShell
      title={t('games.fast3.title')}
      subtitle={t('games.fast3.rules')}
      fairHref={paths.fair({ kind: 'fast3' })}
      state={state}
      failed={snap.matches('failed')}
      error={snap.context.error}
      errorCode={snap.context.errorCode}
      onRetry={() => send({ type: 'table.retry' })}
    >
      {state ? (
        <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
          <div className="min-w-0 space-y-6">
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
              <div className="mt-4 flex items-center gap-3" data-testid="fast3-last">
                {(state.draws[0]?.dice ?? []).map((d, i) => (
                  <Die key={i} value={d} size={52} />
                ))}
                {state.draws[0] ? (
                  <span className="text-sm text-ink-300">
                    {t('games.fast3.issue', { issue: state.draws[0].issue })} · {diceSum(state.draws[0].dice)}
                  </span>
                ) : null}
              </div>
              <div className="mt-4 grid grid-cols-4 gap-2">
                {['big', 'small', 'odd', 'even'].map((b) => cell(b, FAST3_EVEN_MONEY_ODDS))}
              </div>
              <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-8">
                {Object.entries(FAST3_SUM_ODDS).map(([n, o]) => cell(`sum:${n}`, o))}
              </div>
              <DrawPlaceBar
                prefix="fast3"
                send={send}
                chip={chip}
                total={total}
                placedTotal={sumWire(Object.values(placed))}
                closed={closed}
                placing={snap.matches({ ready: { table: 'placing' } })}
                canSubmit={snap.can({ type: 'fast3.submit' })}
                placedTestId="fast3-placed-total"
              />
              <p className="mt-2 text-center text-xs text-ink-400">{t('games.fast3.seedHint')}</p>
            </section>
            <RoundHistory rounds={state.rounds} describe={describe} />
          </div>
          <div className="min-w-0 space-y-6">
            <DrawSeed
              prefix="fast3"
              send={send}
              state={state}
              draft={seedDraft}
              closed={closed}
              busy={snap.matches({ ready: { table: 'contributing' } })}
              canSubmit={snap.can({ type: 'fast3.seed.submit' })}
            />
            <DrawList
              id="fast3-draws"
              draws={state.draws}
              result={(d) => (
                <>
                  {d.dice.map((v, i) => (
                    <Die key={i} value={v} size={22} />
                  ))}
                  <span className="w-6 text-right">{diceSum(d.dice)}</span>
                </>
              )}
              verifyHref={(issue) => paths.fair({ kind: 'fast3', issue })}
            />
          </div>
        </div>
      ) : null}
    </DrawShell>
  )
}
