// English venue names and descriptions and English slot titles (the Chinese ones are in venues.ts),
// answered under `Lang: en` (docs/content.md). A venue whose Venue entry carries `descriptionEn` takes
// that one; the others take the description here.
import { venueMachines } from '../games/engines/slots/index'

export const VENUES_EN: Record<string, { name: string; description?: string }> = {
  jdlive: { name: 'Jinding Live' },
  hxlive: { name: 'Huaxia Live' },
  lylive: { name: 'Liuli Live' },
  ymlive: { name: 'Yunmeng Live' },
  jdsport: {
    name: 'Jinding Sports',
    description:
      'The Jinding Virtual Super League, Virtual Champions League and Virtual Basketball League: fictional teams play simulated fixtures all day. Bet before kick-off on match result, handicap, over/under, correct score, half time/full time and more, in singles or parlays; every result can be verified from its seeds.',
  },
  xysport: {
    name: 'Xingyao Sports',
    description:
      'Xingyao Sports runs the Jinding Virtual Champions League: 12 fictional teams play a simulated home-and-away double round robin. Bet before kick-off on match result, handicap, over/under, correct score, both teams to score, first half and half time/full time, in singles or parlays; results are verifiable.',
  },
  lbsport: {
    name: 'Lingbo Sports',
    description:
      'Lingbo Sports runs the Jinding Virtual Basketball League: 12 fictional teams play games simulated possession by possession, the score shown basket by basket. Bet before tip-off on money line, point spread, total points and quarter winner, in singles or parlays.',
  },
  jdesport: {
    name: 'Jinding Esports',
    description:
      'Three Jinding virtual e-sports leagues: MOBA, tactical shooter and e-football, fictional teams in simulated best-of-three series. Bet before the start on series winner, map handicap, total maps, first blood, kills and rounds, in singles or parlays.',
  },
  hxesport: {
    name: 'Huxiao Esports',
    description:
      'Huxiao Esports runs the Jinding MOBA League: 8 fictional teams in simulated best-of-three series. Bet before the start on series winner, map handicap, total maps, first blood per map and total kills, in singles or parlays.',
  },
  fyesport: {
    name: 'Fengyun Esports',
    description:
      'Fengyun Esports runs the Jinding Tactical Shooter League: 8 fictional teams in simulated best-of-three series, shown round by round. Bet before the start on series winner, map handicap, total maps and total rounds per map, in singles or parlays.',
  },
  xlesport: {
    name: 'Xinglian Esports',
    description:
      'Xinglian Esports runs the Jinding E-football League: 8 fictional teams play simulated matches all day. Bet before kick-off on match result, handicap, over/under, correct score, half time/full time and more, in singles or parlays; results are verifiable.',
  },
  jdchess: { name: 'Jinding Cards' },
  qxchess: { name: 'Qixing Chess' },
  bfchess: { name: 'Baifu Cards' },
  lhchess: { name: 'Longhu Cards' },
  jdslot: { name: 'Jinding Slots' },
  xyslot: { name: 'Xingyao Slots' },
  fhslot: { name: 'Phoenix Slots' },
  jlslot: { name: 'Koi Slots' },
  tbslot: { name: 'Tianbao Slots' },
  jdlottery: { name: 'Jinding Lottery' },
  vrbet: { name: 'Weilan Lottery' },
  qxlottery: { name: 'Qixing Lottery' },
}

/** The slot machines' English titles, venue by venue (the order of SLOT_TITLES). */
export const SLOT_TITLES_EN: Record<string, string[]> = Object.fromEntries(
  ['jdslot', 'xyslot', 'fhslot', 'jlslot', 'tbslot'].map((v) => [v, venueMachines(v).map((m) => m.titleEn)]),
)
