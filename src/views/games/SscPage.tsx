import { useMachine } from '@xstate/react'
import { SSC_CLOSE_SECONDS, sscWins } from '../../../core/games/engines/ssc'
import { displayMoney, sumWire } from '../../../core/money'
import type { GameRound, SscStateData } from '../../api/games'
import { useT } from '../../i18n'
import { secondsLeft } from '../../machines/drawTable'
import { sscMachine } from '../../machines/ssc.machine'
import { href, paths } from '../../routes/paths'
import { DrawHeader, DrawPlaceBar, DrawSeed, DrawShell } from './DrawParts'
import { RoundHistory } from './RoundHistory'
import { SscBalls } from './SscBalls'
import { SscBoard, SscSlip, sscLabel } from './SscBoard'
import { SscRules } from './SscRules'

const sum = (d: number[]) => d.reduce((a, b) => a + b, 0)

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
    <DrawShell
      title={t('games.ssc.title')}
      subtitle={t('games.ssc.rules')}
      fairHref={paths.fair({ kind: 'ssc' })}
      state={state}
      failed={snap.matches('failed')}
      error={snap.context.error}
      errorCode={snap.context.errorCode}
      onRetry={() => send({ type: 'table.retry' })}
    >
      {state ? (
        // Phones: board, slip, history, draws, seed. From lg the slip, draws and seed share a column.
        <div className="flex min-w-0 flex-col gap-6 lg:grid lg:grid-cols-[1fr_340px] lg:grid-rows-[auto_1fr]">
          <section className="order-1 min-w-0 rounded-3xl border-4 border-gold-700 bg-gradient-to-b from-navy-800 to-navy-950 p-3 sm:p-4 lg:col-start-1 lg:row-start-1">
            <DrawHeader
              id="ssc"
              issue={t('games.fast3.issue', { issue: state.issue })}
              rulesOpen={t('games.ssc.rulesOpen')}
              onRules={() => send({ type: 'ssc.rules.open' })}
              left={left}
              closeSeconds={SSC_CLOSE_SECONDS}
              closedText={t('games.ssc.drawing')}
              openText={t('games.ssc.toClose')}
              drawAt={t('games.ssc.drawAt', { time: state.draw_at.slice(11, 16) })}
            />
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
            <DrawPlaceBar
              prefix="ssc"
              send={send}
              chip={chip}
              total={total}
              placedTotal={placedTotal}
              closed={closed}
              placing={snap.matches({ ready: { table: 'placing' } })}
              canSubmit={snap.can({ type: 'ssc.submit' })}
            />
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
              <DrawSeed
                prefix="ssc"
                send={send}
                state={state}
                draft={seedDraft}
                closed={closed}
                busy={snap.matches({ ready: { table: 'contributing' } })}
                canSubmit={snap.can({ type: 'ssc.seed.submit' })}
              />
            </div>
          </div>
          <div className="order-3 min-w-0 lg:col-start-1 lg:row-start-2 lg:self-start">
            <RoundHistory rounds={state.rounds} describe={describe} />
          </div>
        </div>
      ) : null}
      <SscRules
        open={snap.hasTag('modal')}
        rules={snap.context.rules}
        onClose={() => send({ type: 'ssc.rules.close' })}
      />
    </DrawShell>
  )
}
