import type { ReactNode } from 'react'
import { cx } from './cx'

/**
 * One opt-in choice: the browser's own checkbox with its label and, under it, a line of detail (the
 * terms of an offer). The whole box is the label, so a tap anywhere on it toggles the choice.
 */
export function Checkbox({
  label,
  detail,
  checked,
  onChange,
  disabled,
  className,
}: {
  label: ReactNode
  detail?: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  className?: string
}) {
  return (
    <label
      className={cx(
        'flex cursor-pointer items-start gap-3 rounded-lg border border-white/8 bg-navy-900 p-3 text-sm',
        'has-checked:border-gold-400 has-focus-visible:shadow-focus has-disabled:cursor-not-allowed has-disabled:opacity-50',
        className,
      )}
    >
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-gold-400"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="min-w-0">
        <span className="block text-ink-100">{label}</span>
        {detail ? <span className="block text-ink-400 text-xs">{detail}</span> : null}
      </span>
    </label>
  )
}
