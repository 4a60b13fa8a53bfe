import { useT } from '../../i18n'
import { useSettings } from '../../machines/hooks'
import { Carousel } from '../ui'
import { AppPromo, Gallery, IMG, Section, VideoFrame } from './parts'

export const ENGLAND_HONOURS = [
  { icon: 'league', count: 7, key: 'league' },
  { icon: 'supercup', count: 2, key: 'secondTier' },
  { icon: 'champions', count: 1, key: 'champions' },
  { icon: 'eusuper', count: 1, key: 'eusuper' },
] as const

/** The English club's page (type 2): banner, video, highlights, history, honours, galleries, app, cooperation. */
export function SponsorEngland() {
  const t = useT()
  const title = useSettings()?.title ?? ''
  const highlights = [
    { src: `${IMG}/en-highlight-1.svg`, caption: t('public.sp.hl1') },
    { src: `${IMG}/en-highlight-2.svg`, caption: t('public.sp.hl2') },
    { src: `${IMG}/coming-soon.svg`, caption: t('public.sp.comingSoon') },
    { src: `${IMG}/coming-soon.svg`, caption: t('public.sp.comingSoon') },
  ]
  return (
    <>
      <section aria-label={t('public.sp.en.heroTitle')}>
        <img
          src={`${IMG}/en-banner.svg`}
          alt={t('public.sp.tab2')}
          className="aspect-[3/1] min-h-56 w-full object-cover"
        />
        <p className="mx-auto max-w-3xl px-4 py-6 text-center text-ink-200">
          {t('public.sp.en.heroSub', { title })}
        </p>
      </section>
      <Section id="sp-video" title={t('public.sp.video')} tone="dark">
        <div className="mx-auto max-w-4xl">
          <VideoFrame src={`${IMG}/en-video.svg`} caption={t('public.sp.en.videoCaption', { title })} />
        </div>
      </Section>
      <Section id="sp-highlights" title={t('public.sp.highlights')}>
        <Carousel
          label={t('public.sp.highlights')}
          autoplayMs={0}
          className="mx-auto max-w-4xl overflow-hidden rounded-2xl"
          slides={highlights.map((h, i) => (
            <figure key={i} className="relative">
              <img src={h.src} alt={h.caption} loading="lazy" className="aspect-video w-full object-cover" />
              <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-5 pt-10 pb-8 text-ink-50">
                {h.caption}
              </figcaption>
            </figure>
          ))}
        />
      </Section>
      <Section id="sp-history" title={t('public.sp.history')} tone="dark">
        <p className="mx-auto mb-6 max-w-3xl text-center text-ink-200 leading-relaxed">
          {t('public.sp.en.intro')}
        </p>
        <img
          src={`${IMG}/en-history.svg`}
          alt={t('public.sp.history')}
          loading="lazy"
          className="w-full rounded-2xl border border-white/8 shadow-card"
        />
      </Section>
      <Section id="sp-honours" title={t('public.sp.honours')}>
        <Carousel
          label={t('public.sp.honours')}
          autoplayMs={3000}
          className="mx-auto max-w-md overflow-hidden rounded-2xl border border-gold-400/25 bg-surface"
          slides={ENGLAND_HONOURS.map((h) => (
            <div key={h.key} className="flex flex-col items-center gap-3 px-6 pt-8 pb-12">
              <img src={`${IMG}/honour-${h.icon}.svg`} alt="" loading="lazy" className="size-32" />
              <p className="font-bold text-5xl text-gold-gradient tabular-nums">{h.count}</p>
              <p className="text-ink-200">{t(`public.sp.h.${h.key}`)}</p>
            </div>
          ))}
        />
      </Section>
      <Section id="sp-gallery" title={t('public.sp.gallery')} tone="dark">
        <Gallery
          cols={4}
          items={[1, 2, 3, 4].map((i) => ({
            src: `${IMG}/en-gallery-${i}.svg`,
            caption: t(`public.sp.g${i}`),
          }))}
        />
      </Section>
      <Section
        id="sp-service"
        title={t('public.sp.service', { title })}
        sub={t('public.sp.serviceSub', { title })}
      >
        <AppPromo withLicences={false} />
      </Section>
      <Section id="sp-promo" title={t('public.sp.promo')} tone="dark">
        <Gallery
          cols={4}
          items={[1, 2, 3, 4].map((i) => ({
            src: `${IMG}/en-promo-${i}.svg`,
            caption: `${t('public.sp.promo')} ${i}`,
          }))}
        />
      </Section>
      <Section id="sp-coop" title={t('public.sp.coop')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[1, 2, 3, 4].map((i) => (
            <li key={i}>
              <img
                src={`${IMG}/coop-${i}.svg`}
                alt=""
                loading="lazy"
                className="w-full rounded-xl shadow-card"
              />
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
