// The slot lobby (slotLobbyCalls, docs/jackpot.md) as the fake backend: a jackpot pool that grows a
// little with every read (as stakes would feed it), favourites per mock player kept beside the db (a
// fresh db, none), and recently played from the mock player's slot bets.

import type { SlotTile } from '../../../../core/contract/slot-lobby'
import { JACKPOT_ODDS, JACKPOT_RATE_BP, JACKPOT_SEED_CENTS } from '../../../../core/games/jackpot'
import { centsToWire } from '../../../../core/money'
import { providerGames } from '../catalog'
import { beijing, db, type MockUser } from '../db'
import { refuse, route } from '../kit'

const favouritesOf = new WeakMap<object, Map<number, SlotTile[]>>()
const reads = new WeakMap<object, { n: number }>()

function favourites(u: MockUser): SlotTile[] {
  let all = favouritesOf.get(db)
  if (!all) {
    all = new Map()
    favouritesOf.set(db, all)
  }
  return all.get(u.id) ?? []
}

const tileOf = (venue: string, game: string): SlotTile | null => {
  const g = providerGames(venue).find((x) => x.gamecode === game)
  return g ? { venue, game, name: g.gamename, image: g.gamepic } : null
}

export const slotLobbyHandlers = [
  route('jackpot', () => {
    let r = reads.get(db)
    if (!r) {
      r = { n: 0 }
      reads.set(db, r)
    }
    r.n++
    return {
      pool: centsToWire(JACKPOT_SEED_CENTS + 123_456n + BigInt(r.n) * 37n),
      rate_bp: JACKPOT_RATE_BP,
      odds: JACKPOT_ODDS,
      seed: centsToWire(JACKPOT_SEED_CENTS),
      wins: 0,
      last_win: null,
    }
  }),
  route('slotLobby', ({ user }) => {
    const seen = new Set<string>()
    const recent = [...user.bets]
      .filter((b) => b.game.startsWith(`${b.venue}-`))
      .sort((a, b) => b.time - a.time)
      .flatMap((b) => {
        const tile = tileOf(b.venue, b.game)
        if (!tile || seen.has(`${b.venue}/${b.game}`)) return []
        seen.add(`${b.venue}/${b.game}`)
        return [{ ...tile, at: beijing(b.time) }]
      })
      .slice(0, 10)
    return { favourites: favourites(user), recent }
  }),
  route('slotFavourite', ({ user, body }) => {
    const tile = tileOf(body.venue, body.game) ?? refuse(1000, 'v.gameRequired')
    const rest = favourites(user).filter((f) => f.venue !== body.venue || f.game !== body.game)
    const next = body.on ? [tile, ...rest] : rest
    favouritesOf.get(db)?.set(user.id, next)
    return next
  }),
]
