import { useT } from '../../i18n'
import { useSettings } from '../../machines/hooks'
import { DEFAULT_LOGO } from './Logo'

/** site_state 0: nothing of the site but the operator's repair tip (and the logo). */
export function Maintenance() {
  const t = useT()
  const settings = useSettings()
  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden bg-navy-950 px-6">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgb(230_181_67/0.14),transparent_60%)]"
      />
      <div className="relative flex max-w-lg flex-col items-center gap-6 text-center">
        <img src={settings?.site_logo || DEFAULT_LOGO} alt={settings?.title ?? ''} className="h-14 w-auto" />
        <svg viewBox="0 0 120 120" className="size-28 animate-float" fill="none" aria-hidden>
          <circle
            cx="60"
            cy="60"
            r="44"
            stroke="var(--color-gold-500)"
            strokeWidth="3"
            strokeDasharray="6 8"
          />
          <path
            d="M74 40a16 16 0 0 0-21 19L36 76a6 6 0 0 0 8 8l17-17a16 16 0 0 0 19-21l-9 9-8-2-2-8 9-9Z"
            fill="var(--color-gold-300)"
          />
        </svg>
        <h1 className="whitespace-pre-line font-semibold text-gold-100 text-xl leading-relaxed">
          {settings?.repair_tips || t('layout.maintenance.default')}
        </h1>
      </div>
    </main>
  )
}
