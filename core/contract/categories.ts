// The game categories as plain constants, without the zod schemas of entities.ts: the browser's home
// and venue pages need only these, and importing them from entities.ts would load zod on first paint.

export const CATEGORIES = ['realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery'] as const
export type Category = (typeof CATEGORIES)[number]
/**
 * The venue of the home page's first card: the first listed (app_state 1) venue of the first tab. On a
 * phone it is the largest picture of the first screen, so the server preloads it (server/http/boot.ts)
 * and the home page draws it (src/views/home/GameTabs.tsx).
 */
export const firstHomeVenue = <G extends { app_state: number; category: string }>(games: readonly G[]) =>
  games.find((g) => g.app_state === 1 && g.category === CATEGORIES[0])

/** Aggregator game-type numbers (reference §2): the `category_id` and getGameUrl's `game_type`. */
export const CATEGORY_ID: Record<Category, number> = {
  realbet: 1,
  concise: 3,
  lottery: 4,
  sport: 5,
  joker: 6,
  gaming: 7,
}
