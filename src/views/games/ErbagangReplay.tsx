// The verifier's picture of a recomputed 二八杠 deal: both hands as tiles, their names and the winner
// (an equal hand is the banker's). Also the hand-name hook the table page shares.
import type { EbgDeal, EbgHand } from '../../../core/games/engines/erbagang'
import { useT } from '../../i18n'
import { MahjongTile } from './MahjongTile'

/** 白板对, 9筒对, 二八杠, 9点半, 7点, 鳖十 (or their English names). */
export function useEbgHandName() {
  const t = useT()
  return (h: Pick<EbgHand, 'kind' | 'tiles' | 'half'>) => {
    if (h.kind === 'pair') return t('games.ebg.pairOf', { n: h.tiles[0] })
    if (h.kind === 'points')
      return t(h.half % 2 ? 'games.ebg.pointHalf' : 'games.ebg.point', { n: Math.floor(h.half / 2) })
    return t(`games.ebg.kind.${h.kind}`)
  }
}

export function ErbagangReplay({ deal }: { deal: EbgDeal }) {
  const t = useT()
  const name = useEbgHandName()
  return (
    <div className="space-y-2" data-testid="ebg-replay">
      {(['player', 'banker'] as const).map((who) => (
        <div key={who} className="flex flex-wrap items-center gap-2">
          <span className="w-20 text-ink-300 text-sm">{t(`games.bull.${who}`)}</span>
          {deal[who].tiles.map((face, i) => (
            <MahjongTile key={`${i}-${face}`} face={face} width={36} />
          ))}
          <span className={deal.winner === who ? 'font-semibold text-gold-300' : 'text-ink-300'}>
            {name(deal[who])}
          </span>
        </div>
      ))}
    </div>
  )
}
