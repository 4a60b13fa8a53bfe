// The fairness page's jackpot line on a slot round (docs/jackpot.md, "The trigger is provably fair"): the
// round's jackpot draw recomputed in the browser (src/machines/fairRecompute.ts), in plain words, and
// whether it agrees with the round's record.
import { useT } from '../../i18n'
import type { JackpotCheck } from '../../machines/fairRecompute'

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

export function FairJackpot({ check }: { check: JackpotCheck }) {
  const t = useT()
  const odds = grouped(check.odds)
  const drawn = { below: grouped(check.below), drawn: grouped(check.drawn) }
  return (
    <div className="space-y-1 text-sm" data-testid="fair-jackpot">
      <p className="text-ink-200">
        {check.won ? t('games.fair.jackpot.won', drawn) : t('games.fair.jackpot.lost', drawn)}
      </p>
      <p className="text-xs text-ink-400">
        {t('games.fair.jackpot.basis', {
          max: grouped(check.range - 1),
          below: grouped(check.below),
          stake: check.stake,
          odds,
        })}
        {' · '}
        {check.oddsRecorded
          ? t('games.fair.jackpot.oddsRecorded', { odds })
          : t('games.fair.jackpot.oddsStated', { odds })}
      </p>
      {check.agrees !== null ? (
        <p className={check.agrees ? 'text-success-400' : 'text-cta-300'}>
          {check.agrees
            ? t('games.fair.jackpot.agrees')
            : check.recordedWon
              ? t('games.fair.jackpot.claimedWin')
              : t('games.fair.jackpot.missedWin')}
        </p>
      ) : null}
    </div>
  )
}
