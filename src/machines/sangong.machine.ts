// The 三公 page (/play/sangong, docs/sangong.md): the open round and its countdown (from the server's
// clock), the last deal dealt onto the felt, six bet areas, the slip, the player's contribution to the
// round's shared client seed, the road and the deals. Shaped like PK10's page (pk10.machine.ts) on the
// shared pieces of drawGame.ts: the state is read every few seconds and right after each deal time, the
// 1 s tick only redraws, staged chips are dropped once the state shows a new round, and what is placed
// on the open round is read from the player's rounds. The rules dialog is a region of its own, with
// every bet's exact return from the engine (computed once).
import {
  isSangongBet,
  SANGONG_BETS,
  SANGONG_CLOSE_SECONDS,
  SANGONG_EDGE_BP,
  SANGONG_ODDS,
  type SangongBet,
  sangongRtp,
} from '../../core/games/engines/sangong'
import { type SangongStateData, sangongBet, sangongSeed, sangongState } from '../api/games'
import { computeDrawRules } from './drawGame'
import { type DrawContext, type DrawEvent, drawTableMachine } from './drawTable'

export type SangongContext = DrawContext<SangongStateData, SangongBet>
export type SangongEvent = DrawEvent<'sangong'>

/** Every bet's exact return over all pairs of hands (the engine's counted ways). */
export const computeSangongRules = () =>
  computeDrawRules(SANGONG_BETS, (type) => {
    const { returned, staked } = sangongRtp(type)
    return { odds: SANGONG_ODDS[type], edgeBp: SANGONG_EDGE_BP[type], returned, staked }
  })

export const sangongMachine = drawTableMachine<
  'sangong',
  SangongStateData,
  SangongBet,
  Record<never, never>,
  never
>({
  id: 'sangong',
  load: sangongState,
  place: sangongBet,
  contribute: sangongSeed,
  rules: computeSangongRules,
  closeSeconds: SANGONG_CLOSE_SECONDS,
  isBet: isSangongBet,
  context: {},
  on: {},
})
