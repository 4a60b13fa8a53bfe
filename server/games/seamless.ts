// The seamless-wallet callbacks a partner provider calls for every bet (docs/providers.md):
// balance, bet (debit), win (credit), rollback (refund a bet). The HMAC-SHA256 of the raw body under
// the provider's secret is compared in constant time before anything else happens. Each transaction
// id is inserted into provider_txns first (UNIQUE (provider, tx_id)): a duplicate gets the stored
// answer, never a second effect. provider_bets keeps each bet's state, so a rollback of a bet never
// seen is recorded (the late bet is then refused) and nothing is paid after a rollback. Wins and
// rollbacks are accepted on an expired launch session; bets are not. Every answer after the signature
// check carries the balance of the wallet the player plays from. Bets are only taken from a player in
// seamless mode: in transfer mode the partner plays from the wallet it keeps itself (transfers.ts).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { centsToWire, decimalCents, parseMoney } from '../../core/money'
import { clock } from '../clock'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { acct } from '../ledger'
import { bookTurnover, openStake, settle, stake } from '../wagering/kernel'
import { walletBalance } from './play'
import { playWallet } from './venues'

export const SEAMLESS_ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const
export type SeamlessAction = (typeof SEAMLESS_ACTIONS)[number]

let secrets: Record<string, string> = {}
/** Set by the process at start (server/secrets.ts) and by tests; no provider has a default secret. */
export const setProviderSecrets = (next: Record<string, string>) => {
  secrets = { ...next }
}
/** Per-provider HMAC secrets; a provider without one is refused both ways (callbacks and calls). */
export const providerSecrets = (): Record<string, string> => secrets

export const sign = (secret: string, raw: string) => createHmac('sha256', secret).update(raw).digest('hex')

/** Constant-time signature check over the raw body. */
export function signatureValid(secret: string, raw: string, signature: unknown) {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false
  const want = createHmac('sha256', secret).update(raw).digest()
  return timingSafeEqual(want, Buffer.from(signature, 'hex'))
}

export const SEAMLESS = {
  ok: 200,
  badSignature: 4001,
  badRequest: 4002,
  unknownSession: 4003,
  sessionExpired: 4004,
  insufficient: 4005,
  playerBlocked: 4006,
  betRolledBack: 4007,
  unknownBet: 4008,
  alreadyRolledBack: 4009,
  roundSettled: 4010,
  txConflict: 4011,
  transferMode: 4012,
} as const

const MESSAGES: Record<number, string> = {
  200: 'OK',
  4001: 'bad signature',
  4002: 'malformed request',
  4003: 'unknown session',
  4004: 'session expired',
  4005: 'insufficient funds',
  4006: 'player may not bet',
  4007: 'bet was rolled back',
  4008: 'unknown bet or round',
  4009: 'bet already rolled back',
  4010: 'round already settled',
  4011: 'transaction id reused with a different request',
  4012: 'the player plays in transfer mode: bets come from the transfer wallet',
}

/** A partner's amount: the wire form, zero allowed, read by the one money parser. */
const money = z.string().refine((v) => parseMoney(v, { wire: true, min: 0n }).ok)
const id = z.string().regex(/^[A-Za-z0-9_.:-]{1,80}$/)
const schemas = {
  balance: z.object({ session: id }),
  bet: z.object({
    session: id,
    tx_id: id,
    round_id: id,
    amount: money,
    game_code: z.string().max(64).optional(),
  }),
  win: z.object({ session: id, tx_id: id, round_id: id, amount: money, bet_tx_id: id.optional() }),
  rollback: z.object({ session: id, tx_id: id, round_id: id, bet_tx_id: id }),
}

export type SeamlessAnswer = { code: number; message: string; balance?: string; tx_id?: string }
export type SeamlessResult = { http: number; body: SeamlessAnswer }

const reply = (code: number, balance?: bigint, txId?: string): SeamlessAnswer => ({
  code,
  message: MESSAGES[code],
  ...(balance === undefined ? {} : { balance: centsToWire(balance) }),
  ...(txId ? { tx_id: txId } : {}),
})

type Session = { user_id: string | number; venue_code: string; game_code: string; expires_at: Date }

export async function handleSeamless(
  db: Db,
  provider: string,
  action: string,
  raw: string,
  signature: unknown,
  now = clock.now(),
): Promise<SeamlessResult> {
  const secret = providerSecrets()[provider]
  if (!secret || !signatureValid(secret, raw, signature))
    return { http: 401, body: reply(SEAMLESS.badSignature) }
  if (!(SEAMLESS_ACTIONS as readonly string[]).includes(action))
    return { http: 404, body: reply(SEAMLESS.badRequest) }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { http: 400, body: reply(SEAMLESS.badRequest) }
  }
  const parsed = schemas[action as SeamlessAction].safeParse(json)
  if (!parsed.success) return { http: 400, body: reply(SEAMLESS.badRequest) }
  const body = parsed.data as {
    session: string
    tx_id?: string
    round_id?: string
    amount?: string
    bet_tx_id?: string
    game_code?: string
  }

  const [session] = await db.query<Session>(
    'SELECT user_id, venue_code, game_code, expires_at FROM provider_sessions WHERE token = $1 AND provider = $2',
    [body.session, provider],
  )
  if (!session) return { http: 200, body: reply(SEAMLESS.unknownSession) }
  const userId = Number(session.user_id)
  const venue = session.venue_code
  const expired = new Date(session.expires_at).getTime() <= now.getTime()
  const currentBalance = async (q: Query) =>
    walletBalance(
      q,
      (await playWallet(q, userId, venue).catch(() => ({ account: acct.central(userId) }))).account,
    )

  if (action === 'balance') {
    const balance = await currentBalance(db.query)
    return { http: 200, body: reply(expired ? SEAMLESS.sessionExpired : SEAMLESS.ok, balance) }
  }

  const hash = createHash('sha256').update(raw).digest('hex')
  const txId = body.tx_id as string
  const amount = body.amount === undefined ? 0n : decimalCents(body.amount)
  return db.tx(async (q) => {
    // The unique index decides first; a concurrent duplicate waits here for the first to commit.
    const claimed = await q<{ id: string }>(
      `INSERT INTO provider_txns (provider, tx_id, action, user_id, venue_code, round_id, ref_tx_id, amount_cents, request_hash, code, answer)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, '{}'::jsonb) ON CONFLICT (provider, tx_id) DO NOTHING RETURNING id`,
      [provider, txId, action, userId, venue, body.round_id, body.bet_tx_id ?? null, amount.toString(), hash],
    )
    if (!claimed.length) {
      const [prior] = await q<{ request_hash: string; answer: SeamlessAnswer }>(
        'SELECT request_hash, answer FROM provider_txns WHERE provider = $1 AND tx_id = $2',
        [provider, txId],
      )
      if (prior.request_hash !== hash)
        return { http: 200, body: reply(SEAMLESS.txConflict, await currentBalance(q), txId) }
      const answer =
        typeof prior.answer === 'string' ? (JSON.parse(prior.answer) as SeamlessAnswer) : prior.answer
      return { http: 200, body: answer }
    }
    const rowId = claimed[0].id
    const finish = async (code: number, transferId?: bigint) => {
      const answer = reply(code, await currentBalance(q), txId)
      await q('UPDATE provider_txns SET code = $2, answer = $3, transfer_id = $4 WHERE id = $1', [
        rowId,
        code,
        JSON.stringify(answer),
        transferId?.toString() ?? null,
      ])
      return { http: 200, body: answer }
    }

    if (action === 'bet') {
      if (expired) return finish(SEAMLESS.sessionExpired)
      // In transfer mode the partner keeps this player's venue wallet; our venue wallet is only its
      // record, so a callback must not spend from it.
      const mode = await playWallet(q, userId, venue).catch(() => null)
      if (mode && !mode.seamless) return finish(SEAMLESS.transferMode)
      if (amount <= 0n) return finish(mode ? SEAMLESS.ok : SEAMLESS.playerBlocked)
      // The wager kernel's checks: the venue open, the account, a time-out, a limit or an unanswered
      // reality check stop a game launched before it; the bet is refused here, where the money would
      // move (wins and rollbacks are still paid).
      let wallet: { account: string; seamless: boolean }
      try {
        ;({ wallet } = await openStake(q, { path: 'seamless', userId, venue, amount, now }))
      } catch (e) {
        if (e instanceof BizError) return finish(SEAMLESS.playerBlocked)
        throw e
      }
      // A refused debit must leave nothing behind but the stored answer: undo to here.
      await q('SAVEPOINT seamless_bet')
      const fresh = await q(
        `INSERT INTO provider_bets (provider, bet_tx_id, state, user_id, round_id, wallet_account, amount_cents)
         VALUES ($1, $2, 'open', $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING bet_tx_id`,
        [provider, txId, userId, body.round_id, wallet.account, amount.toString()],
      )
      if (!fresh.length) return finish(SEAMLESS.betRolledBack)
      let t: Awaited<ReturnType<typeof stake>>['transfer']
      try {
        ;({ transfer: t } = await stake(q, {
          userId,
          venue,
          wallet: wallet.account,
          amount,
          ref: `${provider}:${body.round_id}`,
          key: `seamless:${provider}:${txId}`,
        }))
      } catch (e) {
        if (!(e instanceof BizError) || e.code !== 210) throw e
        await q('ROLLBACK TO SAVEPOINT seamless_bet')
        return finish(SEAMLESS.insufficient)
      }
      const [v] = await q<{ name: string }>('SELECT name FROM venues WHERE code = $1', [venue])
      await q(
        `INSERT INTO game_rounds (round_id, user_id, venue_code, game_code, game_name, stake_cents, valid_cents, status, balance_before, balance_after, kind, wallet_account)
         VALUES ($1, $2, $3, $4, $5, $6, $6, 2, $7, $8, 'partner', $9)
         ON CONFLICT (venue_code, round_id) DO UPDATE SET stake_cents = game_rounds.stake_cents + EXCLUDED.stake_cents,
           valid_cents = game_rounds.valid_cents + EXCLUDED.valid_cents, balance_after = EXCLUDED.balance_after`,
        [
          body.round_id,
          userId,
          venue,
          body.game_code ?? session.game_code,
          v?.name ?? venue,
          amount.toString(),
          (t.debitBalance + amount).toString(),
          t.debitBalance.toString(),
          wallet.account,
        ],
      )
      await bookTurnover(q, userId, amount)
      return finish(SEAMLESS.ok, t.id)
    }

    // win and rollback: the bet(s) of the round decide.
    const bets = await q<{
      bet_tx_id: string
      state: string
      wallet_account: string | null
      amount_cents: string
      user_id: string | null
    }>(
      `SELECT bet_tx_id, state, wallet_account, amount_cents, user_id FROM provider_bets
       WHERE provider = $1 AND ${action === 'rollback' ? 'bet_tx_id = $2' : 'round_id = $2'} FOR UPDATE`,
      [provider, action === 'rollback' ? body.bet_tx_id : body.round_id],
    )
    const [round] = await q<{ status: number }>(
      'SELECT status FROM game_rounds WHERE venue_code = $1 AND round_id = $2 FOR UPDATE',
      [venue, body.round_id],
    )

    if (action === 'rollback') {
      const bet = bets[0]
      if (!bet) {
        // A rollback of a bet never seen: record it so the late bet is refused, and answer OK.
        await q(
          `INSERT INTO provider_bets (provider, bet_tx_id, state, user_id, round_id) VALUES ($1, $2, 'rolledback', $3, $4)`,
          [provider, body.bet_tx_id, userId, body.round_id],
        )
        return finish(SEAMLESS.ok)
      }
      if (bet.state === 'rolledback') return finish(SEAMLESS.alreadyRolledBack)
      if (round && Number(round.status) === 1) return finish(SEAMLESS.roundSettled)
      const refund = BigInt(bet.amount_cents)
      const [t] = await settle(q, [
        {
          userId,
          venue,
          wallet: bet.wallet_account as string,
          amount: refund,
          kind: 'rollback',
          ref: `${provider}:${body.round_id}`,
          key: `seamless:${provider}:${txId}`,
        },
      ])
      await q(`UPDATE provider_bets SET state = 'rolledback' WHERE provider = $1 AND bet_tx_id = $2`, [
        provider,
        body.bet_tx_id,
      ])
      await q(
        `UPDATE game_rounds SET stake_cents = stake_cents - $3, valid_cents = GREATEST(0, valid_cents - $3), balance_after = $4,
           status = CASE WHEN stake_cents - $3 = 0 THEN 0 ELSE status END, settled_at = CASE WHEN stake_cents - $3 = 0 THEN now() ELSE settled_at END
         WHERE venue_code = $1 AND round_id = $2`,
        [venue, body.round_id, refund.toString(), t!.creditBalance.toString()],
      )
      await bookTurnover(q, userId, -refund)
      return finish(SEAMLESS.ok, t!.id)
    }

    // win
    const target = body.bet_tx_id ? bets.filter((b) => b.bet_tx_id === body.bet_tx_id) : bets
    if (!target.length || !round) return finish(SEAMLESS.unknownBet)
    const live = target.filter((b) => b.state === 'open')
    if (!live.length) return finish(SEAMLESS.betRolledBack)
    const wallet = live[0].wallet_account as string
    let transferId: bigint | undefined
    let after = await walletBalance(q, wallet)
    if (amount > 0n) {
      const [t] = await settle(q, [
        {
          userId,
          venue,
          wallet,
          amount,
          ref: `${provider}:${body.round_id}`,
          key: `seamless:${provider}:${txId}`,
        },
      ])
      transferId = t!.id
      after = t!.creditBalance
    }
    await q(
      `UPDATE game_rounds SET payout_cents = payout_cents + $3, status = 1, result = $4, balance_after = $5, settled_at = now()
       WHERE venue_code = $1 AND round_id = $2`,
      [
        venue,
        body.round_id,
        amount.toString(),
        JSON.stringify({ provider, win: centsToWire(amount) }),
        after.toString(),
      ],
    )
    return finish(SEAMLESS.ok, transferId)
  })
}
