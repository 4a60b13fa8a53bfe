import { useT } from '../../i18n'
import { cx } from './cx'

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const
export type SpinnerSize = (typeof SPINNER_SIZES)[number]
const sizeClass: Record<SpinnerSize, string> = {
  sm: 'size-4 border-2',
  md: 'size-6 border-2',
  lg: 'size-10 border-[3px]',
}

/** A gold ring. `label` is read by screen readers; it defaults to "loading". */
export function Spinner({
  size = 'md',
  label,
  className,
}: {
  size?: SpinnerSize
  label?: string
  className?: string
}) {
  const t = useT()
  return (
    <span role="status" className={cx('inline-flex items-center', className)}>
      <span
        aria-hidden
        className={cx(
          'inline-block animate-spin rounded-full border-gold-400/25 border-t-gold-300',
          sizeClass[size],
        )}
      />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  )
}
