// The in-house game calls (gameCalls of the contract). They are not part of spec §7, so they are not
// in the client's endpoint table; this module sends them with the same conventions: bearer token,
// Lang header, 60 s timeout, envelope unwrapping into data or an ApiError with the server's code.

import { ApiError, getToken, TIMEOUT_MS } from './client'
import type { Fast3Draw, GameRound, gameCalls, RequestOf, ResponseOf } from './contract'

type GameCalls = typeof gameCalls
type Name = keyof GameCalls

const PATHS: { [N in Name]: GameCalls[N]['path'] } = {
  gameTable: '/api/games/table',
  slotSpin: '/api/games/slot/spin',
  sicboBet: '/api/games/sicbo/bet',
  seedRotate: '/api/games/seed/rotate',
  fast3State: '/api/games/fast3/state',
  fast3Bet: '/api/games/fast3/bet',
  gameRound: '/api/games/round',
}

const base = () =>
  (import.meta.env?.VITE_API_BASE as string | undefined) ||
  (typeof location === 'undefined' ? '' : location.origin)
const lang = () =>
  typeof localStorage !== 'undefined' && localStorage.getItem('lang') === 'en' ? 'en' : 'zh'

async function gameRequest<N extends Name>(
  name: N,
  body: RequestOf<GameCalls[N]>,
): Promise<ResponseOf<GameCalls[N]>> {
  const token = getToken()
  let res: Response
  try {
    res = await fetch(`${base()}${PATHS[name]}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        Accept: 'application/json',
        Authorization: token ? `Bearer ${token}` : '',
        Lang: lang(),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    throw new ApiError(
      ApiError.NETWORK,
      lang() === 'en' ? 'Network error, please retry' : '网络异常，请稍后重试',
    )
  }
  const env = (await res.json().catch(() => null)) as {
    code?: number
    message?: string
    data?: unknown
  } | null
  if (!env || typeof env.code !== 'number')
    throw new ApiError(res.status || ApiError.NETWORK, '服务器繁忙，请稍后再试')
  if (env.code !== 200) throw new ApiError(env.code, env.message ?? '')
  return env.data as ResponseOf<GameCalls[N]>
}

export const gameTable = (b: RequestOf<GameCalls['gameTable']>) => gameRequest('gameTable', b)
export const slotSpin = (b: RequestOf<GameCalls['slotSpin']>) => gameRequest('slotSpin', b)
export const sicboBet = (b: RequestOf<GameCalls['sicboBet']>) => gameRequest('sicboBet', b)
export const seedRotate = (b: RequestOf<GameCalls['seedRotate']>) => gameRequest('seedRotate', b)
export const fast3State = () => gameRequest('fast3State', {})
export const fast3Bet = (b: RequestOf<GameCalls['fast3Bet']>) => gameRequest('fast3Bet', b)
export const gameRound = (b: RequestOf<GameCalls['gameRound']>) => gameRequest('gameRound', b)

export type TableData = ResponseOf<GameCalls['gameTable']>
export type Fast3StateData = ResponseOf<GameCalls['fast3State']>
export type RoundDetail = ResponseOf<GameCalls['gameRound']>
export type { Fast3Draw, GameRound }
