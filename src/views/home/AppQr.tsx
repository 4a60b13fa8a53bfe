import { Component, type ReactNode, useState } from 'react'
import { useT } from '../../i18n'
import { QrCode } from '../ui'

export const QR_FALLBACK = '/img/app/qr-fallback.svg'

/**
 * The download QR code, drawn in the browser by uqr. Loaded lazily (the encoder stays out of the home
 * route's first bundle). Without a usable address, or if encoding fails, the default QR image is shown.
 */
export default function AppQr({ value, size = 132 }: { value: string; size?: number }) {
  const t = useT()
  const [broken, setBroken] = useState(false)
  if (!value || broken) {
    return (
      <img
        src={QR_FALLBACK}
        alt={t('public.app.qrFallback')}
        width={size}
        height={size}
        className="rounded-md"
      />
    )
  }
  return (
    <QrErrorBoundary onError={() => setBroken(true)}>
      <QrCode value={value} size={size} label={t('public.home.scan')} />
    </QrErrorBoundary>
  )
}

class QrErrorBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch() {
    this.props.onError()
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}
