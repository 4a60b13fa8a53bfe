import { useState } from 'react'
import type { Category, GameEntry } from '../../../core/contract'
import { venueTables } from '../../../core/games/venue-tables'
import { useT } from '../../i18n'
import { byCategory, loadGames } from '../home/games'
import { useHashRoute } from '../home/useHashQuery'
import { useResource } from '../home/useResource'
import { Button, Carousel, EmptyState, Spinner } from '../ui'
import { openGame } from './play'

export const VENUE_CATEGORIES = ['realbet', 'sport', 'gaming', 'joker', 'lottery'] as const
export type VenueCategory = (typeof VENUE_CATEGORIES)[number]

const isVenueCategory = (s: string): s is VenueCategory => (VENUE_CATEGORIES as readonly string[]).includes(s)

/**
 * /realbet /sport /gaming /joker /lottery: one tab per platform of the shared list (selected
 * and unselected tab images), then the selected platform's logo, description and play button.
 */
export default function VenuePage({ category: given }: { category?: Category }) {
  const { pathname } = useHashRoute()
  const fromPath = pathname.slice(1)
  const category: VenueCategory =
    given && isVenueCategory(given) ? given : isVenueCategory(fromPath) ? fromPath : 'realbet'
  return <VenueView key={category} category={category} />
}

function VenueView({ category }: { category: VenueCategory }) {
  const t = useT()
  const games = useResource(loadGames)
  const venues = byCategory(games.data, category)
  // The selected platform is presentation state of this page; the list itself comes from the server.
  const [selectedCode, setSelectedCode] = useState<string | null>(null)
  const selected = venues.find((v) => v.platform_name === selectedCode) ?? venues[0]
  const label = t(`public.cat.${category}`)
  return (
    <div className="pb-16">
      <header className="relative overflow-hidden border-white/6 border-b bg-navy-900">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-gold-400/8 blur-3xl"
        />
        <div className="relative mx-auto max-w-page px-4 py-8 md:py-12">
          <h1 className="font-semibold text-2xl text-gold-gradient md:text-display">{label}</h1>
          <p className="mt-2 max-w-2xl text-ink-300">{t(`public.catBlurb.${category}`)}</p>
        </div>
      </header>
      <div className="mx-auto max-w-page px-4 pt-6">
        {games.loading && !games.data ? (
          <div className="flex justify-center py-24">
            <Spinner size="lg" />
          </div>
        ) : !selected ? (
          <EmptyState title={t('public.venue.empty')} />
        ) : (
          <>
            <div
              role="tablist"
              aria-label={t('public.venue.platforms', { category: label })}
              className="flex gap-3 overflow-x-auto pb-2"
            >
              {venues.map((v) => {
                const on = v.platform_name === selected.platform_name
                return (
                  <button
                    key={v.platform_name}
                    type="button"
                    role="tab"
                    aria-selected={on}
                    aria-label={v.name}
                    onClick={() => setSelectedCode(v.platform_name)}
                    className="shrink-0 rounded-[14px] transition hover:brightness-110 focus-visible:shadow-focus"
                  >
                    <img
                      src={on ? v.check_yes_img : v.check_no_img}
                      alt=""
                      width={176}
                      height={58}
                      className="h-12 w-auto md:h-[58px]"
                    />
                  </button>
                )
              })}
            </div>
            <VenuePanel key={selected.platform_name} venue={selected} category={category} all={venues} />
          </>
        )}
      </div>
    </div>
  )
}

function VenuePanel({
  venue,
  category,
  all,
}: {
  venue: GameEntry
  category: VenueCategory
  all: GameEntry[]
}) {
  const t = useT()
  // Lottery artwork cycles over 3 images: the selected platform first, then the others of the category.
  const lotteryArt = [venue, ...all.filter((v) => v !== venue)].slice(0, 3).map((v) => v.mobile_img)
  return (
    <section
      role="tabpanel"
      aria-label={venue.name}
      className="mt-6 grid items-center gap-6 overflow-hidden rounded-2xl border border-white/8 bg-surface p-5 shadow-card md:grid-cols-[1.15fr_1fr] md:gap-10 md:p-8"
    >
      <div className="overflow-hidden rounded-xl">
        {category === 'lottery' && lotteryArt.length > 1 ? (
          <Carousel
            label={t('public.venue.lotteryArt')}
            autoplayMs={3000}
            durationMs={1000}
            arrows={false}
            className="aspect-[32/21]"
            slides={lotteryArt.map((src) => (
              <img key={src} src={src} alt="" className="size-full object-cover" />
            ))}
          />
        ) : (
          // The page's largest picture, in view on arrival: fetched at once, not when laid out.
          <img
            src={venue.mobile_img}
            alt={venue.name}
            width={320}
            height={210}
            fetchPriority="high"
            className="aspect-[32/21] w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-col gap-5">
        <img src={venue.api_logo_img} alt={venue.name} className="h-14 w-auto self-start md:h-16" />
        <h2 className="font-semibold text-ink-50 text-xl">{venue.name}</h2>
        <p className="text-ink-300 leading-relaxed">
          {venue.description || t(`public.catBlurb.${category}`)}
        </p>
        {category === 'realbet' && venue.description ? (
          <p className="text-ink-400 text-sm leading-relaxed">{t('public.catBlurb.realbet')}</p>
        ) : null}
        {venue.maintenance ? (
          <div className="flex flex-col gap-2">
            <Button variant="cta" size="lg" className="self-start" disabled>
              {t('public.maintenance')}
            </Button>
            <p className="text-ink-400 text-sm">{t('public.maintenanceHint')}</p>
          </div>
        ) : venueTables(venue.platform_name).length ? (
          <TablePicker venue={venue} />
        ) : (
          <Button
            variant="cta"
            size="lg"
            className="self-start"
            onClick={() =>
              openGame({ name: venue.platform_name, type: venue.category_id, code: venue.game_code })
            }
          >
            {t('public.playNow')}
          </Button>
        )}
      </div>
    </section>
  )
}

/** A venue with several in-house tables (core/games/venue-tables.ts): one play button per table. */
function TablePicker({ venue }: { venue: GameEntry }) {
  const t = useT()
  return (
    <fieldset className="min-w-0 border-0 p-0">
      <legend className="mb-2 p-0 text-ink-300 text-sm">{t('public.venue.pick')}</legend>
      <div className="flex flex-wrap gap-3">
        {venueTables(venue.platform_name).map((table) => (
          <Button
            key={table.kind}
            variant="cta"
            size="lg"
            onClick={() => openGame({ name: venue.platform_name, type: venue.category_id, code: table.code })}
          >
            {t('public.venue.playTable', { game: t(`public.venue.table.${table.kind}`) })}
          </Button>
        ))}
      </div>
    </fieldset>
  )
}
