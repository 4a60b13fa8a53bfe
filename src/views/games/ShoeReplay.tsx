// The verifier's view of a replayed shoe (baccarat, dragon-tiger): whether the re-shuffled order hashes
// to the value published before the first deal, whether every recorded round was dealt as replayed,
// and each round with its cards (a round that differs from the record is marked).
import type { ReactNode } from 'react'
import type { Hand } from '../../../core/games/engines/baccarat'
import { cardCode } from '../../../core/games/engines/baccarat'
import { useT } from '../../i18n'
import type { ShoeCheck } from '../../machines/fairness.machine'
import { DtReplayRound } from './DragonTigerParts'
import { PlayingCard } from './PlayingCard'

export function ShoeReplay({ check }: { check: ShoeCheck }) {
  const t = useT()
  const bad = new Set(check.mismatches)
  const rows: ReactNode[] =
    check.game === 'dragontiger'
      ? check.hands.map((r, i) => <DtReplayRound key={i} round={r} />)
      : check.hands.map((h, i) => <BaccaratRow key={i} hand={h} />)
  return (
    <div className="space-y-3" data-testid="shoe-replay">
      {check.orderOk !== null ? (
        <p className={check.orderOk ? 'text-success-400' : 'text-cta-300'}>
          {t(check.orderOk ? 'games.fair.shoeHashOk' : 'games.fair.shoeHashBad')}
        </p>
      ) : null}
      <p className={bad.size ? 'text-cta-300' : 'text-success-400'} data-testid="shoe-hands-check">
        {bad.size
          ? t('games.fair.handsBad', { list: check.mismatches.join('、') })
          : t('games.fair.handsOk', { n: check.hands.length })}
      </p>
      <h3 className="text-sm font-semibold text-gold-300">{t('games.fair.shoeHands')}</h3>
      <ol className="grid gap-1.5 sm:grid-cols-2">
        {rows.map((row, i) => (
          <li
            key={i}
            className={`flex items-center gap-2 rounded-lg border px-2 py-1 text-xs ${
              bad.has(i + 1) ? 'border-cta-500 bg-cta-700/20' : 'border-navy-600 bg-navy-950'
            }`}
          >
            <span className="w-7 font-mono text-ink-400">#{i + 1}</span>
            {row}
          </li>
        ))}
      </ol>
    </div>
  )
}

function BaccaratRow({ hand: h }: { hand: Hand }) {
  const t = useT()
  return (
    <>
      <span className="flex gap-0.5">
        {h.player.map((c, k) => (
          <PlayingCard key={k} code={cardCode(c)} width={18} />
        ))}
      </span>
      <span className="font-mono text-[#8fb3ff]">{h.playerTotal}</span>
      <span className="text-ink-500">:</span>
      <span className="font-mono text-[#ff9aa8]">{h.bankerTotal}</span>
      <span className="flex gap-0.5">
        {h.banker.map((c, k) => (
          <PlayingCard key={k} code={cardCode(c)} width={18} />
        ))}
      </span>
      <span className="ml-auto text-ink-200">{t(`games.bacc.wins.${h.winner}`)}</span>
    </>
  )
}
