// The back office on the command line: `npm run admin -- <command>`. It talks to the running server's
// admin API (PGlite allows one process per data directory, and the API applies the same rules), or,
// with --direct or when no server answers, opens the database itself and calls the same service.
//
//   deposits list [--state 1|2|3]        deposits approve <order>        deposits refuse <order> [--note text]
//   withdrawals list [--state 1|2|3]     withdrawals approve <order>     withdrawals refuse <order> [--note text]
//   adjust <username> <amount> --reason <text>      (negative amount = debit)
//   players                              operator create <name> <password> [--role <role>]
//   operator reset-2fa <name>            operator qr (the first operator's authenticator, to scan)
//   redpacket window [<begin> <end>]     (show, or set the daily grab window: Beijing HH:MM:SS)
//   registration limit [<n>]            (show, or set the sign-ups allowed per IP per hour; 0 closes them)
//   protection show <username>           protection exclude <username> <24h|7d|30d|6w|6m|1y|2y|5y> --reason <text>
//   protection reached                   protection exclusions [--csv]
//   protection reality [minutes]         (the default reality-check interval: 0, 15, 30 or 60)
//
// Server: the operator port of the running server: ADMIN_URL, else ADMIN_PORT (and ADMIN_HOST), else
// the runtime file the server writes (DATA_DIR/admin.json), else 127.0.0.1:8081. Operator: ADMIN_USER
// (default admin) and ADMIN_PASSWORD, else the embedded demo's generated password (DATA_DIR/secrets.json).
import { userInfo } from 'node:os'
import { parseArgs } from 'node:util'
import { OPERATOR_ROLES, type OperatorRole } from '../../core/contract/admin'
import { appendAudit } from '../admin/audit'
import { adminText } from '../admin/messages'
import { BizError } from '../errors'
import { adminTotpSecret, secretsFile } from '../secrets'
import { adminBase, cliSession, jsonCall, operatorCredentials } from './target'

type Result = { code: number; message: string; data: unknown }

const USAGE = `usage: npm run admin -- <command>
  deposits list [--state N] | deposits approve <order> | deposits refuse <order> [--note text]
  withdrawals list [--state N] | withdrawals approve <order> | withdrawals refuse <order> [--note text]
  adjust <username> <amount> --reason <text>
  players
  redpacket window | redpacket window <begin> <end>   (Beijing wall times, HH:MM:SS)
  registration limit | registration limit <n>   (sign-ups per IP per hour)
  protection show <username> | protection exclude <username> <duration> --reason <how the player asked>
  protection reached | protection exclusions [--csv]
  protection reality | protection reality <0|15|30|60>   (default reality-check interval, minutes)
  operator create <name> <password> [--role owner|finance|risk|support|content]
  operator reset-2fa <name>   (the operator enrols a new authenticator at the next sign-in)
  operator qr                 (the first operator's authenticator QR, from ADMIN_TOTP_SECRET or the demo's secrets file)
options: --direct (open the database instead of calling the server)`

// A negative amount (a debit) is a positional, not an option.
const argv = process.argv.slice(2).map((a) => (/^-\d+(\.\d+)?$/.test(a) ? `neg:${a.slice(1)}` : a))
const { values, positionals: raw } = parseArgs({
  allowPositionals: true,
  allowNegative: false,
  options: {
    state: { type: 'string' },
    note: { type: 'string' },
    reason: { type: 'string' },
    direct: { type: 'boolean' },
    limit: { type: 'string' },
    csv: { type: 'boolean' },
    role: { type: 'string' },
  },
  args: argv,
  strict: true,
})
const positionals = raw.map((a) => (a.startsWith('neg:') ? `-${a.slice(4)}` : a))
const [area, verb, ...rest] = positionals

const base = adminBase()
const credentials = operatorCredentials()

async function viaHttp(): Promise<Result | null> {
  const call = jsonCall(base, 15_000)
  let login: Result
  try {
    login = await cliSession(call, base)
  } catch (e) {
    if (e instanceof TypeError || (e as Error).name === 'TimeoutError') return null // no server listening: fall back to the database
    throw e
  }
  if (login.code === 1000 && !credentials.password)
    return {
      code: 1000,
      message: `no operator password: set ADMIN_PASSWORD (the embedded demo keeps its own in ${secretsFile()})`,
      data: null,
    }
  if (login.code !== 200) return login
  const token = (login.data as { token: string }).token
  const q = new URLSearchParams()
  if (values.state) q.set('state', values.state)
  if (values.limit) q.set('limit', values.limit)
  // The session stays for the next command (cliSession).
  if ((area === 'deposits' || area === 'withdrawals') && verb === 'list')
    return await call('GET', `/admin/api/${area}?${q}`, undefined, token)
  if ((area === 'deposits' || area === 'withdrawals') && (verb === 'approve' || verb === 'refuse')) {
    return await call(
      'POST',
      `/admin/api/${area}/${encodeURIComponent(rest[0] ?? '')}/${verb}`,
      { note: values.note },
      token,
    )
  }
  if (area === 'adjust')
    return await call(
      'POST',
      '/admin/api/adjust',
      { username: verb, amount: rest[0], reason: values.reason ?? '' },
      token,
    )
  if (area === 'players') return await call('GET', `/admin/api/players?${q}`, undefined, token)
  if (area === 'redpacket' && verb === 'window')
    return rest.length
      ? await call('POST', '/admin/api/redpacket/window', { begin: rest[0], end: rest[1] ?? '' }, token)
      : await call('GET', '/admin/api/redpacket/window', undefined, token)
  if (area === 'registration' && verb === 'limit')
    return rest.length
      ? await call('POST', '/admin/api/settings/registration', { per_ip_per_hour: rest[0] }, token)
      : await call('GET', '/admin/api/settings/registration', undefined, token)
  if (area === 'protection') {
    const user = encodeURIComponent(rest[0] ?? '')
    if (verb === 'show') return await call('GET', `/admin/api/players/${user}/protection`, undefined, token)
    if (verb === 'exclude')
      return await call(
        'POST',
        `/admin/api/players/${user}/exclude`,
        { duration: rest[1] ?? '', reason: values.reason ?? '' },
        token,
      )
    if (verb === 'reached') return await call('GET', '/admin/api/protection/limits-reached', undefined, token)
    if (verb === 'exclusions') return await call('GET', '/admin/api/protection/exclusions', undefined, token)
    if (verb === 'reality')
      return rest.length
        ? await call('POST', '/admin/api/protection/settings', { reality_check_minutes: rest[0] }, token)
        : await call('GET', '/admin/api/protection/settings', undefined, token)
  }
  return { code: 1000, message: USAGE, data: null }
}

async function direct(): Promise<Result> {
  const { openDb } = await import('../db/client')
  const svc = await import('../admin/service')
  const db = await openDb()
  const who = { id: null, username: `cli:${userInfo().username}`, ip: 'local' }
  const state = values.state ? Number(values.state) : undefined
  const limit = values.limit ? Number(values.limit) : undefined
  try {
    const run = async (): Promise<unknown> => {
      if (area === 'deposits' && verb === 'list') return svc.listDeposits(db.query, { state, limit })
      if (area === 'withdrawals' && verb === 'list') return svc.listWithdrawals(db.query, { state, limit })
      if (area === 'deposits' && (verb === 'approve' || verb === 'refuse'))
        return svc.reviewDeposit(db, who, rest[0] ?? '', verb, values.note)
      if (area === 'withdrawals' && (verb === 'approve' || verb === 'refuse'))
        return svc.reviewWithdrawal(db, who, rest[0] ?? '', verb, values.note)
      if (area === 'adjust') return svc.adjust(db, who, verb ?? '', rest[0], values.reason ?? '')
      if (area === 'players') return svc.listPlayers(db.query, limit)
      if (area === 'redpacket' && verb === 'window')
        return rest.length
          ? svc.setGrabWindow(db, who, { grab_begin: rest[0], grab_end: rest[1] ?? '' })
          : svc.redPacketWindow(db.query)
      if (area === 'registration' && verb === 'limit') {
        if (!rest.length) return svc.registrationLimit(db.query)
        const n = Number(rest[0])
        if (!Number.isSafeInteger(n) || n < 0 || n > 1_000_000) throw new BizError(1000, USAGE)
        return svc.setRegistrationLimit(db, who, n)
      }
      if (area === 'protection') {
        const p = await import('../admin/protection')
        if (verb === 'show') return p.playerProtection(db.query, rest[0] ?? '')
        if (verb === 'exclude')
          return p.excludeOnRequest(db, who, rest[0] ?? '', rest[1] ?? '', values.reason ?? '')
        if (verb === 'reached') return p.limitsReached(db.query)
        if (verb === 'exclusions') return p.activeExclusions(db.query)
        if (verb === 'reality')
          return rest.length ? p.setRealityDefault(db, who, Number(rest[0])) : p.protectionSettings(db.query)
      }
      if (area === 'operator' && verb === 'create') {
        const role = (values.role ?? 'owner') as OperatorRole
        if (!OPERATOR_ROLES.includes(role)) throw new BizError(1000, USAGE)
        return db.tx(async (q) => {
          const id = await svc.createOperator(q, rest[0] ?? '', rest[1] ?? '', role)
          await appendAudit(q, who, { action: 'operator.create', target: rest[0] ?? '', after: { id, role } })
          return { created: rest[0], role, enrol: 'at the first sign-in in the operator console' }
        })
      }
      if (area === 'operator' && verb === 'reset-2fa')
        return db.tx(async (q) => {
          const [op] = await q<{ id: string }>('SELECT id FROM operators WHERE username = $1', [
            rest[0] ?? '',
          ])
          if (!op) throw new BizError(202, 'a.noSuchOperator')
          await q(
            'UPDATE operators SET totp_secret_enc = NULL, must_enrol = true, totp_last_step = 0 WHERE id = $1',
            [op.id],
          )
          await q('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [op.id])
          await q(
            'UPDATE operator_sessions SET revoked_at = now() WHERE operator_id = $1 AND revoked_at IS NULL',
            [op.id],
          )
          await appendAudit(q, who, { action: 'operator.reset2fa', target: rest[0] ?? '' })
          return { reset: rest[0], enrol: 'at the next sign-in in the operator console' }
        })
      throw new BizError(1000, USAGE)
    }
    return { code: 200, message: 'ok', data: await run() }
  } catch (e) {
    if (e instanceof BizError) return { code: e.code, message: adminText('zh', e.key, e.params), data: null }
    throw e
  } finally {
    await db.close()
  }
}

if (!area) {
  console.log(USAGE)
  process.exit(1)
}
if (area === 'operator' && verb === 'qr') {
  const secret = adminTotpSecret()
  if (!secret) {
    console.error(
      'no authenticator secret: set ADMIN_TOTP_SECRET or run the embedded demo once (DATA_DIR/secrets.json)',
    )
    process.exit(1)
  }
  const { enrolment } = await import('../admin/totp')
  const { renderUnicodeCompact } = await import('uqr')
  const e = enrolment(secret, operatorCredentials().username)
  console.log(renderUnicodeCompact(e.otpauth_uri))
  console.log(`${e.otpauth_uri}\nsecret: ${secret}`)
  process.exit(0)
}
const needsDb = area === 'operator' || values.direct
const result = (needsDb ? null : await viaHttp()) ?? (await direct())
if (result.code !== 200) {
  const text = adminText('zh', result.message)
  console.error(
    result.code === 409
      ? `refused (409): already processed — nothing moved. ${text}`
      : `refused (${result.code}): ${text}`,
  )
  process.exit(1)
}
const data = result.data
if (values.csv && Array.isArray(data)) {
  const { toCsv } = await import('../admin/protection')
  console.log(toCsv(data as Record<string, string>[]))
} else if (Array.isArray(data) && !data.length) console.log('(none)')
else if (Array.isArray(data)) console.table(data)
else console.log(JSON.stringify(data, null, 2))
