// The tables of a venue with several (core/games/venue-tables.ts), as tabs at the top of each table's
// page: 百家乐 ⇄ 骰宝 at jdlive. They are links (each table is its own page and address), the current
// one marked; 44 px tall for a finger.
import { type VenueTable, venueTables } from '../../../core/games/venue-tables'
import { useT } from '../../i18n'
import { href, paths } from '../../routes/paths'

const TITLE = { baccarat: 'games.bacc.title', sicbo: 'games.sicbo.title' } as const

export function TableSwitch({ venue, current }: { venue: string; current: VenueTable['kind'] }) {
  const t = useT()
  const tables = venueTables(venue)
  if (tables.length < 2) return null
  return (
    <nav aria-label={t('games.tables.nav')} className="mb-4">
      <ul className="flex gap-2 overflow-x-auto">
        {tables.map((table) => {
          const on = table.kind === current
          return (
            <li key={table.kind} className="shrink-0">
              <a
                href={href(paths.play(table.kind, { venue, game: table.code }))}
                aria-current={on ? 'page' : undefined}
                className={`inline-flex min-h-11 min-w-24 items-center justify-center rounded-full border px-5 font-semibold text-sm ${
                  on
                    ? 'border-gold-400 bg-gold-500/20 text-gold-100'
                    : 'border-white/15 text-ink-300 hover:border-gold-600/60 hover:text-gold-200'
                }`}
              >
                {t(TITLE[table.kind])}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
