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
  gameRound: '/api/games/round',
  baccaratState: '/api/games/baccarat/state',
  baccaratBet: '/api/games/baccarat/bet',
  baccaratSeed: '/api/games/baccarat/seed',
  baccaratShoe: '/api/games/baccarat/shoe',
  dragonTigerState: '/api/games/dragontiger/state',
  dragonTigerBet: '/api/games/dragontiger/bet',
  dragonTigerSeed: '/api/games/dragontiger/seed',
  dragonTigerShoe: '/api/games/dragontiger/shoe',
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

export type BullRules = ResponseOf<GameCalls['bullbullRules']>
export type ZjhRules = ResponseOf<GameCalls['zhajinhuaRules']>
export type TableData = ResponseOf<GameCalls['gameTable']>
export type Fast3StateData = ResponseOf<GameCalls['fast3State']>
export type RoundDetail = ResponseOf<GameCalls['gameRound']>
export type Fast3DrawDetail = ResponseOf<GameCalls['fast3Draw']>
export type SscStateData = ResponseOf<GameCalls['sscState']>
export type SscDrawDetail = ResponseOf<GameCalls['sscDraw']>
export type Pk10StateData = ResponseOf<GameCalls['pk10State']>
export type Pk10DrawDetail = ResponseOf<GameCalls['pk10Draw']>
export type BaccaratStateData = ResponseOf<GameCalls['baccaratState']>
export type BaccaratShoeDetail = ResponseOf<GameCalls['baccaratShoe']>
export type DragonTigerStateData = ResponseOf<GameCalls['dragonTigerState']>
export type DragonTigerShoeDetail = ResponseOf<GameCalls['dragonTigerShoe']>
export type { BaccaratHand, DragonTigerRound, Fast3Draw, GameRound }
