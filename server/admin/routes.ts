// The operator API under /admin/api, served by the operator instance (app.ts) only. Every route is
// declared with the permission it needs (core/contract/admin.ts); `guard` resolves the session (401)
// and checks the operator's role against it (403, in Chinese) before the handler runs, so no route
// can forget its check. `routeTable` lists what was registered: tests/server/console-roles.test.ts
// walks it for every role. Refusals are BizError with an admin catalog key (409 when already done).
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  adjustRequest,
  adminCalls,
  auditQuery,
  lockRequest,
  messageRequest,
  noteRequest,
  type OperatorRole,
  type Permission,
  pageQuery,
  payoutQuery,
  playerSearchQuery,
  promotionCalls,
  queueQuery,
  realnameRequest,
  reasonRequest,
  reviewAction,
  reviewRequest,
  roleMay,
} from '../../core/contract/admin'
import { BizError } from '../errors'
import { bearerToken } from '../http/route'
import { kycAdminRoutes } from '../kyc/routes'
import { checkLedger } from '../ledger'
import { auditBackup, dumpPglite } from '../ops/backup'
import { supportDeskRoutes } from '../support/desk-routes'
import { accountRoutes } from './account-routes'
import * as agents from './agents'
import { activityQueue, agentQueue, reviewActivity, reviewAgent } from './application-queues'
import { approvalRoutes } from './approvals-routes'
import { auditAlone, verifyAudit } from './audit'
import { listAudit } from './audit-list'
import { contentRoutes } from './content'
import { dashboard } from './dashboard'
import { adminText } from './messages'
import { moneyQueueRoutes } from './money-queue-export'
import { admitOperator } from './operator-account'
import { operatorFromToken, type SignedIn } from './operator-sessions'
import { paymentReportRoutes } from './payments-report'
import * as players from './players'
import { listPayouts, listPromotions, parseRule, saveRule } from './promotions'
import {
  activeExclusions,
  excludeOnRequest,
  limitsReached,
  playerProtection,
  protectionSettings,
  setRealityDefault,
  toCsv,
} from './protection'
import { counts } from './queues'
import { recoveryRoutes } from './recovery'
import * as reports from './reports'
import {
  adjust,
  listDeposits,
  listPlayers,
  listWithdrawals,
  redPacketWindow,
  registrationLimit,
  reviewDeposit,
  reviewWithdrawal,
  setGrabWindow,
  setRegistrationLimit,
} from './service'
import { settingsRoutes } from './settings'
import { sportsbookRoutes } from './sportsbook'
import { retryTransfer, transferQueue } from './transfer-queue'

const parse = <T extends z.ZodType>(schema: T, v: unknown): z.output<T> => {
  const r = schema.safeParse(v ?? {})
  if (!r.success)
    throw new BizError(1000, 'a.badRequest', { field: r.error.issues[0]?.path.join('.') || 'body' })
  return r.data
}

const ROLE_NAMES: Record<OperatorRole, string> = {
  owner: '所有者',
  finance: '财务',
  risk: '风控',
  support: '客服',
  content: '内容',
  treasury: '资金账户',
}

const LegacyList = z.object({
  state: z.coerce.number().int().min(1).max(3).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
})
const Order = z.object({ order: z.string().regex(/^[DW]\d{10,30}$/), action: reviewAction })
const IdAction = z.object({ id: z.coerce.number().int().positive(), action: reviewAction })
const Id = z.object({ id: z.coerce.number().int().positive() })
const TransferId = z.object({ id: z.string().min(1).max(64) })
const Username = z.object({ username: z.string().min(1).max(64) })
const RegistrationLimit = z.object({ per_ip_per_hour: z.coerce.number().int().min(0).max(1_000_000) })
const GrabWindow = z.object({ begin: z.string().max(8), end: z.string().max(8) })
const Exclude = z.object({ duration: z.string().max(8), reason: z.string().max(200) })
const ProtectionSettings = z.object({ reality_check_minutes: z.coerce.number().int() })

const okBody = (data: unknown) => ({ code: 200, message: adminText('zh', 'a.ok'), data })

type Guard = Permission | 'public'
type Ctx = { req: FastifyRequest; reply: FastifyReply; who: SignedIn }
export type RouteEntry = { method: 'GET' | 'POST'; url: string; permission: Guard }

/** Every operator route registered, with its permission (the roles test walks this table). */
export const routeTable: RouteEntry[] = []

export const adminRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const limits = () => app.config.operatorSession

  const guard = async (req: FastifyRequest, permission: Permission) => {
    const who = await operatorFromToken(app.db, limits(), bearerToken(req), req.ip)
    if (!who) throw new BizError(401, 'a.sessionRequired')
    await admitOperator(app.db, who, `${req.method} ${req.routeOptions.url}`)
    if (!roleMay(who.role, permission)) throw new BizError(403, 'a.forbidden', { role: ROLE_NAMES[who.role] })
    return who
  }

  const add = (
    method: 'GET' | 'POST',
    url: string,
    permission: Guard,
    handler: (c: Ctx) => Promise<unknown>,
    bodyLimit?: number,
  ) => {
    if (!routeTable.some((r) => r.method === method && r.url === url))
      routeTable.push({ method, url, permission })
    app.route({
      method,
      url,
      bodyLimit,
      handler: async (req, reply) => {
        const who = permission === 'public' ? (null as unknown as SignedIn) : await guard(req, permission)
        const out = await handler({ req, reply, who })
        return reply.sent ? reply : okBody(out)
      },
    })
  }
  const get = (url: string, p: Guard, h: (c: Ctx) => Promise<unknown>) => add('GET', url, p, h)
  const post = (url: string, p: Guard, h: (c: Ctx) => Promise<unknown>) => add('POST', url, p, h)

  // ---------------------------------------------------------------- sign-in, own account, operators
  accountRoutes(app, get, post)

  // ---------------------------------------------------------------- audit
  get(adminCalls.audit.path, 'audit.read', async ({ req }) =>
    listAudit(app.db.query, parse(auditQuery, req.query)),
  )
  get(adminCalls.auditVerify.path, 'audit.read', async () => verifyAudit(app.db.query))

  // ---------------------------------------------------------------- review queues
  get(adminCalls.queueCounts.path, 'self', async () => counts(app.db.query, limits().transferOldMinutes))
  moneyQueueRoutes(app.db, get)
  post(adminCalls.reviewDeposit.path, 'queue.deposits', async ({ req, who }) => {
    const { order, action } = parse(Order, req.params)
    const r = await reviewDeposit(app.db, who, order, action, parse(reviewRequest, req.body).note)
    return { ...r, id: r.order_no }
  })
  post(adminCalls.reviewWithdrawal.path, 'queue.withdrawals', async ({ req, who }) => {
    const { order, action } = parse(Order, req.params)
    const r = await reviewWithdrawal(app.db, who, order, action, parse(reviewRequest, req.body).note)
    return { ...r, id: r.order_no }
  })
  get(adminCalls.agentQueue.path, 'queue.agents', async ({ req }) =>
    agentQueue(app.db.query, parse(queueQuery, req.query)),
  )
  post(adminCalls.reviewAgent.path, 'queue.agents', async ({ req, who }) => {
    const { id, action } = parse(IdAction, req.params)
    return reviewAgent(app.db, who, id, action, parse(reasonRequest, req.body).reason)
  })
  get(adminCalls.activityQueue.path, 'queue.activities', async ({ req }) =>
    activityQueue(app.db.query, parse(queueQuery, req.query)),
  )
  post(adminCalls.reviewActivity.path, 'queue.activities', async ({ req, who }) => {
    const { id, action } = parse(IdAction, req.params)
    return reviewActivity(app.db, who, id, action, parse(reasonRequest, req.body).reason)
  })
  get(adminCalls.transferQueue.path, 'queue.transfers', async ({ req }) =>
    transferQueue(app.db.query, parse(pageQuery, req.query), limits().transferOldMinutes),
  )
  post(adminCalls.retryTransfer.path, 'queue.transfers', async ({ req, who }) =>
    retryTransfer(app.db, who, parse(TransferId, req.params).id, limits().transferOldMinutes),
  )

  // ---------------------------------------------------------------- players
  get(adminCalls.players.path, 'players.read', async ({ req }) =>
    players.search(app.db.query, parse(playerSearchQuery, req.query)),
  )
  const name = (req: FastifyRequest) => parse(Username, req.params).username
  get(adminCalls.player.path, 'players.read', async ({ req }) => players.detail(app.db.query, name(req)))
  get(adminCalls.playerLedger.path, 'players.read', async ({ req }) =>
    players.ledger(app.db.query, name(req), parse(pageQuery, req.query)),
  )
  get(adminCalls.playerDeposits.path, 'players.read', async ({ req }) =>
    players.deposits(app.db.query, name(req), parse(pageQuery, req.query)),
  )
  get(adminCalls.playerWithdrawals.path, 'players.read', async ({ req }) =>
    players.withdrawals(app.db.query, name(req), parse(pageQuery, req.query)),
  )
  get(adminCalls.playerBets.path, 'players.read', async ({ req }) =>
    players.bets(app.db.query, name(req), parse(pageQuery, req.query)),
  )
  get(adminCalls.playerLogins.path, 'players.read', async ({ req }) =>
    players.logins(app.db.query, name(req), parse(pageQuery, req.query)),
  )
  get(adminCalls.playerNotes.path, 'players.read', async ({ req }) => players.notes(app.db.query, name(req)))
  post(adminCalls.addNote.path, 'players.notes', async ({ req, who }) =>
    players.addNote(app.db, who, name(req), parse(noteRequest, req.body).text),
  )
  post(adminCalls.lockPlayer.path, 'players.lock', async ({ req, who }) =>
    players.setLocked(app.db, who, name(req), true, parse(lockRequest, req.body).reason),
  )
  post(adminCalls.unlockPlayer.path, 'players.unlock', async ({ req, who }) =>
    players.setLocked(app.db, who, name(req), false, parse(lockRequest, req.body).reason),
  )
  post(adminCalls.resetPassword.path, 'players.password', async ({ req, who }) =>
    players.resetPassword(app.db, who, name(req)),
  )
  post(adminCalls.resetPayPassword.path, 'players.password', async ({ req, who }) =>
    players.resetPayPassword(app.db, app.config.payPepper, who, name(req)),
  )
  post(adminCalls.changeRealname.path, 'players.realname', async ({ req, who }) => {
    const b = parse(realnameRequest, req.body)
    return players.changeRealname(app.db, who, name(req), b.realname, b.reason)
  })
  post(adminCalls.sendMessage.path, 'players.message', async ({ req, who }) => {
    const b = parse(messageRequest, req.body)
    return players.sendMessage(app.db, who, name(req), b.title, b.content)
  })
  post(adminCalls.adjust.path, 'players.adjust', async ({ req, who }) => {
    const b = parse(adjustRequest, req.body)
    // Applied once per Idempotency-Key (service.ts adjust); same key rules as the player API's.
    const key = req.headers['idempotency-key']
    if (key !== undefined && (typeof key !== 'string' || !/^[A-Za-z0-9_.:-]{8,100}$/.test(key)))
      throw new BizError(1000, 'a.badRequest', { field: 'Idempotency-Key' })
    return adjust(app.db, who, b.username, b.amount, b.reason, key)
  })

  // ---------------------------------------------------------------- site and money settings (settings.ts)
  settingsRoutes(app, get, post)
  sportsbookRoutes(app.db, get, post)
  recoveryRoutes(app, get, post)
  supportDeskRoutes(app, get, post)
  approvalRoutes(app.db, get, post)
  kycAdminRoutes(app, get, post)
  paymentReportRoutes(app.db, get, post)

  // ---------------------------------------------------------------- promotion rules (docs/promotions.md)
  get(promotionCalls.promotions.path, 'promotions.edit', async () => listPromotions(app.db.query))
  get(promotionCalls.promotionPayouts.path, 'promotions.edit', async ({ req }) =>
    listPayouts(app.db.query, parse(payoutQuery, req.query)),
  )
  post(promotionCalls.savePromotionRule.path, 'promotions.edit', async ({ req, who }) =>
    saveRule(app.db, who, parse(Id, req.params).id, parseRule(req.body)),
  )

  // ---------------------------------------------------------------- dashboard
  get(adminCalls.dashboard.path, 'dashboard', async () =>
    dashboard(app.db.query, limits().transferOldMinutes),
  )

  // ---------------------------------------------------------------- content editors (server/admin/content.ts)
  for (const r of contentRoutes(app.db, () => app.config.uploadsDir))
    add(r.method, r.path, r.permission, ({ req, who }) => r.handler(req, who), r.bodyLimit)

  // ---------------------------------------------------------------- agents (docs/agents.md)
  get(adminCalls.commissionRule.path, 'agents.manage', async () => agents.readRule(app.db.query))
  post(adminCalls.setCommissionRule.path, 'agents.manage', async ({ req, who }) =>
    agents.setRule(app.db, who, parse(adminCalls.setCommissionRule.request, req.body)),
  )
  get(adminCalls.agents.path, 'agents.manage', async ({ req }) =>
    agents.listAgents(app.db.query, parse(adminCalls.agents.request, req.query)),
  )
  get(adminCalls.commissions.path, 'agents.manage', async ({ req }) =>
    agents.listCommissions(app.db.query, parse(adminCalls.commissions.request, req.query)),
  )
  post(adminCalls.runCommission.path, 'agents.manage', async ({ req, who }) =>
    agents.runCommission(app.db, who, parse(adminCalls.runCommission.request, req.body).month),
  )

  // ---------------------------------------------------------------- reports (docs/reports.md)
  get(adminCalls.report.path, 'reports.read', async ({ req, reply, who }) => {
    const f = parse(adminCalls.report.request, req.query)
    const r = await reports.report(app.db.query, f)
    if (f.format !== 'csv') return r
    // An export leaves the console with the data: audited (docs/operator-console.md, "Audit chain").
    await auditAlone(app.db, who, {
      action: 'export.report',
      target: 'reports',
      detail: `${r.granularity} ${r.start}..${r.end}`,
    })
    reply.header('content-type', 'text/csv; charset=utf-8')
    reply.header(
      'content-disposition',
      `attachment; filename="report-${r.granularity}-${r.start}-${r.end}.csv"`,
    )
    return reply.send(`\ufeff${reports.reportCsv(r)}`)
  })

  // ---------------------------------------------------------------- the first back office's routes
  // (the command line's): lists, settings, protection, the ledger check.
  get('/admin/api/deposits', 'queue.deposits', async ({ req }) =>
    listDeposits(app.db.query, parse(LegacyList, req.query)),
  )
  get('/admin/api/withdrawals', 'queue.withdrawals', async ({ req }) =>
    listWithdrawals(app.db.query, parse(LegacyList, req.query)),
  )
  get('/admin/api/players', 'players.read', async ({ req }) =>
    listPlayers(app.db.query, parse(LegacyList, req.query).limit),
  )
  get('/admin/api/redpacket/window', 'settings', async () => redPacketWindow(app.db.query))
  post('/admin/api/redpacket/window', 'settings', async ({ req, who }) => {
    const b = parse(GrabWindow, req.body)
    return setGrabWindow(app.db, who, { grab_begin: b.begin, grab_end: b.end })
  })
  get('/admin/api/settings/registration', 'settings', async () => registrationLimit(app.db.query))
  post('/admin/api/settings/registration', 'settings', async ({ req, who }) =>
    setRegistrationLimit(app.db, who, parse(RegistrationLimit, req.body).per_ip_per_hour),
  )
  get('/admin/api/players/:username/protection', 'protection.read', async ({ req }) =>
    playerProtection(app.db.query, name(req)),
  )
  post('/admin/api/players/:username/exclude', 'protection.exclude', async ({ req, who }) => {
    const b = parse(Exclude, req.body)
    return excludeOnRequest(app.db, who, name(req), b.duration, b.reason)
  })
  get('/admin/api/protection/limits-reached', 'protection.read', async () => limitsReached(app.db.query))
  get('/admin/api/protection/settings', 'protection.read', async () => protectionSettings(app.db.query))
  post('/admin/api/protection/settings', 'protection.settings', async ({ req, who }) =>
    setRealityDefault(app.db, who, parse(ProtectionSettings, req.body).reality_check_minutes),
  )
  get('/admin/api/protection/exclusions', 'protection.read', async ({ req, reply, who }) => {
    const rows = await activeExclusions(app.db.query)
    if ((req.query as { format?: string }).format === 'csv') {
      await auditAlone(app.db, who, {
        action: 'export.exclusions',
        target: 'protection',
        detail: `${rows.length}`,
      })
      reply.header('content-type', 'text/csv; charset=utf-8')
      reply.header('content-disposition', 'attachment; filename="exclusions.csv"')
      return reply.send(toCsv(rows))
    }
    return rows
  })
  get('/admin/api/ledger/check', 'ledger.check', async () => {
    const r = await checkLedger(app.db.query)
    return JSON.parse(JSON.stringify(r, (_, v) => (typeof v === 'bigint' ? v.toString() : v)))
  })
  // A PGlite directory belongs to this process, so its backup is taken here (server/ops/backup.ts);
  // PostgreSQL is dumped by pg_dump beside the server, which `npm run backup` runs itself.
  add('POST', adminCalls.backup.path, 'backup', async ({ reply, who }) => {
    if (app.db.engine !== 'pglite') throw new BizError(1000, 'a.backupByPgDump')
    const at = new Date().toISOString()
    const file = `jinding-${at.replace(/[:.]/g, '-')}.pglite.tar.gz`
    await auditBackup(app.db, who, { engine: 'pglite', at, file })
    const archive = await dumpPglite(app.db)
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('x-backup-at', at)
      .send(archive)
  })
}
