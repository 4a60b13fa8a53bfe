import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { useSettings } from '../../machines/hooks'
import { isHttpUrl } from '../../routes/navigate'
import { href, paths } from '../../routes/paths'
import { afterFirstScreen } from '../ui/afterPaint'
import { Badge } from '../ui/Badge'

const HELP = [
  { type: 1, key: 'layout.footer.faq' },
  { type: 2, key: 'layout.footer.responsible' },
  { type: 3, key: 'layout.footer.privacy' },
  { type: 4, key: 'layout.footer.disclaimer' },
  { type: 5, key: 'layout.footer.contact' },
] as const

/** Help links, licence badges (from settings.licences), the 18+ notice and the copyright from settings. */
export function Footer() {
  const t = useT()
  const settings = useSettings()
  const licences = settings?.licences ?? []
  const title = settings?.title ?? ''
  const [late, setLate] = useState(false)
  useEffect(() => afterFirstScreen(() => setLate(true)), [])
  return (
    <footer className="below-fold mt-auto border-gold-400/10 border-t bg-navy-950">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-10 md:grid-cols-[1.4fr_1fr]">
        <div className="flex flex-col gap-3">
          <img
            src={settings?.site_logo || '/img/brand/logo.svg'}
            alt={title}
            loading="lazy"
            className="h-10 w-auto self-start"
          />
          <p className="text-ink-400 text-sm leading-relaxed">{t('layout.footer.about', { title })}</p>
          <a href={href(paths.kefu())} className="self-start text-gold-300 text-sm hover:text-gold-200">
            {t('layout.footer.service')} · {t('layout.footer.kefu')} ›
          </a>
        </div>
        <nav aria-label={t('layout.footer.help')}>
          <h2 className="mb-3 font-semibold text-gold-100 text-sm">{t('layout.footer.help')}</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {HELP.map((h) => (
              <li key={h.type}>
                <a href={href(paths.abouts(h.type))} className="text-ink-300 hover:text-gold-200">
                  {t(h.key)}
                </a>
              </li>
            ))}
            <li>
              <a href={href(paths.mine('responsible'))} className="text-ink-300 hover:text-gold-200">
                {t('pr.tools')}
              </a>
            </li>
          </ul>
        </nav>
        <section
          aria-label={t('layout.footer.licences')}
          className="border-white/5 border-t pt-6 md:col-span-2"
        >
          <h2 className="mb-3 font-semibold text-gold-100 text-sm">{t('layout.footer.licences')}</h2>
          <ul className="flex flex-wrap gap-3">
            {licences.map((l) => (
              <li key={`${l.name}-${l.number}`}>
                <a
                  // Operator data: only http(s) links leave the site (docs/security.md).
                  href={isHttpUrl(l.url) ? l.url : undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-2 rounded-lg border border-white/8 bg-navy-900 p-2 pr-3 hover:border-gold-400/40"
                >
                  {/* Asked for once the first screen is drawn: a short page's footer is within the
                      browser's lazy-loading distance and would otherwise compete with the page. */}
                  <img
                    src={late ? l.badge : undefined}
                    alt={l.name}
                    loading="lazy"
                    className="h-10 min-w-10 w-auto"
                  />
                  <span className="flex flex-col text-2xs leading-tight">
                    <span className="text-ink-200">{l.name}</span>
                    <span className="text-ink-500">
                      {t('layout.footer.licenceNo')} {l.number}
                    </span>
                    {l.demo ? <span className="text-gold-400">{t('layout.footer.demoLicence')}</span> : null}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-white/5 border-t">
        <div className="mx-auto flex max-w-page flex-col items-center gap-3 px-4 py-5 text-center text-ink-500 text-xs md:flex-row md:justify-between md:text-left">
          <p className="flex items-center gap-2">
            <Badge tone="cta" size="sm" className="rounded-full">
              {t('layout.footer.adult')}
            </Badge>
            <span>{t('layout.footer.adultNotice')}</span>
            <a href={href(paths.abouts(2))} className="text-gold-400 hover:text-gold-300">
              {t('layout.footer.responsibleLink')}
            </a>
          </p>
          <p>{settings?.copyright ?? ''}</p>
        </div>
      </div>
    </footer>
  )
}
