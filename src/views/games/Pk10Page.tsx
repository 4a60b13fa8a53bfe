import { useMachine } from '@xstate/react'
import { PK10_CLOSE_SECONDS, PK10_WAYS, pk10BetOdds, pk10Wins } from '../../../core/games/engines/pk10'
import { displayMoney, sumWire } from '../../../core/money'
import type { GameRound, Pk10StateData } from '../../api/games'
import { type MessageKey, useT } from '../../i18n'
import { secondsLeft } from '../../machines/drawTable'
import { pk10Machine } from '../../machines/pk10.machine'
import { paths } from '../../routes/paths'
import { Money } from '../ui'
import { DrawHeader, DrawList, DrawPlaceBar, DrawRules, DrawSeed, DrawShell, DrawSlip } from './DrawParts'
import { Pk10Board, pk10Label } from './Pk10Board'
import { CarOrder } from './Pk10Cars'
import { Pk10Race } from './Pk10Race'
import { RoundHistory } from './RoundHistory'

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
    <DrawShell
      title={t('games.pk10.title')}
      subtitle={t('games.pk10.rules')}
      fairHref={paths.fair({ kind: 'pk10' })}
      state={state}
      failed={snap.matches('failed')}
      error={snap.context.error}
      errorCode={snap.context.errorCode}
      onRetry={() => send({ type: 'table.retry' })}
    >
      {state ? (
        // Phones: race and board, slip, history, draws, seed. From lg the slip, draws and seed share a column.
        <div className="flex min-w-0 flex-col gap-6 lg:grid lg:grid-cols-[1fr_340px] lg:grid-rows-[auto_1fr]">
          <section className="order-1 min-w-0 rounded-3xl border-4 border-gold-700 bg-gradient-to-b from-navy-800 to-navy-950 p-3 sm:p-4 lg:col-start-1 lg:row-start-1">
            <DrawHeader
              id="pk10"
              issue={t('games.fast3.issue', { issue: state.issue })}
              rulesOpen={t('games.pk10.rulesOpen')}
              onRules={() => send({ type: 'pk10.rules.open' })}
              left={left}
              closeSeconds={PK10_CLOSE_SECONDS}
              closedText={t('games.ssc.drawing')}
              openText={t('games.ssc.toClose')}
              drawAt={t('games.ssc.drawAt', { time: state.draw_at.slice(11, 16) })}
            />
            <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="pk10-last">
              <LastDraw state={state} />
            </div>
            <Pk10Board context={snap.context} placed={placed} send={send} />
            <DrawPlaceBar
              prefix="pk10"
              send={send}
              chip={chip}
              total={total}
              placedTotal={placedTotal}
              closed={closed}
              placing={snap.matches({ ready: { table: 'placing' } })}
              canSubmit={snap.can({ type: 'pk10.submit' })}
            />
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
              <DrawSeed
                prefix="pk10"
                send={send}
                state={state}
                draft={seedDraft}
                closed={closed}
                busy={snap.matches({ ready: { table: 'contributing' } })}
                canSubmit={snap.can({ type: 'pk10.seed.submit' })}
              />
            </div>
          </div>
          <div className="order-3 min-w-0 lg:col-start-1 lg:row-start-2 lg:self-start">
            <RoundHistory rounds={state.rounds} describe={describe} />
          </div>
        </div>
      ) : null}
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
    </DrawShell>
  )
}
