// Operators (docs/operator-console.md): accounts with a role, separate from players; sign-in in two
// steps (password, then a TOTP code or a recovery code; on the first sign-in, enrolment of an
// authenticator); sessions with an idle and an absolute lifetime, listed and revoked by their
// operator, revoked by the owner; the owner creates operators, changes roles, disables them and
// resets their second factor. Every change is audited in its own transaction (audit.ts).
import { createHash, randomBytes } from 'node:crypto'
import { type OperatorInfo, type OperatorRole, ROLE_PERMISSIONS } from '../../core/contract/admin'
import { dummyHash, hashPassword, verifyPassword } from '../auth/password'
import type { Db, Query } from '../db/client'
import type { AppConfig } from '../http/config'
import { toWireTime } from '../http/format'
import { BizError } from '../http/route'
import { type Actor, appendAudit } from './audit'
import { accountDelayMs, releaseAttempt, reserveAttempt } from './throttle'
import {
  codeStep,
  enrolment,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  recoveryHash,
  sealSecret,
} from './totp'

export type SessionLimits = AppConfig['operatorSession']
/** The signed-in operator of a request. */
export type Operator = Actor & { id: number; role: OperatorRole; sessionId: number }

const sha = (t: string) => createHash('sha256').update(t).digest('hex')
const newToken = () => randomBytes(32).toString('base64url')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const MAX_TICKET_FAILS = 5

export const operatorInfo = (o: { id: number; username: string; role: OperatorRole }): OperatorInfo => ({
  id: o.id,
  username: o.username,
  role: o.role,
  permissions: [...ROLE_PERMISSIONS[o.role]],
})

/**
 * Create an operator (or, for an existing name, set a new password and role: the command line's way
 * back in). A new operator, and one whose password is reset here, enrols an authenticator at the next
 * sign-in unless `totpSecret` enrols them now (the embedded demo's owner: docs/operator-console.md).
 */
export async function createOperator(
  q: Query,
  username: string,
  password: string,
  role: OperatorRole = 'owner',
  totp?: { secret: string; siteSecret: string },
) {
  if (!/^[A-Za-z0-9_]{3,32}$/.test(username)) throw new BizError(1000, 'a.operatorName')
  if (password.length < 10) throw new BizError(1000, 'a.operatorPassword')
  const hash = await hashPassword(password)
  const sealed = totp ? sealSecret(totp.siteSecret, totp.secret) : null
  const [row] = await q<{ id: string | number }>(
    `INSERT INTO operators (username, password_hash, role, totp_secret_enc, must_enrol) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role,
       failed_logins = 0, locked_until = NULL, disabled_at = NULL,
       totp_secret_enc = coalesce(EXCLUDED.totp_secret_enc, operators.totp_secret_enc),
       must_enrol = CASE WHEN EXCLUDED.totp_secret_enc IS NOT NULL THEN false ELSE operators.must_enrol END
     RETURNING id`,
    [username, hash, role, sealed, sealed === null],
  )
  return Number(row.id)
}

/** The embedded demo's owner enrolled with the authenticator secret its secrets file holds. */
export async function enrolWithSecret(q: Query, username: string, secret: string, siteSecret: string) {
  await q(
    `UPDATE operators SET totp_secret_enc = $2, must_enrol = false, totp_last_step = 0
      WHERE username = $1 AND (must_enrol OR totp_secret_enc IS NULL)`,
    [username, sealSecret(siteSecret, secret)],
  )
}

type OpRow = {
  id: string | number
  username: string
  password_hash: string
  role: OperatorRole
  disabled_at: Date | null
  totp_secret_enc: string | null
  must_enrol: boolean
}

export type LoginStep =
  | { step: 'totp'; ticket: string }
  | { step: 'enrol'; ticket: string; otpauth_uri: string; qr_svg: string; secret: string }

/**
 * Step one: the password (throttled as before: throttle.ts). The answer is a ticket for step two,
 * and for an operator who has no authenticator yet, a new secret to enrol (kept with the ticket).
 */
export async function passwordStep(
  db: Db,
  cfg: AppConfig,
  username: string,
  password: string,
  ip: string,
): Promise<LoginStep> {
  const reservation = await reserveAttempt(db.query, cfg.operatorLogin, username, ip)
  const wait = accountDelayMs(cfg.operatorLogin, reservation.accountAttempts)
  if (wait) await sleep(wait)
  const [op] = await db.query<OpRow>(
    'SELECT id, username, password_hash, role, disabled_at, totp_secret_enc, must_enrol FROM operators WHERE username = $1',
    [username],
  )
  // Verify against a real hash when the operator does not exist, so both paths take the same time.
  const good = op
    ? await verifyPassword(op.password_hash, password)
    : await verifyPassword(await dummyHash(), password).then(() => false)
  if (!op || !good) throw new BizError(401, 'a.loginFailed')
  await releaseAttempt(db.query, reservation)
  if (op.disabled_at) throw new BizError(423, 'a.disabled')
  const ticket = newToken()
  const enrol = op.must_enrol || !op.totp_secret_enc
  const secret = enrol ? newTotpSecret() : null
  await db.query(
    'INSERT INTO operator_login_tickets (token_hash, operator_id, pending_secret_enc, ip) VALUES ($1, $2, $3, $4)',
    [sha(ticket), op.id, secret ? sealSecret(cfg.payPepper, secret) : null, ip.slice(0, 64)],
  )
  if (!secret) return { step: 'totp', ticket }
  return { step: 'enrol', ticket, ...enrolment(secret, op.username) }
}

type TicketRow = OpRow & { pending_secret_enc: string | null; fails: number; totp_last_step: string | number }

/** The ticket's operator, locked for the rest of the transaction (parallel codes on one ticket queue). */
async function ticketOperator(q: Query, cfg: AppConfig, ticket: string): Promise<TicketRow> {
  const [t] = await q<TicketRow>(
    `SELECT o.id, o.username, o.password_hash, o.role, o.disabled_at, o.totp_secret_enc, o.must_enrol,
            o.totp_last_step, t.pending_secret_enc, t.fails
       FROM operator_login_tickets t JOIN operators o ON o.id = t.operator_id
      WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.fails < $2
        AND t.created_at > now() - ($3::int * interval '1 millisecond')
      FOR UPDATE OF t, o`,
    [sha(ticket), MAX_TICKET_FAILS, cfg.operatorSession.ticketMs],
  )
  if (!t) throw new BizError(401, 'a.ticketExpired')
  if (t.disabled_at) throw new BizError(423, 'a.disabled')
  return t
}

/** A wrong code counts against the ticket in its own statement (the refusal rolls the caller back). */
const ticketFailed = (db: Db, ticket: string) =>
  db.query('UPDATE operator_login_tickets SET fails = fails + 1 WHERE token_hash = $1', [sha(ticket)])

/** Accept the code's step once: refused when this step (or a later one) was already accepted. */
async function takeStep(q: Query, operatorId: number, step: number) {
  const [ok] = await q(
    'UPDATE operators SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id',
    [operatorId, step],
  )
  if (!ok) throw new BizError(402, 'a.codeReused')
}

async function openSession(q: Query, op: { id: number }, ticket: string, ip: string, userAgent: string) {
  await q('UPDATE operator_login_tickets SET used_at = now() WHERE token_hash = $1', [sha(ticket)])
  await q('UPDATE operators SET last_login_at = now() WHERE id = $1', [op.id])
  const token = newToken()
  await q('INSERT INTO operator_sessions (token_hash, operator_id, ip, user_agent) VALUES ($1, $2, $3, $4)', [
    sha(token),
    op.id,
    ip.slice(0, 64),
    userAgent.slice(0, 256),
  ])
  return token
}

/** Step two for an enrolled operator: a code of the authenticator or an unused recovery code. */
export async function totpStep(db: Db, cfg: AppConfig, ticket: string, code: string, ip: string, ua: string) {
  let wrong = false
  try {
    return await db.tx(async (q) => {
      const t = await ticketOperator(q, cfg, ticket)
      if (t.must_enrol || !t.totp_secret_enc) throw new BizError(401, 'a.enrolFirst')
      const id = Number(t.id)
      const who: Actor = { id, username: t.username, ip }
      const step = codeStep(openSecret(cfg.payPepper, t.totp_secret_enc), code.trim())
      if (step !== null) {
        await takeStep(q, id, step)
        await appendAudit(q, who, { action: 'operator.signin', target: t.username, detail: 'totp' })
      } else if (looksLikeRecoveryCode(code)) {
        const [used] = await q(
          `UPDATE operator_recovery_codes SET used_at = now()
            WHERE operator_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
          [id, recoveryHash(code)],
        )
        if (!used) {
          wrong = true
          throw new BizError(402, 'a.codeWrong')
        }
        await appendAudit(q, who, { action: 'operator.signin', target: t.username, detail: 'recovery code' })
      } else {
        wrong = true
        throw new BizError(402, 'a.codeWrong')
      }
      const token = await openSession(q, { id }, ticket, ip, ua)
      return { token, operator: operatorInfo({ id, username: t.username, role: t.role }) }
    })
  } finally {
    if (wrong) await ticketFailed(db, ticket)
  }
}

/** Step two of a first sign-in: a code of the offered secret confirms it; recovery codes are made. */
export async function enrolStep(
  db: Db,
  cfg: AppConfig,
  ticket: string,
  code: string,
  ip: string,
  ua: string,
) {
  let wrong = false
  try {
    return await db.tx(async (q) => {
      const t = await ticketOperator(q, cfg, ticket)
      if (!t.pending_secret_enc) throw new BizError(409, 'a.alreadyEnrolled')
      const id = Number(t.id)
      const step = codeStep(openSecret(cfg.payPepper, t.pending_secret_enc), code.trim())
      if (step === null) {
        wrong = true
        throw new BizError(402, 'a.codeWrong')
      }
      // A new secret starts its own step count; the code of enrolment is the first one taken.
      await q(
        'UPDATE operators SET totp_secret_enc = $2, must_enrol = false, totp_last_step = 0 WHERE id = $1',
        [id, t.pending_secret_enc],
      )
      await takeStep(q, id, step)
      const codes = newRecoveryCodes()
      await q('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [id])
      for (const c of codes)
        await q('INSERT INTO operator_recovery_codes (operator_id, code_hash) VALUES ($1, $2)', [
          id,
          recoveryHash(c),
        ])
      await appendAudit(q, { id, username: t.username, ip }, { action: 'operator.enrol', target: t.username })
      const token = await openSession(q, { id }, ticket, ip, ua)
      return {
        token,
        operator: operatorInfo({ id, username: t.username, role: t.role }),
        recovery_codes: codes,
      }
    })
  } finally {
    if (wrong) await ticketFailed(db, ticket)
  }
}

/** The operator of a session token, or null (unknown, revoked, idle too long, too old, disabled). */
export async function operatorFromToken(
  db: Db,
  limits: SessionLimits,
  token: string | null,
  ip = '',
): Promise<Operator | null> {
  if (!token) return null
  const [row] = await db.query<{
    id: string | number
    username: string
    role: OperatorRole
    sid: string | number
  }>(
    `UPDATE operator_sessions s SET last_seen_at = now() FROM operators o
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND o.id = s.operator_id AND o.disabled_at IS NULL
       AND s.last_seen_at > now() - ($2::int * interval '1 millisecond')
       AND s.created_at > now() - ($3::bigint * interval '1 millisecond')
     RETURNING o.id, o.username, o.role, s.id AS sid`,
    [sha(token), limits.idleMs, limits.absoluteMs],
  )
  if (!row) return null
  return { id: Number(row.id), username: row.username, role: row.role, sessionId: Number(row.sid), ip }
}

export async function operatorLogout(db: Db, who: Operator) {
  await db.tx(async (q) => {
    await q('UPDATE operator_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
      who.sessionId,
    ])
    await appendAudit(q, who, { action: 'operator.signout', target: who.username })
  })
}

type SessionRow = {
  id: string | number
  created_at: Date
  last_seen_at: Date
  ip: string
  user_agent: string
}

/** Live sessions of an operator, newest first. */
export async function sessionsOf(q: Query, limits: SessionLimits, operatorId: number, currentId = 0) {
  const rows = await q<SessionRow>(
    `SELECT id, created_at, last_seen_at, ip, user_agent FROM operator_sessions
      WHERE operator_id = $1 AND revoked_at IS NULL
        AND last_seen_at > now() - ($2::int * interval '1 millisecond')
        AND created_at > now() - ($3::bigint * interval '1 millisecond')
      ORDER BY created_at DESC`,
    [operatorId, limits.idleMs, limits.absoluteMs],
  )
  return rows.map((r) => {
    const idleEnd = new Date(r.last_seen_at).getTime() + limits.idleMs
    const absEnd = new Date(r.created_at).getTime() + limits.absoluteMs
    return {
      id: Number(r.id),
      created_at: toWireTime(r.created_at),
      last_seen_at: toWireTime(r.last_seen_at),
      expires_at: toWireTime(new Date(Math.min(idleEnd, absEnd))),
      ip: r.ip,
      user_agent: r.user_agent,
      current: Number(r.id) === currentId,
    }
  })
}

export async function revokeOwnSession(db: Db, who: Operator, sessionId: number) {
  await db.tx(async (q) => {
    const [row] = await q(
      `UPDATE operator_sessions SET revoked_at = now() WHERE id = $1 AND operator_id = $2 AND revoked_at IS NULL RETURNING id`,
      [sessionId, who.id],
    )
    if (!row) throw new BizError(202, 'a.noSuchSession')
    await appendAudit(q, who, {
      action: 'operator.session.revoke',
      target: who.username,
      detail: String(sessionId),
    })
  })
}

// ---------------------------------------------------------------- the owner's management

type ListRow = {
  id: string | number
  username: string
  role: OperatorRole
  disabled_at: Date | null
  must_enrol: boolean
  totp_secret_enc: string | null
  created_at: Date
  last_login_at: Date | null
  active_sessions: number | string
}

const LIST_SQL = `SELECT o.id, o.username, o.role, o.disabled_at, o.must_enrol, o.totp_secret_enc, o.created_at, o.last_login_at,
    (SELECT count(*) FROM operator_sessions s WHERE s.operator_id = o.id AND s.revoked_at IS NULL
       AND s.last_seen_at > now() - ($1::int * interval '1 millisecond')
       AND s.created_at > now() - ($2::bigint * interval '1 millisecond'))::int AS active_sessions
  FROM operators o`

const toRow = (r: ListRow) => ({
  id: Number(r.id),
  username: r.username,
  role: r.role,
  disabled: r.disabled_at !== null,
  enrolled: !r.must_enrol && r.totp_secret_enc !== null,
  created_at: toWireTime(r.created_at),
  last_login_at: r.last_login_at ? toWireTime(r.last_login_at) : null,
  active_sessions: Number(r.active_sessions),
})
export type OperatorListRow = ReturnType<typeof toRow>

export async function listOperators(q: Query, limits: SessionLimits) {
  const rows = await q<ListRow>(`${LIST_SQL} ORDER BY o.id`, [limits.idleMs, limits.absoluteMs])
  return rows.map(toRow)
}

async function operatorRow(q: Query, limits: SessionLimits, id: number, lock = false) {
  const [r] = await q<ListRow>(`${LIST_SQL} WHERE o.id = $3${lock ? ' FOR UPDATE OF o' : ''}`, [
    limits.idleMs,
    limits.absoluteMs,
    id,
  ])
  if (!r) throw new BizError(202, 'a.noSuchOperator')
  return toRow(r)
}

const revokeAll = async (q: Query, operatorId: number) =>
  (
    await q(
      'UPDATE operator_sessions SET revoked_at = now() WHERE operator_id = $1 AND revoked_at IS NULL RETURNING id',
      [operatorId],
    )
  ).length

/** At least one enabled owner must remain (nobody could manage operators otherwise). */
async function keepAnOwner(q: Query, exceptId: number) {
  await q("SELECT id FROM operators WHERE role = 'owner' FOR UPDATE")
  const [{ n }] = await q<{ n: number }>(
    "SELECT count(*)::int AS n FROM operators WHERE role = 'owner' AND disabled_at IS NULL AND id <> $1",
    [exceptId],
  )
  if (Number(n) === 0) throw new BizError(409, 'a.lastOwner')
}

export async function addOperator(
  db: Db,
  limits: SessionLimits,
  who: Operator,
  input: { username: string; password: string; role: OperatorRole },
) {
  return db.tx(async (q) => {
    const [taken] = await q('SELECT 1 FROM operators WHERE username = $1', [input.username])
    if (taken) throw new BizError(409, 'a.operatorExists')
    const id = await createOperator(q, input.username, input.password, input.role)
    const after = await operatorRow(q, limits, id)
    await appendAudit(q, who, { action: 'operator.create', target: input.username, after })
    return after
  })
}

export async function setOperatorRole(
  db: Db,
  limits: SessionLimits,
  who: Operator,
  id: number,
  role: OperatorRole,
) {
  return db.tx(async (q) => {
    const before = await operatorRow(q, limits, id, true)
    if (before.role === 'owner' && role !== 'owner') await keepAnOwner(q, id)
    await q('UPDATE operators SET role = $2 WHERE id = $1', [id, role])
    const after = await operatorRow(q, limits, id)
    await appendAudit(q, who, { action: 'operator.role', target: before.username, before, after })
    return after
  })
}

/** Disable (every session revoked, sign-in refused) or enable again. */
export async function setOperatorDisabled(
  db: Db,
  limits: SessionLimits,
  who: Operator,
  id: number,
  disabled: boolean,
) {
  if (id === who.id) throw new BizError(409, 'a.notYourself')
  return db.tx(async (q) => {
    const before = await operatorRow(q, limits, id, true)
    if (disabled && before.role === 'owner') await keepAnOwner(q, id)
    await q(
      `UPDATE operators SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) ELSE NULL END WHERE id = $1`,
      [id, disabled],
    )
    if (disabled) await revokeAll(q, id)
    const after = await operatorRow(q, limits, id)
    await appendAudit(q, who, {
      action: disabled ? 'operator.disable' : 'operator.enable',
      target: before.username,
      before,
      after,
    })
    return after
  })
}

/** Forget the authenticator and the recovery codes: the next sign-in enrols again. Sessions end. */
export async function resetTwoFactor(db: Db, limits: SessionLimits, who: Operator, id: number) {
  return db.tx(async (q) => {
    const before = await operatorRow(q, limits, id, true)
    await q(
      'UPDATE operators SET totp_secret_enc = NULL, must_enrol = true, totp_last_step = 0 WHERE id = $1',
      [id],
    )
    await q('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [id])
    await revokeAll(q, id)
    const after = await operatorRow(q, limits, id)
    await appendAudit(q, who, { action: 'operator.reset2fa', target: before.username, before, after })
    return after
  })
}

export async function revokeOperatorSessions(db: Db, limits: SessionLimits, who: Operator, id: number) {
  return db.tx(async (q) => {
    const before = await operatorRow(q, limits, id)
    const revoked = await revokeAll(q, id)
    await appendAudit(q, who, {
      action: 'operator.sessions.revoke',
      target: before.username,
      detail: String(revoked),
    })
    return { revoked }
  })
}
