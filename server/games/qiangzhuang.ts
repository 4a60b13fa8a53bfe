// 抢庄牛牛 at lhchess (docs/qiangzhuang.md): a round is three requests. `open` checks the stake
// (the wager kernel's gate), deals everything on the player's seed pair, stakes the largest possible
// loss (ante × QZ_MAX_LOSS_ANTES) and records the round (status 0) with the deal kept secret. `grab`
// and `bet` record the player's choices under the round's row lock, so a choice applies once however
// many arrive; the last one settles: the kernel pays reserve + net back under the round's ledger key
// (exactly once), the round record gets its result. A round left open is closed with the default
// choices (不抢, bet ×1) by the scheduler's job, on the player's next visit, or before its seed pair is
// rotated (the rotation reveals the server seed).

import {
  bankerOf,
  isQzBet,
  isQzGrab,
  QZ_ANTES,
  QZ_MAX_LOSS_ANTES,
  QZ_RULE,
  QZ_RULES,
  type QzBet,
  type QzDeal,
  type QzGrab,
  qzRule,
  settleQz,
  visibleCards,
} from '../../core/games/engines/qiangzhuang'
import { drawFair } from '../../core/games/fair'
import { drawOutcome } from '../../core/games/replay'
import { centsToWire } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { heldBonusSql } from '../wagering/bonus'
import { bookTurnover, openStake, settle, stake } from '../wagering/kernel'
import { insertRound, playedAnswer, walletBalance } from './play'
import { activeSeed, publicSeed, serverHmac } from './seeds'
import { QIANGZHUANG_VENUE, venueKind } from './venues'

/** How long a round waits for the player's next choice before the default choices close it. */
export const QZ_IDLE_MS = 5 * 60_000

type QzRow = {
  round_id: string
  user_id: string | number
  venue_code: string
  wallet_account: string
  ante_cents: string | number
  reserve_cents: string | number
  deal: QzDeal | string
  grab: number | null
  bet: number | null
  step: 'grab' | 'bet' | 'settled'
  /** The rule the round was opened under (engines/qiangzhuang.ts QZ_RULES; 1 for rounds before 0055). */
  rule: number
}

const dealOf = (r: QzRow): QzDeal => (typeof r.deal === 'string' ? JSON.parse(r.deal) : r.deal)

/** What the player may see of an open round: the cards its rule shows (none now), then the grabs. */
function openView(r: QzRow) {
  const deal = dealOf(r)
  const grabbed = r.grab === null ? null : bankerOf(deal, r.grab as QzGrab)
  return {
    round_id: r.round_id,
    step: r.step as 'grab' | 'bet',
    ante: centsToWire(BigInt(r.ante_cents)),
    reserve: centsToWire(BigInt(r.reserve_cents)),
    visible: visibleCards(deal, qzRule(r.rule)),
    grabs: grabbed?.grabs ?? null,
    banker: grabbed?.seat ?? null,
    banker_multiple: grabbed?.multiple ?? null,
  }
}
export type QzOpenView = ReturnType<typeof openView>

const SELECT = `SELECT round_id, user_id, venue_code, wallet_account, ante_cents, reserve_cents, deal, grab, bet, step, rule
  FROM qz_rounds`

/** The player's open round, locked, if any. */
async function openRound(q: Query, userId: number) {
  const [row] = await q<QzRow>(`${SELECT} WHERE user_id = $1 AND step <> 'settled' FOR UPDATE`, [userId])
  return row ?? null
}

/** Settle a round with these choices: pay reserve + net once, complete the round record. */
async function settleRound(q: Query, r: QzRow, grab: QzGrab, bet: QzBet, by: 'player' | 'default') {
  const deal = dealOf(r)
  const ante = BigInt(r.ante_cents)
  const reserve = BigInt(r.reserve_cents)
  const rule = qzRule(r.rule)
  const s = settleQz(ante, deal, grab, bet, rule)
  const payout = reserve + s.net
  const userId = Number(r.user_id)
  await settle(q, [
    {
      userId,
      venue: r.venue_code,
      wallet: r.wallet_account,
      amount: payout,
      ref: r.round_id,
      key: `qz:${r.round_id}`,
    },
  ])
  const after = await walletBalance(q, r.wallet_account)
  const result = {
    step: 'settled',
    rule,
    commission_bp: QZ_RULES[rule].commissionBp,
    visible: visibleCards(deal, rule),
    banker: s.banker,
    banker_multiple: s.bankerMultiple,
    grabs: s.grabs,
    seats: s.seats.map((x) => ({
      seat: x.seat,
      cards: x.hand.cards,
      kind: x.hand.kind,
      bull: x.hand.bull,
      bet: x.bet,
      won: x.won,
      units: x.units,
    })),
    grab,
    bet: s.banker === 0 ? null : bet,
    by,
    // Cents as JSON numbers, as rounds store them (exact: far below 2^53).
    ante: Number(ante),
    reserve: Number(reserve),
    gross: Number(s.gross),
    commission: Number(s.commission),
    net: Number(s.net),
  }
  await q(
    `UPDATE game_rounds SET status = 1, payout_cents = $3, valid_cents = $4, result = $5, balance_after = $6, settled_at = now()
      WHERE venue_code = $1 AND round_id = $2`,
    [
      r.venue_code,
      r.round_id,
      payout.toString(),
      s.valid.toString(),
      JSON.stringify(result),
      after.toString(),
    ],
  )
  await q(
    `UPDATE qz_rounds SET grab = $2, bet = $3, step = 'settled', closed_by = $4, updated_at = now() WHERE round_id = $1`,
    [r.round_id, grab, bet, by],
  )
  await bookTurnover(q, userId, s.valid)
  return after
}

/** Close a round the player left: the choices not made yet are 不抢 and a bet of ×1. */
const closeWithDefaults = (q: Query, r: QzRow) => settleRound(q, r, (r.grab ?? 0) as QzGrab, 1, 'default')

/** The player's open round and the answer a page needs; one left idle too long is closed first. */
export async function qzState(q: Query, userId: number) {
  const r = await openRound(q, userId)
  if (!r) return null
  const [idle] = await q<{ stale: boolean }>(
    `SELECT updated_at < now() - ($2::int * interval '1 millisecond') AS stale FROM qz_rounds WHERE round_id = $1`,
    [r.round_id, QZ_IDLE_MS],
  )
  if (idle?.stale) {
    await closeWithDefaults(q, r)
    return null
  }
  return openView(r)
}

/** Before a rotation reveals the server seed: an open round is closed with its defaults. */
export async function closeBeforeRotation(q: Query, userId: number) {
  const r = await openRound(q, userId)
  if (r) await closeWithDefaults(q, r)
}

async function answerOf(q: Query, r: QzRow, after?: bigint) {
  const seed = await activeSeed(q, Number(r.user_id), 'qiangzhuang')
  const [row] = await q<{ held: string }>(`SELECT ${heldBonusSql('$1')}::text AS held`, [r.wallet_account])
  const cash = after ?? (await walletBalance(q, r.wallet_account))
  return {
    open: r.step === 'settled' ? null : openView(r),
    round: null,
    balance: centsToWire(cash + BigInt(row?.held ?? 0)),
    seed: publicSeed(seed),
  }
}

/** Open a round: stake the largest possible loss, deal, and show the player the cards the rule shows. */
export async function openQz(q: Query, userId: number, input: { venue: string; ante: bigint }) {
  if (venueKind(input.venue) !== 'qiangzhuang') throw new BizError(1000, 'v.platform')
  const ante = input.ante
  if (!QZ_ANTES.some((a) => BigInt(a) === ante)) throw new BizError(1000, 'g.zjhAnte')
  if (await qzState(q, userId)) throw new BizError(409, 'g.qzOpen')
  const reserve = ante * BigInt(QZ_MAX_LOSS_ANTES)
  const { wallet } = await openStake(q, { path: 'qiangzhuang', userId, venue: input.venue, amount: reserve })
  const seed = await activeSeed(q, userId, 'qiangzhuang', true)
  const nonce = Number(seed.nonce)
  const deal = await drawFair(
    serverHmac,
    { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce },
    (src) => drawOutcome('qiangzhuang', QIANGZHUANG_VENUE, src).deal,
  )
  await q('UPDATE fair_seeds SET nonce = nonce + 1 WHERE id = $1', [seed.id])
  const roundId = `QZ${seed.id}-${nonce}`
  const moved = await stake(q, {
    userId,
    venue: input.venue,
    wallet: wallet.account,
    amount: reserve,
    ref: roundId,
  }).catch((e: unknown) => {
    throw e instanceof BizError && e.code === 210
      ? new BizError(210, 'g.qzReserve', { amount: centsToWire(reserve) })
      : e
  })
  await insertRound(q, {
    roundId,
    userId,
    venue: input.venue,
    gameCode: 'qiangzhuang',
    gameName: '抢庄牛牛',
    kind: 'qiangzhuang',
    stake: reserve,
    payout: 0n,
    status: 0,
    result: { step: 'grab', rule: QZ_RULE, visible: visibleCards(deal, QZ_RULE) },
    before: moved.before,
    after: moved.after,
    wallet: wallet.account,
    seedId: seed.id,
    nonce,
    detail: { ante: Number(ante), reserve: Number(reserve) },
  })
  await q(
    `INSERT INTO qz_rounds (round_id, user_id, venue_code, wallet_account, ante_cents, reserve_cents, deal, step, rule)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'grab', $8)`,
    [
      roundId,
      userId,
      input.venue,
      wallet.account,
      ante.toString(),
      reserve.toString(),
      JSON.stringify(deal),
      QZ_RULE,
    ],
  )
  const [row] = await q<QzRow>(`${SELECT} WHERE round_id = $1`, [roundId])
  return answerOf(q, row, moved.after)
}

/** The round this choice is for, locked, at the step it must be at (409 when it moved on). */
async function roundAt(q: Query, userId: number, roundId: string, step: 'grab' | 'bet') {
  const [r] = await q<QzRow>(`${SELECT} WHERE round_id = $1 AND user_id = $2 FOR UPDATE`, [roundId, userId])
  if (!r) throw new BizError(202, 'g.noRound')
  if (r.step !== step) throw new BizError(409, 'g.qzStep')
  return r
}

/** A settled round's answer: the round as recorded (playedAnswer reads the pair's next nonce as nonce + 1). */
const settledAnswer = async (q: Query, r: QzRow, after: bigint) => {
  const seed = await activeSeed(q, Number(r.user_id), 'qiangzhuang')
  const played = await playedAnswer(q, r.venue_code, r.round_id, after, { ...seed, nonce: seed.nonce - 1 })
  return { ...played, open: null }
}

/** The player's grab: the banker is decided; a player who is banker settles at once. */
export async function grabQz(q: Query, userId: number, input: { round_id: string; grab: number }) {
  if (!isQzGrab(input.grab)) throw new BizError(1000, 'g.qzChoice')
  const r = await roundAt(q, userId, input.round_id, 'grab')
  const banker = bankerOf(dealOf(r), input.grab)
  if (banker.seat === 0) {
    const after = await settleRound(q, r, input.grab, 1, 'player')
    return settledAnswer(q, r, after)
  }
  await q(`UPDATE qz_rounds SET grab = $2, step = 'bet', updated_at = now() WHERE round_id = $1`, [
    r.round_id,
    input.grab,
  ])
  return answerOf(q, { ...r, grab: input.grab, step: 'bet' })
}

/** The player's bet multiple (not banker): the round settles. */
export async function betQz(q: Query, userId: number, input: { round_id: string; bet: number }) {
  if (!isQzBet(input.bet)) throw new BizError(1000, 'g.qzChoice')
  const r = await roundAt(q, userId, input.round_id, 'bet')
  const after = await settleRound(q, r, r.grab as QzGrab, input.bet, 'player')
  return settledAnswer(q, r, after)
}

/** The scheduler's sweep: every round idle past QZ_IDLE_MS is closed with its defaults, one per transaction. */
export async function closeIdleQz(db: Db, limit = 50) {
  const idle = await db.query<{ round_id: string }>(
    `SELECT round_id FROM qz_rounds WHERE step <> 'settled' AND updated_at < now() - ($1::int * interval '1 millisecond')
      ORDER BY updated_at LIMIT ${limit}`,
    [QZ_IDLE_MS],
  )
  let closed = 0
  for (const { round_id } of idle)
    closed += await db.tx(async (q) => {
      const [r] = await q<QzRow>(`${SELECT} WHERE round_id = $1 AND step <> 'settled' FOR UPDATE`, [round_id])
      if (!r) return 0
      await closeWithDefaults(q, r)
      return 1
    })
  return closed
}
