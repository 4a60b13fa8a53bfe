// Operator sign-in in two steps (docs/operator-console.md): the password (throttled: throttle.ts), then
// a TOTP code or a recovery code; on the first sign-in, enrolment of an authenticator that makes the
// recovery codes. A ticket carries the operator from step one to step two; step two opens the session.
import { randomBytes } from 'node:crypto'
import type { OperatorRole } from '../../core/contract/admin'
import { dummyHash, verifyPassword } from '../auth/password'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import type { AppConfig } from '../http/config'
import { type Actor, appendAudit } from './audit'
import { tokenHash } from './operator-sessions'
import { operatorInfo } from './operators'
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

const newToken = () => randomBytes(32).toString('base64url')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const MAX_TICKET_FAILS = 5

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
    [tokenHash(ticket), op.id, secret ? sealSecret(cfg.payPepper, secret) : null, ip.slice(0, 64)],
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
    [tokenHash(ticket), MAX_TICKET_FAILS, cfg.operatorSession.ticketMs],
  )
  if (!t) throw new BizError(401, 'a.ticketExpired')
  if (t.disabled_at) throw new BizError(423, 'a.disabled')
  return t
}

/** A wrong code counts against the ticket in its own statement (the refusal rolls the caller back). */
const ticketFailed = (db: Db, ticket: string) =>
  db.query('UPDATE operator_login_tickets SET fails = fails + 1 WHERE token_hash = $1', [tokenHash(ticket)])

/** Accept the code's step once: refused when this step (or a later one) was already accepted. */
async function takeStep(q: Query, operatorId: number, step: number) {
  const [ok] = await q(
    'UPDATE operators SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id',
    [operatorId, step],
  )
  if (!ok) throw new BizError(402, 'a.codeReused')
}

async function openSession(q: Query, op: { id: number }, ticket: string, ip: string, userAgent: string) {
  await q('UPDATE operator_login_tickets SET used_at = now() WHERE token_hash = $1', [tokenHash(ticket)])
  await q('UPDATE operators SET last_login_at = now() WHERE id = $1', [op.id])
  const token = newToken()
  await q('INSERT INTO operator_sessions (token_hash, operator_id, ip, user_agent) VALUES ($1, $2, $3, $4)', [
    tokenHash(token),
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
