// The copy tells the truth (docs/content.md, "Honest copy"): no venue description or category blurb
// names a game that the venue or category does not offer, and nothing names a game, feature or
// format that no venue offers. The games a venue offers come from the server's own venue map
// (server/games/venues.ts), so a venue that changes game without new copy fails here.
import { describe, expect, it } from 'vitest'
import { VENUES } from '../../core/content/venues'
import { VENUES_EN } from '../../core/content/venues-en'
import { en, zh } from '../../core/i18n/public'
import { type GameKind, venueOffers } from '../../server/games/venues'

/** Game names a text may use, each with the in-house game it means (zh and en spellings). */
const OFFERED: [RegExp, GameKind][] = [
  [/百家乐|baccarat/i, 'baccarat'],
  [/骰宝|sic bo/i, 'sicbo'],
  [/龙虎(?!和)|dragon tiger/i, 'dragontiger'],
  [/牛牛|bull-?bull/i, 'bullbull'],
  [/炸金花|three-card brag/i, 'zhajinhua'],
  [/二八杠|er ba gang/i, 'erbagang'],
  [/抢庄牛牛|banker-grab bull-?bull/i, 'qiangzhuang'],
  [/快三|快3|fast 3/i, 'fast3'],
  [/时时彩|shishicai/i, 'ssc'],
  [/PK10|PK拾|race 10/i, 'pk10'],
  [/轮盘|roulette/i, 'roulette'],
  [/三公|san gong/i, 'sangong'],
  [/老虎机|\bslots?\b/i, 'slot'],
  // The progressive jackpot is the slot venues' (docs/jackpot.md): named elsewhere it promises too much.
  [/奖池|jackpot/i, 'slot'],
  [/联赛|leagues?\b/i, 'sportsbook'],
]

/** What no venue offers: naming it anywhere promises what is not there. */
const NOWHERE =
  /斗地主|麻将|德州|六合彩|百人场|真人荷官|荷官|直播|滚球|数千场|上百款|英雄联盟|DOTA|王者荣耀|CS2|three-card poker|mahjong|texas|mark six|live dealer|in HD|in-play|hundreds of|thousands of/i

/**
 * Words that share a game's name: 龙虎 is also a bet of 时时彩 and PK10, not the dragon-tiger table;
 * 牛牛 is a hand (and half the name) of 抢庄牛牛, not jdchess's bull-bull.
 */
const BET_TERMS: Partial<Record<GameKind, { kind: GameKind; term: RegExp }>> = {
  ssc: { kind: 'dragontiger', term: /龙虎/ },
  pk10: { kind: 'dragontiger', term: /龙虎/ },
  qiangzhuang: { kind: 'bullbull', term: /牛牛|bull-?bull/i },
}

const kindsNamed = (text: string, kindOfVenue?: GameKind) =>
  OFFERED.filter(([name, kind]) => {
    if (!name.test(text)) return false
    const shared = kindOfVenue && BET_TERMS[kindOfVenue]
    return !(shared && kind === shared.kind && shared.term.test(text))
  }).map(([, kind]) => kind)

const offersAny = (code: string) => OFFERED.map(([, k]) => k).filter((k) => venueOffers(code, k))

describe('honest copy', () => {
  it('every venue description names only the games the venue offers, in zh and en', () => {
    const wrong: string[] = []
    for (const v of VENUES) {
      const texts = [v.description, v.descriptionEn ?? VENUES_EN[v.code]?.description ?? '']
      const own = offersAny(v.code)
      for (const text of texts) {
        if (NOWHERE.test(text)) wrong.push(`${v.code}: "${text.match(NOWHERE)?.[0]}" is offered nowhere`)
        for (const kind of kindsNamed(text, own[0]))
          if (!venueOffers(v.code, kind)) wrong.push(`${v.code}: names ${kind}, which it does not offer`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('every venue has an English description', () => {
    const missing = VENUES.filter((v) => !(v.descriptionEn ?? VENUES_EN[v.code]?.description))
    expect(missing.map((v) => v.code)).toEqual([])
  })

  it('every category blurb names only games a venue of that category offers', () => {
    const wrong: string[] = []
    for (const catalog of [zh, en] as Record<string, string>[])
      for (const [key, text] of Object.entries(catalog)) {
        const category = /^public\.catBlurb\.(\w+)$/.exec(key)?.[1]
        if (!category) continue
        if (NOWHERE.test(text)) wrong.push(`${key}: "${text.match(NOWHERE)?.[0]}" is offered nowhere`)
        const venues = VENUES.filter((v) => v.category === category)
        expect(venues.length, `${category} has venues`).toBeGreaterThan(0)
        for (const kind of kindsNamed(text))
          if (!venues.some((v) => venueOffers(v.code, kind)))
            wrong.push(`${key}: names ${kind}, offered by no ${category} venue`)
      }
    expect(wrong).toEqual([])
  })
})
