// 三公's own pieces (docs/sangong.md): the felt with the last deal dealt card by card (闲 left, 庄
// right), the six bet areas, and the road of the last deals with 三公 marks. The cards are the shared
// PlayingCard, the road the shoe tables' RoadMaps; the machine owns every rule, these only render.
import { cardCode } from '../../../core/games/engines/cards'
import {
  bankerCards,
  playerCards,
  SANGONG_ODDS,
  type SangongBet,
  type SangongHand,
  sangongResult,
} from '../../../core/games/engines/sangong'
import { centsToWire } from '../../../core/money'
import { useT } from '../../i18n'
import { BetCell } from './DrawParts'
import { PlayingCard } from './PlayingCard'
import { RoadMaps } from './RoadMaps'

/** Cards land one by one in dealing order (闲 1, 庄 1, 闲 2 …); the hands' values show after the last. */
export const SANGONG_STYLE =
  '@keyframes sgDeal{from{opacity:0;transform:translateY(-36px) rotate(-10deg) scale(.7)}to{opacity:1;transform:none}}@keyframes sgShow{from{opacity:0}to{opacity:1}}.sg-card .bacc-card{animation:sgDeal .4s ease-out both}.sg-show{animation:sgShow .3s ease-out 2.3s both}@media (prefers-reduced-motion: reduce){.sg-card .bacc-card,.sg-show{animation:none}}'
const DEAL_STEP_MS = 380

/** 三公, or the points and 公 count of a hand. */
export const handText = (t: ReturnType<typeof useT>, h: SangongHand) =>
  h.sangong
    ? t('games.sangong.kind.sangong')
    : `${t('games.sangong.kind.points', { n: h.points })}${h.gongs ? ` · ${t('games.sangong.gongs', { n: h.gongs })}` : ''}`

function Hand(props: { who: 'player' | 'banker'; cards: number[]; hand: SangongHand; won: boolean }) {
  const t = useT()
  const tone = props.who === 'player' ? 'from-[#1d4ed8] to-[#0b2a7a]' : 'from-[#c81e3a] to-[#6d0a1c]'
  return (
    <div
      className={`flex min-w-0 flex-1 flex-col items-center gap-2 rounded-2xl border-2 p-2 sm:p-3 ${
        props.won ? 'border-gold-300 bg-gold-400/15' : 'border-white/15 bg-black/15'
      }`}
      data-testid={`sangong-${props.who}`}
    >
      <span className={`rounded-full bg-gradient-to-b px-3 py-0.5 text-sm font-bold text-white ${tone}`}>
        {t(`games.sangong.${props.who}`)}
      </span>
      <div className="sg-card flex justify-center gap-1">
        {props.cards.map((c, i) => (
          <div key={c} className="w-[clamp(30px,10vw,68px)] [&>svg]:!h-auto [&>svg]:!w-full">
            <PlayingCard
              code={cardCode(c)}
              delay={(2 * i + (props.who === 'banker' ? 1 : 0)) * DEAL_STEP_MS}
            />
          </div>
        ))}
      </div>
      <span
        className={`sg-show rounded-full px-3 py-0.5 text-sm font-bold ${props.hand.sangong ? 'bg-gold-gradient text-navy-950' : 'bg-white/10 text-ink-100'}`}
        data-testid={`sangong-${props.who}-kind`}
      >
        {handText(t, props.hand)}
      </span>
    </div>
  )
}

/** The last deal on the felt, keyed by its issue so a new deal is dealt again from the top. */
export function SangongFelt({ cards }: { cards: number[] }) {
  const t = useT()
  const r = sangongResult(cards)
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Hand who="player" cards={playerCards(cards)} hand={r.player} won={r.winner === 'player'} />
        <Hand who="banker" cards={bankerCards(cards)} hand={r.banker} won={r.winner === 'banker'} />
      </div>
      <p className="sg-show text-center text-lg font-bold text-gold-200" data-testid="sangong-winner">
        {t(`games.sangong.won.${r.winner}`)}
        {r.playerPair ? ` · ${t('games.sangong.bet.playerPair')}` : ''}
      </p>
    </div>
  )
}

const SPOTS: SangongBet[] = ['player', 'tie', 'banker', 'playerPair', 'player3', 'banker3']

/** The six bet areas with their odds, staged chips and what is placed on this round. */
export function SangongSpots(props: {
  slip: Record<string, number>
  placed: Record<string, string>
  onPlace: (bet: SangongBet) => void
}) {
  const t = useT()
  return (
    <fieldset className="mt-4">
      <legend className="sr-only">{t('games.sangong.board')}</legend>
      <div className="grid grid-cols-3 gap-2" data-testid="sangong-spots">
        {SPOTS.map((bet) => {
          const odds = t('games.ssc.odds', { odds: centsToWire(SANGONG_ODDS[bet]) })
          const name = t(`games.sangong.bet.${bet}`)
          return (
            <BetCell
              key={bet}
              label={name}
              sub={odds}
              staged={props.slip[bet]}
              placed={props.placed[bet]}
              ariaLabel={t('games.sangong.betAria', { bet: name, odds })}
              onPlace={() => props.onPlace(bet)}
            />
          )
        })}
      </div>
    </fieldset>
  )
}

/** The road of the given deals (newest first) with red / blue dots for 庄三公 / 闲三公. */
export function SangongRoad({ deals }: { deals: readonly { cards: number[] }[] }) {
  const t = useT()
  const hands = [...deals].reverse().map((d) => {
    const r = sangongResult(d.cards)
    return { winner: r.winner, banker_pair: r.banker.sangong, player_pair: r.player.sangong }
  })
  const labels = {
    banker: t('games.sangong.banker'),
    player: t('games.sangong.player'),
    tie: t('games.sangong.tie'),
  }
  return (
    <div className="space-y-1" data-testid="sangong-road">
      <h2 className="text-sm font-semibold text-gold-300">{t('games.sangong.road', { n: hands.length })}</h2>
      <RoadMaps hands={hands} compact labels={labels} pairs={false} />
      <p className="text-xs text-ink-400">{t('games.sangong.marks')}</p>
    </div>
  )
}
