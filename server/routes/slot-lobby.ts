// The slot lobby's calls (slotLobbyCalls, docs/jackpot.md): the shared jackpot, and a player's
// favourite and recently played machines.
import type { FastifyPluginAsync } from 'fastify'
import { slotLobbyCalls } from '../../core/contract/slot-lobby'
import { jackpotView } from '../games/jackpot'
import { defineRoute } from '../http/route'
import { favourites, recentSlots, setFavourite } from '../services/slot-lobby'

export const slotLobbyRoutes: FastifyPluginAsync = async (app) => {
  const c = slotLobbyCalls
  defineRoute(app, c.jackpot, async ({ db }) => jackpotView(db.query))
  defineRoute(app, c.slotLobby, async ({ db, user, lang }) => {
    const [favs, recent] = await Promise.all([
      favourites(db.query, user.id, lang),
      recentSlots(db.query, user.id, lang),
    ])
    return { favourites: favs, recent }
  })
  defineRoute(app, c.slotFavourite, async ({ db, user, body, lang }) =>
    db.tx((q) => setFavourite(q, user.id, body, lang)),
  )
}
