// The 微澜赛车 PK10 page (/play/pk10, docs/pk10.md): the open draw and its countdown (from the server's
// clock), the last draw run as a race, a bet board in four tabs, the slip, the player's contribution to
// the draw's shared client seed, and the draws. Shaped like 时时彩's page (ssc.machine.ts) on the shared
// pieces of drawGame.ts: the state is read every few seconds and right after each draw time, the 1 s
// tick only redraws, staged chips are dropped once the state shows a new issue, and what is placed on
// the open issue is read from the player's rounds. The rules dialog is a region of its own: it opens
// over a table that keeps ticking, with every class's exact return from the engine (computed once).
import {
  isPk10Bet,
  PK10_CLOSE_SECONDS,
  PK10_EDGE_BP,
  PK10_ODDS,
  PK10_RULES,
  PK10_SAMPLE_BETS,
  type Pk10Rule,
  pk10Rtp,
} from '../../core/games/engines/pk10'
import { type Pk10StateData, pk10Bet, pk10Seed, pk10State } from '../api/games'
import { computeDrawRules } from './drawGame'
import { type DrawContext, type DrawEvent, drawTableMachine } from './drawTable'

export type Pk10Tab = 'car' | 'side' | 'sum' | 'lh'
export type Pk10Context = DrawContext<Pk10StateData, Pk10Rule> & { tab: Pk10Tab }
type TabEvent = { type: 'pk10.tab'; tab: Pk10Tab }
export type Pk10Event = DrawEvent<'pk10'> | TabEvent

/** Every odds class's exact return over the 90 ordered pairs of cars its bets read. */
export const computePk10Rules = () =>
  computeDrawRules(PK10_RULES, (type) => {
    const { returned, staked } = pk10Rtp(PK10_SAMPLE_BETS[type])
    return { odds: PK10_ODDS[type], edgeBp: PK10_EDGE_BP[type], returned, staked }
  })

export const pk10Machine = drawTableMachine<'pk10', Pk10StateData, Pk10Rule, { tab: Pk10Tab }, TabEvent>({
  id: 'pk10',
  load: pk10State,
  place: pk10Bet,
  contribute: pk10Seed,
  rules: computePk10Rules,
  closeSeconds: PK10_CLOSE_SECONDS,
  isBet: isPk10Bet,
  context: { tab: 'car' },
  on: { 'pk10.tab': { update: (_, event) => ({ tab: event.tab }) } },
})
