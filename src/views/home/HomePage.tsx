import { useMachine } from '@xstate/react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useT } from '../../i18n'
import { homeModalsMachine } from '../../machines/homeModals.machine'
import { useSettings } from '../../machines/hooks'
import { navigateTo } from '../../routes/navigate'
import { usePageActive } from '../../routes/pageActive'
import { href, paths } from '../../routes/paths'
import { buttonClasses, Carousel } from '../ui'
import { afterFirstScreen } from '../ui/afterPaint'
import { useNearView } from '../ui/useNearView'
import { GameTabs } from './GameTabs'
import { homeBanners, homeNotices, loadGames } from './games'
import { RedPacketIcon, SideMenu, useDockRoom } from './HomeAside'
import { useResource } from './useResource'

const AppQr = lazy(() => import('./AppQr'))
// The dialogs and the HTML sanitiser load when the sequence first opens one.
const HomeModals = lazy(() => import('./HomeModals').then((m) => ({ default: m.HomeModals })))

const SERVICES = ['deposit', 'withdraw', 'security', 'support'] as const

const homeModalsFlow = homeModalsMachine.provide({
  actions: { goToMessages: () => navigateTo(paths.message()) },
})

export default function HomePage() {
  const t = useT()
  const active = usePageActive()
  const settings = useSettings()
  const banners = useResource(homeBanners)
  const notices = useResource(homeNotices)
  const games = useResource(loadGames)
  const [modals, send] = useMachine(homeModalsFlow)
  useDockRoom(active)
  // The QR code sits below a phone's first screen: its code loads when it comes within 600 px of the
  // viewport (at once on a desktop screen, where it is that close).
  const qrBox = useRef<HTMLElement>(null)
  const qrNear = useNearView(qrBox, '600px')
  const modalOpen = modals.hasTag('welcome') || modals.hasTag('notices')
  // Once opened, the dialog stays mounted so its closing transition can play.
  const modalsUsed = useRef(false)
  if (modalOpen) modalsUsed.current = true

  // Bridge the loaded settings and notices into the modal sequence once both are known, after the
  // page's first paint: the player sees the page, then the dialog (whose code loads only then).
  const noticeList = notices.data
  const noticesSettled = !notices.loading
  useEffect(() => {
    if (!settings || !noticesSettled) return
    return afterFirstScreen(() =>
      send({
        type: 'modals.ready',
        indexModal: settings.index_modal,
        welcomeHtml: settings.webcontent,
        notices: noticeList ?? [],
      }),
    )
  }, [settings, noticesSettled, noticeList, send])

  const title = settings?.title ?? ''
  const appUrl = settings?.ios_download_url || settings?.h5_url || ''
  return (
    <div className="flex flex-col gap-10 pb-16 md:gap-14">
      {/* The page's main heading (where focus lands after a navigation); the banners are its picture. */}
      <h1 className="sr-only">{title ? `${title} · ${t('title.home')}` : t('title.home')}</h1>
      <section aria-label={t('public.home.banners')} className="relative">
        {banners.data && banners.data.length > 0 ? (
          <Carousel
            label={t('public.home.banners')}
            autoplayMs={3000}
            durationMs={1000}
            loop
            className="aspect-[1920/560] max-h-[560px] w-full"
            slides={banners.data.map((b, i) => (
              <BannerSlide key={b.src} src={b.src} url={b.url} title={b.title} eager={i === 0} />
            ))}
          />
        ) : (
          <div className="aspect-[1920/560] max-h-[560px] w-full bg-navy-850" aria-busy={banners.loading} />
        )}
        <NoticeTicker
          notices={notices.data ?? []}
          loading={notices.loading && !notices.data}
          label={t('public.home.notices')}
        />
      </section>

      <GameTabs games={games.data} loading={games.loading} />

      <section aria-labelledby="home-app" className="below-fold mx-auto w-full max-w-page px-4">
        <div className="relative grid items-center gap-6 overflow-hidden rounded-2xl border border-gold-400/20 bg-surface p-6 shadow-card md:grid-cols-[1fr_auto] md:p-10">
          <div
            aria-hidden
            className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-gold-400/10 blur-3xl"
          />
          <div className="relative">
            <h2 id="home-app" className="font-semibold text-2xl text-gold-gradient">
              {t('public.home.appTitle', { title })}
            </h2>
            <p className="mt-3 max-w-xl text-ink-300">{t('public.home.appBlurb')}</p>
            {settings?.h5_url ? (
              <p className="mt-4 text-sm">
                <span className="text-ink-400">{t('public.home.h5')}：</span>
                <a
                  href={settings.h5_url}
                  target="_blank"
                  rel="noreferrer"
                  className="break-all text-gold-300 hover:text-gold-100"
                >
                  {settings.h5_url}
                </a>
              </p>
            ) : null}
            <a href={href(paths.app())} className={`${buttonClasses({ variant: 'secondary' })} mt-6`}>
              {t('public.home.appDetails')}
            </a>
          </div>
          <figure ref={qrBox} className="relative flex flex-col items-center gap-2">
            <Suspense fallback={<QrPlaceholder />}>
              {settings && qrNear ? <AppQr value={appUrl} /> : <QrPlaceholder />}
            </Suspense>
            <figcaption className="text-ink-300 text-sm">{t('public.home.scan')}</figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="home-services" className="below-fold mx-auto w-full max-w-page px-4">
        <h2 id="home-services" className="mb-5 font-semibold text-2xl text-gold-gradient">
          {t('public.home.services')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map((s, i) => (
            <li key={s} className="rounded-xl border border-white/8 bg-surface p-5 shadow-card">
              <ServiceIcon index={i} />
              <h3 className="mt-4 font-semibold text-ink-50">{t(`public.service.${s}.title`)}</h3>
              <p className="mt-2 text-ink-400 text-sm">{t(`public.service.${s}.body`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-5 rounded-xl border border-gold-400/20 bg-gold-400/5 px-4 py-3 text-ink-300 text-sm">
          {t('pr.home.body')}
          <a
            href={href(paths.mine('responsible'))}
            className="ml-2 font-semibold text-gold-300 underline underline-offset-2 hover:text-gold-200"
          >
            {t('pr.home.link')}
          </a>
        </p>
      </section>

      <SideMenu appUrl={appUrl} redPacket={settings?.redpacket_switch === 1} />
      {settings?.redpacket_switch === 1 ? <RedPacketIcon /> : null}
      {/* Off screen (kept alive behind another page) the modals are not rendered at all: a closing
          dialog's leave transition would otherwise float over the page the player went to. */}
      {active && modalsUsed.current ? (
        <Suspense fallback={null}>
          <HomeModals
            welcomeOpen={modals.hasTag('welcome')}
            noticesOpen={modals.hasTag('notices')}
            welcomeHtml={modals.context.welcomeHtml}
            notices={modals.context.notices}
            title={title}
            onClose={() => send({ type: 'modals.close' })}
            onViewAll={() => send({ type: 'modals.viewAll' })}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

/** A banner links only inside the site or to an http(s) address. */
const safeLink = (url: string) => {
  if (url.startsWith('/#/')) return url
  if (url.startsWith('/') && !url.startsWith('//')) return href(url)
  return /^https?:\/\//i.test(url) ? url : ''
}

function BannerSlide({
  src,
  url,
  title,
  eager,
}: {
  src: string
  url: string
  title: string
  eager: boolean
}) {
  const img = (
    <img
      src={src}
      alt={title}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className="size-full object-cover"
    />
  )
  const link = safeLink(url)
  return link ? (
    <a
      href={link}
      className="block size-full"
      {...(/^https?:/i.test(link) ? { target: '_blank', rel: 'noreferrer' } : {})}
    >
      {img}
    </a>
  ) : (
    img
  )
}

/** While the notices load the bar is already there (empty), so the page below does not move when they come. */
function NoticeTicker({ notices, loading, label }: { notices: string[]; loading: boolean; label: string }) {
  if (notices.length === 0 && !loading) return null
  // The list is drawn twice so the -50% ticker animation loops without a jump.
  const items = [...notices, ...notices]
  return (
    <div className="border-white/6 border-b bg-navy-900/90">
      <div className="mx-auto flex max-w-page items-center gap-3 px-4 py-2.5">
        <span className="flex shrink-0 items-center gap-1.5 text-gold-300 text-sm">
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden>
            <path d="M3 8v4h3l5 4V4L6 8H3Zm11.5 2a3.5 3.5 0 0 0-2-3.2v6.4a3.5 3.5 0 0 0 2-3.2Z" />
          </svg>
          {label}
        </span>
        <div className="relative min-w-0 flex-1 overflow-hidden" role="marquee" aria-label={label}>
          <ul className="flex w-max animate-ticker gap-16 whitespace-nowrap text-ink-200 text-sm hover:[animation-play-state:paused]">
            {items.map((n, i) => (
              <li key={i} aria-hidden={i >= notices.length || undefined}>
                {n}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}

const SERVICE_ICONS = [
  'M4 7h16v10H4zM4 10h16M8 14h3',
  'M12 3v12m0 0-4-4m4 4 4-4M5 19h14',
  'M12 3 5 6v6c0 4 3 7 7 9 4-2 7-5 7-9V6l-7-3Zm-3 9 2 2 4-4',
  'M5 13v-1a7 7 0 0 1 14 0v1M5 13h3v5H5zM16 13h3v5h-3zM19 18c0 2-3 3-6 3',
]

function ServiceIcon({ index }: { index: number }) {
  return (
    <span className="flex size-12 items-center justify-center rounded-xl bg-gold-gradient text-navy-950 shadow-gold">
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden
      >
        <path d={SERVICE_ICONS[index]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  )
}

function QrPlaceholder() {
  return <div aria-hidden className="size-[132px] animate-pulse rounded-md bg-navy-800" />
}
