// The shared game list (/api/game/list), filtered as the spec says: only app_state 1 is listed.
import type { GameEntry } from '../../../core/contract'
import { CATEGORIES, type Category, firstHomeVenue } from '../../../core/contract/categories'
import { bannerList, gameList, homenotice } from '../../api/site'

export const HOME_VENUES_PER_TAB = 3

export const loadGames = async (): Promise<GameEntry[]> =>
  (await gameList({ category: '' })).filter((g) => g.app_state === 1)

export const byCategory = (games: readonly GameEntry[] | null, c: Category) =>
  (games ?? []).filter((g) => g.category === c)

export type { Category, GameEntry }
export { CATEGORIES }

/** The home page's reads (banners, notices, venues); start-up asks for them early (warmRoute). */
export const homeBanners = () => bannerList({ type: 1 })
export const homeNotices = () => homenotice()
export const warmHome = () => {
  // The pictures in view on arrival (the first banner; on a phone the first venue card is the largest
  // thing on screen) start loading as soon as their addresses are known, not when React lays them out.
  // When the page came with its reads the server already preloaded them and these find them cached;
  // they matter for a page without them (another language, the database away while the page was made).
  homeBanners()
    .then((list) => fetchPicture(list[0]?.src))
    .catch(() => {})
  homeNotices().catch(() => {})
  loadGames()
    .then((list) => fetchPicture(firstHomeVenue(list)?.mobile_img))
    .catch(() => {})
}

function fetchPicture(src: string | undefined) {
  if (!src || typeof Image === 'undefined') return
  const img = new Image()
  img.fetchPriority = 'high'
  img.src = src
}
export const warmVenues = () => {
  loadGames().catch(() => {})
}
