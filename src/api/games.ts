// The in-house game calls (gameCalls of the contract). They are not calls of the original API, so they are not
// in the client's endpoint table; they go through the same client (token, Lang, timeout, envelope, and
// the session's single 401 path) with this table of their own.

import type {
  BaccaratHand,
  DragonTigerRound,
  Fast3Draw,
  GameRound,
  gameCalls,
  RequestOf,
  ResponseOf,
} from '../../core/contract'
import { sendTo } from './client'

type GameCalls = typeof gameCalls
type Name = keyof GameCalls

const PATHS: { [N in Name]: GameCalls[N]['path'] } = {
  gameTable: '/api/games/table',
  slotSpin: '/api/games/slot/spin',
  sicboBet: '/api/games/sicbo/bet',
  bullbullPlay: '/api/games/bullbull/play',
  bullbullRules: '/api/games/bullbull/rules',
  zhajinhuaPlay: '/api/games/zhajinhua/play',
  zhajinhuaRules: '/api/games/zhajinhua/rules',
  erbagangPlay: '/api/games/erbagang/play',
  erbagangRules: '/api/games/erbagang/rules',
  seedRotate: '/api/games/seed/rotate',
  fast3State: '/api/games/fast3/state',
  fast3Bet: '/api/games/fast3/bet',
  fast3Seed: '/api/games/fast3/seed',
  fast3Draw: '/api/games/fast3/draw',
  sscState: '/api/games/ssc/state',
  sscBet: '/api/games/ssc/bet',
  sscSeed: '/api/games/ssc/seed',
  sscDraw: '/api/games/ssc/draw',
  pk10State: '/api/games/pk10/state',
  pk10Bet: '/api/games/pk10/bet',
  pk10Seed: '/api/games/pk10/seed',
  pk10Draw: '/api/games/pk10/draw',
  sangongState: '/api/games/sangong/state',
  sangongBet: '/api/games/sangong/bet',
  sangongSeed: '/api/games/sangong/seed',
  sangongDraw: '/api/games/sangong/draw',
  rouletteState: '/api/games/roulette/state',
  rouletteBet: '/api/games/roulette/bet',
  rouletteSeed: '/api/games/roulette/seed',
  rouletteDraw: '/api/games/roulette/draw',
  gameRound: '/api/games/round',
  baccaratState: '/api/games/baccarat/state',
  baccaratBet: '/api/games/baccarat/bet',
  baccaratSeed: '/api/games/baccarat/seed',
  baccaratShoe: '/api/games/baccarat/shoe',
  dragonTigerState: '/api/games/dragontiger/state',
  dragonTigerBet: '/api/games/dragontiger/bet',
  dragonTigerSeed: '/api/games/dragontiger/seed',
  dragonTigerShoe: '/api/games/dragontiger/shoe',
  qiangzhuangRules: '/api/games/qiangzhuang/rules',
  qiangzhuangState: '/api/games/qiangzhuang/state',
  qiangzhuangOpen: '/api/games/qiangzhuang/open',
  qiangzhuangGrab: '/api/games/qiangzhuang/grab',
  qiangzhuangBet: '/api/games/qiangzhuang/bet',
}

const gameRequest = async <N extends Name>(name: N, body: RequestOf<GameCalls[N]>) =>
  (
    await sendTo<ResponseOf<GameCalls[N]>>(
      { method: 'POST', path: PATHS[name] },
      body as Record<string, unknown>,
    )
  ).data

export const gameTable = (b: RequestOf<GameCalls['gameTable']>) => gameRequest('gameTable', b)
export const slotSpin = (b: RequestOf<GameCalls['slotSpin']>) => gameRequest('slotSpin', b)
export const sicboBet = (b: RequestOf<GameCalls['sicboBet']>) => gameRequest('sicboBet', b)
export const bullbullPlay = (b: RequestOf<GameCalls['bullbullPlay']>) => gameRequest('bullbullPlay', b)
export const bullbullRules = () => gameRequest('bullbullRules', {})
export const zhajinhuaPlay = (b: RequestOf<GameCalls['zhajinhuaPlay']>) => gameRequest('zhajinhuaPlay', b)
export const zhajinhuaRules = () => gameRequest('zhajinhuaRules', {})
export const erbagangPlay = (b: RequestOf<GameCalls['erbagangPlay']>) => gameRequest('erbagangPlay', b)
export const erbagangRules = () => gameRequest('erbagangRules', {})
export const seedRotate = (b: RequestOf<GameCalls['seedRotate']>) => gameRequest('seedRotate', b)
export const fast3State = () => gameRequest('fast3State', {})
export const fast3Bet = (b: RequestOf<GameCalls['fast3Bet']>) => gameRequest('fast3Bet', b)
export const fast3Seed = (b: RequestOf<GameCalls['fast3Seed']>) => gameRequest('fast3Seed', b)
export const fast3Draw = (b: RequestOf<GameCalls['fast3Draw']>) => gameRequest('fast3Draw', b)
export const sscState = () => gameRequest('sscState', {})
export const sscBet = (b: RequestOf<GameCalls['sscBet']>) => gameRequest('sscBet', b)
export const sscSeed = (b: RequestOf<GameCalls['sscSeed']>) => gameRequest('sscSeed', b)
export const sscDraw = (b: RequestOf<GameCalls['sscDraw']>) => gameRequest('sscDraw', b)
export const pk10State = () => gameRequest('pk10State', {})
export const pk10Bet = (b: RequestOf<GameCalls['pk10Bet']>) => gameRequest('pk10Bet', b)
export const pk10Seed = (b: RequestOf<GameCalls['pk10Seed']>) => gameRequest('pk10Seed', b)
export const pk10Draw = (b: RequestOf<GameCalls['pk10Draw']>) => gameRequest('pk10Draw', b)
export const sangongState = () => gameRequest('sangongState', {})
export const sangongBet = (b: RequestOf<GameCalls['sangongBet']>) => gameRequest('sangongBet', b)
export const sangongSeed = (b: RequestOf<GameCalls['sangongSeed']>) => gameRequest('sangongSeed', b)
export const sangongDraw = (b: RequestOf<GameCalls['sangongDraw']>) => gameRequest('sangongDraw', b)
export const rouletteState = () => gameRequest('rouletteState', {})
export const rouletteBet = (b: RequestOf<GameCalls['rouletteBet']>) => gameRequest('rouletteBet', b)
export const rouletteSeed = (b: RequestOf<GameCalls['rouletteSeed']>) => gameRequest('rouletteSeed', b)
export const rouletteDraw = (b: RequestOf<GameCalls['rouletteDraw']>) => gameRequest('rouletteDraw', b)
export const gameRound = (b: RequestOf<GameCalls['gameRound']>) => gameRequest('gameRound', b)

export const baccaratState = () => gameRequest('baccaratState', {})
export const baccaratBet = (b: RequestOf<GameCalls['baccaratBet']>) => gameRequest('baccaratBet', b)
export const baccaratSeed = (b: RequestOf<GameCalls['baccaratSeed']>) => gameRequest('baccaratSeed', b)
export const baccaratShoe = (b: RequestOf<GameCalls['baccaratShoe']>) => gameRequest('baccaratShoe', b)
export const dragonTigerState = () => gameRequest('dragonTigerState', {})
export const dragonTigerBet = (b: RequestOf<GameCalls['dragonTigerBet']>) => gameRequest('dragonTigerBet', b)
export const dragonTigerSeed = (b: RequestOf<GameCalls['dragonTigerSeed']>) =>
  gameRequest('dragonTigerSeed', b)
export const dragonTigerShoe = (b: RequestOf<GameCalls['dragonTigerShoe']>) =>
  gameRequest('dragonTigerShoe', b)

export const qiangzhuangRules = () => gameRequest('qiangzhuangRules', {})
export const qiangzhuangState = () => gameRequest('qiangzhuangState', {})
export const qiangzhuangOpen = (b: RequestOf<GameCalls['qiangzhuangOpen']>) =>
  gameRequest('qiangzhuangOpen', b)
export const qiangzhuangGrab = (b: RequestOf<GameCalls['qiangzhuangGrab']>) =>
  gameRequest('qiangzhuangGrab', b)
export const qiangzhuangBet = (b: RequestOf<GameCalls['qiangzhuangBet']>) => gameRequest('qiangzhuangBet', b)
export type QzRules = ResponseOf<GameCalls['qiangzhuangRules']>
export type QzStep = ResponseOf<GameCalls['qiangzhuangOpen']>

export type BullRules = ResponseOf<GameCalls['bullbullRules']>
export type ZjhRules = ResponseOf<GameCalls['zhajinhuaRules']>
export type EbgRules = ResponseOf<GameCalls['erbagangRules']>
export type TableData = ResponseOf<GameCalls['gameTable']>
export type Fast3StateData = ResponseOf<GameCalls['fast3State']>
export type RoundDetail = ResponseOf<GameCalls['gameRound']>
export type Fast3DrawDetail = ResponseOf<GameCalls['fast3Draw']>
export type SscStateData = ResponseOf<GameCalls['sscState']>
export type SscDrawDetail = ResponseOf<GameCalls['sscDraw']>
export type Pk10StateData = ResponseOf<GameCalls['pk10State']>
export type Pk10DrawDetail = ResponseOf<GameCalls['pk10Draw']>
export type SangongStateData = ResponseOf<GameCalls['sangongState']>
export type SangongDrawDetail = ResponseOf<GameCalls['sangongDraw']>
export type RouletteStateData = ResponseOf<GameCalls['rouletteState']>
export type RouletteDrawDetail = ResponseOf<GameCalls['rouletteDraw']>
export type BaccaratStateData = ResponseOf<GameCalls['baccaratState']>
export type BaccaratShoeDetail = ResponseOf<GameCalls['baccaratShoe']>
export type DragonTigerStateData = ResponseOf<GameCalls['dragonTigerState']>
export type DragonTigerShoeDetail = ResponseOf<GameCalls['dragonTigerShoe']>
export type { BaccaratHand, DragonTigerRound, Fast3Draw, GameRound }
