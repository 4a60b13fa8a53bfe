// The verifier's picture of a recomputed bull-bull deal: both hands, their kinds and the winner.
import type { BullDeal, BullHandKind } from '../../../core/games/engines/bullbull'
import { type MessageKey, useT } from '../../i18n'
import { BullCard as PlayingCard } from './BullCard'

/** The Chinese (or English) name of a hand kind: 无牛, 牛1 … 牛9, 牛牛, 五花牛, 炸弹, 五小牛. */
export function useBullHandName() {
  const t = useT()
  return (kind: BullHandKind) =>
    kind.startsWith('bull') && kind !== 'bullbull'
      ? t('games.bull.bull', { n: kind.slice(4) })
      : t(`games.bull.${kind}` as MessageKey)
}

export function BullReplay({ deal }: { deal: BullDeal }) {
  const t = useT()
  const name = useBullHandName()
  return (
    <div className="space-y-2" data-testid="bull-replay">
      {(['player', 'banker'] as const).map((who) => (
        <div key={who} className="flex flex-wrap items-center gap-2">
          <span className="w-20 text-ink-300 text-sm">{t(`games.bull.${who}`)}</span>
          {deal[who].cards.map((c, i) => (
            <PlayingCard key={c} card={c} lifted={!!deal[who].bull?.includes(i)} width={40} />
          ))}
          <span className={deal.winner === who ? 'font-semibold text-gold-300' : 'text-ink-300'}>
            {name(deal[who].kind)}
          </span>
        </div>
      ))}
    </div>
  )
}
