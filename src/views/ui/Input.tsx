import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { cx } from './cx'
import { useFieldWiring } from './Field'

export const INPUT_SIZES = ['sm', 'md', 'lg'] as const
export type InputSize = (typeof INPUT_SIZES)[number]
const sizeClass: Record<InputSize, string> = {
  sm: 'h-8 text-sm',
  md: 'h-10 text-base',
  lg: 'h-12 text-md',
}

export const inputShellClasses = (size: InputSize, invalid?: boolean) =>
  cx(
    'group flex w-full items-center gap-2 rounded-md border bg-navy-950/70 px-3 transition',
    'focus-within:border-gold-400/80 focus-within:shadow-focus',
    invalid ? 'border-danger-500/70' : 'border-white/10 hover:border-white/20',
    sizeClass[size],
  )

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> & {
  size?: InputSize
  invalid?: boolean
  /** An icon or text drawn inside the box before the text. */
  prefix?: ReactNode
  /** A control drawn inside the box after the text (eye toggle, captcha picture, unit). */
  suffix?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A text box. Inside a Field it takes the Field's id, description and invalid state. */
export function Input({
  size = 'md',
  prefix,
  suffix,
  invalid,
  className,
  ref,
  id,
  disabled,
  ...rest
}: InputProps) {
  const field = useFieldWiring()
  const isInvalid = invalid ?? field?.invalid ?? false
  return (
    <div className={cx(inputShellClasses(size, isInvalid), className)}>
      {prefix ? <span className="flex shrink-0 text-ink-400">{prefix}</span> : null}
      <input
        ref={ref}
        id={id ?? field?.id}
        aria-describedby={field?.describedBy}
        aria-invalid={isInvalid || undefined}
        disabled={disabled ?? field?.disabled}
        className="h-full min-w-0 flex-1 bg-transparent text-ink-50 outline-none placeholder:text-ink-500 disabled:cursor-not-allowed disabled:text-ink-400"
        {...rest}
      />
      {suffix ? <span className="flex shrink-0 items-center">{suffix}</span> : null}
    </div>
  )
}
