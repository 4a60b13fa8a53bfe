// A finished virtual match built the way the server builds one (docs/sportsbook.md, Fairness): a
// season's seed chain and commitment, the combined client seed of two contributions, the timeline
// played on Node's HMAC, and every offered market settled by core. What sportsMatch would answer.
import { createHash, createHmac } from 'node:crypto'
import type { HmacSha256 } from '../../../core/games/fair'
import {
  LEAGUES,
  matchCombinedSeed,
  matchSpec,
  priceMatch,
  replayMatch,
  resultScore,
  seedChain,
  settleSelection,
} from '../../../core/sportsbook'
import type { SportsMatchDetail } from '../../../src/api/sportsFair'

const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex')
const nodeHmac: HmacSha256 = async (key, message) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest())

export async function finishedMatch(leagueId = 'vfl', index = 2): Promise<SportsMatchDetail> {
  const league = LEAGUES.find((l) => l.id === leagueId)!
  const season = 3
  const { seeds, commitment } = await seedChain(sha256, `secret-${leagueId}-last`, 8)
  const contributions = ['lucky-7', 'alice']
  const clientSeed = await matchCombinedSeed(sha256, leagueId, season, index, contributions)
  const [home, away] = league.teams
  const spec = matchSpec(league, home.rating, away.rating)
  const timeline = await replayMatch(nodeHmac, spec, { serverSeed: seeds[index], clientSeed })
  const settled = priceMatch(spec).flatMap((m) =>
    m.selections.map((s) => ({
      market: m.id,
      selection: s.selection,
      outcome: settleSelection(m.market, s.selection, timeline),
    })),
  )
  const team = (t: typeof home) => ({ id: t.id, zh: t.zh, en: t.en })
  return {
    match: {
      id: `${leagueId}-${season}-${index}`,
      league: leagueId,
      season,
      index,
      matchday: 0,
      home: team(home),
      away: team(away),
      kickoff_at: '2031-01-01 20:00:00',
      close_at: '2031-01-01 19:59:50',
      ends_at: '2031-01-01 20:01:30',
      state: 'finished',
      markets: [],
      score: resultScore(timeline).join('-'),
    },
    server_time: '2031-01-01 20:05:00',
    spec,
    timeline,
    play_seconds: 90,
    commitment,
    server_seed: seeds[index],
    client_seed: clientSeed,
    contributions,
    my_seed: '',
    settled,
  }
}
