import { useT } from '../../i18n'
import { useSettings } from '../../machines/hooks'
import { Badge } from '../ui/Badge'

const BADGES = ['auth.sponsor.badge1', 'auth.sponsor.badge2', 'auth.sponsor.badge3'] as const

/** The partnership block of the auth screens: in-house crest and artwork for a fictional club. */
export function SponsorBlock() {
  const t = useT()
  const title = useSettings()?.title ?? ''
  return (
    <section aria-labelledby="sponsor-title" className="flex flex-col gap-6 lg:max-w-xl">
      <div className="flex items-center gap-5">
        {/* Its size is known before it loads (120 × 140), so the title beside it never rewraps. */}
        <img
          src="/img/auth/partner-crest.svg"
          alt=""
          width={120}
          height={140}
          className="aspect-[6/7] h-20 w-auto animate-float md:h-28"
        />
        <div>
          <Badge tone="navy" size="sm">
            {t('auth.sponsor.kicker')}
          </Badge>
          <h2 id="sponsor-title" className="mt-2 font-bold text-ink-50 text-xl md:text-2xl">
            {t('auth.sponsor.title', { title })}
          </h2>
        </div>
      </div>
      <img
        src="/img/auth/sponsor-banner.svg"
        alt=""
        className="hidden w-full rounded-xl border border-gold-400/20 shadow-raised md:block"
      />
      <p className="max-w-lg text-ink-300 leading-relaxed">{t('auth.sponsor.body', { title })}</p>
      <ul className="flex flex-wrap gap-3">
        {BADGES.map((k) => (
          <li
            key={k}
            className="flex items-center gap-2 rounded-full border border-white/10 bg-navy-900/60 px-3.5 py-1.5 text-ink-100 text-sm backdrop-blur"
          >
            <span
              aria-hidden
              className="size-1.5 rounded-full bg-gold-300 shadow-[0_0_8px_rgb(242_203_99)]"
            />
            {t(k)}
          </li>
        ))}
      </ul>
      <p className="text-ink-500 text-xs">{t('auth.sponsor.note')}</p>
    </section>
  )
}
