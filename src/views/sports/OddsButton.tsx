// One price on the board: the selection's label and odds, gold when it is on the slip, an arrow for a
// moment after the price moved, a lock when the selection is closed (never a dead button: a closed
// price is a disabled control that says so).
import { useEffect, useRef, useState } from 'react'
import { formatOdds } from '../../../core/sportsbook'
import { useT } from '../../i18n'
import { cx } from '../ui'
import { useOddsFormat } from './format'

export function OddsButton(props: {
  label: string
  odds: number | null
  selected: boolean
  onClick: () => void
  className?: string
  compact?: boolean
}) {
  const t = useT()
  const format = useOddsFormat()
  const prev = useRef(props.odds)
  const [moved, setMoved] = useState<'up' | 'down' | null>(null)
  useEffect(() => {
    if (props.odds !== null && prev.current !== null && props.odds !== prev.current) {
      setMoved(props.odds > prev.current ? 'up' : 'down')
      const id = setTimeout(() => setMoved(null), 4000)
      prev.current = props.odds
      return () => clearTimeout(id)
    }
    prev.current = props.odds
  }, [props.odds])
  if (props.odds === null)
    return (
      <button
        type="button"
        disabled
        aria-label={`${props.label} ${t('sbui.locked')}`}
        className={cx(
          'flex min-h-10 items-center justify-center rounded-md border border-white/5 bg-navy-900/60 text-ink-600 text-xs',
          props.className,
        )}
      >
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" fill="currentColor">
          <path d="M3 5V3.5a3 3 0 0 1 6 0V5h.5a.5.5 0 0 1 .5.5v5a.5.5 0 0 1-.5.5h-7a.5.5 0 0 1-.5-.5v-5a.5.5 0 0 1 .5-.5zm1.2 0h3.6V3.5a1.8 1.8 0 0 0-3.6 0z" />
        </svg>
      </button>
    )
  return (
    <button
      type="button"
      aria-pressed={props.selected}
      onClick={props.onClick}
      className={cx(
        'group flex min-h-10 min-w-0 items-center justify-between gap-1 rounded-md border px-2 py-1.5 text-left transition-colors',
        props.compact
          ? 'flex-col justify-center gap-0 text-center'
          : 'max-sm:flex-col max-sm:justify-center max-sm:gap-0 max-sm:px-1',
        props.selected
          ? 'border-gold-300 bg-gold-gradient text-navy-950 shadow-[0_0_0_1px_rgba(242,203,99,.4)]'
          : 'border-white/8 bg-navy-800 text-ink-200 hover:border-gold-500/60 hover:bg-navy-700',
        props.className,
      )}
    >
      <span className={cx('truncate text-[11px]', props.selected ? 'text-navy-900' : 'text-ink-400')}>
        {props.label}
      </span>
      <span
        className={cx(
          'flex items-center gap-0.5 font-bold tabular-nums text-sm',
          props.selected
            ? 'text-navy-950'
            : moved === 'up'
              ? 'text-success-400'
              : moved === 'down'
                ? 'text-danger-400'
                : 'text-gold-200',
        )}
      >
        {moved === 'up' ? '▲' : moved === 'down' ? '▼' : null}
        {formatOdds(props.odds, format)}
      </span>
    </button>
  )
}
