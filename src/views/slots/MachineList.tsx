import { CATEGORY_ID } from '../../../core/contract/categories'
import type { SlotTile } from '../../../core/contract/slot-lobby'
import { useT } from '../../i18n'
import { isFavourite } from '../../machines/slotLobby.machine'
import { Button, EmptyState } from '../ui'
import { openGame } from '../venues/play'

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
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-5 lg:grid-cols-5">
      {tiles.map((g) => {
        const on = isFavourite(stars.favourites, g)
        return (
          <li
            key={`${g.venue}/${g.game}`}
            className="group overflow-hidden rounded-xl border border-white/8 bg-surface shadow-card transition hover:border-gold-400/40"
          >
            <div className="relative aspect-square overflow-hidden">
              <img
                src={g.image}
                alt={g.name}
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition duration-500 group-hover:scale-105"
              />
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
            </div>
            <div className="flex items-center justify-between gap-2 p-3">
              <h3 className="truncate font-medium text-ink-50 text-sm">{g.name}</h3>
              <Button
                variant="cta"
                size="sm"
                onClick={() => openGame({ name: g.venue, type: CATEGORY_ID.concise, code: g.game })}
              >
                {t('public.play')}
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
