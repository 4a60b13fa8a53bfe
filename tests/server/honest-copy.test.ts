// The copy tells the truth (docs/content.md, "Honest copy"): no venue description or category blurb
// names a game that the venue or category does not offer, and nothing names a game, feature or
// format that no venue offers. The games a venue offers come from the server's own venue map
// (server/games/venues.ts), so a venue that changes game without new copy fails here. Every text that
// describes the offer (the home and app pages, the sponsorship page's pitch, banners, promotions, the
// welcome pop-up, category blurbs, venue descriptions) is also held to the real number of games and to
// partner claims only where a partner venue exists.
import { describe, expect, it } from 'vitest'
import { ACTIVITIES, BANNERS, SETTINGS } from '../../core/content/site'
import { VENUES } from '../../core/content/venues'
import { VENUES_EN } from '../../core/content/venues-en'
import { MACHINES } from '../../core/games/engines/slots/index'
import { venueTables } from '../../core/games/venue-tables'
import { en, zh } from '../../core/i18n/public'
import { type GameKind, launchKind, venueKind, venueOffers } from '../../server/games/venues'

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

/** The games there are: each slot machine, each in-house table or draw, and the sportsbook once. */
const REAL_GAMES =
  MACHINES.length +
  new Set(
    VENUES.flatMap((v) => [venueKind(v.code), ...venueTables(v.code).map((t) => t.kind)]).filter(
      (k) => k !== 'slot' && k !== 'partner',
    ),
  ).size

/** The number of games a text claims, where it claims one: 百款/上百款/千款/hundreds/"120 games"… */
const CLAIMS: [RegExp, (m: RegExpExecArray) => number][] = [
  [
    /(\d[\d,]*)\s*\+?\s*(?:款|种|个|套)?(?:精品)?游戏|(\d[\d,]*)\s*款/,
    (m) => Number((m[1] ?? m[2]).replace(/,/g, '')),
  ],
  [/(\d[\d,]*)\s*\+?\s*(?:games|slots|tables|titles)\b/i, (m) => Number(m[1].replace(/,/g, ''))],
  [/[上数几]?千款|千种|thousands of/i, () => 1000],
  [/[上数几]?百款|百种|上百|hundreds of|a hundred games/i, () => 100],
  [/[上数几]?十款|几十|dozens of/i, () => 24],
]
const claimedCount = (text: string) =>
  Math.max(
    0,
    ...CLAIMS.map(([re, n]) => {
      const m = re.exec(text)
      return m ? n(m) : 0
    }),
  )

/** A claim that some of the offer is a partner's. */
const PARTNER =
  /合作方|合作商|第三方(?:游戏|牌桌|平台)|partner(?:s'|'s)? (?:tables?|games?|venues?)|plus partner/i
const hasPartner = (category?: string) =>
  VENUES.some((v) => (!category || v.category === category) && venueKind(v.code) === 'partner')

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ')

/** Every text that describes the offer, named, with the category it speaks for (none: the whole site). */
type OfferText = { where: string; text: string; category?: string; own?: GameKind }

function offerTexts(): OfferText[] {
  const out: OfferText[] = []
  for (const [lang, catalog] of [
    ['zh', zh],
    ['en', en],
  ] as [string, Record<string, string>][])
    for (const [key, text] of Object.entries(catalog)) {
      const category = /^public\.catBlurb\.(\w+)$/.exec(key)?.[1]
      if (category || /^public\.(home|app|sp\.p)\./.test(key))
        out.push({ where: `${lang} ${key}`, text, category })
    }
  for (const b of BANNERS) out.push({ where: 'banner', text: b.title }, { where: 'banner', text: b.title_en })
  for (const a of ACTIVITIES)
    for (const f of ['title', 'title_en', 'content', 'content_en', 'memo', 'memo_en'] as const)
      out.push({ where: `promotion ${a.title} ${f}`, text: plain(a[f]) })
  for (const f of ['webcontent', 'webcontent_en'])
    out.push({ where: `settings ${f}`, text: plain(String(SETTINGS[f])) })
  for (const v of VENUES)
    for (const text of [v.description, v.descriptionEn ?? VENUES_EN[v.code]?.description ?? ''])
      out.push({ where: `venue ${v.code}`, text, category: v.category, own: venueKind(v.code) })
  return out
}

/** What is wrong with one offer text: a count beyond the real one, a partner where there is none, a game offered nowhere. */
function offerProblems(t: OfferText) {
  const wrong: string[] = []
  const count = claimedCount(t.text)
  if (count > REAL_GAMES) wrong.push(`${t.where}: claims ${count} games, there are ${REAL_GAMES}`)
  if (PARTNER.test(t.text) && !hasPartner(t.category))
    wrong.push(`${t.where}: "${t.text.match(PARTNER)?.[0]}", but no ${t.category ?? ''} venue is a partner's`)
  if (NOWHERE.test(t.text)) wrong.push(`${t.where}: "${t.text.match(NOWHERE)?.[0]}" is offered nowhere`)
  for (const kind of kindsNamed(t.text, t.own))
    if (!VENUES.some((v) => (!t.category || v.category === t.category) && venueOffers(v.code, kind)))
      wrong.push(`${t.where}: names ${kind}, offered by no ${t.category ?? ''} venue`)
  return wrong
}

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

  it('no text describing the offer claims more games, a partner or a game that is not there', () => {
    const texts = offerTexts()
    expect(texts.length).toBeGreaterThan(60)
    expect(texts.flatMap(offerProblems)).toEqual([])
  })

  it('refuses the overstatements it is there to catch', () => {
    const bad = [
      '六大游戏类别，百款精品游戏任你选择',
      'Six game categories, hundreds of games',
      '百款游戏，一手掌握',
      '上百款精品老虎机，奖池持续累积',
      '千款游戏',
      `${REAL_GAMES + 1} 款游戏`,
      `Over ${REAL_GAMES + 1} games`,
      'RNG 电子牌桌；另有合作方牌桌。',
      'dealt instantly by RNG; plus partner tables.',
      '斗地主、麻将、德州扑克',
      '时时彩、PK10、六合彩',
    ]
    for (const text of bad) expect(offerProblems({ where: 'x', text }), text).not.toEqual([])
    expect(offerProblems({ where: 'x', text: '另有合作方休闲桌', category: 'joker' })).not.toEqual([])
    // Names the category does not offer: roulette among the chess and cards.
    expect(offerProblems({ where: 'x', text: '轮盘与牛牛', category: 'joker' })).not.toEqual([])
    expect(offerProblems({ where: 'x', text: `${REAL_GAMES} 款游戏` })).toEqual([])
  })

  it('a venue of several tables launches each and its description names each', () => {
    const names: Record<string, RegExp> = { baccarat: /百家乐|baccarat/i, sicbo: /骰宝|sic bo/i }
    for (const v of VENUES)
      for (const table of venueTables(v.code)) {
        expect(launchKind(v.code, table.code), `${v.code} ${table.code}`).toBe(table.kind)
        for (const text of [v.description, v.descriptionEn ?? VENUES_EN[v.code]?.description ?? ''])
          expect(text, `${v.code} names ${table.kind}`).toMatch(names[table.kind])
      }
  })
})
