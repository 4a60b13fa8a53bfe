// The sports page's first read, asked for at start-up together with its code (warmRoute in
// src/routes/table.tsx) when a signed-in player opens /play/sports directly: the board machine then
// finds the board under way or answered (a shared member read, src/api/sports.ts) instead of asking
// only once the page's code and catalog have arrived.
import { sportsBoard } from '../../api/sports'

export function warmSports({ query, loggedIn }: { query: URLSearchParams; loggedIn: boolean }) {
  if (!loggedIn) return
  sportsBoard({ venue: query.get('venue') ?? 'jdsport' }).catch(() => {
    // The page asks again and shows the failure there.
  })
}
