import { useT } from '../../i18n'
import { ChevronDownIcon } from './ChevronDownIcon'
import { cx } from './cx'
import { useFieldWiring } from './Field'
import { type InputSize, inputShellClasses } from './Input'

export type SelectOption<V extends string | number> = { value: V; label: string; disabled?: boolean }

/**
 * A dropdown: the browser's own `<select>`, drawn like our text boxes. On a phone it opens the system
 * picker (large rows, the wheel), it needs no script before the page can paint, and inside a Field it
 * takes the Field's label, description and invalid state like an Input. Values keep their type (a
 * number option comes back as a number).
 */
export function Select<V extends string | number>({
  options,
  value,
  onChange,
  placeholder,
  size = 'md',
  invalid,
  disabled,
  className,
  name,
}: {
  options: readonly SelectOption<V>[]
  value: V | null
  onChange: (value: V) => void
  placeholder?: string
  size?: InputSize
  invalid?: boolean
  disabled?: boolean
  className?: string
  name?: string
}) {
  const t = useT()
  const field = useFieldWiring()
  const isInvalid = invalid ?? field?.invalid ?? false
  const selected = options.find((o) => o.value === value)
  return (
    <div className={cx('relative', className)}>
      <select
        id={field?.id}
        name={name}
        aria-describedby={field?.describedBy}
        aria-invalid={isInvalid || undefined}
        disabled={disabled ?? field?.disabled}
        value={selected ? String(selected.value) : ''}
        onChange={(e) => {
          const chosen = options.find((o) => String(o.value) === e.target.value)
          if (chosen) onChange(chosen.value)
        }}
        className={cx(
          inputShellClasses(size, isInvalid),
          'cursor-pointer appearance-none truncate pr-9 outline-none scheme-dark',
          'disabled:cursor-not-allowed disabled:opacity-60 [&>option]:bg-navy-800 [&>option]:text-ink-100',
          selected ? 'text-ink-50' : 'text-ink-500',
        )}
      >
        {selected ? null : (
          <option value="" disabled>
            {placeholder ?? t('common.choose')}
          </option>
        )}
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        strokeWidth={1}
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-400"
      />
    </div>
  )
}
