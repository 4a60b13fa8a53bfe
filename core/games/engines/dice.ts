// Three fair dice, shared by sic bo and fast-3. Each die is src.int(6) + 1 (rejection-sampled).
import type { RandomSource } from '../fair'

export type Dice = [number, number, number]

export const rollDice = (src: RandomSource): Dice => [src.int(6) + 1, src.int(6) + 1, src.int(6) + 1]

export const diceSum = (d: Dice) => d[0] + d[1] + d[2]
export const isTriple = (d: Dice) => d[0] === d[1] && d[1] === d[2]

/** All 216 equally likely outcomes, for exact RTP by enumeration. */
export const ALL_DICE: Dice[] = Array.from({ length: 216 }, (_, i) => [
  Math.floor(i / 36) + 1,
  (Math.floor(i / 6) % 6) + 1,
  (i % 6) + 1,
])
