import { LANGS, type Lang, setLanguage, useLanguage, useT } from '../../i18n'
import { cx } from '../ui/cx'

/** Simplified Chinese: red field, one large and four small gold stars (drawn in-house). */
function FlagZh() {
  const star =
    'M0,-1 L0.2245,-0.309 L0.9511,-0.309 L0.3633,0.118 L0.5878,0.809 L0,0.382 L-0.5878,0.809 L-0.3633,0.118 L-0.9511,-0.309 L-0.2245,-0.309Z'
  return (
    <svg viewBox="0 0 30 20" className="h-full w-full" aria-hidden>
      <rect width="30" height="20" fill="#de2910" />
      <path d={star} fill="#ffde00" transform="translate(5 5) scale(3)" />
      <path d={star} fill="#ffde00" transform="translate(10 2) rotate(23) scale(1)" />
      <path d={star} fill="#ffde00" transform="translate(12 4) rotate(45) scale(1)" />
      <path d={star} fill="#ffde00" transform="translate(12 7) rotate(70) scale(1)" />
      <path d={star} fill="#ffde00" transform="translate(10 9) rotate(20) scale(1)" />
    </svg>
  )
}

/** English: the Union flag, simplified (drawn in-house). */
function FlagEn() {
  return (
    <svg viewBox="0 0 30 20" className="h-full w-full" aria-hidden>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </svg>
  )
}

const FLAG: Record<Lang, () => React.JSX.Element> = { zh: FlagZh, en: FlagEn }

/** Two flags; the chosen language is persisted by setLanguage. */
export function LanguageFlags({ className }: { className?: string }) {
  const t = useT()
  const lang = useLanguage()
  return (
    <fieldset className={cx('flex items-center gap-1.5', className)}>
      <legend className="sr-only">{t('layout.lang.choose')}</legend>
      {LANGS.map((l) => {
        const Flag = FLAG[l]
        return (
          <button
            key={l}
            type="button"
            title={t(`layout.lang.${l}`)}
            aria-label={t(`layout.lang.${l}`)}
            aria-pressed={lang === l}
            onClick={() => setLanguage(l)}
            className={cx(
              'h-4 w-6 overflow-hidden rounded-[3px] ring-1 transition',
              lang === l ? 'opacity-100 ring-gold-300' : 'opacity-55 ring-white/20 hover:opacity-90',
            )}
          >
            <Flag />
          </button>
        )
      })}
    </fieldset>
  )
}
