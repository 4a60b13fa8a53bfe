// Which catalog area a page needs, loaded together with the page's code (src/routes/table.tsx).
import { registerCatalog } from '.'

const catalogs = {
  public: () => import('./public'),
  member: () => import('./member'),
  games: () => import('./games'),
  sports: () => import('./sports'),
  // The chat page (在线客服, docs/support.md).
  support: () => import('./support'),
  agent: () => import('./agent'),
  // Password recovery and contact verification (忘记密码, the profile's 验证).
  recovery: () => import('./recovery'),
} as const

/**
 * The catalogs each area's pages load, all at once (one round trip): the sportsbook needs the games'
 * messages too, the agent page sits in the member centre's shell. The build preloads the same files
 * for the page a visitor opens (docs/delivery.md, "First-page preloads").
 */
export const AREA_CATALOGS = {
  public: ['public'],
  member: ['member', 'recovery'],
  games: ['games'],
  sports: ['games', 'sports'],
  support: ['support'],
  agent: ['member', 'agent'],
  recovery: ['recovery'],
} as const satisfies Record<string, readonly (keyof typeof catalogs)[]>

export const areaOf = (pageFile: string): keyof typeof AREA_CATALOGS | null => {
  const folder = pageFile.split('/')[0]
  if (pageFile.replace(/\.tsx?$/, '') === 'auth/ForgotPage') return 'recovery'
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
  if (!area) return
  const loaded = await Promise.all(AREA_CATALOGS[area].map((c) => catalogs[c]()))
  for (const m of loaded) registerCatalog(m)
}

/** Every area at once (tests render pages without the route table). */
export async function loadAllCatalogs() {
  for (const load of Object.values(catalogs)) registerCatalog(await load())
}
