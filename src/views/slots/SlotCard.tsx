import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { Button } from '../ui'

/** One card of the slot lobby's grids: artwork, the name and the play button; `badge` sits on the art. */
export function SlotCard(p: { image: string; name: string; onPlay: () => void; badge?: ReactNode }) {
  const t = useT()
  return (
    <li className="group overflow-hidden rounded-xl border border-white/8 bg-surface shadow-card transition hover:border-gold-400/40">
      <div className="relative aspect-square overflow-hidden">
        <img
          src={p.image}
          alt={p.name}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
        {p.badge}
      </div>
      {/* Two cards a row leave a 320 px phone no room for the name beside the button: it goes above. */}
      <div className="flex flex-col gap-2 p-3 min-[375px]:flex-row min-[375px]:items-center min-[375px]:justify-between">
        <h3 className="truncate font-medium text-ink-50 text-sm">{p.name}</h3>
        <Button variant="cta" size="sm" onClick={p.onPlay}>
          {t('public.play')}
        </Button>
      </div>
    </li>
  )
}

/** The lobby's grid of cards. */
export const SLOT_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-5 lg:grid-cols-5'
