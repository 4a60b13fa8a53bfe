import { useMachine } from '@xstate/react'
import { PK10_CLOSE_SECONDS, PK10_WAYS, pk10BetOdds, pk10Wins } from '../../../core/games/engines/pk10'
import { displayMoney, sumWire } from '../../../core/money'
import type { GameRound, Pk10StateData } from '../../api/games'
import { type MessageKey, useT } from '../../i18n'
import { secondsLeft } from '../../machines/fast3.machine'
import { pk10Machine } from '../../machines/pk10.machine'
import { paths } from '../../routes/paths'
import { Countdown, Money } from '../ui'
import { ChipBar } from './ChipBar'
import { DrawList, DrawRules, DrawSlip } from './DrawParts'
import { GameShell, TableStatus } from './GameShell'
import { Pk10Board, pk10Label } from './Pk10Board'
import { CarOrder } from './Pk10Cars'
import { Pk10Race } from './Pk10Race'
import { RoundHistory } from './RoundHistory'
import { Fast3SeedPanel } from './SeedPanel'

const CHIPS = [1, 5, 10, 50, 100]
const PILL = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm'
const gy = (cars: number[]) => cars[0] + cars[1]

/** The last draw as a race, its order and 冠亚和, and what the player staked and was paid on it. */
function LastDraw({ state }: { state: Pk10StateData }) {
  const t = useT()
  const last = state.draws[0]
  if (!last) return <span className="text-sm text-ink-400">{t('games.ssc.noDraw')}</span>
  const mine = state.rounds.filter((r) => r.issue === last.issue && r.status !== 2)
  const payout = sumWire(mine.map((r) => r.payout))
  return (
    <>
      <Pk10Race key={last.issue} issue={last.issue} cars={last.cars} />
      <div className="flex w-full flex-wrap items-center gap-2">
        <span className="text-sm text-ink-300">{t('games.ssc.lastDraw', { issue: last.issue })}</span>
        <CarOrder cars={last.cars} size={22} />
        <span className="text-sm text-ink-300">{t('games.pk10.gySum', { sum: gy(last.cars) })}</span>
      </div>
      {mine.length > 0 ? (
        <p
          className="w-full rounded-lg bg-navy-950/60 px-3 py-2 text-sm text-ink-100"
          data-testid="pk10-my-last"
        >
          {t('games.ssc.myLast', {
            stake: displayMoney(sumWire(mine.map((r) => r.stake))),
            payout: displayMoney(payout),
          })}{' '}
          {payout !== '0.00' ? <Money value={payout} tone="gold" /> : null}
        </p>
      ) : null}
    </>
  )
}

/** /play/pk10: 微澜赛车 of vrbet, ten cars in a drawn order every three minutes (docs/pk10.md). */
export default function Pk10Page() {
  const t = useT()
  const [snap, send] = useMachine(pk10Machine)
  const { state, slip, chip, seedDraft, placed } = snap.context
  const placedTotal = sumWire(Object.values(placed))
  const left = secondsLeft(snap.context)
  const closed = left <= PK10_CLOSE_SECONDS
  const total = Object.values(slip).reduce((a, b) => a + b, 0)
  const label = (bet: string) => pk10Label(t, bet)
  const describe = (r: GameRound) => {
    const cars = (r.result as { cars?: number[] } | null)?.cars
    const bets = r.bets.map((b) => `${label(b.bet)}${cars && pk10Wins(b.bet, cars) ? ' ✓' : ''}`).join(' / ')
    return cars ? `${cars.join(' ')} · ${bets}` : `${t('games.fast3.pending')} · ${bets}`
  }

  return (
    <GameShell
      title={t('games.pk10.title')}
      subtitle={t('games.pk10.rules')}
      balance={state?.balance ?? null}
      wallet={state?.wallet ?? null}
      fairHref={paths.fair({ kind: 'pk10' })}
    >
      {!state ? (
        <TableStatus
          failed={snap.matches('failed')}
          message={snap.context.error}
          code={snap.context.errorCode}
          onRetry={() => send({ type: 'table.retry' })}
        />
      ) : (
        // Phones: race and board, slip, history, draws, seed. From lg the slip, draws and seed share a column.
        <div className="flex min-w-0 flex-col gap-6 lg:grid lg:grid-cols-[1fr_340px] lg:grid-rows-[auto_1fr]">
          <section className="order-1 min-w-0 rounded-3xl border-4 border-gold-700 bg-gradient-to-b from-navy-800 to-navy-950 p-3 sm:p-4 lg:col-start-1 lg:row-start-1">
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
              <div className="min-w-0 space-y-2">
                <div className="whitespace-nowrap text-lg font-semibold text-gold-200">
                  {t('games.fast3.issue', { issue: state.issue })}
                </div>
                <button
                  type="button"
                  onClick={() => send({ type: 'pk10.rules.open' })}
                  className={`${PILL} border-gold-600/60 text-gold-200 hover:bg-gold-700/20`}
                >
                  {t('games.pk10.rulesOpen')}
                </button>
              </div>
              <div className="shrink-0 text-center" aria-live="off" data-testid="pk10-countdown">
                <div className={`text-sm ${closed ? 'font-semibold text-cta-300' : 'text-ink-300'}`}>
                  {closed ? t('games.ssc.drawing') : t('games.ssc.toClose')}
                </div>
                <Countdown
                  remainingMs={(closed ? left : left - PK10_CLOSE_SECONDS) * 1000}
                  label={closed ? t('games.ssc.drawing') : t('games.ssc.toClose')}
                  className="text-2xl font-bold sm:text-3xl"
                />
                <div className="mt-1 text-xs text-ink-400">
                  {t('games.ssc.drawAt', { time: state.draw_at.slice(11, 16) })}
                </div>
              </div>
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="pk10-last">
              <LastDraw state={state} />
            </div>
            <Pk10Board context={snap.context} placed={placed} send={send} />
            <ChipBar
              chips={CHIPS}
              chip={chip}
              total={total}
              onChip={(amount) => send({ type: 'pk10.chip', amount })}
              onClear={() => send({ type: 'pk10.clear' })}
              clearDisabled={total === 0}
            >
              <button
                type="button"
                onClick={() => send({ type: 'pk10.submit' })}
                disabled={!snap.can({ type: 'pk10.submit' })}
                className="min-h-11 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 px-8 py-3 font-bold text-navy-950 disabled:opacity-60"
              >
                {snap.matches({ ready: { table: 'placing' } })
                  ? t('games.fast3.placing')
                  : closed
                    ? t('games.fast3.closed')
                    : t('games.fast3.place')}
              </button>
            </ChipBar>
            {placedTotal !== '0.00' ? (
              <p className="mt-2 text-center text-sm text-gold-200">
                {t('games.fast3.placedTotal', { amount: displayMoney(placedTotal) })}
              </p>
            ) : null}
          </section>
          {/* A box of its own from lg only: on phones its panels join the column above in their order. */}
          <div className="contents lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:block lg:min-w-0 lg:space-y-6">
            <div className="order-2">
              <DrawSlip
                id="pk10-slip"
                slip={slip}
                placed={placed}
                issue={state.issue}
                label={label}
                odds={pk10BetOdds}
                onRemove={(bet) => send({ type: 'pk10.remove', bet })}
              />
            </div>
            <div className="order-4">
              <DrawList
                id="pk10-draws"
                draws={state.draws}
                result={(d) => (
                  <>
                    <CarOrder cars={d.cars} size={20} />
                    <span className="w-6 text-right">{gy(d.cars)}</span>
                  </>
                )}
                verifyHref={(issue) => paths.fair({ kind: 'pk10', issue })}
              />
            </div>
            <div className="order-5">
              <Fast3SeedPanel
                serverHash={state.server_hash}
                combined={state.client_seed}
                contributions={state.contributions}
                mySeed={state.my_seed}
                draft={seedDraft}
                closed={closed}
                busy={snap.matches({ ready: { table: 'contributing' } })}
                canSubmit={snap.can({ type: 'pk10.seed.submit' })}
                onEdit={(value) => send({ type: 'pk10.seed.edit', value })}
                onSubmit={() => send({ type: 'pk10.seed.submit' })}
              />
            </div>
          </div>
          <div className="order-3 min-w-0 lg:col-start-1 lg:row-start-2 lg:self-start">
            <RoundHistory rounds={state.rounds} describe={describe} />
          </div>
        </div>
      )}
      <DrawRules
        open={snap.hasTag('modal')}
        title={t('games.pk10.rulesTitle')}
        intro={t('games.pk10.rulesIntro')}
        computing={t('games.pk10.rulesComputing')}
        rules={snap.context.rules}
        name={(r) => t(`games.pk10.rule.${r}` as MessageKey)}
        when={(r) => t(`games.pk10.rule.${r}.when` as MessageKey)}
        returnText={(rtp, edge) => t('games.pk10.rulesReturn', { rtp, edge })}
        exactText={(r) =>
          t('games.pk10.rulesExact', { returned: r.returned, staked: r.staked, ways: PK10_WAYS[r.type] })
        }
        fairTitle={t('games.pk10.rulesFair')}
        fairText={t('games.pk10.seedHint')}
        onClose={() => send({ type: 'pk10.rules.close' })}
      />
    </GameShell>
  )
}
