// The verifier's picture of a recomputed 炸金花 deal: both hands, their kinds and the winner (an equal
// hand is the banker's). Cards are the shared SVG PlayingCard.
import { cardCode } from '../../../core/games/engines/cards'
import type { ZjhDeal, ZjhHandKind } from '../../../core/games/engines/zhajinhua'
import { useT } from '../../i18n'
import { PlayingCard } from './PlayingCard'

/** 散牌, 对子, 顺子, 同花, 同花顺, 豹子 (or their English names). */
export function useZjhHandName() {
  const t = useT()
  return (kind: ZjhHandKind) => t(`games.zjh.${kind}`)
}

export function ZhajinhuaReplay({ deal }: { deal: ZjhDeal }) {
  const t = useT()
  const name = useZjhHandName()
  return (
    <div className="space-y-2" data-testid="zjh-replay">
      {(['player', 'banker'] as const).map((who) => (
        <div key={who} className="flex flex-wrap items-center gap-2">
          <span className="w-20 text-ink-300 text-sm">{t(`games.bull.${who}`)}</span>
          {deal[who].cards.map((c) => (
            <PlayingCard key={c} code={cardCode(c)} width={40} />
          ))}
          <span className={deal.winner === who ? 'font-semibold text-gold-300' : 'text-ink-300'}>
            {name(deal[who].kind)}
          </span>
        </div>
      ))}
    </div>
  )
}
