import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { useT } from '../../i18n'
import { cx } from './cx'
import { type InputSize, inputShellClasses } from './Input'

export type SelectOption<V extends string | number> = { value: V; label: string; disabled?: boolean }

/** A dropdown over Headless UI's Listbox. Put it inside a Field to give it a label. */
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
  const selected = options.find((o) => o.value === value)
  return (
    <Listbox
      value={value}
      onChange={(v: V | null) => v !== null && onChange(v)}
      disabled={disabled}
      name={name}
    >
      <ListboxButton
        className={cx(
          inputShellClasses(size, invalid),
          'justify-between text-left data-disabled:cursor-not-allowed data-disabled:opacity-60',
          className,
        )}
      >
        <span className={cx('truncate', selected ? 'text-ink-50' : 'text-ink-500')}>
          {selected?.label ?? placeholder ?? t('common.choose')}
        </span>
        <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-ink-400" fill="currentColor" aria-hidden>
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
        </svg>
      </ListboxButton>
      <ListboxOptions
        anchor={{ to: 'bottom start', gap: 4 }}
        className="z-50 max-h-72 w-(--button-width) overflow-auto rounded-md border border-white/10 bg-navy-800 p-1 shadow-raised outline-none"
      >
        {options.map((o) => (
          <ListboxOption
            key={String(o.value)}
            value={o.value}
            disabled={o.disabled}
            className="flex cursor-pointer items-center justify-between rounded-sm px-3 py-2 text-ink-100 text-sm data-disabled:cursor-not-allowed data-focus:bg-white/6 data-selected:text-gold-300 data-disabled:opacity-50"
          >
            {o.label}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  )
}
