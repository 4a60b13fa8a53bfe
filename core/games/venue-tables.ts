// Venues that run more than one in-house table: the tables a player picks between, in the order shown,
// each with the game code its launch carries (the server's venue map, server/games/venues.ts, opens
// them: launchKind). The venue entry shows a picker for these and each table's page links the others
// (docs/games.md, "Venues with several tables").

export type VenueTable = { kind: 'baccarat' | 'sicbo'; code: string }

export const VENUE_TABLES: Record<string, readonly VenueTable[]> = {
  jdlive: [
    { kind: 'baccarat', code: 'baccarat' },
    { kind: 'sicbo', code: 'sicbo' },
  ],
}

/** The tables of a venue with several, or none. */
export const venueTables = (venue: string): readonly VenueTable[] =>
  Object.hasOwn(VENUE_TABLES, venue) ? VENUE_TABLES[venue] : []
