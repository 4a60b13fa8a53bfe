import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { useSettings } from '../../machines/hooks'
import { href, paths } from '../../routes/paths'
import { buttonClasses, cx } from '../ui'

export const IMG = '/img/sponsor'

/** A titled band of the sponsorship page; `id` is the anchor the vertical pager scrolls to. */
export function Section({
  id,
  title,
  sub,
  children,
  tone = 'plain',
}: {
  id: string
  title?: string
  sub?: string
  children: ReactNode
  tone?: 'plain' | 'dark'
}) {
  return (
    <section
      id={id}
      aria-label={title}
      className={cx('scroll-mt-16 px-4 py-12 md:py-20', tone === 'dark' && 'bg-navy-950/70')}
    >
      <div className="mx-auto max-w-page">
        {title ? (
          <header className="mb-8 text-center">
            <h2 className="font-semibold text-2xl text-gold-gradient md:text-display">{title}</h2>
            {sub ? <p className="mt-2 text-ink-300">{sub}</p> : null}
            <span aria-hidden className="mx-auto mt-4 block h-1 w-16 rounded-full bg-gold-gradient" />
          </header>
        ) : null}
        {children}
      </div>
    </section>
  )
}

/** An in-house animated scene in a video frame (the page ships no video files). */
export function VideoFrame({ src, caption }: { src: string; caption: string }) {
  const t = useT()
  return (
    <figure className="overflow-hidden rounded-2xl border border-white/10 bg-navy-950 shadow-raised">
      {/* The caption below names the picture: an alt repeating it would be read twice. */}
      <img src={src} alt="" loading="lazy" className="aspect-video w-full object-cover" />
      <figcaption className="flex items-center justify-between gap-3 px-4 py-3 text-ink-200 text-sm">
        <span>{caption}</span>
        <span className="text-ink-500 text-xs">{t('public.sp.videoNote')}</span>
      </figcaption>
    </figure>
  )
}

export function Gallery({
  items,
  cols = 3,
}: {
  items: { src: string; caption: string }[]
  cols?: 2 | 3 | 4
}) {
  return (
    <ul
      className={cx(
        'grid gap-4 sm:grid-cols-2',
        cols === 3 && 'lg:grid-cols-3',
        cols === 4 && 'lg:grid-cols-4',
      )}
    >
      {items.map((g) => (
        <li key={g.src}>
          <figure className="group overflow-hidden rounded-xl border border-white/8 bg-surface shadow-card">
            <div className="overflow-hidden">
              <img
                src={g.src}
                alt=""
                loading="lazy"
                className="aspect-[32/21] w-full object-cover transition duration-500 group-hover:scale-105"
              />
            </div>
            <figcaption className="px-4 py-3 text-ink-200 text-sm">{g.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

export function Honours({ items }: { items: { icon: string; count: number; label: string }[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
      {items.map((h) => (
        <li
          key={h.label}
          className="flex items-center gap-4 rounded-xl border border-gold-400/20 bg-surface p-4 shadow-card"
        >
          <img src={`${IMG}/honour-${h.icon}.svg`} alt="" loading="lazy" className="size-14 md:size-16" />
          <div>
            <p className="font-bold text-3xl text-gold-gradient tabular-nums">{h.count}</p>
            <p className="text-ink-300 text-sm">{h.label}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

const POINTS = [
  ['safe', 'M12 3 5 6v6c0 4 3 7 7 9 4-2 7-5 7-9V6l-7-3Z'],
  ['stable', 'M4 18h16M6 18V9m4 9V5m4 13v-7m4 7V8'],
  ['rich', 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z'],
  ['private', 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z'],
] as const

/** The app promotion with its four selling points, and the licences from the operator settings. */
export function AppPromo({ withLicences }: { withLicences: boolean }) {
  const t = useT()
  const settings = useSettings()
  return (
    <div className="grid items-center gap-10 md:grid-cols-[auto_1fr]">
      <img
        src={`${IMG}/app-phone.svg`}
        alt=""
        loading="lazy"
        className="mx-auto w-52 animate-float md:w-64"
      />
      <div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {POINTS.map(([k, d]) => (
            <li key={k} className="flex gap-4 rounded-xl border border-white/8 bg-surface p-4 shadow-card">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gold-gradient text-navy-950">
                <svg
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  aria-hidden
                >
                  <path d={d} strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <div>
                <h3 className="font-semibold text-gold-100">{t(`public.sp.p.${k}`)}</h3>
                <p className="mt-1 text-ink-300 text-sm">{t(`public.sp.p.${k}Body`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <a
          href={href(paths.app())}
          target="_blank"
          rel="noreferrer"
          className={cx(buttonClasses({ variant: 'primary', size: 'lg' }), 'mt-6')}
        >
          {t('public.sp.download')}
        </a>
        {withLicences && settings && settings.licences.length > 0 ? (
          <div className="mt-8">
            <h3 className="mb-3 font-semibold text-ink-100">{t('public.sp.licences')}</h3>
            <ul className="flex flex-wrap gap-3">
              {settings.licences.map((l) => (
                <li
                  key={l.number}
                  className="flex items-center gap-3 rounded-lg border border-white/8 bg-navy-900/70 px-3 py-2"
                >
                  <img src={l.badge} alt="" loading="lazy" className="h-10 w-auto" />
                  <div className="text-xs">
                    <a
                      href={l.url}
                      target="_blank"
                      rel="noreferrer"
                      className="font-medium text-ink-100 hover:text-gold-200"
                    >
                      {l.name}
                    </a>
                    <p className="text-ink-400">
                      {t('public.sp.licenceNo', { number: l.number })}
                      {l.demo ? (
                        <span className="ml-2 rounded bg-white/10 px-1.5 text-ink-300">
                          {t('public.sp.licenceDemo')}
                        </span>
                      ) : null}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  )
}
