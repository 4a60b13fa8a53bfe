// The slot venues' shared progressive jackpot (docs/jackpot.md): the stated figures and the trigger.
// The trigger is read from the spin's own seed pair but on a message of its own,
// HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:jackpot`), so the reels' byte stream is untouched and
// the fairness page can re-compute the decision from the revealed server seed, like the reels.
import { ByteSource, type HmacSha256, type Seeds } from './fair'

/** One percent of every slot stake goes to the pool (basis points; exact for stakes in whole yuan). */
export const JACKPOT_RATE_BP = 100
/**
 * A spin staked at the full stake (100.00) wins the pool with probability 1 / JACKPOT_ODDS; a smaller
 * stake's chance is in proportion (10.00: 1 in 500 000). A chance that did not scale with the stake would
 * make the smallest stake worth playing for the pool alone: 5,000.00 / 50 000 is 0.10 a spin, a tenth of
 * a 1.00 stake on top of the machine's return (docs/jackpot.md).
 */
export const JACKPOT_ODDS = 50_000
/** The stake, in cents, whose chance is exactly 1 / odds. */
export const JACKPOT_FULL_STAKE_CENTS = 10_000
/** What the house puts in the pool at the start and after every win, in cents (5,000.00). */
export const JACKPOT_SEED_CENTS = 500_000n

/** The HMAC message of a round's jackpot draw. */
export const jackpotMessage = (clientSeed: string, nonce: number) => `${clientSeed}:${nonce}:jackpot`

/** The pool's share of a stake, in cents (rounded down). */
export const jackpotContribution = (stake: bigint, rateBp: number = JACKPOT_RATE_BP) =>
  (stake * BigInt(rateBp)) / 10_000n

/**
 * Did this round trigger the jackpot? A uniform integer in [0, odds × 10 000) from the round's jackpot
 * block (rejection sampling, as every draw); it wins when below the stake in cents, so the chance is
 * stake / (odds × 100.00). The draw does not depend on the stake, only the threshold does.
 */
export async function jackpotTriggered(
  hmac: HmacSha256,
  seeds: Seeds,
  stakeCents: bigint,
  odds: number = JACKPOT_ODDS,
) {
  const bytes = await hmac(seeds.serverSeed, jackpotMessage(seeds.clientSeed, seeds.nonce))
  return BigInt(new ByteSource(bytes).int(odds * JACKPOT_FULL_STAKE_CENTS)) < stakeCents
}

/** Basis points as a percentage to show: 100 -> '1%', 50 -> '0.5%', 125 -> '1.25%' (integers only). */
export function percentOfBp(bp: number) {
  const whole = Math.floor(bp / 100)
  const frac = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  return frac ? `${whole}.${frac}%` : `${whole}%`
}
