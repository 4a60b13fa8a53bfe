// The verifier's view of a replayed baccarat shoe: whether the re-shuffled order hashes to the value
// published before the first deal, whether every recorded hand was dealt as replayed, and each hand
// with its cards (a hand that differs from the record is marked).
import { cardCode } from '../../../core/games/engines/baccarat'
import { useT } from '../../i18n'
import type { ShoeCheck } from '../../machines/fairness.machine'
import { PlayingCard } from './PlayingCard'

export function ShoeReplay({ check }: { check: ShoeCheck }) {
  const t = useT()
  const bad = new Set(check.mismatches)
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
        {check.hands.map((h, i) => (
          <li
            key={i}
            className={`flex items-center gap-2 rounded-lg border px-2 py-1 text-xs ${
              bad.has(i + 1) ? 'border-cta-500 bg-cta-700/20' : 'border-navy-600 bg-navy-950'
            }`}
          >
            <span className="w-7 font-mono text-ink-400">#{i + 1}</span>
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
          </li>
        ))}
      </ol>
    </div>
  )
}
