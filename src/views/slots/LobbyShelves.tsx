import type { SlotLobby } from '../../../core/contract/slot-lobby'
import { useT } from '../../i18n'
import { Button, EmptyState, Spinner } from '../ui'
import { type LobbyStars, MachineList } from './MachineList'

/** The lobby's own shelves: the player's favourites, and the machines of their latest spins. */
export function LobbyShelves({
  loggedIn,
  recent,
  stars,
  loading,
  failed,
  onRetry,
}: {
  loggedIn: boolean
  recent: SlotLobby['recent']
  stars: LobbyStars
  loading: boolean
  failed: boolean
  onRetry: () => void
}) {
  const t = useT()
  if (failed)
    return (
      <EmptyState
        title={t('public.slots.lobbyFailed')}
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('public.retry')}
          </Button>
        }
      />
    )
  return (
    <>
      <section aria-labelledby="slots-favourites">
        <h2 id="slots-favourites" className="mb-4 font-semibold text-gold-100 text-lg">
          {t('public.slots.favourites')}
        </h2>
        {loading ? (
          <ShelfLoading />
        ) : (
          <MachineList
            label={t('public.slots.favourites')}
            tiles={stars.favourites}
            stars={stars}
            empty={t('public.slots.noFavourites')}
          />
        )}
      </section>
      <section aria-labelledby="slots-recent">
        <h2 id="slots-recent" className="mb-4 font-semibold text-gold-100 text-lg">
          {t('public.slots.recent')}
        </h2>
        {loading ? (
          <ShelfLoading />
        ) : (
          <MachineList
            label={t('public.slots.recent')}
            tiles={recent}
            stars={stars}
            empty={loggedIn ? t('public.slots.noRecent') : t('public.slots.recentLogin')}
          />
        )}
      </section>
    </>
  )
}

/**
 * A shelf while the lists are read: the height of its empty state (EmptyState at py-6: the picture, a
 * gap and one line), so the machines below do not move when the shelf arrives empty.
 */
function ShelfLoading() {
  return (
    <div className="flex min-h-[8.75rem] items-center justify-center py-6">
      <Spinner />
    </div>
  )
}
