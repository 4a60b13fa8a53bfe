import { useMachine } from '@xstate/react'
import { ROULETTE_CLOSE_SECONDS, rouletteOdds, rouletteWins } from '../../../core/games/engines/roulette'
import { displayMoney, sumWire } from '../../../core/money'
import type { GameRound, RouletteStateData } from '../../api/games'
import { type MessageKey, useT } from '../../i18n'
import { secondsLeft } from '../../machines/drawTable'
import { rouletteMachine } from '../../machines/roulette.machine'
import { paths } from '../../routes/paths'
import { Money } from '../ui'
import { DrawHeader, DrawList, DrawPlaceBar, DrawRules, DrawSeed, DrawShell, DrawSlip } from './DrawParts'
import { RouletteBoard, rouletteLabel } from './RouletteBoard'
import { RouletteHistory, RouletteNumber, RouletteWheel } from './RouletteParts'
import { RoundHistory } from './RoundHistory'

const PANEL = 'rounded-2xl border border-navy-600 bg-navy-900 p-4 text-sm'

/** The last spin on the wheel, its number, and what the player staked and was paid on it. */
function LastSpin({ state }: { state: RouletteStateData }) {
  const t = useT()
  const last = state.draws[0]
  const n = last?.numbers[0] ?? null
  const mine = last ? state.rounds.filter((r) => r.issue === last.issue && r.status !== 2) : []
  const payout = sumWire(mine.map((r) => r.payout))
  return (
    <div className="flex flex-col items-center gap-2" data-testid="roulette-last">
      <RouletteWheel key={last?.issue ?? 'none'} n={n} issue={last?.issue ?? ''} />
      {last && n !== null ? (
        <div className="flex items-center gap-2 text-sm text-ink-300">
          {t('games.roulette.result', { issue: last.issue })}
          <RouletteNumber n={n} size={32} />
        </div>
      ) : (
        <span className="text-sm text-ink-400">{t('games.ssc.noDraw')}</span>
      )}
      {mine.length > 0 ? (
        <p
          className="rounded-lg bg-navy-950/60 px-3 py-2 text-sm text-ink-100"
          data-testid="roulette-my-last"
        >
          {t('games.ssc.myLast', {
            stake: displayMoney(sumWire(mine.map((r) => r.stake))),
            payout: displayMoney(payout),
          })}{' '}
          {payout !== '0.00' ? <Money value={payout} tone="gold" /> : null}
        </p>
      ) : null}
    </div>
  )
}

/** /play/roulette: 琉璃轮盘 of lylive, a European wheel spun for everyone every 45 s (docs/roulette.md). */
export default function RoulettePage() {
  const t = useT()
  const [snap, send] = useMachine(rouletteMachine)
  const { state, slip, chip, seedDraft, placed, mode, pending } = snap.context
  const placedTotal = sumWire(Object.values(placed))
  const left = secondsLeft(snap.context)
  const closed = left <= ROULETTE_CLOSE_SECONDS
  const total = Object.values(slip).reduce((a, b) => a + b, 0)
  const label = (bet: string) => rouletteLabel(t, bet)
  const describe = (r: GameRound) => {
    const n = (r.result as { numbers?: number[] } | null)?.numbers?.[0]
    const bets = r.bets.map((b) => `${label(b.bet)}${n !== undefined && rouletteWins(b.bet, n) ? ' ✓' : ''}`)
    return n !== undefined
      ? `${n} · ${bets.join(' / ')}`
      : `${t('games.fast3.pending')} · ${bets.join(' / ')}`
  }

  return (
    <DrawShell
      title={t('games.roulette.title')}
      subtitle={t('games.roulette.rules')}
      fairHref={paths.fair({ kind: 'roulette' })}
      state={state}
      failed={snap.matches('failed')}
      error={snap.context.error}
      errorCode={snap.context.errorCode}
      onRetry={() => send({ type: 'table.retry' })}
    >
      {state ? (
        // Phones: wheel and table, slip, history, draws, seed. From lg the side panels share a column.
        <div className="flex min-w-0 flex-col gap-6 lg:grid lg:grid-cols-[1fr_320px] lg:grid-rows-[auto_1fr]">
          <section className="order-1 min-w-0 rounded-3xl border-4 border-gold-700 bg-gradient-to-b from-[#0f4a34] to-navy-950 p-3 sm:p-4 lg:col-start-1 lg:row-start-1">
            <DrawHeader
              id="roulette"
              issue={t('games.fast3.issue', { issue: state.issue })}
              rulesOpen={t('games.roulette.rulesOpen')}
              onRules={() => send({ type: 'roulette.rules.open' })}
              left={left}
              closeSeconds={ROULETTE_CLOSE_SECONDS}
              closedText={t('games.ssc.drawing')}
              openText={t('games.ssc.toClose')}
              drawAt={t('games.ssc.drawAt', { time: state.draw_at.slice(11, 19) })}
            />
            <div className="mt-3">
              <LastSpin state={state} />
            </div>
            <RouletteBoard mode={mode} pending={pending} slip={slip} placed={placed} send={send} />
            <DrawPlaceBar
              prefix="roulette"
              send={send}
              chip={chip}
              total={total}
              placedTotal={placedTotal}
              closed={closed}
              placing={snap.matches({ ready: { table: 'placing' } })}
              canSubmit={snap.can({ type: 'roulette.submit' })}
              submitTestId="roulette-submit"
            />
          </section>
          {/* A box of its own from lg only: on phones its panels join the column above in their order. */}
          <div className="contents lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:block lg:min-w-0 lg:space-y-6">
            <div className="order-2">
              <DrawSlip
                id="roulette-slip"
                slip={slip}
                placed={placed}
                issue={state.issue}
                label={label}
                odds={rouletteOdds}
                onRemove={(bet) => send({ type: 'roulette.remove', bet })}
              />
            </div>
            <section aria-labelledby="roulette-history-title" className={`order-3 ${PANEL}`}>
              <h2 id="roulette-history-title" className="mb-3 font-semibold text-gold-300">
                {t('games.roulette.history', { n: state.history.length })}
              </h2>
              <RouletteHistory history={state.history} />
            </section>
            <div className="order-5">
              <DrawList
                id="roulette-draws"
                draws={state.draws}
                result={(d) => <RouletteNumber n={d.numbers[0]} size={24} />}
                verifyHref={(issue) => paths.fair({ kind: 'roulette', issue })}
              />
            </div>
            <div className="order-6">
              <DrawSeed
                prefix="roulette"
                send={send}
                state={state}
                draft={seedDraft}
                closed={closed}
                busy={snap.matches({ ready: { table: 'contributing' } })}
                canSubmit={snap.can({ type: 'roulette.seed.submit' })}
              />
            </div>
          </div>
          <div className="order-4 min-w-0 lg:col-start-1 lg:row-start-2 lg:self-start">
            <RoundHistory rounds={state.rounds} describe={describe} />
          </div>
        </div>
      ) : null}
      <DrawRules
        open={snap.hasTag('modal')}
        title={t('games.roulette.rulesTitle')}
        intro={t('games.roulette.rulesIntro')}
        computing={t('games.roulette.rulesComputing')}
        rules={snap.context.rules}
        name={(r) => t(`games.roulette.rule.${r}` as MessageKey)}
        when={(r) => t(`games.roulette.rule.${r}.when` as MessageKey)}
        returnText={(rtp, edge) => t('games.roulette.rulesReturn', { rtp, edge })}
        exactText={(r) => t('games.roulette.rulesExact', { returned: r.returned, staked: r.staked })}
        fairTitle={t('games.roulette.rulesFair')}
        fairText={t('games.roulette.seedHint')}
        onClose={() => send({ type: 'roulette.rules.close' })}
      />
    </DrawShell>
  )
}
