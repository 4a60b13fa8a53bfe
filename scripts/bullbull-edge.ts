// The documented return of bull-bull's default table (docs/bullbull.md): simulate N rounds (default
// 10^8; `npx tsx scripts/bullbull-edge.ts 1e9`) on V8's generator and print the return per unit of
// base bet with its standard error, the player's win rate and how often each hand occurs.
// Two estimators: the plain mean of the player's result, and the mirrored one: a deal and the same
// deal with the hands swapped are equally likely, and their two results add up to minus the
// commission on the winner's multiple, so half that sum estimates the same return with a far smaller
// variance (the symmetric win/loss cancels).
import { BULL_DEFAULT_TABLE, BULL_HANDS, drawBull, settleBull } from '../core/games/engines/bullbull'

const N = Number(process.argv[2] ?? 1e8)
const src = { int: (n: number) => Math.floor(Math.random() * n) }
const BASE = 10_000
let sum = 0
let sq = 0
let wins = 0
let msum = 0
let msq = 0
const hands = new Map<string, number>()
for (let i = 0; i < N; i++) {
  const deal = drawBull(src)
  const net = settleBull(BASE, deal, BULL_DEFAULT_TABLE).net / BASE
  sum += net
  sq += net * net
  const mirrored = {
    player: deal.banker,
    banker: deal.player,
    winner: deal.winner === 'player' ? 'banker' : 'player',
  } as const
  const m = (net + settleBull(BASE, mirrored, BULL_DEFAULT_TABLE).net / BASE) / 2
  msum += m
  msq += m * m
  if (deal.winner === 'player') wins++
  hands.set(deal.player.kind, (hands.get(deal.player.kind) ?? 0) + 1)
}
const mean = sum / N
const se = Math.sqrt((sq / N - mean * mean) / N)
const mmean = msum / N
const mse = Math.sqrt((msq / N - mmean * mmean) / N)
console.log(`mirrored: return ${(1 + mmean).toFixed(6)} ± ${mse.toFixed(6)} (1 s.e.)`)
console.log(
  `rounds ${N}: return ${(1 + mean).toFixed(6)} ± ${se.toFixed(6)} (1 s.e.), player wins ${(wins / N).toFixed(6)}`,
)
for (const h of BULL_HANDS) console.log(`  ${h.padEnd(10)} ${((hands.get(h) ?? 0) / N).toFixed(6)}`)
