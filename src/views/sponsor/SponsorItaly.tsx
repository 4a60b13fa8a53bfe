import { useEffect } from 'react'
import { useT } from '../../i18n'
import { useSettings } from '../../machines/hooks'
import { cx } from '../ui'
import { AppPromo, Gallery, Honours, IMG, Section, VideoFrame } from './parts'

/** Type 1 sections, in the order of the 7-bullet vertical pager. */
export const ITALY_SECTIONS = ['hero', 'video', 'info', 'picture', 'service', 'players', 'news'] as const

export const ITALY_HONOURS = [
  { icon: 'league', count: 38, key: 'league' },
  { icon: 'cup', count: 13, key: 'cup' },
  { icon: 'supercup', count: 8, key: 'supercup' },
  { icon: 'champions', count: 2, key: 'champions' },
  { icon: 'europa', count: 3, key: 'europa' },
  { icon: 'eusuper', count: 2, key: 'eusuper' },
] as const

/** The Italian club's page (type 1): video, info and honours, gallery, app and licences, players, news. */
export function SponsorItaly({ section, onSection }: { section: number; onSection: (i: number) => void }) {
  const t = useT()
  const title = useSettings()?.title ?? ''
  // Bridge the browser's scroll position into the pager: the section most in view becomes current.
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting)
            onSection(
              ITALY_SECTIONS.indexOf(e.target.id.replace('sp-', '') as (typeof ITALY_SECTIONS)[number]),
            )
        }
      },
      { threshold: 0.5 },
    )
    for (const s of ITALY_SECTIONS) {
      const el = document.getElementById(`sp-${s}`)
      if (el) io.observe(el)
    }
    return () => io.disconnect()
  }, [onSection])
  return (
    <>
      <section id="sp-hero" aria-label={t('public.sp.it.heroTitle')} className="relative">
        <img
          src={`${IMG}/it-hero.svg`}
          alt={t('public.sp.tab1')}
          className="aspect-[1920/560] min-h-56 w-full object-cover"
        />
        <div className="mx-auto max-w-page px-4 py-6 text-center md:hidden">
          <h1 className="font-semibold text-2xl text-gold-gradient">{t('public.sp.it.heroTitle')}</h1>
        </div>
        <p className="mx-auto max-w-3xl px-4 pt-2 pb-6 text-center text-ink-200 md:pt-6">
          {t('public.sp.it.heroSub', { title })}
        </p>
      </section>
      <Section id="sp-video" title={t('public.sp.video')} tone="dark">
        <div className="mx-auto max-w-4xl">
          <VideoFrame src={`${IMG}/it-video.svg`} caption={t('public.sp.it.videoCaption', { title })} />
        </div>
      </Section>
      <Section id="sp-info" title={t('public.sp.info')}>
        <div className="grid items-center gap-8 md:grid-cols-[auto_1fr]">
          <img
            src={`${IMG}/crest-it.svg`}
            alt={t('public.sp.club1')}
            loading="lazy"
            className="mx-auto w-36 md:w-48"
          />
          <p className="text-ink-200 leading-relaxed">{t('public.sp.it.intro')}</p>
        </div>
        <h3 className="mt-10 mb-4 text-center font-semibold text-gold-100 text-xl">
          {t('public.sp.honours')}
        </h3>
        <Honours
          items={ITALY_HONOURS.map((h) => ({
            icon: h.icon,
            count: h.count,
            label: t(`public.sp.h.${h.key}`),
          }))}
        />
      </Section>
      <Section id="sp-picture" title={t('public.sp.picture')} tone="dark">
        <Gallery
          items={[1, 2, 3, 4, 5, 6].map((i) => ({
            src: `${IMG}/it-gallery-${i}.svg`,
            caption: t(`public.sp.g${i}`),
          }))}
        />
      </Section>
      <Section
        id="sp-service"
        title={t('public.sp.service', { title })}
        sub={t('public.sp.serviceSub', { title })}
      >
        <AppPromo withLicences />
      </Section>
      <Section
        id="sp-players"
        title={t('public.sp.players')}
        sub={t('public.sp.playersSub', { title })}
        tone="dark"
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
          {[1, 2, 3, 4, 5].map((i) => (
            <li key={i} className="overflow-hidden rounded-xl border border-white/8 shadow-card">
              <img
                src={`${IMG}/it-player-${i}.svg`}
                alt={`${t('public.sp.players')} ${i}`}
                loading="lazy"
                className="aspect-[5/7] w-full object-cover"
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="sp-news" title={t('public.sp.news')} sub={t('public.sp.newsSub')}>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {[1, 2, 3, 4, 5, 6].map((i) => (
            <li key={i}>
              <img
                src={`${IMG}/media-${i}.svg`}
                alt=""
                loading="lazy"
                className="w-full rounded-xl shadow-card"
              />
            </li>
          ))}
        </ul>
      </Section>
      <nav
        aria-label={t('public.sp.pager')}
        className="fixed top-1/2 right-2 z-30 hidden -translate-y-1/2 flex-col gap-3 md:flex"
      >
        {ITALY_SECTIONS.map((s, i) => (
          <button
            key={s}
            type="button"
            aria-label={`${i + 1}`}
            aria-current={i === section || undefined}
            onClick={() => {
              onSection(i)
              document.getElementById(`sp-${s}`)?.scrollIntoView({ behavior: 'smooth' })
            }}
            className={cx(
              'w-2.5 rounded-full transition-all',
              i === section ? 'h-7 bg-gold-gradient' : 'h-2.5 bg-white/40 hover:bg-white/70',
            )}
          />
        ))}
      </nav>
    </>
  )
}
