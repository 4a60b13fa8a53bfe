// The shapes of the operator's player calls: search, the player page, its records and actions.
import { z } from 'zod'
import { money, wireTime } from '../core'
import { amountBound, day, page, perPage } from './base-shapes'

// ---------------------------------------------------------------- players

export const PLAYER_SEARCH_FIELDS = ['username', 'realname', 'card', 'usdt', 'ip'] as const
export const PLAYER_SORTS = ['id', 'username', 'created_at', 'last_login_at', 'balance'] as const
export const playerSearchQuery = z.object({
  page,
  per_page: perPage,
  q: z.string().max(128).default(''),
  field: z.enum(PLAYER_SEARCH_FIELDS).default('username'),
  sort: z.enum(PLAYER_SORTS).default('id'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  /** Registered on these Beijing days; a central balance in this range; '' every player, or locked/active. */
  from: day.optional(),
  to: day.optional(),
  min_amount: amountBound,
  max_amount: amountBound,
  state: z.enum(['', 'active', 'locked']).default(''),
  format: z.enum(['json', 'csv']).default('json'),
})
export const playerRow = z.object({
  id: z.number().int(),
  username: z.string(),
  realname: z.string(),
  balance: money,
  venues: money,
  paysum: money,
  vip: z.number().int(),
  isagent: z.number().int(),
  locked: z.boolean(),
  created_at: wireTime,
  last_login_at: wireTime.nullable(),
  last_login_ip: z.string(),
})
export const playerDetail = z.object({
  profile: playerRow.extend({
    mobile: z.string(),
    email: z.string(),
    register_ip: z.string(),
    login_count: z.number().int(),
    must_change_password: z.boolean(),
    locked_reason: z.string(),
    cards: z.array(
      z.object({
        kind: z.string(),
        bank: z.string(),
        card_no: z.string(),
        owner: z.string(),
        address: z.string(),
      }),
    ),
  }),
  /** Central wallet and each venue wallet, read from the ledger now. */
  balances: z.object({
    central: money,
    venues: z.array(z.object({ venue: z.string(), balance: money })),
  }),
  wagering: z.object({ required: money, done: money }),
  /** Lifetime 存提差 beside the real result at the games (server/admin/player-money.ts). */
  money: z.object({
    deposits: money,
    withdrawals: money,
    deposits_less_withdrawals: money,
    stakes: money,
    payouts: money,
    win_loss: money,
  }),
})
export const ledgerRow = z.object({
  id: z.number().int(),
  at: wireTime,
  kind: z.string(),
  memo: z.string(),
  amount: money,
  /** The central wallet right after this entry. */
  balance_after: money,
})
export const betRow = z.object({
  id: z.string(),
  at: wireTime,
  venue: z.string(),
  game: z.string(),
  stake: money,
  payout: money,
})
export const loginRow = z.object({ at: wireTime, ip: z.string(), device: z.string(), ok: z.boolean() })
export const noteRow = z.object({
  id: z.number().int(),
  at: wireTime,
  operator: z.string(),
  text: z.string(),
})
export const noteRequest = z.object({ text: z.string().trim().min(1).max(1000) })
export const lockRequest = z.object({ reason: z.string().trim().min(1).max(200) })
export const realnameRequest = z.object({
  realname: z.string().trim().min(2).max(32),
  reason: z.string().trim().min(1).max(200),
})
export const messageRequest = z.object({
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(2000),
})
/** A reset answers the new temporary password once; the player must change it at the next login. */
export const passwordResetResponse = z.object({ username: z.string(), temporary_password: z.string() })
export const adjustRequest = z.object({
  username: z.string().min(1).max(64),
  amount: z.union([z.number(), z.string()]),
  reason: z.string().min(1).max(200),
})
