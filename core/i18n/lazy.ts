// Which catalog area a page needs, loaded together with the page's code (src/routes/table.tsx).
import { registerCatalog } from '.'

const areas = {
  public: () => import('./public'),
  member: () => import('./member'),
  games: () => import('./games'),
  // Both at once: one round trip before the board's read can start, not two.
  sports: () =>
    Promise.all([import('./games'), import('./sports')]).then(([games, sports]) => {
      registerCatalog(games)
      return sports
    }),
  // The chat page (在线客服, docs/support.md).
  support: () => import('./support'),
  // The agent page sits in the member centre's shell: its menu's messages come with it.
  agent: () =>
    import('./member').then((m) => {
      registerCatalog(m)
      return import('./agent')
    }),
} as const

export const areaOf = (pageFile: string): keyof typeof areas | null => {
  const folder = pageFile.split('/')[0]
  if (folder === 'mine' || folder === 'payinfo' || folder === 'redpacket') return 'member'
  if (folder === 'games') return 'games'
  if (folder === 'sports') return 'sports'
  if (folder === 'agent') return 'agent'
  if (folder === 'kefu') return 'support'
  if (['home', 'venues', 'slots', 'activity', 'vip', 'help', 'app', 'sponsor', 'gamepage'].includes(folder))
    return 'public'
  return null
}

/** Load (once) the messages of the page at `views/<pageFile>`. */
export async function loadCatalogFor(pageFile: string) {
  const area = areaOf(pageFile)
  if (area) registerCatalog(await areas[area]())
}

/** Every area at once (tests render pages without the route table). */
export async function loadAllCatalogs() {
  for (const load of Object.values(areas)) registerCatalog(await load())
}
