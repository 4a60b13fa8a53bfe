import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { CATEGORY_ID } from '../../../core/contract/categories'
import { useT } from '../../i18n'
import { ALL_GAMES, slotsMachine } from '../../machines/slots.machine'
import { byCategory, loadGames } from '../home/games'
import { useHashRoute } from '../home/useHashQuery'
import { useResource } from '../home/useResource'
import { Button, EmptyState, Spinner } from '../ui'
import { openGame } from '../venues/play'

type Tile = { key: string; img: string; name: string; onPlay: () => void }

/**
 * /concise?type=: 'all games' lists the shared slot list; the provider tabs exist but are
 * hidden (as on the original site); a provider's list comes from gamelistBycode, loaded once per provider.
 */
export default function SlotsPage() {
  const t = useT()
  const { pathname, query } = useHashRoute()
  // The page is kept alive while hidden: only its own route's query selects the tab.
  const active = pathname === '/concise'
  const type = active ? (query.get('type') ?? '') : null
  const games = useResource(loadGames)
  const slots = byCategory(games.data, 'concise')
  const [snap, send] = useMachine(slotsMachine, { input: { selected: type || ALL_GAMES } })
  useEffect(() => {
    if (type !== null) send({ type: 'slots.select', code: type || ALL_GAMES })
  }, [type, send])

  const selected = snap.context.selected
  const tiles: Tile[] =
    selected === ALL_GAMES
      ? slots.map((g) => ({
          key: g.platform_name,
          img: g.mobile_img,
          name: g.name,
          onPlay: () => openGame({ name: g.platform_name, type: g.category_id, code: g.game_code }),
        }))
      : (snap.context.lists[selected] ?? []).map((g) => ({
          key: g.gamecode,
          img: g.gamepic,
          name: g.gamename,
          onPlay: () => openGame({ name: g.catecode, type: CATEGORY_ID.concise, code: g.gamecode }),
        }))
  const busy = snap.hasTag('busy') || (selected === ALL_GAMES && games.loading && !games.data)
  return (
    <div className="pb-16">
      <header className="relative overflow-hidden border-white/6 border-b bg-navy-900">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-32 right-0 size-[30rem] rounded-full bg-gold-400/8 blur-3xl"
        />
        <div className="relative mx-auto max-w-page px-4 py-8 md:py-12">
          <h1 className="font-semibold text-2xl text-gold-gradient md:text-display">
            {t('public.slots.title')}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-300">{t('public.catBlurb.concise')}</p>
        </div>
      </header>
      <div className="mx-auto max-w-page px-4 pt-6">
        <nav aria-label={t('public.slots.providers')} hidden>
          <ul>
            {slots.map((g) => (
              <li key={g.platform_name}>
                <button type="button" onClick={() => send({ type: 'slots.select', code: g.platform_name })}>
                  {g.name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mb-4 flex items-center justify-between">
          <h2 className="font-semibold text-gold-100 text-lg">
            {selected === ALL_GAMES
              ? t('public.slots.all')
              : (slots.find((s) => s.platform_name === selected)?.name ?? selected)}
          </h2>
          {!busy ? (
            <span className="text-ink-400 text-sm">{t('public.slots.count', { n: tiles.length })}</span>
          ) : null}
        </div>
        {busy ? (
          <div className="flex justify-center py-24">
            <Spinner size="lg" />
          </div>
        ) : tiles.length === 0 ? (
          <EmptyState title={t('public.noGames')} />
        ) : (
          <ul
            aria-label={t('public.slots.all')}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-5 lg:grid-cols-5"
          >
            {tiles.map((g) => (
              <li
                key={g.key}
                className="group overflow-hidden rounded-xl border border-white/8 bg-surface shadow-card transition hover:-translate-y-1 hover:border-gold-400/40"
              >
                <div className="relative aspect-square overflow-hidden">
                  <img
                    src={g.img}
                    alt={g.name}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition duration-500 group-hover:scale-105"
                  />
                </div>
                <div className="flex items-center justify-between gap-2 p-3">
                  <h3 className="truncate font-medium text-ink-50 text-sm">{g.name}</h3>
                  <Button variant="cta" size="sm" onClick={g.onPlay}>
                    {t('public.play')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
