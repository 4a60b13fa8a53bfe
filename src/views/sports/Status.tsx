// Small shared states of the sportsbook page: an error with its retry, an empty list.
import { useT } from '../../i18n'

export function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT()
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="text-ink-300 text-sm">{message || t('sbui.loadFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg bg-gold-gradient px-5 py-2 font-semibold text-navy-950 text-sm"
      >
        {t('sbui.retry')}
      </button>
    </div>
  )
}

export function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-xl border border-white/8 border-dashed py-10 text-center text-ink-400 text-sm">
      {text}
    </p>
  )
}
