// Operator sign-in in two steps (docs/operator-console.md): the password (throttled: throttle.ts), then
// a TOTP code or a recovery code; on the first sign-in, enrolment of an authenticator that makes the
// recovery codes. A ticket carries the operator from step one to step two; step two opens the session.
// A ticket's wrong codes are counted under its row lock in a transaction that commits, so however many
// codes arrive at once, at most five are evaluated per ticket; the password's throttle attempt is given
// back only when the sign-in completes. Failed and locked sign-ins are audited (audit.ts), and so is a
// sign-in from an address outside the operator's allow-list (operator-ips.ts), which is refused.
import { randomBytes } from 'node:crypto'
import type { OperatorRole } from '../../core/contract/admin'
import { dummyHash, verifyPassword } from '../auth/password'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import type { AppConfig } from '../http/config'
import { type Actor, appendAudit, auditAlone } from './audit'
import { ipAllowed } from './operator-ips'
import { tokenHash } from './operator-sessions'
import { operatorInfo } from './operators'
import { accountDelayMs, LoginRefused, releaseAttempt, reservationOf, reserveAttempt } from './throttle'
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
  must_change_password: boolean
  allowed_ips: string[]
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
  const who: Actor = { id: null, username: username.slice(0, 64), ip }
  let reservation: Awaited<ReturnType<typeof reserveAttempt>>
  try {
    reservation = await reserveAttempt(db.query, cfg.operatorLogin, username, ip)
  } catch (e) {
    if (e instanceof LoginRefused && e.first)
      await auditAlone(db, who, {
        action: 'operator.signin.locked',
        target: who.username,
        detail: e.scope === 'pair' ? '该地址对此账号的尝试次数用尽' : '该地址的尝试次数用尽',
      })
    throw e
  }
  const wait = accountDelayMs(cfg.operatorLogin, reservation.accountAttempts)
  if (wait) await sleep(wait)
  const [op] = await db.query<OpRow>(
    `SELECT id, username, password_hash, role, disabled_at, totp_secret_enc, must_enrol, must_change_password,
            allowed_ips FROM operators WHERE username = $1`,
    [username],
  )
  // Verify against a real hash when the operator does not exist, so both paths take the same time.
  const good = op
    ? await verifyPassword(op.password_hash, password)
    : await verifyPassword(await dummyHash(), password).then(() => false)
  if (!op || !good) {
    await auditAlone(
      db,
      { ...who, id: op ? Number(op.id) : null },
      {
        action: 'operator.signin.failed',
        target: who.username,
        detail: op ? '密码错误' : '无此运营账号',
      },
    )
    throw new BizError(401, 'a.loginFailed')
  }
  if (op.disabled_at) {
    await auditAlone(
      db,
      { ...who, id: Number(op.id) },
      {
        action: 'operator.signin.failed',
        target: op.username,
        detail: '账号已停用',
      },
    )
    throw new BizError(423, 'a.disabled')
  }
  if (!ipAllowed(op.allowed_ips ?? [], ip)) {
    await auditAlone(db, { ...who, id: Number(op.id) }, refusedAddress(op.username, ip))
    throw new BizError(403, 'a.acct.ipRefused', { ip })
  }
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

const refusedAddress = (username: string, ip: string) => ({
  action: 'operator.signin.ipRefused',
  target: username,
  detail: `${ip} 不在此账号的地址白名单内`,
})

type TicketRow = OpRow & {
  pending_secret_enc: string | null
  fails: number
  totp_last_step: string | number
  ticket_ip: string
}

/** The ticket's operator, locked for the rest of the transaction (parallel codes on one ticket queue). */
async function ticketOperator(q: Query, cfg: AppConfig, ticket: string): Promise<TicketRow> {
  const [t] = await q<TicketRow>(
    `SELECT o.id, o.username, o.password_hash, o.role, o.disabled_at, o.totp_secret_enc, o.must_enrol,
            o.must_change_password, o.allowed_ips, o.totp_last_step, t.pending_secret_enc, t.fails, t.ip AS ticket_ip
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

/**
 * A wrong code: counted on the ticket (locked by ticketOperator) and audited in the same transaction,
 * which the caller commits before answering the refusal, so the next code on this ticket, queued behind
 * the lock, sees the count. The fifth ends the ticket and is audited as a lock.
 */
async function codeFailed(q: Query, ticket: string, t: TicketRow, ip: string, what: string) {
  const [row] = await q<{ fails: number }>(
    'UPDATE operator_login_tickets SET fails = fails + 1 WHERE token_hash = $1 RETURNING fails',
    [tokenHash(ticket)],
  )
  const fails = Number(row.fails)
  const who: Actor = { id: Number(t.id), username: t.username, ip }
  await appendAudit(q, who, {
    action: fails >= MAX_TICKET_FAILS ? 'operator.signin.locked' : 'operator.signin.failed',
    target: t.username,
    detail: `${what}错误（本次登录第${fails}次，最多${MAX_TICKET_FAILS}次）`,
  })
  return new BizError(402, 'a.codeWrong')
}

/** A ticket carried to an address outside the allow-list: audited (committed), then refused. */
async function outsideAllowList(q: Query, t: TicketRow, ip: string) {
  if (ipAllowed(t.allowed_ips ?? [], ip)) return null
  await appendAudit(q, { id: Number(t.id), username: t.username, ip }, refusedAddress(t.username, ip))
  return new BizError(403, 'a.acct.ipRefused', { ip })
}

/** The whole sign-in succeeded: the password step's throttle attempt is given back. */
const completed = (q: Query, t: TicketRow) => releaseAttempt(q, reservationOf(t.username, t.ticket_ip))

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

/** Run a second step: a refusal the transaction decided to keep (a counted wrong code) is thrown after its commit. */
async function secondStep<T>(db: Db, fn: (q: Query) => Promise<T | BizError>): Promise<T> {
  const r = await db.tx(fn)
  if (r instanceof BizError) throw r
  return r
}

/** Step two for an enrolled operator: a code of the authenticator or an unused recovery code. */
export async function totpStep(db: Db, cfg: AppConfig, ticket: string, code: string, ip: string, ua: string) {
  return secondStep(db, async (q) => {
    const t = await ticketOperator(q, cfg, ticket)
    if (t.must_enrol || !t.totp_secret_enc) throw new BizError(401, 'a.enrolFirst')
    const id = Number(t.id)
    const who: Actor = { id, username: t.username, ip }
    const away = await outsideAllowList(q, t, ip)
    if (away) return away
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
      if (!used) return codeFailed(q, ticket, t, ip, '恢复码')
      await appendAudit(q, who, { action: 'operator.signin', target: t.username, detail: 'recovery code' })
    } else return codeFailed(q, ticket, t, ip, '验证码')
    await completed(q, t)
    const token = await openSession(q, { id }, ticket, ip, ua)
    return {
      token,
      operator: operatorInfo({ id, username: t.username, role: t.role }, t.must_change_password),
    }
  })
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
  return secondStep(db, async (q) => {
    const t = await ticketOperator(q, cfg, ticket)
    // Enrolment is bound to one ticket: once an authenticator is in place, no other ticket's offered
    // secret can replace it (only the owner's reset, which ends every open ticket, starts another).
    if (!t.pending_secret_enc || (!t.must_enrol && t.totp_secret_enc))
      throw new BizError(409, 'a.alreadyEnrolled')
    const id = Number(t.id)
    const away = await outsideAllowList(q, t, ip)
    if (away) return away
    const step = codeStep(openSecret(cfg.payPepper, t.pending_secret_enc), code.trim())
    if (step === null) return codeFailed(q, ticket, t, ip, '验证码')
    // A new secret starts its own step count; the code of enrolment is the first one taken.
    await q(
      'UPDATE operators SET totp_secret_enc = $2, must_enrol = false, totp_last_step = 0 WHERE id = $1',
      [id, t.pending_secret_enc],
    )
    await takeStep(q, id, step)
    // The operator's other open tickets (each offered a secret of its own) end here.
    await q(
      'UPDATE operator_login_tickets SET used_at = now() WHERE operator_id = $1 AND used_at IS NULL AND token_hash <> $2',
      [id, tokenHash(ticket)],
    )
    const codes = newRecoveryCodes()
    await q('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [id])
    for (const c of codes)
      await q('INSERT INTO operator_recovery_codes (operator_id, code_hash) VALUES ($1, $2)', [
        id,
        recoveryHash(c),
      ])
    await appendAudit(q, { id, username: t.username, ip }, { action: 'operator.enrol', target: t.username })
    await completed(q, t)
    const token = await openSession(q, { id }, ticket, ip, ua)
    return {
      token,
      operator: operatorInfo({ id, username: t.username, role: t.role }, t.must_change_password),
      recovery_codes: codes,
    }
  })
}
