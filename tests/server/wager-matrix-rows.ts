// The rows of the refusal matrix (wager-matrix.test.ts): per stake path of the wager kernel, how a
// player is set up for it and how one stake is placed, as the player or the partner does it.
import { calls, gameCalls, sportsCalls } from '../../core/contract'
import { acct } from '../../server/ledger'
import type { StakePath } from '../../server/wagering/kernel'
import { pick, seedMatches } from './sportsbook-bets-kit'
import {
  app,
  openBaccaratHand,
  openDragonTigerRound,
  PARTNER_VENUE,
  type Player,
  partnerCalls,
  play,
  type Row,
  uid,
} from './wager-matrix-kit'

const central = (pl: Player) => acct.central(pl.id)
const venueWallet = (venue: string) => (pl: Player) => acct.venue(pl.id, venue)
const transferIn = (venue: string) => (pl: Player, key?: string) =>
  play(calls.transfer, { amount: 5, sourcetype: 'userbalance', targettype: venue }, pl, key)

/** The sportsbook row's selection: a match of the kit, open for betting for hours past the clock. */
let sportsLeg: Promise<NonNullable<ReturnType<typeof pick>>> | null = null

/** Per stake path, how a player is set up and how one stake is placed, as the player or partner does it. */
export const TABLE: Record<StakePath, Row[]> = {
  slot: [
    {
      path: 'slot',
      label: 'slot at jdslot, venue wallet',
      venue: 'jdslot',
      mode: 'transfer',
      wallet: venueWallet('jdslot'),
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.slotSpin, { venue: 'jdslot', game: '', stake: 1 }, pl, key),
    },
  ],
  sicbo: [
    {
      path: 'sicbo',
      label: 'sicbo at jdlive, central wallet',
      venue: 'jdlive',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      stake: (pl, key) =>
        play(gameCalls.sicboBet, { venue: 'jdlive', bets: [{ bet: 'big', amount: 5 }] }, pl, key),
    },
  ],
  bullbull: [
    {
      path: 'bullbull',
      label: 'bullbull at jdchess, central wallet',
      venue: 'jdchess',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.bullbullPlay, { venue: 'jdchess', base: 1 }, pl, key),
    },
  ],
  zhajinhua: [
    {
      path: 'zhajinhua',
      label: 'zhajinhua at qxchess, venue wallet',
      venue: 'qxchess',
      mode: 'transfer',
      wallet: venueWallet('qxchess'),
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.zhajinhuaPlay, { venue: 'qxchess', ante: 5 }, pl, key),
    },
  ],
  erbagang: [
    {
      path: 'erbagang',
      label: 'erbagang at bfchess, venue wallet',
      venue: 'bfchess',
      mode: 'transfer',
      wallet: venueWallet('bfchess'),
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.erbagangPlay, { venue: 'bfchess', ante: 5 }, pl, key),
    },
  ],
  qiangzhuang: [
    {
      path: 'qiangzhuang',
      label: 'qiangzhuang at lhchess, central wallet (opening a round stakes its largest loss)',
      venue: 'lhchess',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.qiangzhuangOpen, { venue: 'lhchess', ante: 1 }, pl, key),
    },
  ],
  fast3: [
    {
      path: 'fast3',
      label: 'fast3 at jdlottery, central wallet',
      venue: 'jdlottery',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.fast3Bet, { bets: [{ bet: 'small', amount: 5 }] }, pl, key),
    },
  ],
  ssc: [
    {
      path: 'ssc',
      label: 'ssc at qxlottery, venue wallet',
      venue: 'qxlottery',
      mode: 'transfer',
      wallet: venueWallet('qxlottery'),
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.sscBet, { bets: [{ bet: 'd1:7', amount: 5 }] }, pl, key),
    },
  ],
  pk10: [
    {
      path: 'pk10',
      label: 'pk10 at vrbet, central wallet',
      venue: 'vrbet',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.pk10Bet, { bets: [{ bet: 'p1:7', amount: 5 }] }, pl, key),
    },
  ],
  roulette: [
    {
      path: 'roulette',
      label: 'roulette at lylive, venue wallet',
      venue: 'lylive',
      mode: 'transfer',
      wallet: venueWallet('lylive'),
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.rouletteBet, { bets: [{ bet: 'n:17', amount: 5 }] }, pl, key),
    },
  ],
  sangong: [
    {
      path: 'sangong',
      label: 'sangong at ymlive, central wallet',
      venue: 'ymlive',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.sangongBet, { bets: [{ bet: 'banker', amount: 5 }] }, pl, key),
    },
  ],
  baccarat: [
    {
      path: 'baccarat',
      label: 'baccarat at jdlive, venue wallet',
      venue: 'jdlive',
      mode: 'transfer',
      wallet: venueWallet('jdlive'),
      kind: 'bet',
      ready: openBaccaratHand,
      stake: (pl, key) => play(gameCalls.baccaratBet, { bets: [{ bet: 'banker', amount: 5 }] }, pl, key),
    },
  ],
  dragontiger: [
    {
      path: 'dragontiger',
      label: 'dragon-tiger at hxlive, central wallet',
      venue: 'hxlive',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      ready: openDragonTigerRound,
      stake: (pl, key) => play(gameCalls.dragonTigerBet, { bets: [{ bet: 'dragon', amount: 5 }] }, pl, key),
    },
  ],
  seamless: [
    {
      path: 'seamless',
      label: `seamless bet callback at ${PARTNER_VENUE}`,
      venue: PARTNER_VENUE,
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      launch: true,
      // The partner's own idempotency: the same tx_id (and the same round) again.
      stake: async (pl, key) => {
        const tx = key ?? uid('tx')
        const r = await partnerCalls().bet(pl.session ?? '', tx, `r-${tx}`, '5.00')
        return { code: r.code, message: r.message, balance: r.balance, body: r }
      },
    },
  ],
  sportsbook: [
    {
      path: 'sportsbook',
      label: 'sportsbook single at jdsport, venue wallet',
      venue: 'jdsport',
      mode: 'transfer',
      wallet: venueWallet('jdsport'),
      kind: 'bet',
      // A stake of 5.00 like the other rows (the venue wallet holds 100 of them): the operator's
      // minimum per bet lowered to it.
      ready: async () => {
        sportsLeg ??= app()
          .db.query(
            `INSERT INTO settings (key, value) VALUES ('sportsbook', '{"minStake": "500"}')
             ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
          )
          .then(() => seedMatches(app().db, { count: 1 }))
          .then(([m]) => pick(m)!)
        await sportsLeg
      },
      stake: async (pl, key) =>
        play(
          sportsCalls.sportsBet,
          { venue: 'jdsport', accept: 'any', bets: [{ stake: 5, legs: [await sportsLeg!] }] },
          pl,
          key,
        ),
    },
  ],
  transferIn: [
    {
      path: 'transferIn',
      label: 'transferIn to jdslot (in-house)',
      venue: 'jdslot',
      mode: 'transfer',
      wallet: central,
      kind: 'transfer_in',
      stake: transferIn('jdslot'),
    },
    {
      path: 'transferIn',
      label: `transferIn to ${PARTNER_VENUE} (partner)`,
      venue: PARTNER_VENUE,
      mode: 'transfer',
      wallet: central,
      kind: 'transfer_in',
      stake: transferIn(PARTNER_VENUE),
    },
  ],
}
