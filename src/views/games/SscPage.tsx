import { useMachine } from '@xstate/react'
import { SSC_CLOSE_SECONDS, sscWins } from '../../../core/games/engines/ssc'
import { displayMoney, sumWire } from '../../../core/money'
import type { GameRound, SscStateData } from '../../api/games'
import { useT } from '../../i18n'
import { secondsLeft } from '../../machines/fast3.machine'
import { sscMachine } from '../../machines/ssc.machine'
import { href, paths } from '../../routes/paths'
import { Countdown } from '../ui'
import { ChipBar } from './ChipBar'
import { GameShell, TableStatus } from './GameShell'
import { RoundHistory } from './RoundHistory'
import { Fast3SeedPanel } from './SeedPanel'
import { SscBalls } from './SscBalls'
import { SscBoard, SscSlip, sscLabel } from './SscBoard'
import { SscRules } from './SscRules'

const CHIPS = [1, 5, 10, 50, 100]
const sum = (d: number[]) => d.reduce((a, b) => a + b, 0)
const PILL = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm'

/** The last draw's balls, and what the player staked and was paid on it (their settled result). */
function LastDraw({ state }: { state: SscStateData }) {
  const t = useT()
  const last = state.draws[0]
  if (!last) return <span className="text-sm text-ink-400">{t('games.ssc.noDraw')}</span>
  const mine = state.rounds.filter((r) => r.issue === last.issue && r.status !== 2)
  const payout = sumWire(mine.map((r) => r.payout))
  return (
    <>
      <SscBalls digits={last.digits} size={40} />
      <span className="text-sm text-ink-300">
        {t('games.ssc.lastDraw', { issue: last.issue })} · {t('games.ssc.sum', { sum: sum(last.digits) })}
      </span>
      {mine.length > 0 ? (
        <p
          className={`w-full rounded-lg bg-navy-950/60 px-3 py-2 text-sm ${payout === '0.00' ? 'text-ink-100' : 'font-semibold text-gold-200'}`}
          data-testid="ssc-my-last"
        >
          {t('games.ssc.myLast', {
            stake: displayMoney(sumWire(mine.map((r) => r.stake))),
            payout: displayMoney(payout),
          })}
        </p>
      ) : null}
    </>
  )
}

/** /play/ssc: the 时时彩 of qxlottery, a draw of five digits every two minutes (docs/ssc.md). */
export default function SscPage() {
  const t = useT()
  const [snap, send] = useMachine(sscMachine)
  const { state, slip, chip, seedDraft } = snap.context
  const { placed } = snap.context
  const placedTotal = sumWire(Object.values(placed))
  const left = secondsLeft(snap.context)
  const closed = left <= SSC_CLOSE_SECONDS
  const total = Object.values(slip).reduce((a, b) => a + b, 0)
  const describe = (r: GameRound) => {
    const digits = (r.result as { digits?: number[] } | null)?.digits
    const bets = r.bets
      .map((b) => `${sscLabel(t, b.bet)}${digits && sscWins(b.bet, digits) ? ' ✓' : ''}`)
      .join(' / ')
    return digits ? `${digits.join(' ')} · ${bets}` : `${t('games.fast3.pending')} · ${bets}`
  }

  return (
    <GameShell
      title={t('games.ssc.title')}
      subtitle={t('games.ssc.rules')}
      balance={state?.balance ?? null}
      wallet={state?.wallet ?? null}
      fairHref={paths.fair({ kind: 'ssc' })}
    >
      {!state ? (
        <TableStatus
          failed={snap.matches('failed')}
          message={snap.context.error}
          code={snap.context.errorCode}
          onRetry={() => send({ type: 'table.retry' })}
        />
      ) : (
        // Phones: board, slip, history, draws, seed. From lg the slip, draws and seed share a column.
        <div className="flex min-w-0 flex-col gap-6 lg:grid lg:grid-cols-[1fr_340px] lg:grid-rows-[auto_1fr]">
          <section className="order-1 min-w-0 rounded-3xl border-4 border-gold-700 bg-gradient-to-b from-navy-800 to-navy-950 p-3 sm:p-4 lg:col-start-1 lg:row-start-1">
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
              <div className="min-w-0 space-y-2">
                <div className="whitespace-nowrap text-lg font-semibold text-gold-200">
                  {t('games.fast3.issue', { issue: state.issue })}
                </div>
                <button
                  type="button"
                  onClick={() => send({ type: 'ssc.rules.open' })}
                  className={`${PILL} border-gold-600/60 text-gold-200 hover:bg-gold-700/20`}
                >
                  {t('games.ssc.rulesOpen')}
                </button>
              </div>
              <div className="shrink-0 text-center" aria-live="off" data-testid="ssc-countdown">
                <div className={`text-sm ${closed ? 'font-semibold text-cta-300' : 'text-ink-300'}`}>
                  {closed ? t('games.ssc.drawing') : t('games.ssc.toClose')}
                </div>
                <Countdown
                  remainingMs={(closed ? left : left - SSC_CLOSE_SECONDS) * 1000}
                  label={closed ? t('games.ssc.drawing') : t('games.ssc.toClose')}
                  className="text-2xl font-bold sm:text-3xl"
                />
                <div className="mt-1 text-xs text-ink-400">
                  {t('games.ssc.drawAt', { time: state.draw_at.slice(11, 16) })}
                </div>
              </div>
            </div>
            <p className="mt-2 break-all font-mono text-[11px] text-ink-400">
              {t('games.fair.serverHash')}: {state.server_hash}
            </p>
            <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="ssc-last">
              <LastDraw state={state} />
            </div>
            <SscBoard
              context={snap.context}
              placed={placed}
              canAddPick={snap.can({ type: 'ssc.pick.add' })}
              send={send}
            />
            <ChipBar
              chips={CHIPS}
              chip={chip}
              total={total}
              onChip={(amount) => send({ type: 'ssc.chip', amount })}
              onClear={() => send({ type: 'ssc.clear' })}
              clearDisabled={total === 0}
            >
              <button
                type="button"
                onClick={() => send({ type: 'ssc.submit' })}
                disabled={!snap.can({ type: 'ssc.submit' })}
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
              <SscSlip slip={slip} placed={placed} issue={state.issue} send={send} />
            </div>
            <section
              aria-labelledby="ssc-draws"
              className="order-4 rounded-2xl border border-navy-600 bg-navy-900 p-4 text-sm"
            >
              <h2 id="ssc-draws" className="mb-3 font-semibold text-gold-300">
                {t('games.fast3.draws')}
              </h2>
              {state.draws.length === 0 ? (
                <p className="text-ink-400">{t('games.ssc.noDraw')}</p>
              ) : (
                <ul className="space-y-2">
                  {state.draws.map((d) => (
                    <li key={d.issue} className="flex items-center gap-2 border-b border-navy-700 pb-2">
                      <div className="min-w-0 flex-1">
                        <div className="font-mono text-xs text-ink-300">{d.issue}</div>
                        <div className="mt-1 flex items-center gap-2">
                          <SscBalls digits={d.digits} size={24} />
                          <span>{t('games.ssc.sum', { sum: sum(d.digits) })}</span>
                        </div>
                      </div>
                      <a
                        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center text-xs text-gold-300 underline"
                        href={href(paths.fair({ kind: 'ssc', issue: d.issue }))}
                        aria-label={t('games.ssc.verifyDraw', { issue: d.issue })}
                      >
                        {t('games.verify')}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <div className="order-5">
              <Fast3SeedPanel
                serverHash={state.server_hash}
                combined={state.client_seed}
                contributions={state.contributions}
                mySeed={state.my_seed}
                draft={seedDraft}
                closed={closed}
                busy={snap.matches({ ready: { table: 'contributing' } })}
                canSubmit={snap.can({ type: 'ssc.seed.submit' })}
                onEdit={(value) => send({ type: 'ssc.seed.edit', value })}
                onSubmit={() => send({ type: 'ssc.seed.submit' })}
              />
            </div>
          </div>
          <div className="order-3 min-w-0 lg:col-start-1 lg:row-start-2 lg:self-start">
            <RoundHistory rounds={state.rounds} describe={describe} />
          </div>
        </div>
      )}
      <SscRules
        open={snap.hasTag('modal')}
        rules={snap.context.rules}
        onClose={() => send({ type: 'ssc.rules.close' })}
      />
    </GameShell>
  )
}
