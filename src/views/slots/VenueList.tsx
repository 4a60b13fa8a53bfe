import { useT } from '../../i18n'
import type { GameEntry } from '../home/games'
import { Button } from '../ui'
import { openGame } from '../venues/play'

/** The 'all games' tab: one card per slot venue, opening the venue's game. */
export function VenueList({ label, venues }: { label: string; venues: readonly GameEntry[] }) {
  const t = useT()
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-5 lg:grid-cols-5">
      {venues.map((g) => (
        <li
          key={g.platform_name}
          className="group overflow-hidden rounded-xl border border-white/8 bg-surface shadow-card transition hover:-translate-y-1 hover:border-gold-400/40"
        >
          <div className="relative aspect-square overflow-hidden">
            <img
              src={g.mobile_img}
              alt={g.name}
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition duration-500 group-hover:scale-105"
            />
          </div>
          <div className="flex items-center justify-between gap-2 p-3">
            <h3 className="truncate font-medium text-ink-50 text-sm">{g.name}</h3>
            <Button
              variant="cta"
              size="sm"
              onClick={() => openGame({ name: g.platform_name, type: g.category_id, code: g.game_code })}
            >
              {t('public.play')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
