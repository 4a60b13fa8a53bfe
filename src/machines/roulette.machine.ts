// The 琉璃轮盘 page (/play/roulette, docs/roulette.md): the open spin and its countdown (from the
// server's clock), the wheel showing the last number, the table of inside and outside bets, the
// racetrack of neighbour bets, the slip, the player's contribution to the spin's shared client seed,
// and the history. Shaped like PK10's page on the shared pieces of drawGame.ts. Inside bets that
// cover more than one number are picked on the number grid in a mode: a street or six line from one
// tap, a split from two touching numbers, a corner from two diagonal ones (pickCell).
import {
  isRouletteBet,
  ROULETTE_CLOSE_SECONDS,
  ROULETTE_EDGE_BP,
  ROULETTE_RULES,
  ROULETTE_SAMPLE_BETS,
  type RouletteRule,
  rouletteOdds,
  rouletteRtp,
} from '../../core/games/engines/roulette'
import { type RouletteStateData, rouletteBet, rouletteSeed, rouletteState } from '../api/games'
import { computeDrawRules, withChip } from './drawGame'
import { type DrawContext, type DrawEvent, drawTableMachine } from './drawTable'

/** How a tap on the number grid bets: one number, its row, two rows, or two numbers picked in turn. */
export type RouletteMode = 'straight' | 'split' | 'street' | 'corner' | 'line'
export const ROULETTE_MODES: readonly RouletteMode[] = ['straight', 'split', 'street', 'corner', 'line']

/**
 * What a tap on number `n` does in `mode` with `pending` (the first number of a split or corner):
 * the bet it stages, if any, and the number left pending. A second tap that does not make a bet
 * with the first starts over from it; tapping the pending number again lets it go.
 */
export function pickCell(
  mode: RouletteMode,
  pending: number | null,
  n: number,
): { bet: string | null; pending: number | null } {
  const row = Math.ceil(n / 3)
  if (mode === 'straight') return { bet: `n:${n}`, pending: null }
  if (mode === 'street') return { bet: n === 0 ? null : `st:${row}`, pending: null }
  if (mode === 'line') return { bet: n === 0 ? null : `ln:${Math.min(row, 11)}`, pending: null }
  if (pending === null) return { bet: null, pending: n }
  if (pending === n) return { bet: null, pending: null }
  const lo = Math.min(pending, n)
  const hi = Math.max(pending, n)
  const key =
    mode === 'split'
      ? `sp:${lo}-${hi}`
      : hi - lo === 4
        ? `co:${lo}`
        : hi - lo === 2 && lo % 3 !== 1
          ? `co:${lo - 1}`
          : ''
  return isRouletteBet(key) ? { bet: key, pending: null } : { bet: null, pending: n }
}

/** A neighbours announce stakes five chips: one on each of its five numbers. */
export const chipsFor = (bet: string) => (bet.startsWith('nb:') ? 5 : 1)

type Picking = { mode: RouletteMode; pending: number | null }
export type RouletteContext = DrawContext<RouletteStateData, RouletteRule> & Picking
type PickEvent = { type: 'roulette.mode'; mode: RouletteMode } | { type: 'roulette.cell'; n: number }
export type RouletteEvent = DrawEvent<'roulette'> | PickEvent

/** Every bet class's exact return over the 37 pockets. */
export const computeRouletteRules = () =>
  computeDrawRules(ROULETTE_RULES, (type) => {
    const { returned, staked } = rouletteRtp(ROULETTE_SAMPLE_BETS[type])
    return { odds: rouletteOdds(ROULETTE_SAMPLE_BETS[type]), edgeBp: ROULETTE_EDGE_BP, returned, staked }
  })

export const rouletteMachine = drawTableMachine<
  'roulette',
  RouletteStateData,
  RouletteRule,
  Picking,
  PickEvent
>({
  id: 'roulette',
  load: rouletteState,
  place: rouletteBet,
  contribute: rouletteSeed,
  rules: computeRouletteRules,
  closeSeconds: ROULETTE_CLOSE_SECONDS,
  isBet: isRouletteBet,
  chipsFor,
  context: { mode: 'straight', pending: null },
  // A number half picked belongs to the slip: it goes with it.
  reset: { pending: null },
  on: {
    'roulette.mode': { update: (_, event) => ({ mode: event.mode, pending: null }) },
    'roulette.cell': {
      update: (context, event) => {
        const picked = pickCell(context.mode, context.pending, event.n)
        return {
          pending: picked.pending,
          slip: picked.bet
            ? withChip(context.slip, picked.bet, context.chip * chipsFor(picked.bet))
            : context.slip,
        }
      },
    },
  },
})
