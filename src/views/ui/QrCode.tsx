import { useMemo } from 'react'
import { renderSVG } from 'uqr'
import { useT } from '../../i18n'
import { cx } from './cx'

/** A QR code drawn as inline SVG by uqr (no image request, works offline and under a strict CSP). */
export function QrCode({
  value,
  size = 160,
  label,
  className,
}: {
  value: string
  size?: number
  label?: string
  className?: string
}) {
  const t = useT()
  // uqr builds the markup from the encoded matrix only (rect and path elements, no user text), so it is
  // safe to inject as is.
  const svg = useMemo(
    () => renderSVG(value, { border: 2, ecc: 'M', blackColor: '#0a1024', whiteColor: '#ffffff' }),
    [value],
  )
  return (
    <div
      role="img"
      aria-label={label ?? t('common.qrCode')}
      style={{ width: size, height: size }}
      className={cx('overflow-hidden rounded-md bg-white p-1 [&>svg]:block [&>svg]:size-full', className)}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  )
}
