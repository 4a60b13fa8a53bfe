// The 抢庄牛牛 table: four seats around an oval felt (CSS), the player's at the bottom, the computer
// seats left, top and right. A seat shows its cards (face down until the reveal, but for those of the
// player's its round's rule shows from the start: none now), its grab, its bet, the banker's mark and, once settled, its hand and
// whether it beat the banker. The page passes what the machine knows; this only draws it.
import { type BullHandKind, evaluateBull } from '../../../core/games/engines/bullbull'
import { type QzDeal, seatCards } from '../../../core/games/engines/qiangzhuang'
import { useT } from '../../i18n'
import { useMediaQuery } from '../ui/useMediaQuery'
import { BullCard } from './BullCard'
import { useBullHandName } from './BullReplay'

export type SeatView = {
  seat: number
  /** Five entries; null is a card still face down. */
  cards: (number | null)[]
  grab: number | null
  bet: number | null
  banker: boolean
  kind: BullHandKind | null
  bull: number[] | null
  won: boolean | null
}

function Seat({ s, size }: { s: SeatView; size: number }) {
  const t = useT()
  const handName = useBullHandName()
  const name = s.seat === 0 ? t('games.qz.you') : t('games.qz.seat', { n: s.seat })
  const ring = s.banker ? 'ring-2 ring-gold-300 bg-gold-400/10' : 'ring-1 ring-white/10 bg-navy-950/30'
  return (
    <div className={`min-w-0 rounded-2xl p-2 ${ring}`} data-testid={`qz-seat-${s.seat}`}>
      <div className="mb-1 flex flex-wrap items-center justify-center gap-1 text-xs">
        <span className="font-semibold text-gold-100">{name}</span>
        {s.banker ? (
          <span className="rounded-full bg-gold-gradient px-2 font-bold text-navy-950">
            {t('games.qz.banker')}
          </span>
        ) : null}
        {s.grab !== null ? (
          <span className="rounded-full bg-white/10 px-2 text-ink-200">
            {s.grab === 0 ? t('games.qz.passed') : t('games.qz.grabbed', { n: s.grab })}
          </span>
        ) : null}
        {s.bet !== null && !s.banker ? (
          <span className="rounded-full bg-white/10 px-2 text-ink-200">
            {t('games.qz.betShown', { n: s.bet })}
          </span>
        ) : null}
      </div>
      {/* Room above the cards for the three a bull lifts. */}
      <div className="flex justify-center pt-2">
        {s.cards.map((c, i) => (
          // Five card slots of a seat in fixed positions: the index is the slot's identity.
          <div key={i} className={i === 0 ? '' : s.seat === 0 ? 'ml-1' : '-ml-3'}>
            <BullCard card={c} faceDown={c === null} lifted={!!s.bull?.includes(i)} width={size} />
          </div>
        ))}
      </div>
      <div className="mt-1 min-h-5 text-center text-xs">
        {s.kind ? (
          <span className={s.won === null ? 'text-gold-200' : s.won ? 'text-green-300' : 'text-red-300'}>
            {handName(s.kind)}
            {s.won === null ? '' : ` · ${t(s.won ? 'games.qz.seatWon' : 'games.qz.seatLost')}`}
          </span>
        ) : null}
      </div>
    </div>
  )
}

export function QiangzhuangSeats({ seats, centre }: { seats: SeatView[]; centre: React.ReactNode }) {
  const wide = useMediaQuery('(min-width: 640px)')
  const small = wide ? 44 : 30
  const mine = wide ? 60 : 46
  const at = (n: number) => seats[n]
  return (
    <div
      className="grid grid-cols-2 gap-2 rounded-[3rem] border-4 border-gold-700 bg-[radial-gradient(ellipse_at_center,#1f5a45_0%,#0f2f27_65%,#0a1a2e_100%)] p-3 sm:grid-cols-[1fr_auto_1fr] sm:gap-3 sm:p-6"
      data-testid="qz-table"
    >
      <div className="col-span-2 mx-auto sm:col-span-1 sm:col-start-2">
        <Seat s={at(2)} size={small} />
      </div>
      <div className="sm:row-start-2">
        <Seat s={at(1)} size={small} />
      </div>
      <div className="sm:col-start-3 sm:row-start-2">
        <Seat s={at(3)} size={small} />
      </div>
      <div className="col-span-2 flex min-h-16 items-center justify-center text-center sm:col-span-1 sm:col-start-2 sm:row-start-2">
        {centre}
      </div>
      <div className="col-span-2 mx-auto sm:col-span-3">
        <Seat s={at(0)} size={mine} />
      </div>
    </div>
  )
}

/** The verifier's replay of a deal: every seat's five cards and hand, the computer seats' draws. */
export function QiangzhuangReplay({ deal }: { deal: QzDeal }) {
  const t = useT()
  const seats: SeatView[] = [0, 1, 2, 3].map((seat) => {
    const hand = evaluateBull(seatCards(deal, seat))
    return {
      seat,
      cards: hand.cards,
      grab: seat === 0 ? null : deal.grabs[seat - 1],
      bet: seat === 0 ? null : deal.bets[seat - 1],
      banker: false,
      kind: hand.kind,
      bull: hand.bull,
      won: null,
    }
  })
  const order = deal.order
    .map((s) => (s === 0 ? t('games.qz.you') : t('games.qz.seat', { n: s })))
    .join(' > ')
  return (
    <div className="space-y-2" data-testid="qz-replay">
      <div className="grid gap-2 sm:grid-cols-2">
        {seats.map((s) => (
          <Seat key={s.seat} s={s} size={36} />
        ))}
      </div>
      <p className="text-ink-300 text-xs">{t('games.qz.order', { order })}</p>
    </div>
  )
}
