import { useId } from 'react'
import { cx } from './cx'

export const RADIO_VARIANTS = ['pill', 'dot'] as const
export type RadioVariant = (typeof RADIO_VARIANTS)[number]

const optionClass: Record<RadioVariant, string> = {
  pill: cx(
    'relative cursor-pointer rounded-full border border-white/10 px-4 py-1.5 text-ink-200 text-sm transition',
    'hover:border-gold-400/50 hover:text-white has-checked:border-gold-400 has-checked:bg-gold-400/12 has-checked:text-gold-200',
    'has-focus-visible:shadow-focus has-disabled:cursor-not-allowed has-disabled:opacity-50',
  ),
  dot: cx(
    'group relative flex cursor-pointer items-center gap-2 rounded-sm text-ink-200 text-sm',
    'has-checked:text-gold-200 has-focus-visible:shadow-focus has-disabled:opacity-50',
  ),
}

/**
 * A row of choices (time range, protocol, direction): the browser's own radio buttons, drawn as pills
 * or dots. One Tab stop for the group, arrow keys move the choice, and no script is needed before the
 * page paints. `label` names the group for assistive technology.
 */
export function RadioGroup<V extends string | number>({
  label,
  options,
  value,
  onChange,
  variant = 'pill',
  disabled,
  className,
}: {
  label: string
  options: readonly { value: V; label: string; disabled?: boolean }[]
  value: V | null
  onChange: (value: V) => void
  variant?: RadioVariant
  disabled?: boolean
  className?: string
}) {
  const name = useId()
  return (
    <div role="radiogroup" aria-label={label} className={cx('flex flex-wrap items-center gap-2', className)}>
      {options.map((o) => (
        <label key={String(o.value)} className={optionClass[variant]}>
          <input
            type="radio"
            // Invisible and laid over the whole pill: a tap anywhere on it lands on the radio itself.
            className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
            name={name}
            value={String(o.value)}
            // null (nothing chosen) leaves every choice unchecked; the group stays controlled.
            checked={o.value === value}
            disabled={disabled || o.disabled}
            onChange={() => onChange(o.value)}
          />
          {variant === 'dot' ? (
            <span
              aria-hidden
              className="flex size-4 items-center justify-center rounded-full border border-ink-400 group-has-checked:border-gold-400"
            >
              <span className="size-2 rounded-full bg-gold-400 opacity-0 group-has-checked:opacity-100" />
            </span>
          ) : null}
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  )
}
