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
import { secondsLeft } from '../../machines/drawTable'
import { sangongMachine } from '../../machines/sangong.machine'
import { paths } from '../../routes/paths'
import { Money } from '../ui'
import { DrawHeader, DrawList, DrawPlaceBar, DrawRules, DrawSeed, DrawShell, DrawSlip } from './DrawParts'
import { RoundHistory } from './RoundHistory'
import { handText, SANGONG_STYLE, SangongFelt, SangongRoad, SangongSpots } from './SangongParts'

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
    <DrawShell
      title={t('games.sangong.title')}
      subtitle={t('games.sangong.rules')}
      fairHref={paths.fair({ kind: 'sangong' })}
      state={state}
      failed={snap.matches('failed')}
      error={snap.context.error}
      errorCode={snap.context.errorCode}
      onRetry={() => send({ type: 'table.retry' })}
    >
      <style>{SANGONG_STYLE}</style>
      {state ? (
        // Phones: felt and bets, slip, my rounds, road, deals, seed. From lg the side panels share a column.
        <div className="flex min-w-0 flex-col gap-6 lg:grid lg:grid-cols-[1fr_340px] lg:grid-rows-[auto_1fr]">
          <section className="order-1 min-w-0 rounded-3xl border-4 border-gold-700 bg-gradient-to-b from-[#0f5132] to-[#062b1b] p-3 sm:p-4 lg:col-start-1 lg:row-start-1">
            <DrawHeader
              id="sangong"
              issue={t('games.sangong.round', { issue: state.issue })}
              rulesOpen={t('games.sangong.rulesOpen')}
              onRules={() => send({ type: 'sangong.rules.open' })}
              left={left}
              closeSeconds={SANGONG_CLOSE_SECONDS}
              closedText={t('games.sangong.dealing')}
              openText={t('games.sangong.toClose')}
              drawAt={t('games.sangong.dealAt', { time: state.draw_at.slice(11, 19) })}
            />
            <div className="mt-3">
              <LastDeal state={state} />
            </div>
            <SangongSpots
              slip={slip}
              placed={placed}
              onPlace={(bet) => send({ type: 'sangong.place', bet })}
            />
            <DrawPlaceBar
              prefix="sangong"
              send={send}
              chip={chip}
              total={total}
              placedTotal={placedTotal}
              closed={closed}
              placing={snap.matches({ ready: { table: 'placing' } })}
              canSubmit={snap.can({ type: 'sangong.submit' })}
              placedTestId="sangong-placed-total"
            />
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
              <DrawSeed
                prefix="sangong"
                send={send}
                state={state}
                draft={seedDraft}
                closed={closed}
                busy={snap.matches({ ready: { table: 'contributing' } })}
                canSubmit={snap.can({ type: 'sangong.seed.submit' })}
              />
            </div>
          </div>
          <div className="order-3 min-w-0 space-y-6 lg:col-start-1 lg:row-start-2 lg:self-start">
            <RoundHistory rounds={state.rounds} describe={describe} />
            <SangongRoad deals={state.draws} />
          </div>
        </div>
      ) : null}
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
    </DrawShell>
  )
}
