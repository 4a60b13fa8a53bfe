import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import type { ProviderGame } from '../../../core/contract'
import type { SlotTile } from '../../../core/contract/slot-lobby'
import { useT } from '../../i18n'
import { useToken } from '../../machines/hooks'
import { slotLobbyMachine } from '../../machines/slotLobby.machine'
import { ALL_GAMES, allSlots, searchSlots, slotsMachine } from '../../machines/slots.machine'
import { byCategory, loadGames } from '../home/games'
import { useHashRoute } from '../home/useHashQuery'
import { useResource } from '../home/useResource'
import { Input, Spinner } from '../ui'
import { JackpotBanner } from './JackpotBanner'
import { LobbyShelves } from './LobbyShelves'
import { type LobbyStars, MachineList } from './MachineList'
import { VenueList } from './VenueList'

const tileOf = (g: ProviderGame): SlotTile => ({
  venue: g.catecode,
  game: g.gamecode,
  name: g.gamename,
  image: g.gamepic,
})

/**
 * /concise: the slot lobby. The shared jackpot, a search over every provider's machines, the player's
 * favourites and recently played (docs/jackpot.md, "Lobby"), then 'all games' (every provider's
 * machines; the venue cards when their lists cannot be read) or one provider's machines: the provider
 * tabs exist but are hidden (as on the original site); a provider's list comes from gamelistBycode,
 * loaded once per provider.
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
  // The game list names the slot venues: the all-games tab lists their machines.
  const venueKey = slots.map((s) => s.platform_name).join(',')
  useEffect(() => {
    if (venueKey) send({ type: 'slots.venues', venues: venueKey.split(',') })
  }, [venueKey, send])
  const loggedIn = useToken() !== null
  const [lobby, sendLobby] = useMachine(slotLobbyMachine, { input: { loggedIn } })
  useEffect(() => sendLobby({ type: 'lobby.session', loggedIn }), [loggedIn, sendLobby])
  // Back on the lobby, or back on its browser tab after playing in another: read the lists again.
  useEffect(() => {
    if (!active) return
    sendLobby({ type: 'lobby.refresh' })
    const onShow = () => {
      if (document.visibilityState === 'visible') sendLobby({ type: 'lobby.refresh' })
    }
    document.addEventListener('visibilitychange', onShow)
    return () => document.removeEventListener('visibilitychange', onShow)
  }, [active, sendLobby])

  const stars: LobbyStars = {
    favourites: lobby.context.favourites,
    starring: lobby.hasTag('starring'),
    onStar: (tile, on) => sendLobby({ type: 'lobby.star', tile, on }),
  }
  const selected = snap.context.selected
  const searching = snap.context.query.trim() !== ''
  const allTab = selected === ALL_GAMES
  // Until the venues reach the machine, the all-games tab has nothing of its own to show.
  const busy =
    snap.hasTag('busy') ||
    (allTab && ((games.loading && !games.data) || (slots.length > 0 && !snap.context.venues.length)))
  const machines = allTab ? allSlots(snap.context) : (snap.context.lists[selected] ?? [])
  // The all-games tab falls back to the venue cards when the machine lists cannot be read.
  const venueCards = allTab && snap.hasTag('error') && slots.length > 0
  const title =
    selected === ALL_GAMES
      ? t('public.slots.all')
      : (slots.find((s) => s.platform_name === selected)?.name ?? selected)
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
          <JackpotBanner active={active} />
        </div>
      </header>
      <div className="mx-auto max-w-page space-y-8 px-4 pt-6">
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
        <div>
          <Input
            type="search"
            aria-label={t('public.slots.search')}
            placeholder={t('public.slots.searchHint')}
            value={snap.context.query}
            disabled={!slots.length}
            onChange={(e) =>
              send({
                type: 'slots.search',
                query: e.currentTarget.value,
                venues: slots.map((s) => s.platform_name),
              })
            }
          />
        </div>
        {searching ? (
          <section aria-labelledby="slots-results">
            <h2 id="slots-results" className="mb-4 font-semibold text-gold-100 text-lg">
              {t('public.slots.results')}
            </h2>
            {busy ? (
              <div className="flex justify-center py-12">
                <Spinner size="lg" />
              </div>
            ) : (
              <MachineList
                label={t('public.slots.results')}
                tiles={searchSlots(snap.context).map(tileOf)}
                stars={stars}
                empty={t('public.slots.noResults', { q: snap.context.query.trim() })}
              />
            )}
          </section>
        ) : (
          <>
            <LobbyShelves
              loggedIn={loggedIn}
              recent={lobby.context.recent}
              stars={stars}
              loading={lobby.hasTag('busy')}
              failed={lobby.hasTag('error')}
              onRetry={() => sendLobby({ type: 'lobby.retry' })}
            />
            <section aria-labelledby="slots-list">
              <div className="mb-4 flex items-center justify-between">
                <h2 id="slots-list" className="font-semibold text-gold-100 text-lg">
                  {title}
                </h2>
                {!busy ? (
                  <span className="text-ink-400 text-sm">
                    {t('public.slots.count', { n: venueCards ? slots.length : machines.length })}
                  </span>
                ) : null}
              </div>
              {busy ? (
                <div className="flex justify-center py-24">
                  <Spinner size="lg" />
                </div>
              ) : venueCards ? (
                <VenueList label={t('public.slots.all')} venues={slots} />
              ) : (
                <MachineList
                  label={t('public.slots.all')}
                  tiles={machines.map(tileOf)}
                  stars={stars}
                  empty={t('public.noGames')}
                />
              )}
            </section>
          </>
        )}
      </div>
    </div>
  )
}
