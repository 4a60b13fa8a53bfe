import type { GameEntry } from '../home/games'
import { openGame } from '../venues/play'
import { SLOT_GRID, SlotCard } from './SlotCard'

/** The 'all games' tab: one card per slot venue, opening the venue's game. */
export function VenueList({ label, venues }: { label: string; venues: readonly GameEntry[] }) {
  return (
    <ul aria-label={label} className={SLOT_GRID}>
      {venues.map((g) => (
        <SlotCard
          key={g.platform_name}
          image={g.mobile_img}
          name={g.name}
          onPlay={() => openGame({ name: g.platform_name, type: g.category_id, code: g.game_code })}
        />
      ))}
    </ul>
  )
}
