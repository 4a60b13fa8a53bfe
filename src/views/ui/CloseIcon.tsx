import { cx } from './cx'

/** The × of every close control (dialogs, the phone drawer, the red-packet float); the button is the caller's. */
export function CloseIcon({ className, strokeWidth = 1.8 }: { className?: string; strokeWidth?: number }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={cx('size-4', className)}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden
    >
      <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
    </svg>
  )
}
