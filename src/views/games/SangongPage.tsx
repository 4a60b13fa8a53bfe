import { useMachine } from '@xstate/react'
import {
  isSangongBet,
  SANGONG_CLOSE_SECONDS,
  SANGONG_ODDS,
  SANGONG_WAYS,
  sangongResult,
  sangongWins,
} from '../../../core/games/engines/sangong'
import { displayMoney, sumWire } from '../../../core/money'
import type { GameRound, SangongStateData } from '../../api/games'
import { useT } from '../../i18n'
import { secondsLeft } from '../../machines/fast3.machine'
import { sangongMachine } from '../../machines/sangong.machine'
import { paths } from '../../routes/paths'
import { Countdown, Money } from '../ui'
import { ChipBar } from './ChipBar'
import { DrawList, DrawRules, DrawSlip } from './DrawParts'
import { GameShell, TableStatus } from './GameShell'
import { RoundHistory } from './RoundHistory'
import { handText, SANGONG_STYLE, SangongFelt, SangongRoad, SangongSpots } from './SangongParts'
import { Fast3SeedPanel } from './SeedPanel'

const CHIPS = [1, 5, 10, 50, 100]
const PILL = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm'

/** The last deal on the felt and what the player staked and was paid on it. */
function LastDeal({ state }: { state: SangongStateData }) {
  const t = useT()
  const last = state.draws[0]
  if (!last) return <p className="py-6 text-center text-sm text-ink-400">{t('games.sangong.noDeal')}</p>
  const mine = state.rounds.filter((r) => r.issue === last.issue && r.status !== 2)
  const payout = sumWire(mine.map((r) => r.payout))
  return (
    <div className="space-y-2" data-testid="sangong-last">
      <div className="text-sm text-ink-300">{t('games.sangong.lastDeal', { issue: last.issue })}</div>
      <SangongFelt key={last.issue} cards={last.cards} />
      {mine.length > 0 ? (
        <p className="rounded-lg bg-navy-950/60 px-3 py-2 text-sm text-ink-100" data-testid="sangong-my-last">
          {t('games.sangong.myLast', {
            stake: displayMoney(sumWire(mine.map((r) => r.stake))),
            payout: displayMoney(payout),
          })}{' '}
          {payout !== '0.00' ? <Money value={payout} tone="gold" /> : null}
        </p>
      ) : null}
    </div>
  )
}

/** /play/sangong: 三公 at ymlive, one shared deal every 40 seconds (docs/sangong.md). */
export default function SangongPage() {
  const t = useT()
  const [snap, send] = useMachine(sangongMachine)
  const { state, slip, chip, seedDraft, placed } = snap.context
  const placedTotal = sumWire(Object.values(placed))
  const left = secondsLeft(snap.context)
  const closed = left <= SANGONG_CLOSE_SECONDS
  const total = Object.values(slip).reduce((a, b) => a + b, 0)
  const label = (bet: string) => (isSangongBet(bet) ? t(`games.sangong.bet.${bet}`) : bet)
  const odds = (bet: string) => (isSangongBet(bet) ? SANGONG_ODDS[bet] : 0)
  const score = (cards: number[]) => {
    const r = sangongResult(cards)
    return `${t('games.sangong.player')} ${handText(t, r.player)} : ${t('games.sangong.banker')} ${handText(t, r.banker)}`
  }
  const describe = (r: GameRound) => {
    const cards = (r.result as { cards?: number[] } | null)?.cards
    const bets = r.bets
      .map((b) => {
        const won = cards && isSangongBet(b.bet) ? sangongWins(b.bet, cards) : null
        return `${label(b.bet)}${won === 'win' ? ' ✓' : won === 'push' ? ' ↺' : ''}`
      })
      .join(' / ')
    return cards ? `${score(cards)} · ${bets}` : `${t('games.fast3.pending')} · ${bets}`
  }

  return (
    <GameShell
      title={t('games.sangong.title')}
      subtitle={t('games.sangong.rules')}
      balance={state?.balance ?? null}
      wallet={state?.wallet ?? null}
      fairHref={paths.fair({ kind: 'sangong' })}
    >
      <style>{SANGONG_STYLE}</style>
      {!state ? (
        <TableStatus
          failed={snap.matches('failed')}
          message={snap.context.error}
          code={snap.context.errorCode}
          onRetry={() => send({ type: 'table.retry' })}
        />
      ) : (
        // Phones: felt and bets, slip, my rounds, road, deals, seed. From lg the side panels share a column.
        <div className="flex min-w-0 flex-col gap-6 lg:grid lg:grid-cols-[1fr_340px] lg:grid-rows-[auto_1fr]">
          <section className="order-1 min-w-0 rounded-3xl border-4 border-gold-700 bg-gradient-to-b from-[#0f5132] to-[#062b1b] p-3 sm:p-4 lg:col-start-1 lg:row-start-1">
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
              <div className="min-w-0 space-y-2">
                <div className="whitespace-nowrap text-lg font-semibold text-gold-200">
                  {t('games.sangong.round', { issue: state.issue })}
                </div>
                <button
                  type="button"
                  onClick={() => send({ type: 'sangong.rules.open' })}
                  className={`${PILL} border-gold-600/60 text-gold-200 hover:bg-gold-700/20`}
                >
                  {t('games.sangong.rulesOpen')}
                </button>
              </div>
              <div className="shrink-0 text-center" aria-live="off" data-testid="sangong-countdown">
                <div className={`text-sm ${closed ? 'font-semibold text-cta-300' : 'text-ink-300'}`}>
                  {closed ? t('games.sangong.dealing') : t('games.sangong.toClose')}
                </div>
                <Countdown
                  remainingMs={(closed ? left : left - SANGONG_CLOSE_SECONDS) * 1000}
                  label={closed ? t('games.sangong.dealing') : t('games.sangong.toClose')}
                  className="text-2xl font-bold sm:text-3xl"
                />
                <div className="mt-1 text-xs text-ink-400">
                  {t('games.sangong.dealAt', { time: state.draw_at.slice(11, 19) })}
                </div>
              </div>
            </div>
            <div className="mt-3">
              <LastDeal state={state} />
            </div>
            <SangongSpots
              slip={slip}
              placed={placed}
              onPlace={(bet) => send({ type: 'sangong.place', bet })}
            />
            <ChipBar
              chips={CHIPS}
              chip={chip}
              total={total}
              onChip={(amount) => send({ type: 'sangong.chip', amount })}
              onClear={() => send({ type: 'sangong.clear' })}
              clearDisabled={total === 0}
            >
              <button
                type="button"
                onClick={() => send({ type: 'sangong.submit' })}
                disabled={!snap.can({ type: 'sangong.submit' })}
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
              <p className="mt-2 text-center text-sm text-gold-200" data-testid="sangong-placed-total">
                {t('games.fast3.placedTotal', { amount: displayMoney(placedTotal) })}
              </p>
            ) : null}
          </section>
          {/* A box of its own from lg only: on phones its panels join the column above in their order. */}
          <div className="contents lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:block lg:min-w-0 lg:space-y-6">
            <div className="order-2">
              <DrawSlip
                id="sangong-slip"
                slip={slip}
                placed={placed}
                issue={state.issue}
                label={label}
                odds={odds}
                onRemove={(bet) => send({ type: 'sangong.remove', bet })}
              />
            </div>
            <div className="order-5">
              <DrawList
                id="sangong-draws"
                draws={state.draws}
                result={(d) => <span className="text-xs text-ink-200">{score(d.cards)}</span>}
                verifyHref={(issue) => paths.fair({ kind: 'sangong', issue })}
              />
            </div>
            <div className="order-6">
              <Fast3SeedPanel
                serverHash={state.server_hash}
                combined={state.client_seed}
                contributions={state.contributions}
                mySeed={state.my_seed}
                draft={seedDraft}
                closed={closed}
                busy={snap.matches({ ready: { table: 'contributing' } })}
                canSubmit={snap.can({ type: 'sangong.seed.submit' })}
                onEdit={(value) => send({ type: 'sangong.seed.edit', value })}
                onSubmit={() => send({ type: 'sangong.seed.submit' })}
              />
            </div>
          </div>
          <div className="order-3 min-w-0 space-y-6 lg:col-start-1 lg:row-start-2 lg:self-start">
            <RoundHistory rounds={state.rounds} describe={describe} />
            <SangongRoad deals={state.draws} />
          </div>
        </div>
      )}
      <DrawRules
        open={snap.hasTag('modal')}
        title={t('games.sangong.rulesTitle')}
        intro={t('games.sangong.rulesIntro')}
        computing={t('games.sangong.rulesComputing')}
        rules={snap.context.rules}
        name={(r) => t(`games.sangong.bet.${r}`)}
        when={(r) => t(`games.sangong.bet.${r}.when`)}
        returnText={(rtp, edge) => t('games.sangong.rulesReturn', { rtp, edge })}
        exactText={(r) => {
          const w = SANGONG_WAYS[r.type]
          const push = w.push ? t('games.sangong.rulesPush', { push: w.push, total: w.total }) : ''
          return t('games.sangong.rulesExact', {
            returned: r.returned,
            staked: r.staked,
            win: w.win,
            total: w.total,
            push,
          })
        }}
        fairTitle={t('games.sangong.rulesFair')}
        fairText={t('games.sangong.seedHint')}
        onClose={() => send({ type: 'sangong.rules.close' })}
      />
    </GameShell>
  )
}
