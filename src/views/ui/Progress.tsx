import { cx } from './cx'

/**
 * How far along something is (a turnover requirement), 0-100: a bar with the progressbar role, named
 * by `label`, with `text` as the value read out (e.g. "3,200.00 / 8,880.00").
 */
export function Progress({
  percent,
  label,
  text,
  className,
}: {
  percent: number
  label: string
  text: string
  className?: string
}) {
  const shown = Math.min(100, Math.max(0, percent))
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.floor(shown)}
      aria-valuetext={text}
      className={cx('h-1.5 w-full min-w-24 overflow-hidden rounded-full bg-white/8', className)}
    >
      <div className="h-full rounded-full bg-gold-400" style={{ width: `${shown}%` }} />
    </div>
  )
}
