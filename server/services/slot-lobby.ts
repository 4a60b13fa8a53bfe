// The slot lobby's per-player lists (docs/jackpot.md, "Lobby"): favourite machines, kept per player so
// every device agrees, and the machines of the player's own latest slot rounds.
import { SLOT_FAVOURITES_MAX, SLOT_RECENT_MAX } from '../../core/contract/slot-lobby'
import type { Lang } from '../../core/i18n'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { toWireTime } from '../wire'
import { pick } from './content'

type Ref = { venue: string; game: string }
type Named = { name: string; name_en: string | null; image: string | null }

const tile = (lang: Lang, r: Ref & Named) => ({
  venue: r.venue,
  game: r.game,
  name: pick(lang, r.name, r.name_en),
  image: r.image ?? '',
})

/** The player's favourites, newest first, named in `lang` (a machine since withdrawn drops out). */
export async function favourites(q: Query, userId: number, lang: Lang) {
  const rows = await q<Ref & Named>(
    `SELECT f.venue_code AS venue, f.game_code AS game, g.name, g.name_en, g.image
       FROM slot_favourites f JOIN slot_games g ON g.venue_code = f.venue_code AND g.game_code = f.game_code
      WHERE f.user_id = $1 AND g.state = 1 ORDER BY f.created_at DESC, f.venue_code, f.game_code`,
    [userId],
  )
  return rows.map((r) => tile(lang, r))
}

/** Star (`on`) or unstar a machine of the slot catalogue. Repeating either changes nothing. */
export async function setFavourite(q: Query, userId: number, f: Ref & { on: boolean }, lang: Lang) {
  if (!f.on) {
    await q('DELETE FROM slot_favourites WHERE user_id = $1 AND venue_code = $2 AND game_code = $3', [
      userId,
      f.venue,
      f.game,
    ])
    return favourites(q, userId, lang)
  }
  // One statement: the machine must exist and the player be under the cap (counted under the row
  // lock of the player, so two devices cannot both pass it).
  await q('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId])
  const [row] = await q<{ known: boolean; n: string | number }>(
    `SELECT EXISTS (SELECT 1 FROM slot_games WHERE venue_code = $1 AND game_code = $2 AND state = 1) AS known,
            (SELECT count(*) FROM slot_favourites WHERE user_id = $3) AS n`,
    [f.venue, f.game, userId],
  )
  if (!row.known) throw new BizError(1000, 'v.gameRequired')
  if (Number(row.n) >= SLOT_FAVOURITES_MAX) throw new BizError(1000, 'g.favouritesFull')
  await q(
    `INSERT INTO slot_favourites (user_id, venue_code, game_code) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, venue_code, game_code) DO NOTHING`,
    [userId, f.venue, f.game],
  )
  return favourites(q, userId, lang)
}

/** The machines of the player's latest slot rounds, newest first, one per machine. */
export async function recentSlots(q: Query, userId: number, lang: Lang) {
  const rows = await q<Ref & Named & { at: Date }>(
    `SELECT r.venue, r.game, coalesce(g.name, r.name) AS name, g.name_en, g.image, r.at
       FROM (SELECT venue_code AS venue, game_code AS game, max(game_name) AS name, max(created_at) AS at
               FROM (SELECT venue_code, game_code, game_name, created_at FROM game_rounds
                      WHERE user_id = $1 AND kind = 'slot' AND game_code <> '' ORDER BY created_at DESC LIMIT 500) x
              GROUP BY venue_code, game_code) r
       LEFT JOIN slot_games g ON g.venue_code = r.venue AND g.game_code = r.game
      ORDER BY r.at DESC LIMIT ${SLOT_RECENT_MAX}`,
    [userId],
  )
  return rows.map((r) => ({ ...tile(lang, r), at: toWireTime(r.at) }))
}
