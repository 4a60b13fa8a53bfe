import { Description, Field as HField, Label } from '@headlessui/react'
import type { ReactNode } from 'react'
import { cx } from './cx'

/**
 * A labelled form row. Headless UI wires the label and the hint/error to the Input inside, so tests
 * and screen readers find the input by its label.
 */
export function Field({
  label,
  error,
  hint,
  children,
  className,
  labelHidden = false,
  disabled,
}: {
  label: ReactNode
  error?: ReactNode
  hint?: ReactNode
  children: ReactNode
  className?: string
  /** Keep the label for assistive technology but do not draw it (compact header forms). */
  labelHidden?: boolean
  disabled?: boolean
}) {
  return (
    <HField disabled={disabled} className={cx('flex flex-col gap-1.5', className)}>
      <Label className={cx('font-medium text-ink-200 text-sm', labelHidden && 'sr-only')}>{label}</Label>
      {children}
      {error ? (
        <Description role="alert" className="text-danger-400 text-xs">
          {error}
        </Description>
      ) : hint ? (
        <Description className="text-ink-400 text-xs">{hint}</Description>
      ) : null}
    </HField>
  )
}
