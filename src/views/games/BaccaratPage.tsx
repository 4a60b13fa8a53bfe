import { useMachine } from '@xstate/react'
import { BACCARAT_ODDS, type BaccaratBet } from '../../../core/games/engines/baccarat'
import { displayMoney } from '../../../core/money'
import type { BaccaratHand, BaccaratStateData, GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { BACCARAT_CHIPS, baccaratMachine, isBetting, phaseSecondsLeft } from '../../machines/baccarat.machine'
import { href, paths } from '../../routes/paths'
import { Money } from '../ui'
import { BaccaratRoads } from './BaccaratRoads'
import { GameShell, TableStatus } from './GameShell'
import { PlayingCard } from './PlayingCard'
import { RoundHistory } from './RoundHistory'
import { BaccaratSeedPanel } from './SeedPanel'

const BLUE = 'from-[#1d4ed8] to-[#0b2a7a]'
const RED = 'from-[#c81e3a] to-[#6d0a1c]'
const CHIP_COLORS: Record<number, string> = {
  5: '#6b7280',
  10: '#1f6feb',
  50: '#1f9d55',
  100: '#111827',
  500: '#7c3aed',
  1000: '#c8102e',
}
const odds = (bet: BaccaratBet) => `1:${BACCARAT_ODDS[bet]}`

/** A casino chip in SVG: coloured ring with notches and the value in the middle. */
function Chip({ value, size = 44 }: { value: number; size?: number }) {
  const color = CHIP_COLORS[value] ?? '#b45309'
  return (
    <svg viewBox="0 0 44 44" width={size} height={size} aria-hidden="true">
      <circle cx="22" cy="22" r="21" fill={color} stroke="#0008" />
      {Array.from({ length: 8 }, (_, i) => (
        <rect key={i} x="20" y="1.5" width="4" height="7" fill="#fff" transform={`rotate(${i * 45} 22 22)`} />
      ))}
      <circle cx="22" cy="22" r="13" fill="#fff" stroke={color} strokeWidth="2" />
      <text x="22" y="26" fontSize={value >= 1000 ? 9 : 11} fontWeight="800" textAnchor="middle" fill={color}>
        {value >= 1000 ? '1K' : value}
      </text>
    </svg>
  )
}

/** One side of the deal: its cards (the third one sideways, as dealt) and its total. */
function Side({ who, hand, show }: { who: 'player' | 'banker'; hand: BaccaratHand | null; show: boolean }) {
  const t = useT()
  const cards = hand ? (who === 'player' ? hand.player : hand.banker) : []
  const total = hand ? (who === 'player' ? hand.player_total : hand.banker_total) : null
  const won = show && hand?.winner === who
  return (
    <div
      className={`flex flex-1 flex-col items-center gap-2 rounded-2xl border-2 p-3 transition ${
        won
          ? 'border-gold-300 bg-gold-400/15 shadow-[0_0_24px_rgba(242,193,78,.45)]'
          : 'border-white/15 bg-black/15'
      }`}
      data-testid={`bacc-${who}`}
    >
      <div className="flex w-full items-center justify-between">
        <span
          className={`rounded-full bg-gradient-to-b px-3 py-0.5 text-sm font-bold text-white ${who === 'player' ? BLUE : RED}`}
        >
          {t(`games.bacc.${who}`)}
        </span>
        <span className="font-mono text-2xl font-bold text-gold-100" data-testid={`bacc-${who}-total`}>
          {show && total !== null ? total : '–'}
        </span>
      </div>
      <div className="flex min-h-24 items-end justify-center gap-1.5 sm:min-h-28">
        {show
          ? cards.map((c, i) => (
              <PlayingCard
                key={`${c}-${i}`}
                code={c}
                width={i === 2 ? 52 : 58}
                sideways={i === 2}
                delay={i * 350}
              />
            ))
          : [0, 1].map((i) => (
              <div
                key={i}
                className="h-20 w-14 rounded-lg border-2 border-dashed border-white/25 sm:h-24 sm:w-16"
              />
            ))}
      </div>
    </div>
  )
}

function Spot(props: {
  bet: BaccaratBet
  big?: boolean
  tone: 'player' | 'banker' | 'tie'
  pending: number
  placed: string | undefined
  won: boolean
  disabled: boolean
  onPlace: () => void
}) {
  const t = useT()
  const tone =
    props.tone === 'player'
      ? 'border-[#5b8cff] text-[#cfe0ff]'
      : props.tone === 'banker'
        ? 'border-[#ff6b81] text-[#ffd6dc]'
        : 'border-[#4ade80] text-[#d1fae5]'
  return (
    <button
      type="button"
      onClick={props.onPlace}
      disabled={props.disabled}
      aria-label={`${t(`games.bacc.${props.bet}`)} ${odds(props.bet)}`}
      className={`relative flex flex-col items-center justify-center rounded-2xl border-2 bg-black/10 transition hover:bg-white/10 disabled:cursor-not-allowed ${tone} ${
        props.big ? 'min-h-28 sm:min-h-36' : 'min-h-20'
      } ${props.won ? 'animate-pulse bg-gold-300/25 ring-4 ring-gold-300' : ''}`}
    >
      <span className={`font-bold tracking-widest ${props.big ? 'text-4xl sm:text-5xl' : 'text-xl'}`}>
        {t(`games.bacc.${props.bet}`)}
      </span>
      <span className="text-xs opacity-80">{odds(props.bet)}</span>
      {props.placed ? (
        <span className="absolute bottom-1.5 left-2 rounded-full bg-black/50 px-2 text-xs text-gold-200">
          ✓ {displayMoney(props.placed)}
        </span>
      ) : null}
      {props.pending ? (
        <span className="absolute -top-3 right-2 flex items-center gap-1 rounded-full bg-navy-950/80 pr-2 text-xs font-bold text-white">
          <Chip value={BACCARAT_CHIPS.find((c) => c >= props.pending) ?? 1000} size={26} />
          {props.pending}
        </span>
      ) : null}
    </button>
  )
}

const SPOTS: { bet: BaccaratBet; tone: 'player' | 'banker' | 'tie' }[] = [
  { bet: 'player_pair', tone: 'player' },
  { bet: 'tie', tone: 'tie' },
  { bet: 'banker_pair', tone: 'banker' },
]

function wonBets(hand: BaccaratHand | null): Set<string> {
  if (!hand) return new Set()
  const s = new Set<string>([hand.winner])
  if (hand.player_pair) s.add('player_pair')
  if (hand.banker_pair) s.add('banker_pair')
  return s
}

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
          canSubmit={snap.can({ type: 'bacc.submit' })}
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
                canSubmit={snap.can({ type: 'bacc.seed.submit' })}
                onEdit={(value) => send({ type: 'bacc.seed.edit', value })}
                onSubmit={() => send({ type: 'bacc.seed.submit' })}
              />
              <Revealed shoes={state.revealed} />
            </div>
          </div>
        </Table>
      )}
    </GameShell>
  )
}

function Revealed({ shoes }: { shoes: BaccaratStateData['revealed'] }) {
  const t = useT()
  return (
    <section
      aria-labelledby="bacc-revealed"
      className="rounded-2xl border border-navy-600 bg-navy-900 p-4 text-sm"
    >
      <h2 id="bacc-revealed" className="mb-2 font-semibold text-gold-300">
        {t('games.bacc.revealed')}
      </h2>
      {shoes.length === 0 ? <p className="text-ink-400">{t('games.noRounds')}</p> : null}
      <ul className="space-y-1.5">
        {shoes.map((s) => (
          <li
            key={s.shoe}
            className="flex items-center justify-between gap-2 border-b border-navy-700 pb-1.5"
          >
            <span className="text-ink-200">
              #{s.shoe} · {t('games.bacc.hands', { n: s.hands })}
            </span>
            <a
              className="text-xs text-gold-300 underline"
              href={href(paths.fair({ kind: 'baccarat', shoe: s.shoe }))}
            >
              {t('games.bacc.verifyShoe', { shoe: s.shoe })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

type Send = ReturnType<typeof useMachine<typeof baccaratMachine>>[1]

function Table(props: {
  state: BaccaratStateData
  left: number
  betting: boolean
  slip: Record<string, number>
  chip: number
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
  const myWin = mine.reduce((a, r) => a + Number(r.payout), 0)
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
      onPlace={() => send({ type: 'bacc.place', bet })}
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
                  {myWin > 0 ? t('games.win', { amount: displayMoney(myWin.toFixed(2)) }) : t('games.lose')}
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
              onClick={() => send({ type: 'bacc.chip', amount: c })}
              className="rounded-full transition aria-pressed:-translate-y-1.5 aria-pressed:drop-shadow-[0_0_10px_rgba(242,193,78,.9)]"
            >
              <Chip value={c} />
            </button>
          ))}
        </div>
        <div className="relative mt-3 flex flex-wrap items-center justify-center gap-3">
          <span className="text-sm text-white/80">
            {t('games.sicbo.total', { amount: displayMoney(props.total.toFixed(2)) })}
          </span>
          <button
            type="button"
            onClick={() => send({ type: 'bacc.clear' })}
            className="rounded-full border border-white/40 px-4 py-2 text-sm text-white"
          >
            {t('games.sicbo.clear')}
          </button>
          <button
            type="button"
            onClick={() => send({ type: 'bacc.submit' })}
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
            <Money value={state.my_bets.reduce((a, b) => a + Number(b.amount), 0).toFixed(2)} tone="gold" />
          </p>
        ) : null}
      </section>
      {props.children}
    </div>
  )
}
