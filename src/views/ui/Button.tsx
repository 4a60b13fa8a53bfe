import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cx } from './cx'
import { Spinner } from './Spinner'

// primary: gold, the brand action. cta: red, reserved for money-in actions (deposit, register, play).
// secondary: outlined. ghost: quiet. danger: destructive. link: inline text.
export const BUTTON_VARIANTS = ['primary', 'cta', 'secondary', 'ghost', 'danger', 'link'] as const
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number]
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const
export type ButtonSize = (typeof BUTTON_SIZES)[number]

const variantClass: Record<ButtonVariant, string> = {
  primary:
    'bg-gold-gradient text-navy-950 shadow-gold hover:brightness-110 active:brightness-95 disabled:brightness-75',
  cta: 'bg-cta-gradient text-white shadow-cta hover:brightness-110 active:brightness-95 disabled:brightness-75',
  secondary:
    'border border-gold-400/60 bg-navy-800/60 text-gold-200 hover:border-gold-300 hover:bg-navy-700 hover:text-gold-100',
  ghost: 'text-ink-200 hover:bg-white/6 hover:text-white',
  danger: 'border border-danger-500/60 bg-danger-500/10 text-danger-400 hover:bg-danger-500/20',
  link: 'text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline',
}
// Below 768 px a finger taps: small and medium buttons are 44 px tall there (tests/e2e/23-widths).
const sizeClass: Record<ButtonSize, string> = {
  sm: 'h-11 gap-1.5 rounded-sm px-3 text-sm md:h-8',
  md: 'h-11 gap-2 rounded-md px-5 text-base md:h-10',
  lg: 'h-12 gap-2 rounded-md px-7 text-md',
}

/** The classes of a button, for links that must look like one (`<Link className={buttonClasses(...)}>`). */
export const buttonClasses = ({
  variant = 'primary',
  size = 'md',
  block = false,
}: {
  variant?: ButtonVariant
  size?: ButtonSize
  block?: boolean
} = {}) =>
  cx(
    'inline-flex select-none items-center justify-center whitespace-nowrap font-medium tracking-wide transition duration-150 disabled:cursor-not-allowed disabled:opacity-60',
    variant === 'link' ? 'h-auto p-0 text-sm' : sizeClass[size],
    variantClass[variant],
    block && 'w-full',
  )

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  block?: boolean
  /** Shows a spinner and disables the button while the action runs. */
  loading?: boolean
  icon?: ReactNode
}

export function Button({
  variant = 'primary',
  size = 'md',
  block,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(buttonClasses({ variant, size, block }), className)}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  )
}
