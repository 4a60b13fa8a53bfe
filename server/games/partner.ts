// Our side of a partner's transfer-wallet API (the sandbox's /wallet/*): signed server-to-server calls,
// what each answer means for money, the merchant id this installation has at the partner, and the
// booking of the partner's settled rounds on our ledger.
//
// An answer is one of three things, and only the first two are final: `ok` (the partner applied it),
// `refused` (a 4xx, a non-zero code, or a connection refused: the partner did NOT apply it), `unknown`
// (timeout, reset, 5xx, garbage: it may or may not have applied it, so the caller keeps the transfer
// pending and asks again with the same transfer id until the answer is final).
//
// The partner's rounds are booked from its journal: each round is its stake (venue wallet -> a house
// shard) and payout (back) on the ledger plus a game_rounds row, in one transaction, keyed by the
// partner's round id, so booking twice changes nothing. The venue wallet on our ledger then equals
// the player's wallet at the partner, up to transfers still pending and rounds not yet booked.
// A round settled while the player was on a time-out or self-excluded is one the partner should have
// refused (its session was to end with the break): its money is booked all the same, as the partner
// moved it, but not as a fresh stake: no valid turnover (rebates, VIP, wagering) and marked as such.
import { randomBytes } from 'node:crypto'
import { parseMoney } from '../../core/money'
import type { Db, Query } from '../db/client'
import { acct, InsufficientFunds } from '../ledger'
import { excludedAt } from '../protection/state'
import type { Transport } from '../sandbox/client'
import { bookPlayed, bookTurnover } from '../wagering/kernel'
import { providerSecrets, sign } from './seamless'

export const SANDBOX_PROVIDER = 'sandbox'
export const sandboxUrl = () =>
  (process.env.PROVIDER_SANDBOX_URL || 'http://127.0.0.1:8090').replace(/\/$/, '')
/** How long we wait for a partner before the answer counts as unknown. */
export const PARTNER_TIMEOUT_MS = Number(process.env.PROVIDER_TIMEOUT_MS) || 8000

/** The refusal code of a partner that could not be connected to at all. */
export const UNREACHABLE = -1

export type PartnerReply =
  | { outcome: 'ok'; body: Record<string, unknown> }
  | { outcome: 'refused'; code: number; message: string }
  | { outcome: 'unknown'; error: string }

const httpTransport =
  (base: string): Transport =>
  async (path, raw, headers) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      body: raw,
      headers,
      signal: AbortSignal.timeout(PARTNER_TIMEOUT_MS),
    })
    return { status: res.status, body: await res.json().catch(() => null) }
  }

// The transport per provider: HTTP to the partner's URL unless one was installed (tests run the
// sandbox in-process, and wrap it to make it fail).
const transports = new Map<string, Transport>()
let transportVersion = 0
/** Changes whenever a transport is installed or removed (what was probed through the old one is stale). */
export const partnerTransportVersion = () => transportVersion
export function setPartnerTransport(provider: string, transport: Transport | null) {
  transportVersion++
  if (transport) transports.set(provider, transport)
  else transports.delete(provider)
}

/** How calls reach this provider: the installed transport, else HTTP to its URL. */
export const partnerTransport = (provider: string): Transport =>
  transports.get(provider) ?? httpTransport(sandboxUrl())

export async function callPartner(
  provider: string,
  action: 'session' | 'kick' | 'balance' | 'deposit' | 'withdraw' | 'rounds',
  body: Record<string, unknown>,
): Promise<PartnerReply> {
  const secret = providerSecrets()[provider]
  if (!secret) return { outcome: 'refused', code: 4001, message: `no secret for provider ${provider}` }
  const raw = JSON.stringify(body)
  const send = partnerTransport(provider)
  let res: { status: number; body: unknown }
  try {
    res = await send(`/wallet/${action}`, raw, {
      'content-type': 'application/json',
      'x-signature': sign(secret, raw),
    })
  } catch (e) {
    // Refused connections and unknown hosts never carried the request: final, nothing was applied.
    // Anything else (timeout, reset) may have reached the partner.
    const code = (e as { cause?: { code?: unknown } })?.cause?.code
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND')
      return { outcome: 'refused', code: UNREACHABLE, message: String(code) }
    return { outcome: 'unknown', error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) }
  }
  const b = (res.body && typeof res.body === 'object' ? res.body : null) as Record<string, unknown> | null
  if (res.status >= 500 || !b || typeof b.code !== 'number')
    return { outcome: 'unknown', error: `HTTP ${res.status}` }
  if (res.status === 200 && b.code === 0) return { outcome: 'ok', body: b }
  return { outcome: 'refused', code: b.code, message: String(b.message ?? '') }
}

/** The partner could not be asked (or gave no final answer). */
export class PartnerUnavailable extends Error {
  constructor(
    readonly provider: string,
    detail: string,
  ) {
    super(`partner ${provider} unavailable: ${detail}`)
  }
}

/** This installation's merchant id at the provider (created once) and the journal position booked so far. */
export async function partnerState(q: Query, provider: string) {
  await q(
    'INSERT INTO partner_state (provider, merchant) VALUES ($1, $2) ON CONFLICT (provider) DO NOTHING',
    [provider, `jd${randomBytes(9).toString('hex')}`],
  )
  const [row] = await q<{ merchant: string; rounds_after: string | number }>(
    'SELECT merchant, rounds_after FROM partner_state WHERE provider = $1',
    [provider],
  )
  return { merchant: row.merchant, after: Number(row.rounds_after) }
}

/** The player's id at the partner. */
export const partnerPlayer = (userId: number) => String(userId)

/** An amount a partner sent ("12.34", zero allowed) in cents, by the money parser; null when malformed. */
export const partnerCents = (v: unknown): bigint | null => {
  const r = parseMoney(v, { wire: true, min: 0n })
  return r.ok ? r.cents : null
}

type WireRound = {
  seq: number
  player: string
  venue: string
  game: string
  round_id: string
  stake: string
  payout: string
  side: number
  outcome: number
  at: string
}

/** Book one settled partner round; false when it was booked before. */
async function bookRound(db: Db, provider: string, r: WireRound): Promise<boolean> {
  const userId = Number(r.player)
  const stake = partnerCents(r.stake)
  const payout = partnerCents(r.payout)
  if (!Number.isSafeInteger(userId) || stake === null || payout === null || stake <= 0n)
    throw new Error(`partner ${provider} sent a malformed round: ${JSON.stringify(r)}`)
  return db.tx(async (q) => {
    const [v] = await q<{ name: string }>('SELECT name FROM venues WHERE code = $1', [r.venue])
    if (!v) throw new Error(`partner ${provider} sent a round of unknown venue ${r.venue}`)
    const wallet = acct.venue(userId, r.venue)
    const ref = `${provider}:${r.round_id}`
    // A booking may be repeated (two bookers at once): its transfers name the same shard and keys.
    const moved = await bookPlayed(q, {
      userId,
      venue: r.venue,
      wallet,
      amount: stake,
      payout,
      ref,
      houseKey: ref,
      key: `partner:${provider}:${r.round_id}:bet`,
      payoutKey: `partner:${provider}:${r.round_id}:win`,
    })
    if (moved.replayed) return false
    const at = new Date(r.at)
    const when = Number.isNaN(at.getTime()) ? new Date() : at
    const excluded = await excludedAt(q, userId, when)
    const valid = excluded ? 0n : stake
    await q(
      `INSERT INTO game_rounds (round_id, user_id, venue_code, game_code, game_name, stake_cents, valid_cents, payout_cents, status,
         result, balance_before, balance_after, settled_at, created_at, kind, wallet_account)
       VALUES ($1, $2, $3, $4, $5, $6, $13, $7, 1, $8, $9, $10, $11, $11, 'partner', $12)`,
      [
        r.round_id,
        userId,
        r.venue,
        r.game ?? '',
        v.name,
        stake.toString(),
        payout.toString(),
        JSON.stringify({
          provider,
          wallet: 'transfer',
          side: r.side,
          outcome: r.outcome,
          ...(excluded ? { excluded: true } : {}),
        }),
        moved.before.toString(),
        moved.after.toString(),
        when,
        wallet,
        valid.toString(),
      ],
    )
    await bookTurnover(q, userId, valid)
    return true
  })
}

/**
 * Book every round the partner settled since the last booked journal position. Throws
 * PartnerUnavailable when the journal cannot be read; a round our ledger cannot take (the venue wallet
 * short of its stake) stops the booking there, so the cursor never passes a round not booked.
 */
export async function syncRounds(db: Db, provider = SANDBOX_PROVIDER): Promise<number> {
  const { merchant, after } = await partnerState(db.query, provider)
  let cursor = after
  let booked = 0
  const save = () =>
    db.query('UPDATE partner_state SET rounds_after = GREATEST(rounds_after, $2) WHERE provider = $1', [
      provider,
      cursor,
    ])
  try {
    for (;;) {
      const r = await callPartner(provider, 'rounds', { merchant, after: cursor, limit: 200 })
      if (r.outcome !== 'ok')
        throw new PartnerUnavailable(provider, r.outcome === 'refused' ? r.message : r.error)
      const rounds = (Array.isArray(r.body.rounds) ? r.body.rounds : []) as WireRound[]
      for (const round of rounds) {
        try {
          if (await bookRound(db, provider, round)) booked++
        } catch (e) {
          if (e instanceof InsufficientFunds)
            throw new Error(`round ${round.round_id} of ${provider}: the venue wallet is short of its stake`)
          throw e
        }
        cursor = round.seq
      }
      if (rounds.length < 200) return booked
    }
  } finally {
    if (cursor > after) await save()
  }
}
