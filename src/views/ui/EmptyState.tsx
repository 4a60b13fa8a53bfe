import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { cx } from './cx'

/** What a list shows when it has nothing: a quiet emblem, a title, an optional next step. */
export function EmptyState({
  title,
  description,
  action,
  className,
}: {
  title?: ReactNode
  description?: ReactNode
  action?: ReactNode
  className?: string
}) {
  const t = useT()
  return (
    <div className={cx('flex flex-col items-center justify-center gap-3 px-6 py-12 text-center', className)}>
      <svg viewBox="0 0 64 64" className="size-14 text-navy-500" fill="none" aria-hidden>
        <rect x="10" y="18" width="44" height="34" rx="6" stroke="currentColor" strokeWidth="2" />
        <path d="M10 30h14l4 6h8l4-6h14" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path
          d="M22 10l4 6M42 10l-4 6M32 8v7"
          stroke="var(--color-gold-500)"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <p className="font-medium text-ink-200">{title ?? t('common.empty')}</p>
      {description ? <p className="max-w-sm text-ink-400 text-sm">{description}</p> : null}
      {action}
    </div>
  )
}
