import { CATEGORY_ID } from '../../../core/contract/categories'
import type { SlotTile } from '../../../core/contract/slot-lobby'
import { useT } from '../../i18n'
import { isFavourite } from '../../machines/slotLobby.machine'
import { EmptyState } from '../ui'
import { openGame } from '../venues/play'
import { SLOT_GRID, SlotCard } from './SlotCard'

export type LobbyStars = {
  favourites: readonly SlotTile[]
  /** A star is on its way: the buttons wait for its answer. */
  starring: boolean
  onStar: (tile: SlotTile, on: boolean) => void
}

/** Slot machines as cards: artwork, name, a star (favourite) and the play button. */
export function MachineList({
  label,
  tiles,
  stars,
  empty,
}: {
  label: string
  tiles: readonly SlotTile[]
  stars: LobbyStars
  empty: string
}) {
  const t = useT()
  if (!tiles.length) return <EmptyState title={empty} className="py-6" />
  return (
    <ul aria-label={label} className={SLOT_GRID}>
      {tiles.map((g) => {
        const on = isFavourite(stars.favourites, g)
        return (
          <SlotCard
            key={`${g.venue}/${g.game}`}
            image={g.image}
            name={g.name}
            onPlay={() => openGame({ name: g.venue, type: CATEGORY_ID.concise, code: g.game })}
            badge={
              <button
                type="button"
                aria-pressed={on}
                aria-label={t(on ? 'public.slots.unfavourite' : 'public.slots.favourite', { name: g.name })}
                disabled={stars.starring}
                onClick={() => stars.onStar(g, !on)}
                className="absolute top-1 right-1 flex size-11 items-center justify-center rounded-full bg-navy-950/70 text-2xl text-gold-300 disabled:opacity-60"
              >
                <span aria-hidden>{on ? '★' : '☆'}</span>
              </button>
            }
          />
        )
      })}
    </ul>
  )
}
