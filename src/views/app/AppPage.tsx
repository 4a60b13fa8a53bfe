import { lazy, Suspense } from 'react'
import { useT } from '../../i18n'
import { useSettings } from '../../machines/hooks'
import { promptInstall, useCanInstall } from '../../sw/installPrompt'
import { Button, CopyButton } from '../ui'

const AppQr = lazy(() => import('../home/AppQr'))

const POINTS = ['public.app.point1', 'public.app.point2', 'public.app.point3'] as const

/**
 * /app: QR code, iOS download link, mobile web address and a blurb with the site title; where the
 * browser offers installing the site (Chromium's beforeinstallprompt), an 添加到主屏幕 button first.
 */
export default function AppPage() {
  const t = useT()
  const settings = useSettings()
  const title = settings?.title ?? ''
  const iosUrl = settings?.ios_download_url ?? ''
  const h5 = settings?.h5_url ?? ''
  return (
    <div className="relative overflow-hidden pb-16">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 right-0 size-[40rem] rounded-full bg-gold-400/10 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-page items-center gap-10 px-4 py-10 md:grid-cols-[1fr_auto] md:py-16">
        <div>
          <h1 className="font-semibold text-2xl text-gold-gradient md:text-display">
            {t('public.app.title')}
          </h1>
          <p className="mt-4 max-w-xl text-ink-200 leading-relaxed">{t('public.app.blurb', { title })}</p>
          <ul className="mt-6 flex flex-col gap-3">
            {POINTS.map((p) => (
              <li key={p} className="flex items-center gap-3 text-ink-100">
                <span
                  aria-hidden
                  className="flex size-6 items-center justify-center rounded-full bg-gold-gradient text-navy-950 text-xs"
                >
                  ✓
                </span>
                {t(p)}
              </li>
            ))}
          </ul>
          <div className="mt-8 grid gap-4 sm:grid-cols-[auto_1fr]">
            <figure className="flex flex-col items-center gap-2 rounded-xl border border-gold-400/25 bg-surface p-4 shadow-card">
              <Suspense fallback={<div className="size-40 animate-pulse rounded-md bg-navy-800" />}>
                {settings ? (
                  <AppQr value={iosUrl || h5} size={160} />
                ) : (
                  <div className="size-40 animate-pulse rounded-md bg-navy-800" />
                )}
              </Suspense>
              <figcaption className="text-ink-300 text-sm">{t('public.app.scanIos')}</figcaption>
            </figure>
            <div className="flex flex-col gap-4">
              <section className="rounded-xl border border-white/8 bg-surface p-4 shadow-card">
                <h2 className="font-semibold text-gold-100">{t('public.app.ios')}</h2>
                {iosUrl ? (
                  <a
                    href={iosUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="mt-2 block break-all text-gold-300 text-sm hover:text-gold-100"
                  >
                    {iosUrl}
                  </a>
                ) : (
                  <p className="mt-2 text-ink-400 text-sm">{t('public.app.noLink')}</p>
                )}
              </section>
              <section className="rounded-xl border border-white/8 bg-surface p-4 shadow-card">
                <h2 className="font-semibold text-gold-100">{t('public.app.h5')}</h2>
                <p className="mt-1 text-ink-400 text-sm">{t('public.app.h5Hint')}</p>
                {h5 ? (
                  <div className="mt-2 flex flex-wrap items-center gap-3">
                    <a
                      href={h5}
                      target="_blank"
                      rel="noreferrer"
                      className="break-all text-gold-300 text-sm hover:text-gold-100"
                    >
                      {h5}
                    </a>
                    <CopyButton text={h5} />
                  </div>
                ) : (
                  <p className="mt-2 text-ink-400 text-sm">{t('public.app.noLink')}</p>
                )}
              </section>
            </div>
          </div>
          {/* Last in the column: the browser's offer arrives after the first paint and moves nothing. */}
          <InstallOffer />
        </div>
        <img
          src="/img/sponsor/app-phone.svg"
          alt=""
          loading="lazy"
          className="mx-auto hidden w-64 animate-float drop-shadow-2xl md:block lg:w-72"
        />
      </div>
    </div>
  )
}

/** Shown only while the browser offers installing; the offer goes once it is used. */
function InstallOffer() {
  const t = useT()
  const canInstall = useCanInstall()
  if (!canInstall) return null
  return (
    <section className="mt-8 flex flex-wrap items-center gap-4 rounded-xl border border-gold-400/25 bg-surface p-4 shadow-card">
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-gold-100">{t('public.app.install')}</h2>
        <p className="mt-1 text-ink-400 text-sm">{t('public.app.installHint')}</p>
      </div>
      <Button variant="cta" onClick={() => void promptInstall()}>
        {t('public.app.install')}
      </Button>
    </section>
  )
}
