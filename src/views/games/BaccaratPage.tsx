import { useMachine } from '@xstate/react'
import type { BaccaratBet } from '../../../core/games/engines/baccarat'
import { decimalCents, displayMoney, sumWire, yuan } from '../../../core/money'
import type { BaccaratHand, BaccaratStateData, GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { BACCARAT_CHIPS, baccaratMachine, isBetting, phaseSecondsLeft } from '../../machines/baccarat.machine'
import { paths } from '../../routes/paths'
import { Money } from '../ui'
import { Chip, Revealed, Side, SPOTS, Spot, wonBets } from './BaccaratParts'
import { BaccaratRoads } from './BaccaratRoads'
import { GameShell, TableStatus } from './GameShell'
import { RoundHistory } from './RoundHistory'
import { BaccaratSeedPanel } from './SeedPanel'

/** /play/baccarat: the shared baccarat table of the in-house live venue. */
export default function BaccaratPage() {
  const t = useT()
  const [snap, send] = useMachine(baccaratMachine)
  const { state, slip, chip, seedDraft } = snap.context
  const left = phaseSecondsLeft(snap.context)
  const betting = isBetting(snap.context)
  const total = Object.values(slip).reduce((a, b) => a + b, 0)
  const describe = (r: GameRound) => {
    const h = r.result as BaccaratHand | null
    const bets = r.bets.map((b) => t(`games.bacc.${b.bet}` as 'games.bacc.tie')).join('/')
    return `${r.issue ?? ''} · ${h ? `${t(`games.bacc.wins.${h.winner}`)} ${h.player_total}:${h.banker_total}` : t('games.bacc.pending')} · ${bets}`
  }
  return (
    <GameShell
      title={t('games.bacc.title')}
      subtitle={state ? t('games.bacc.rules', { n: state.bet_seconds }) : undefined}
      balance={state?.balance ?? null}
      wallet={state?.wallet ?? null}
      fairHref={paths.fair({ kind: 'baccarat', shoe: state?.revealed[0]?.shoe })}
    >
      <style>
        {
          '@keyframes baccDeal{from{opacity:0;transform:translateY(-40px) rotate(-8deg) scale(.8)}to{opacity:1;transform:none}}.bacc-card{animation:baccDeal .45s ease-out both}'
        }
      </style>
      {!state ? (
        <TableStatus
          failed={snap.matches('failed')}
          message={snap.context.error}
          code={snap.context.errorCode}
          onRetry={() => send({ type: 'table.retry' })}
        />
      ) : (
        <Table
          state={state}
          left={left}
          betting={betting}
          slip={slip}
          chip={chip}
          total={total}
          placing={snap.matches({ ready: 'placing' })}
          canSubmit={snap.can({ type: 'table.submit' })}
          send={send}
        >
          <BaccaratRoads hands={state.history} compact={false} />
          <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
            <RoundHistory rounds={state.rounds} describe={describe} />
            <div className="space-y-6">
              <BaccaratSeedPanel
                shoe={state.shoe}
                next={state.next_shoe}
                draft={seedDraft}
                busy={snap.matches({ ready: 'contributing' })}
                canSubmit={snap.can({ type: 'table.seed.submit' })}
                onEdit={(value) => send({ type: 'table.seed.edit', value })}
                onSubmit={() => send({ type: 'table.seed.submit' })}
              />
              <Revealed shoes={state.revealed} />
            </div>
          </div>
        </Table>
      )}
    </GameShell>
  )
}

type Send = ReturnType<typeof useMachine<typeof baccaratMachine>>[1]

function Table(props: {
  state: BaccaratStateData
  left: number
  betting: boolean
  slip: Record<string, number>
  chip: number
  /** The slip's total in whole yuan, as the chips are. */
  total: number
  placing: boolean
  canSubmit: boolean
  send: Send
  children: React.ReactNode
}) {
  const t = useT()
  const { state, left, betting, slip, send } = props
  const { round } = state
  const show = round.phase === 'result' && round.result !== null
  const won = show ? wonBets(round.result) : new Set<string>()
  const placed = Object.fromEntries(state.my_bets.map((b) => [b.bet, b.amount]))
  const mine = state.rounds.filter((r) => r.issue === round.round_no && r.status === 1)
  const myWin = sumWire(mine.map((r) => r.payout))
  const ring = round.phase === 'betting' ? Math.min(1, left / Math.max(1, state.bet_seconds)) : 0
  const spot = (bet: BaccaratBet, tone: 'player' | 'banker' | 'tie', big = false) => (
    <Spot
      key={bet}
      bet={bet}
      big={big}
      tone={tone}
      pending={slip[bet] ?? 0}
      placed={placed[bet]}
      won={won.has(bet)}
      disabled={!betting}
      onPlace={() => send({ type: 'table.place', bet })}
    />
  )
  return (
    <div className="space-y-6">
      <section
        className="relative overflow-hidden rounded-[2rem] border-[6px] border-[#8a6a2c] bg-[radial-gradient(ellipse_at_top,#1c7a4f_0%,#0f5236_55%,#093823_100%)] p-3 shadow-[inset_0_0_60px_rgba(0,0,0,.55)] sm:p-5"
        aria-label={t('games.bacc.table')}
      >
        <div className="pointer-events-none absolute inset-2 rounded-[1.6rem] border border-gold-300/30" />
        <div className="relative flex flex-wrap items-center justify-between gap-3">
          <div>
            <div className="text-xs tracking-[0.3em] text-gold-200/80">{t('games.bacc.table')}</div>
            <div className="text-lg font-bold text-gold-100" data-testid="bacc-round">
              {t('games.bacc.round', { shoe: round.shoe, hand: round.hand })}
            </div>
            <div className="text-xs text-white/60">
              {t('games.bacc.cardsLeft', { n: state.shoe.cards_left })}
            </div>
          </div>
          <div className="flex items-center gap-3" aria-live="polite">
            <span
              className={`rounded-full px-3 py-1 text-sm font-semibold ${
                round.phase === 'betting' ? 'bg-success-500/80 text-white' : 'bg-black/40 text-gold-200'
              }`}
              data-testid="bacc-phase"
            >
              {round.phase === 'betting'
                ? t('games.bacc.betting')
                : round.phase === 'dealing'
                  ? t('games.bacc.dealing')
                  : t('games.bacc.result')}
            </span>
            <svg viewBox="0 0 48 48" className="size-14" role="timer" aria-label={`${left}`}>
              <circle cx="24" cy="24" r="20" fill="#0007" stroke="#ffffff22" strokeWidth="4" />
              <circle
                cx="24"
                cy="24"
                r="20"
                fill="none"
                stroke={left <= 5 ? '#ff6b81' : '#f2c14e'}
                strokeWidth="4"
                strokeDasharray={`${ring * 125.7} 125.7`}
                transform="rotate(-90 24 24)"
                strokeLinecap="round"
              />
              <text
                x="24"
                y="30"
                fontSize="16"
                fontWeight="800"
                textAnchor="middle"
                fill="#fff"
                data-testid="bacc-countdown"
              >
                {left}
              </text>
            </svg>
          </div>
        </div>
        <div className="relative mt-4 flex gap-3">
          <Side who="player" hand={round.result} show={show} />
          <Side who="banker" hand={round.result} show={show} />
        </div>
        {show && round.result ? (
          <div className="relative mt-3 text-center" role="status" data-testid="bacc-outcome">
            <span className="inline-block rounded-full bg-black/50 px-5 py-1.5 text-lg font-bold text-gold-100">
              {t(`games.bacc.wins.${round.result.winner}`)} {round.result.player_total}:
              {round.result.banker_total}
              {round.result.natural ? ` · ${t('games.bacc.natural')}` : ''}
              {mine.length ? (
                <span className="ml-3 text-base text-gold-300">
                  {decimalCents(myWin) > 0n
                    ? t('games.win', { amount: displayMoney(myWin) })
                    : t('games.lose')}
                </span>
              ) : null}
            </span>
          </div>
        ) : null}
        <div className="relative mt-4 grid grid-cols-3 gap-2">{SPOTS.map((s) => spot(s.bet, s.tone))}</div>
        <div className="relative mt-2 grid grid-cols-2 gap-2">
          {spot('player', 'player', true)}
          {spot('banker', 'banker', true)}
        </div>
        <div className="relative mt-4 flex flex-wrap items-center justify-center gap-2">
          {BACCARAT_CHIPS.map((c) => (
            <button
              key={c}
              type="button"
              aria-label={`${t('games.sicbo.chip')} ${c}`}
              aria-pressed={props.chip === c}
              onClick={() => send({ type: 'table.chip', amount: c })}
              className="rounded-full transition aria-pressed:-translate-y-1.5 aria-pressed:drop-shadow-[0_0_10px_rgba(242,193,78,.9)]"
            >
              <Chip value={c} />
            </button>
          ))}
        </div>
        <div className="relative mt-3 flex flex-wrap items-center justify-center gap-3">
          <span className="text-sm text-white/80">
            {t('games.sicbo.total', { amount: displayMoney(yuan(props.total)) })}
          </span>
          <button
            type="button"
            onClick={() => send({ type: 'table.clear' })}
            className="rounded-full border border-white/40 px-4 py-2 text-sm text-white"
          >
            {t('games.sicbo.clear')}
          </button>
          <button
            type="button"
            onClick={() => send({ type: 'table.submit' })}
            disabled={!props.canSubmit}
            className="rounded-full bg-gradient-to-b from-gold-300 to-gold-600 px-8 py-2.5 font-bold text-navy-950 shadow-lg disabled:opacity-50"
          >
            {props.placing
              ? t('games.bacc.placing')
              : betting
                ? t('games.bacc.confirm')
                : t('games.bacc.closed')}
          </button>
        </div>
        {state.my_bets.length ? (
          <p className="relative mt-2 text-center text-xs text-gold-200" data-testid="bacc-my-bets">
            {t('games.bacc.myBets')}:{' '}
            {state.my_bets.map((b) => `${t(`games.bacc.${b.bet}` as 'games.bacc.tie')} `).join('· ')}
            <Money value={sumWire(state.my_bets.map((b) => b.amount))} tone="gold" />
          </p>
        ) : null}
      </section>
      {props.children}
    </div>
  )
}
