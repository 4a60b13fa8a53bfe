// A card game played instantly on the player's own seed pair (bull-bull, 炸金花): one transaction per
// round. The wager kernel's checks, lock the seed pair (so nonces never repeat), deal on the fair
// stream, the game settles its deal, the kernel moves the stake and the payout in one ledger call,
// the round is recorded with its seed and nonce, the valid bet is booked. Each game supplies only its
// deal and its settlement (docs/fairness.md, docs/wagering.md).

import { drawFair, type RandomSource } from '../../core/games/fair'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { bookTurnover, openStake, playRound, type StakePath } from '../wagering/kernel'
import { insertRound, playedAnswer } from './play'
import { activeSeed, type SeedKind, serverHmac } from './seeds'

export type Settled = {
  payout: bigint
  /** The valid bet (turnover, rebates, wagering) of the round. */
  valid: bigint
  /** What the round record and the verifier show. */
  result: unknown
  detail: unknown
}

export type SeededRound<O> = {
  kind: SeedKind & StakePath
  venue: string
  /** What the kernel takes from the wallet for the round. */
  stake: bigint
  /** Round ids are <prefix><seed pair id>-<nonce>. */
  prefix: string
  gameCode: string
  gameName: string
  deal: (src: RandomSource) => O
  settle: (dealt: O) => Settled
  /** The game's own words for a wallet short of the stake (code 210). */
  short?: BizError
}

export async function playOnSeed<O>(q: Query, userId: number, r: SeededRound<O>) {
  const { wallet } = await openStake(q, { path: r.kind, userId, venue: r.venue, amount: r.stake })
  const seed = await activeSeed(q, userId, r.kind, true)
  const nonce = Number(seed.nonce)
  const dealt = await drawFair(
    serverHmac,
    { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce },
    r.deal,
  )
  const s = r.settle(dealt)
  await q('UPDATE fair_seeds SET nonce = nonce + 1 WHERE id = $1', [seed.id])
  const roundId = `${r.prefix}${seed.id}-${nonce}`
  const { before, after } = await playRound(q, {
    userId,
    venue: r.venue,
    wallet: wallet.account,
    amount: r.stake,
    payout: s.payout,
    ref: roundId,
  }).catch((e: unknown) => {
    throw r.short && e instanceof BizError && e.code === 210 ? r.short : e
  })
  await insertRound(q, {
    roundId,
    userId,
    venue: r.venue,
    gameCode: r.gameCode,
    gameName: r.gameName,
    kind: r.kind,
    stake: r.stake,
    valid: s.valid,
    payout: s.payout,
    status: 1,
    result: s.result,
    before,
    after,
    wallet: wallet.account,
    seedId: seed.id,
    nonce,
    detail: s.detail,
  })
  await bookTurnover(q, userId, s.valid)
  return playedAnswer(q, r.venue, roundId, after, seed)
}
