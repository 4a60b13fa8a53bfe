// The shared game list (/api/game/list), filtered as the spec says: only app_state 1 is listed.
import { CATEGORIES, type Category, type GameEntry } from '../../../core/contract'
import { gameList } from '../../api/site'

export const HOME_VENUES_PER_TAB = 3

export const loadGames = async (): Promise<GameEntry[]> =>
  (await gameList({ category: '' })).filter((g) => g.app_state === 1)

export const byCategory = (games: readonly GameEntry[] | null, c: Category) =>
  (games ?? []).filter((g) => g.category === c)

export type { Category, GameEntry }
export { CATEGORIES }
