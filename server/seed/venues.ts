// Seeds the venues and slot games (the data is shared with the mocks, in core/content/venues.ts).

import { SLOT_TITLES, VENUES } from '../../core/content/venues'
import { SLOT_TITLES_EN, VENUES_EN } from '../../core/content/venues-en'
import { CATEGORY_ID } from '../../core/contract'
import { BULL_DEFAULT_TABLE } from '../../core/games/engines/bullbull'
import type { Query } from '../db/client'
import { fillEnglish, type Twin } from './content'

export { VENUES }

export async function seedVenues(q: Query) {
  for (const [i, v] of VENUES.entries()) {
    const img = (n: string) => `/img/venues/${v.code}/${n}.svg`
    await q(
      `INSERT INTO venues (code, name, category, category_id, sort, description, logo, tab_on, tab_off, mobile_img, description_en)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (code) DO NOTHING`,
      [
        v.code,
        v.name,
        v.category,
        CATEGORY_ID[v.category],
        i,
        v.description,
        img('logo'),
        img('tab-on'),
        img('tab-off'),
        img('mobile'),
        v.descriptionEn ?? '',
      ],
    )
  }
  await fillEnglish(
    q,
    'venues',
    VENUES.flatMap((v): Twin[] => [
      ['name', v.name, VENUES_EN[v.code]?.name ?? ''],
      ['description', v.description, v.descriptionEn ?? VENUES_EN[v.code]?.description ?? ''],
    ]),
  )
  // The slot venues' first stock text named one 20-line machine and its old RTP; an operator's own stays.
  for (const v of VENUES.filter((x) => x.category === 'concise'))
    await q(
      `UPDATE venues SET description = $2, description_en = $3
        WHERE code = $1 AND description LIKE '%：自研5轴3行20线老虎机，百搭替代，理论返还率%'`,
      [v.code, v.description, v.descriptionEn ?? ''],
    )
  // Bull-bull's table of multiples and commission (docs/bullbull.md): the operator's to change.
  await q("INSERT INTO settings (key, value) VALUES ('bullbull', $1::jsonb) ON CONFLICT (key) DO NOTHING", [
    JSON.stringify(BULL_DEFAULT_TABLE),
  ])
  for (const [venue, titles] of Object.entries(SLOT_TITLES)) {
    for (const [i, name] of titles.entries()) {
      const code = `${venue}-${String(i + 1).padStart(2, '0')}`
      await q(
        `INSERT INTO slot_games (venue_code, game_code, name, image, sort) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (game_code) DO NOTHING`,
        [venue, code, name, `/img/games/${venue}/${code}.svg`, i],
      )
      await q("UPDATE slot_games SET name_en = $3 WHERE game_code = $1 AND name = $2 AND name_en = ''", [
        code,
        name,
        SLOT_TITLES_EN[venue]?.[i] ?? '',
      ])
    }
  }
}
