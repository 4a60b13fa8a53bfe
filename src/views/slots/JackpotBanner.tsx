import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { percentOfBp } from '../../../core/games/jackpot'
import { displayMoney } from '../../../core/money'
import { useT } from '../../i18n'
import { jackpotMachine } from '../../machines/jackpot.machine'
import { cx } from '../ui/cx'

/**
 * The slot venues' shared jackpot (docs/jackpot.md): the pool as the server last answered, read again
 * every period while the page is on screen (jackpot.machine), with its stated share, odds and last win.
 */
export function JackpotBanner({ active }: { active: boolean }) {
  const t = useT()
  const [snap, send] = useMachine(jackpotMachine)
  // Seen only while its page is the route (the lobby is kept alive behind others) and the tab is shown.
  useEffect(() => {
    const onChange = () =>
      send({ type: 'jackpot.visibility', visible: active && document.visibilityState === 'visible' })
    onChange()
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [active, send])
  const j = snap.context.jackpot
  return (
    <section
      aria-labelledby="jackpot-title"
      className="mt-6 rounded-2xl border border-gold-400/30 bg-navy-950/70 p-4 md:flex md:items-center md:gap-6"
    >
      <div className="shrink-0">
        <h2 id="jackpot-title" className="font-medium text-gold-200 text-sm">
          {t('public.slots.jackpot')}
        </h2>
        <p
          className="font-bold font-mono text-3xl text-gold-gradient md:text-4xl"
          aria-live="off"
          data-testid="jackpot-pool"
        >
          {j ? displayMoney(j.pool) : '—'}
        </p>
      </div>
      {/* Before the pool is read the same lines are laid out unseen, so the lobby below does not move
          when they arrive (a layout shift Lighthouse counts on phones, where they wrap to five lines). */}
      <div className={cx('mt-2 space-y-1 text-ink-300 text-xs md:mt-0', !j && 'invisible')} aria-hidden={!j}>
        <p>
          {t('public.slots.jackpotRule', {
            rate: j ? percentOfBp(j.rate_bp) : '1%',
            odds: j ? j.odds.toLocaleString('en-US') : '50,000',
            seed: j ? displayMoney(j.seed) : '¥5,000.00',
          })}
        </p>
        <p>
          {j?.last_win
            ? t('public.slots.jackpotLast', { amount: displayMoney(j.last_win.amount), at: j.last_win.at })
            : t('public.slots.jackpotNone')}
        </p>
      </div>
    </section>
  )
}
