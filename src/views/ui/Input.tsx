import { Input as HInput, type InputProps as HInputProps } from '@headlessui/react'
import type { ReactNode, Ref } from 'react'
import { cx } from './cx'

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

export type InputProps = Omit<HInputProps, 'size' | 'prefix'> & {
  size?: InputSize
  /** An icon or text drawn inside the box before the text. */
  prefix?: ReactNode
  /** A control drawn inside the box after the text (eye toggle, captcha picture, unit). */
  suffix?: ReactNode
  ref?: Ref<HTMLInputElement>
  className?: string
}

export function Input({ size = 'md', prefix, suffix, invalid, className, ref, ...rest }: InputProps) {
  return (
    <div className={cx(inputShellClasses(size, invalid), className)}>
      {prefix ? <span className="flex shrink-0 text-ink-400">{prefix}</span> : null}
      <HInput
        ref={ref}
        invalid={invalid}
        className="h-full min-w-0 flex-1 bg-transparent text-ink-50 outline-none placeholder:text-ink-500 disabled:cursor-not-allowed disabled:text-ink-400"
        {...rest}
      />
      {suffix ? <span className="flex shrink-0 items-center">{suffix}</span> : null}
    </div>
  )
}
