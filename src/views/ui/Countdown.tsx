import { useT } from '../../i18n'
import { cx } from './cx'

/** mm:ss of a remaining duration; minutes are not wrapped (60 minutes reads "60:00"); never negative. */
export const formatMmSs = (remainingMs: number) => {
  const total = Math.max(0, Math.ceil(remainingMs / 1000))
  const mm = Math.floor(total / 60)
  const ss = total % 60
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`
}

/**
 * Draws the remaining time a machine computed. The machine owns the clock (it ticks and recomputes from
 * the server timestamp); this only renders.
 */
export function Countdown({
  remainingMs,
  className,
  label,
}: {
  remainingMs: number
  className?: string
  label?: string
}) {
  const t = useT()
  const text = formatMmSs(remainingMs)
  const [mm, ss] = text.split(':')
  return (
    <span
      role="timer"
      aria-label={`${label ?? t('common.remaining')} ${text}`}
      className={cx('inline-flex items-center gap-1 font-mono tabular-nums', className)}
    >
      <span className="rounded-sm bg-navy-950/80 px-2 py-1 text-gold-200 ring-1 ring-gold-400/30">{mm}</span>
      <span className="text-gold-400">:</span>
      <span className="rounded-sm bg-navy-950/80 px-2 py-1 text-gold-200 ring-1 ring-gold-400/30">{ss}</span>
    </span>
  )
}
