// The baccarat table's own pieces: each side's cards and the betting spots (the felt, the chips and
// the revealed shoes are every shoe table's: LiveTable.tsx). BaccaratPage composes them.
import { BACCARAT_ODDS, type BaccaratBet } from '../../../core/games/engines/baccarat'
import { displayMoney } from '../../../core/money'
import type { BaccaratHand } from '../../api/games'
import { useT } from '../../i18n'
import { PendingChips } from './LiveTable'
import { PlayingCard } from './PlayingCard'

export const BLUE = 'from-[#1d4ed8] to-[#0b2a7a]'
export const RED = 'from-[#c81e3a] to-[#6d0a1c]'
export const odds = (bet: BaccaratBet) => `1:${BACCARAT_ODDS[bet]}`

/** One side of the deal: its cards (the third one sideways, as dealt) and its total. */
export function Side({
  who,
  hand,
  show,
}: {
  who: 'player' | 'banker'
  hand: BaccaratHand | null
  show: boolean
}) {
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

export function Spot(props: {
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
      {props.pending ? <PendingChips amount={props.pending} /> : null}
    </button>
  )
}

export const SPOTS: { bet: BaccaratBet; tone: 'player' | 'banker' | 'tie' }[] = [
  { bet: 'player_pair', tone: 'player' },
  { bet: 'tie', tone: 'tie' },
  { bet: 'banker_pair', tone: 'banker' },
]

export function wonBets(hand: BaccaratHand | null): Set<string> {
  if (!hand) return new Set()
  const s = new Set<string>([hand.winner])
  if (hand.player_pair) s.add('player_pair')
  if (hand.banker_pair) s.add('banker_pair')
  return s
}
