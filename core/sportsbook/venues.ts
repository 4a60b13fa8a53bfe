// Which virtual leagues each sports and e-sports venue offers (docs/sportsbook.md, Venues). The two
// flagship venues carry every league of their category; the others one league each. A bet is placed at
// a venue (its wallet, its house account) on a match of a league that venue offers.
export const SPORTS_VENUES: Record<string, readonly string[]> = {
  jdsport: ['vfl', 'vfc', 'vbl'],
  xysport: ['vfc'],
  lbsport: ['vbl'],
  jdesport: ['moba', 'fps', 'efb'],
  hxesport: ['moba'],
  fyesport: ['fps'],
  xlesport: ['efb'],
}

export const isSportsVenue = (code: string) => Object.hasOwn(SPORTS_VENUES, code)

/** The leagues of a venue ([] for a venue that is not a sportsbook). */
export const venueLeagues = (code: string): readonly string[] =>
  isSportsVenue(code) ? SPORTS_VENUES[code] : []
