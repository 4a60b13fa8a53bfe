import { useState } from 'react'
import { useT } from '../../i18n'
import { href, paths } from '../../routes/paths'
import { Button, buttonClasses, cx, EmptyState, Tabs } from '../ui'
import { openGame } from '../venues/play'
import { byCategory, CATEGORIES, type Category, type GameEntry, HOME_VENUES_PER_TAB } from './games'

/** Home: one tab per game category, each showing at most 3 venues. */
export function GameTabs({ games, loading }: { games: GameEntry[] | null; loading: boolean }) {
  const t = useT()
  // Which tab is open is pure presentation on this page; nothing else depends on it.
  const [category, setCategory] = useState<Category>(CATEGORIES[0])
  const venues = byCategory(games, category).slice(0, HOME_VENUES_PER_TAB)
  return (
    <section aria-labelledby="home-games" className="mx-auto w-full max-w-page px-4">
      <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="home-games" className="font-semibold text-2xl text-gold-gradient">
            {t('public.home.games')}
          </h2>
          <p className="mt-1 text-ink-400 text-sm">{t('public.home.gamesSub')}</p>
        </div>
        <Tabs
          variant="pill"
          label={t('public.home.games')}
          items={CATEGORIES.map((c) => ({ key: c, label: t(`public.cat.${c}`) }))}
          selected={category}
          onChange={setCategory}
        />
      </header>
      {loading && !games ? (
        <VenueSkeletons label={t('layout.loading')} />
      ) : venues.length === 0 ? (
        <EmptyState title={t('public.noGames')} />
      ) : (
        <ul aria-label={t(`public.cat.${category}`)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {venues.map((g, i) => (
            <li key={g.platform_name}>
              <VenueCard game={g} category={category} first={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * While the list loads: cards of the final shape (picture box, two text lines, two buttons) so nothing
 * below moves when the venues arrive.
 */
function VenueSkeletons({ label }: { label: string }) {
  return (
    <ul
      aria-busy="true"
      aria-label={label}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      data-testid="venue-skeletons"
    >
      {Array.from({ length: HOME_VENUES_PER_TAB }, (_, i) => (
        <li
          key={i}
          aria-hidden
          className="overflow-hidden rounded-xl border border-white/8 bg-surface shadow-card"
        >
          <div className="aspect-[32/21] animate-pulse bg-navy-800" />
          <div className={CARD_FOOT}>
            {/* Bars inside line boxes of the card's own text and button sizes: the same height. */}
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                <span className="inline-block h-4 w-28 rounded bg-navy-800 align-middle" />
              </p>
              <p className="text-xs">
                <span className="inline-block h-3 w-14 rounded bg-navy-800/70 align-middle" />
              </p>
            </div>
            <span className={cx(buttonClasses({ variant: 'ghost', size: 'sm' }), 'w-32 bg-navy-800')} />
          </div>
        </li>
      ))}
    </ul>
  )
}

const CARD_FOOT = 'flex items-center justify-between gap-3 p-4'

/** The first card's picture is the largest thing above the fold on a phone: fetched first, never lazy. */
function VenueCard({ game, category, first }: { game: GameEntry; category: Category; first: boolean }) {
  const t = useT()
  return (
    <article className="group overflow-hidden rounded-xl border border-white/8 bg-surface shadow-card transition hover:-translate-y-1 hover:border-gold-400/40 hover:shadow-gold">
      <div className="relative aspect-[32/21] overflow-hidden">
        <img
          src={game.mobile_img}
          alt={game.name}
          width={320}
          height={210}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding={first ? 'sync' : 'async'}
          className={`size-full object-cover transition duration-500 group-hover:scale-105 ${game.maintenance ? 'grayscale' : ''}`}
        />
        {game.maintenance ? (
          <span className="absolute top-3 left-3 rounded-full bg-navy-950/85 px-3 py-1 font-semibold text-gold-200 text-xs ring-1 ring-gold-400/40">
            {t('public.maintenance')}
          </span>
        ) : null}
      </div>
      <div className={CARD_FOOT}>
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-ink-50">{game.name}</h3>
          <p className="truncate text-ink-400 text-xs">{t(`public.cat.${category}`)}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <a
            href={href(paths.category(category))}
            className="rounded-md px-3 py-2 text-gold-300 text-sm hover:text-gold-100"
          >
            {t('public.more')}
          </a>
          {game.maintenance ? (
            <Button variant="cta" size="sm" disabled title={t('public.maintenanceHint')}>
              {t('public.maintenance')}
            </Button>
          ) : (
            <Button
              variant="cta"
              size="sm"
              onClick={() =>
                openGame({ name: game.platform_name, type: game.category_id, code: game.game_code })
              }
            >
              {t('public.play')}
            </Button>
          )}
        </div>
      </div>
    </article>
  )
}
