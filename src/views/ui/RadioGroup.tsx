import { RadioGroup as HRadioGroup, Radio } from '@headlessui/react'
import { cx } from './cx'

export const RADIO_VARIANTS = ['pill', 'dot'] as const
export type RadioVariant = (typeof RADIO_VARIANTS)[number]

const optionClass: Record<RadioVariant, string> = {
  pill: cx(
    'cursor-pointer rounded-full border border-white/10 px-4 py-1.5 text-ink-200 text-sm transition',
    'hover:border-gold-400/50 hover:text-white data-checked:border-gold-400 data-checked:bg-gold-400/12 data-checked:text-gold-200',
    'data-disabled:cursor-not-allowed data-disabled:opacity-50',
  ),
  dot: 'group flex cursor-pointer items-center gap-2 text-ink-200 text-sm data-checked:text-gold-200 data-disabled:opacity-50',
}

/** A row of choices (time range, protocol, direction). `label` names the group for assistive technology. */
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
  return (
    <HRadioGroup
      aria-label={label}
      // null (nothing chosen) keeps the group controlled: undefined would hand the choice to Headless UI.
      value={value}
      onChange={(v: V | null) => v !== null && onChange(v)}
      disabled={disabled}
      className={cx('flex flex-wrap items-center gap-2', className)}
    >
      {options.map((o) => (
        <Radio key={String(o.value)} value={o.value} disabled={o.disabled} className={optionClass[variant]}>
          {variant === 'dot' ? (
            <span
              aria-hidden
              className="flex size-4 items-center justify-center rounded-full border border-ink-400 group-data-checked:border-gold-400"
            >
              <span className="size-2 rounded-full bg-gold-400 opacity-0 group-data-checked:opacity-100" />
            </span>
          ) : null}
          {/* Plain text, not Headless UI's Label: a Label here would also name the whole group. */}
          <span>{o.label}</span>
        </Radio>
      ))}
    </HRadioGroup>
  )
}
