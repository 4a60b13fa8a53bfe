// The sandbox partner's own transfer wallet: what an external provider keeps on its side in
// transfer-wallet mode. An operator (merchant) moves a player's money in and out with transfer ids the
// partner keeps forever (the same id and request answer the stored result; the same id with another
// request is refused), asks for the balance, opens launch sessions and ends them (a player the
// operator has excluded: their sessions then refuse every round), and reads the journal of settled
// rounds to book them on its own ledger. The process is single-threaded and every operation here is
// synchronous, so each one is atomic; `persist` writes the state after every change.
import { randomBytes } from 'node:crypto'

/** Answer codes of the transfer API (0 = done). Every non-zero code means nothing was applied. */
export const PARTNER = {
  ok: 0,
  insufficient: 1001,
  overLimit: 1002,
  idReused: 1003,
  unknownSession: 1004,
  badAmount: 1005,
  sessionEnded: 1006,
  badSignature: 4001,
  badRequest: 4002,
} as const

export const PARTNER_MESSAGES: Record<number, string> = {
  0: 'OK',
  1001: 'insufficient balance',
  1002: 'the wallet would exceed its limit',
  1003: 'transfer id reused with a different request',
  1004: 'unknown or expired session',
  1005: 'bad amount',
  1006: 'session ended by the operator',
  4001: 'bad signature',
  4002: 'malformed request',
}

/** One player wallet at the partner holds at most this (cents): 1,000,000.00. */
export const WALLET_LIMIT = 100_000_000
const SESSION_MS = 2 * 3600_000

export type TransferAnswer = {
  code: number
  message: string
  transfer_id: string
  /** The player's wallet after the transfer (cents), when it was applied. */
  balance?: number
}

export type PartnerRound = {
  seq: number
  merchant: string
  player: string
  venue: string
  game: string
  round_id: string
  /** cents */
  stake: number
  payout: number
  side: number
  outcome: number
  at: string
}

export type WalletState = {
  seq: number
  /** `${merchant}/${player}/${venue}` -> cents */
  wallets: Record<string, number>
  /** `${merchant}/${transfer id}` -> the request it was made with and its answer */
  transfers: Record<string, { request: string; answer: TransferAnswer }>
  sessions: Record<
    string,
    { merchant: string; player: string; venue: string; game: string; expires: number; ended?: boolean }
  >
  rounds: PartnerRound[]
}

export const emptyWallets = (): WalletState => ({
  seq: 0,
  wallets: {},
  transfers: {},
  sessions: {},
  rounds: [],
})

const key = (merchant: string, player: string, venue: string) => `${merchant}/${player}/${venue}`

export class PartnerWallet {
  constructor(
    readonly state: WalletState = emptyWallets(),
    private readonly persist: (s: WalletState) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  balance(merchant: string, player: string, venue: string): number {
    return this.state.wallets[key(merchant, player, venue)] ?? 0
  }

  /** Move money in (`deposit`) or out (`withdraw`) of a player's wallet, exactly once per transfer id. */
  transfer(
    merchant: string,
    direction: 'deposit' | 'withdraw',
    t: { transfer_id: string; player: string; venue: string; amount: number },
  ): TransferAnswer {
    const id = `${merchant}/${t.transfer_id}`
    const request = JSON.stringify([direction, t.player, t.venue, t.amount])
    const prior = this.state.transfers[id]
    if (prior) return prior.request === request ? prior.answer : this.refuse(t.transfer_id, PARTNER.idReused)
    const k = key(merchant, t.player, t.venue)
    const before = this.state.wallets[k] ?? 0
    let answer: TransferAnswer
    if (!Number.isSafeInteger(t.amount) || t.amount <= 0)
      answer = this.refuse(t.transfer_id, PARTNER.badAmount)
    else if (direction === 'withdraw' && before < t.amount)
      answer = this.refuse(t.transfer_id, PARTNER.insufficient)
    else if (direction === 'deposit' && before + t.amount > WALLET_LIMIT)
      answer = this.refuse(t.transfer_id, PARTNER.overLimit)
    else {
      const after = direction === 'deposit' ? before + t.amount : before - t.amount
      this.state.wallets[k] = after
      answer = { code: PARTNER.ok, message: 'OK', transfer_id: t.transfer_id, balance: after }
    }
    // Refusals are stored too: a retry of the same transfer gets the same answer.
    this.state.transfers[id] = { request, answer }
    this.persist(this.state)
    return answer
  }

  private refuse(transferId: string, code: number): TransferAnswer {
    return { code, message: PARTNER_MESSAGES[code], transfer_id: transferId }
  }

  /** A launch session for a transfer-mode player (the token goes into the launch URL). */
  openSession(merchant: string, player: string, venue: string, game: string): string {
    const token = `tw${randomBytes(18).toString('base64url')}`
    this.state.sessions[token] = { merchant, player, venue, game, expires: this.now() + SESSION_MS }
    this.persist(this.state)
    return token
  }

  session(token: string) {
    const s = this.state.sessions[token]
    return s && !s.ended && s.expires > this.now() ? s : null
  }

  /** End every session of the player at this merchant (the operator excluded them). Returns how many. */
  endSessions(merchant: string, player: string): number {
    let ended = 0
    for (const s of Object.values(this.state.sessions))
      if (s.merchant === merchant && s.player === player && !s.ended && s.expires > this.now()) {
        s.ended = true
        ended++
      }
    if (ended) this.persist(this.state)
    return ended
  }

  isEnded(token: string) {
    return this.state.sessions[token]?.ended === true
  }

  isTransferSession(token: string) {
    return token in this.state.sessions
  }

  /** Play one round from the player's wallet here: stake out, payout in, one journal entry. */
  play(
    token: string,
    r: { round_id: string; stake: number; payout: number; side: number; outcome: number },
  ): { code: number; balance?: number; round?: PartnerRound } {
    const s = this.session(token)
    if (!s) return { code: this.isEnded(token) ? PARTNER.sessionEnded : PARTNER.unknownSession }
    const k = key(s.merchant, s.player, s.venue)
    const before = this.state.wallets[k] ?? 0
    if (!Number.isSafeInteger(r.stake) || r.stake <= 0) return { code: PARTNER.badAmount, balance: before }
    if (before < r.stake) return { code: PARTNER.insufficient, balance: before }
    const round: PartnerRound = {
      seq: ++this.state.seq,
      merchant: s.merchant,
      player: s.player,
      venue: s.venue,
      game: s.game,
      round_id: r.round_id,
      stake: r.stake,
      payout: r.payout,
      side: r.side,
      outcome: r.outcome,
      at: new Date(this.now()).toISOString(),
    }
    this.state.wallets[k] = before - r.stake + r.payout
    this.state.rounds.push(round)
    this.persist(this.state)
    return { code: PARTNER.ok, balance: this.state.wallets[k], round }
  }

  /** The merchant's settled rounds after journal position `after`, oldest first. */
  rounds(merchant: string, after: number, limit: number): PartnerRound[] {
    const all = this.state.rounds
    // The journal is in seq order: start at the first entry after `after`.
    let lo = 0
    let hi = all.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (all[mid].seq <= after) lo = mid + 1
      else hi = mid
    }
    const out: PartnerRound[] = []
    for (let i = lo; i < all.length && out.length < limit; i++)
      if (all[i].merchant === merchant) out.push(all[i])
    return out
  }
}
