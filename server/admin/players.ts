// Players in the console (docs/operator-console.md): the search is players-search.ts; here the player
// page (profile, live central and venue balances from the ledger, ledger entries with the running
// balance, deposits, withdrawals, bets, logins, notes) and the actions the roles allow. Every action
// writes its audit row, with the state before and after, in the transaction of the change.
import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import type { pageQuery } from '../../core/contract/admin'
import { centsToWire } from '../../core/money'
import { clearLoginLocks } from '../auth/login'
import { hashPassword, hashPayPassword } from '../auth/password'
import { revokeAllSessions } from '../auth/session'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { centralBalance, venueBalances } from '../ledger'
import { wagering } from '../services/withdrawals'
import { toWireTime } from '../wire'
import { type Actor, appendAudit } from './audit'
import { depositRows, withdrawalRows } from './money-queues'
import { playerMoney } from './player-money'
import { PLAYER_SQL, type PlayerRow, toRow } from './players-search'

export { search } from './players-search'

type Page = z.output<typeof pageQuery>
const money = (v: unknown) => centsToWire(BigInt(String(v ?? 0)))
const offset = (p: Page) => (p.page - 1) * p.per_page

async function player(q: Query, username: string, lock = false) {
  const [u] = await q<{ id: string | number; username: string }>(
    `SELECT id, username FROM users WHERE lower(username) = lower($1)${lock ? ' FOR UPDATE' : ''}`,
    [username],
  )
  if (!u) throw new BizError(202, 'a.noSuchPlayer')
  return { id: Number(u.id), username: u.username }
}

async function row(q: Query, id: number) {
  const [r] = await q<PlayerRow>(`${PLAYER_SQL} WHERE u.id = $1`, [id])
  return toRow(r)
}

export async function detail(q: Query, username: string) {
  const p = await player(q, username)
  const [u] = await q<
    PlayerRow & {
      mobile: string
      email: string
      register_ip: string
      login_count: number
      must_change_password: boolean
      locked_reason: string
    }
  >(
    `SELECT x.*, y.mobile, y.email, y.register_ip, y.login_count, y.must_change_password, y.locked_reason
       FROM (${PLAYER_SQL} WHERE u.id = $1) x JOIN users y ON y.id = x.id`,
    [p.id],
  )
  const cards = await q<{
    type: number
    bank: string
    bank_no: string
    bank_owner: string
    bank_address: string
  }>(
    'SELECT type, bank, bank_no, bank_owner, bank_address FROM user_cards WHERE user_id = $1 AND deleted_at IS NULL ORDER BY id',
    [p.id],
  )
  const venues = await venueBalances(q, p.id)
  const w = await wagering(q, p.id)
  return {
    profile: {
      ...toRow(u),
      mobile: u.mobile,
      email: u.email,
      register_ip: u.register_ip,
      login_count: Number(u.login_count),
      must_change_password: u.must_change_password,
      locked_reason: u.locked_reason,
      cards: cards.map((c) => ({
        kind: Number(c.type) === 1 ? 'bank' : 'usdt',
        bank: c.bank,
        card_no: Number(c.type) === 1 ? c.bank_no : '',
        owner: c.bank_owner,
        address: Number(c.type) === 1 ? c.bank_address : c.bank_no,
      })),
    },
    balances: {
      central: centsToWire(await centralBalance(q, p.id)),
      venues: venues
        .filter((v) => v.balance !== 0n)
        .map((v) => ({ venue: v.venue, balance: centsToWire(v.balance) })),
    },
    wagering: { required: centsToWire(w.required), done: centsToWire(w.wagered) },
    money: await playerMoney(q, p.id),
  }
}

/** The central wallet's entries, newest first, each with the balance right after it. */
export async function ledger(q: Query, username: string, p: Page) {
  const { id } = await player(q, username)
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 AND a.kind = 'central'`,
    [id],
  )
  const rows = await q<{
    id: string | number
    created_at: Date
    kind: string
    memo: string
    amount: string
    balance_after: string
  }>(
    `SELECT e.id, e.created_at, t.kind, t.memo, e.amount::text, e.balance_after::text
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE a.user_id = $1 AND a.kind = 'central' ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
    [id, p.per_page, offset(p)],
  )
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      at: toWireTime(r.created_at),
      kind: r.kind,
      memo: r.memo,
      amount: money(r.amount),
      balance_after: money(r.balance_after),
    })),
    total: Number(n),
    page: p.page,
    per_page: p.per_page,
  }
}

export async function deposits(q: Query, username: string, p: Page) {
  const { id } = await player(q, username)
  return depositRows(q, 'd.user_id = $1', [id], p)
}

export async function withdrawals(q: Query, username: string, p: Page) {
  const { id } = await player(q, username)
  return withdrawalRows(q, 'w.user_id = $1', [id], p)
}

export async function bets(q: Query, username: string, p: Page) {
  const { id } = await player(q, username)
  const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM game_rounds WHERE user_id = $1', [
    id,
  ])
  const rows = await q<{
    round_id: string
    created_at: Date
    venue_code: string
    game_name: string
    game_code: string
    stake_cents: string
    payout_cents: string
  }>(
    `SELECT round_id, created_at, venue_code, game_name, game_code, stake_cents::text, payout_cents::text
       FROM game_rounds WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [id, p.per_page, offset(p)],
  )
  return {
    rows: rows.map((r) => ({
      id: r.round_id,
      at: toWireTime(r.created_at),
      venue: r.venue_code,
      game: r.game_name || r.game_code,
      stake: money(r.stake_cents),
      payout: money(r.payout_cents),
    })),
    total: Number(n),
    page: p.page,
    per_page: p.per_page,
  }
}

/** Successful logins (player_logins: time, address, device); failed attempts are the login limits' data. */
export async function logins(q: Query, username: string, p: Page) {
  const { id } = await player(q, username)
  const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM player_logins WHERE user_id = $1', [
    id,
  ])
  const rows = await q<{ created_at: Date; ip: string; user_agent: string }>(
    'SELECT created_at, ip, user_agent FROM player_logins WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
    [id, p.per_page, offset(p)],
  )
  return {
    rows: rows.map((r) => ({ at: toWireTime(r.created_at), ip: r.ip, device: r.user_agent, ok: true })),
    total: Number(n),
    page: p.page,
    per_page: p.per_page,
  }
}

export async function notes(q: Query, username: string) {
  const { id } = await player(q, username)
  const rows = await q<{ id: string | number; created_at: Date; operator: string; text: string }>(
    'SELECT id, created_at, operator, text FROM player_notes WHERE user_id = $1 ORDER BY id DESC LIMIT 200',
    [id],
  )
  return rows.map((r) => ({
    id: Number(r.id),
    at: toWireTime(r.created_at),
    operator: r.operator,
    text: r.text,
  }))
}

export async function addNote(db: Db, who: Actor, username: string, text: string) {
  return db.tx(async (q) => {
    const p = await player(q, username)
    const [r] = await q<{ id: string | number; created_at: Date }>(
      'INSERT INTO player_notes (user_id, operator, text) VALUES ($1, $2, $3) RETURNING id, created_at',
      [p.id, who.username, text],
    )
    await appendAudit(q, who, { action: 'player.note', target: p.username, after: { text } })
    return { id: Number(r.id), at: toWireTime(r.created_at), operator: who.username, text }
  })
}

/** Lock: login refused (users.status 0) and every session revoked now. Unlock: logins allowed again. */
export async function setLocked(db: Db, who: Actor, username: string, locked: boolean, reason: string) {
  return db.tx(async (q) => {
    const p = await player(q, username, true)
    const before = await row(q, p.id)
    if (before.locked === locked) throw new BizError(409, locked ? 'a.alreadyLocked' : 'a.notLocked')
    await q('UPDATE users SET status = $2, locked_reason = $3, updated_at = now() WHERE id = $1', [
      p.id,
      locked ? 0 : 1,
      locked ? reason : '',
    ])
    if (locked) await revokeAllSessions(q, p.id)
    const after = await row(q, p.id)
    await appendAudit(q, who, {
      action: locked ? 'player.lock' : 'player.unlock',
      target: p.username,
      detail: reason,
      before: { locked: before.locked },
      after: { locked: after.locked },
    })
    return after
  })
}

// Temporary passwords: 10 characters from an alphabet without look-alikes, letters and digits both
// (the player rules ask for both), read to the player by customer service.
const temporary = () => {
  const letters = 'abcdefghjkmnpqrstuvwxyz'
  const digits = '23456789'
  const b = randomBytes(10)
  return Array.from(b, (x, i) =>
    i % 3 === 2 ? digits[x % digits.length] : letters[x % letters.length],
  ).join('')
}

/**
 * Give a player a temporary login password (read to them by customer service): every session ends,
 * login locks from wrong guesses end with the old password, and the player must choose a new password
 * at the next login (users.must_change_password: the player API answers code 227 until they do).
 * Shared by the reset on the player page and the support reset after an identity check (recovery.ts).
 */
export async function setTemporaryPassword(q: Query, p: { id: number; username: string }) {
  const password = temporary()
  await q(
    'UPDATE users SET password_hash = $2, must_change_password = true, updated_at = now() WHERE id = $1',
    [p.id, await hashPassword(password)],
  )
  await revokeAllSessions(q, p.id)
  await clearLoginLocks(q, p.username)
  return password
}

/** The player page's reset: a temporary password, audited. */
export async function resetPassword(db: Db, who: Actor, username: string) {
  return db.tx(async (q) => {
    const p = await player(q, username, true)
    const password = await setTemporaryPassword(q, { id: Number(p.id), username: p.username })
    await appendAudit(q, who, {
      action: 'player.password.reset',
      target: p.username,
      after: { must_change_password: true },
    })
    return { username: p.username, temporary_password: password }
  })
}

/** A new six-digit pay password (the pay-password failure counter and its lock are cleared). */
export async function resetPayPassword(db: Db, pepper: string, who: Actor, username: string) {
  const digits = Array.from(randomBytes(6), (b) => String(b % 10)).join('')
  const hash = await hashPayPassword(digits, pepper)
  return db.tx(async (q) => {
    const p = await player(q, username, true)
    await q('UPDATE users SET pay_password_hash = $2, updated_at = now() WHERE id = $1', [p.id, hash])
    // A lock from wrong guesses ends with the old password (auth_counters: docs/auth-limits.md).
    await q("DELETE FROM auth_counters WHERE scope = 'pay' AND subject = $1", [String(p.id)])
    await appendAudit(q, who, { action: 'player.paypassword.reset', target: p.username })
    return { username: p.username, temporary_password: digits }
  })
}

export async function changeRealname(db: Db, who: Actor, username: string, realname: string, reason: string) {
  return db.tx(async (q) => {
    const p = await player(q, username, true)
    const before = await row(q, p.id)
    await q('UPDATE users SET realname = $2, updated_at = now() WHERE id = $1', [p.id, realname])
    const after = await row(q, p.id)
    await appendAudit(q, who, {
      action: 'player.realname',
      target: p.username,
      detail: reason,
      before: { realname: before.realname },
      after: { realname: after.realname },
    })
    return after
  })
}

export async function sendMessage(db: Db, who: Actor, username: string, title: string, content: string) {
  return db.tx(async (q) => {
    const p = await player(q, username)
    const [m] = await q<{ id: string | number }>(
      'INSERT INTO inbox_messages (user_id, title, content) VALUES ($1, $2, $3) RETURNING id',
      [p.id, title, content],
    )
    await appendAudit(q, who, { action: 'player.message', target: p.username, after: { title, content } })
    return { id: Number(m.id) }
  })
}
