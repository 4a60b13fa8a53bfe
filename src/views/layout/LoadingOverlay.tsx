import { useSnapshot } from 'valtio'
import { useT } from '../../i18n'
import { uiState } from '../../state/ui'
import { Spinner } from '../ui/Spinner'

/** Full-screen veil while anything called showLoading() (state/ui.ts) and has not hidden it yet. */
export function LoadingOverlay() {
  const t = useT()
  const { loading } = useSnapshot(uiState)
  if (!loading) return null
  return (
    <div className="fixed inset-0 z-[70] flex items-center justify-center bg-navy-950/60 backdrop-blur-[2px]">
      <div className="flex flex-col items-center gap-3 rounded-xl border border-gold-400/20 bg-navy-900/90 px-8 py-6 shadow-raised">
        <Spinner size="lg" label={t('layout.loading')} />
        <p aria-hidden className="text-ink-300 text-sm">
          {t('layout.loading')}
        </p>
      </div>
    </div>
  )
}
