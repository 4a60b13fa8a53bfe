// The operator API under /admin/api, served by the operator instance (app.ts) only. Every route is
// registered from its contract call (core/contract/admin) through `route` (./route.ts), which reads
// method, path and permission from the call and guards the session (401) and the role (403, in
// Chinese) before the handler runs, so no route can forget or restate its check. `routeTable` lists
// what was registered: tests/server/console-roles.test.ts walks it for every role, and
// tests/server/admin-contract.test.ts holds it equal to the contract. Refusals are BizError with an
// admin catalog key (409 when already done).
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { adminCalls, promotionCalls, reviewAction } from '../../core/contract/admin'
import { BizError } from '../errors'
import { kycAdminRoutes } from '../kyc/routes'
import { checkLedger } from '../ledger'
import { auditBackup, dumpPglite } from '../ops/backup'
import { supportDeskRoutes } from '../support/desk-routes'
import { accountRoutes } from './account-routes'
import * as agents from './agents'
import { reviewActivity, reviewAgent } from './application-queues'
import { approvalRoutes } from './approvals-routes'
import { auditAlone, verifyAudit } from './audit'
import { contentRoutes } from './content'
import { dashboard } from './dashboard'
import { activitiesRoute, agentsRoute, auditRoute, payoutsRoute, playersRoute } from './list-exports'
import { moneyQueueRoutes } from './money-queue-export'
import { paymentReportRoutes } from './payments-report'
import * as players from './players'
import { listPromotions, parseRule, saveRule } from './promotions'
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
import { adminRouter, parseAdmin } from './route'
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

const parse = parseAdmin

const Order = z.object({ order: z.string().regex(/^[DW]\d{10,30}$/), action: reviewAction })
const IdAction = z.object({ id: z.coerce.number().int().positive(), action: reviewAction })
const Id = z.object({ id: z.coerce.number().int().positive() })
const TransferId = z.object({ id: z.string().min(1).max(64) })
const Username = z.object({ username: z.string().min(1).max(64) })
// The command line sends these as typed (strings, any duration): the services check them further.
const Exclude = z.object({ duration: z.string().max(8), reason: z.string().max(200) })
const ProtectionSettings = z.object({ reality_check_minutes: z.coerce.number().int() })

export { type RouteEntry, registeredAdminRoutes, routeTable } from './route'

export const adminRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const limits = () => app.config.operatorSession
  const route = adminRouter(app)
  const c = adminCalls

  // ---------------------------------------------------------------- sign-in, own account, operators
  accountRoutes(app, route)

  // ---------------------------------------------------------------- audit
  route(c.audit, auditRoute(app.db))
  route(c.auditVerify, async () => verifyAudit(app.db.query))

  // ---------------------------------------------------------------- review queues
  route(c.queueCounts, async () => counts(app.db.query, limits().transferOldMinutes))
  moneyQueueRoutes(app.db, route)
  route(c.reviewDeposit, async ({ req, who, input }) => {
    const { order, action } = parse(Order, req.params)
    const r = await reviewDeposit(app.db, who, order, action, input().note)
    return { ...r, id: r.order_no }
  })
  route(c.reviewWithdrawal, async ({ req, who, input }) => {
    const { order, action } = parse(Order, req.params)
    const r = await reviewWithdrawal(app.db, who, order, action, input().note)
    return { ...r, id: r.order_no }
  })
  route(c.agentQueue, agentsRoute(app.db))
  route(c.reviewAgent, async ({ req, who, input }) => {
    const { id, action } = parse(IdAction, req.params)
    return reviewAgent(app.db, who, id, action, input().reason)
  })
  route(c.activityQueue, activitiesRoute(app.db))
  route(c.reviewActivity, async ({ req, who, input }) => {
    const { id, action } = parse(IdAction, req.params)
    return reviewActivity(app.db, who, id, action, input().reason)
  })
  route(c.transferQueue, async ({ input }) =>
    transferQueue(app.db.query, input(), limits().transferOldMinutes),
  )
  route(c.retryTransfer, async ({ req, who }) =>
    retryTransfer(app.db, who, parse(TransferId, req.params).id, limits().transferOldMinutes),
  )

  // ---------------------------------------------------------------- players
  route(c.players, playersRoute(app.db))
  const name = (req: FastifyRequest) => parse(Username, req.params).username
  route(c.player, async ({ req }) => players.detail(app.db.query, name(req)))
  route(c.playerLedger, async ({ req, input }) => players.ledger(app.db.query, name(req), input()))
  route(c.playerDeposits, async ({ req, input }) => players.deposits(app.db.query, name(req), input()))
  route(c.playerWithdrawals, async ({ req, input }) => players.withdrawals(app.db.query, name(req), input()))
  route(c.playerBets, async ({ req, input }) => players.bets(app.db.query, name(req), input()))
  route(c.playerLogins, async ({ req, input }) => players.logins(app.db.query, name(req), input()))
  route(c.playerNotes, async ({ req }) => players.notes(app.db.query, name(req)))
  route(c.addNote, async ({ req, input, who }) => players.addNote(app.db, who, name(req), input().text))
  route(c.lockPlayer, async ({ req, input, who }) =>
    players.setLocked(app.db, who, name(req), true, input().reason),
  )
  route(c.unlockPlayer, async ({ req, input, who }) =>
    players.setLocked(app.db, who, name(req), false, input().reason),
  )
  route(c.resetPassword, async ({ req, who }) => players.resetPassword(app.db, who, name(req)))
  route(c.resetPayPassword, async ({ req, who }) =>
    players.resetPayPassword(app.db, app.config.payPepper, who, name(req)),
  )
  route(c.changeRealname, async ({ req, input, who }) => {
    const b = input()
    return players.changeRealname(app.db, who, name(req), b.realname, b.reason)
  })
  route(c.sendMessage, async ({ req, input, who }) => {
    const b = input()
    return players.sendMessage(app.db, who, name(req), b.title, b.content)
  })
  route(c.adjust, async ({ req, who, input }) => {
    const b = input()
    // Applied once per Idempotency-Key (service.ts adjust); same key rules as the player API's.
    const key = req.headers['idempotency-key']
    if (key !== undefined && (typeof key !== 'string' || !/^[A-Za-z0-9_.:-]{8,100}$/.test(key)))
      throw new BizError(1000, 'a.badRequest', { field: 'Idempotency-Key' })
    return adjust(app.db, who, b.username, b.amount, b.reason, key)
  })

  // ---------------------------------------------------------------- site and money settings (settings.ts)
  settingsRoutes(app, route)
  sportsbookRoutes(app.db, route)
  recoveryRoutes(app, route)
  supportDeskRoutes(app, route)
  approvalRoutes(app.db, route)
  kycAdminRoutes(app, route)
  paymentReportRoutes(app.db, route)

  // ---------------------------------------------------------------- promotion rules (docs/promotions.md)
  route(promotionCalls.promotions, async () => listPromotions(app.db.query))
  route(promotionCalls.promotionPayouts, payoutsRoute(app.db))
  route(promotionCalls.savePromotionRule, async ({ req, who }) =>
    saveRule(app.db, who, parse(Id, req.params).id, parseRule(req.body)),
  )

  // ---------------------------------------------------------------- dashboard
  route(c.dashboard, async () => dashboard(app.db.query, limits().transferOldMinutes))

  // ---------------------------------------------------------------- content editors (server/admin/content.ts)
  for (const { handler, bodyLimit, ...call } of contentRoutes(app.db, () => app.config.uploadsDir))
    route(call, ({ req, who }) => handler(req, who), { bodyLimit })

  // ---------------------------------------------------------------- agents (docs/agents.md)
  route(c.commissionRule, async () => agents.readRule(app.db.query))
  route(c.setCommissionRule, async ({ input, who }) => agents.setRule(app.db, who, input()))
  route(c.agents, async ({ input }) => agents.listAgents(app.db.query, input()))
  route(c.commissions, async ({ input }) => agents.listCommissions(app.db.query, input()))
  route(c.runCommission, async ({ input, who }) => agents.runCommission(app.db, who, input().month))

  // ---------------------------------------------------------------- reports (docs/reports.md)
  route(c.report, async ({ input, reply, who }) => {
    const f = input()
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
  // (the command line's, core/contract/admin/legacy.ts): lists, settings, protection, the ledger check.
  route(c.recentDeposits, async ({ input }) => listDeposits(app.db.query, input()))
  route(c.recentWithdrawals, async ({ input }) => listWithdrawals(app.db.query, input()))
  route(c.recentPlayers, async ({ input }) => listPlayers(app.db.query, input().limit))
  route(c.redPacketWindow, async () => redPacketWindow(app.db.query))
  route(c.setRedPacketWindow, async ({ input, who }) => {
    const b = input()
    return setGrabWindow(app.db, who, { grab_begin: b.begin, grab_end: b.end })
  })
  route(c.registrationLimit, async () => registrationLimit(app.db.query))
  route(c.setRegistrationLimit, async ({ input, who }) =>
    setRegistrationLimit(app.db, who, input().per_ip_per_hour),
  )
  route(c.playerProtection, async ({ req }) => playerProtection(app.db.query, name(req)))
  route(c.excludePlayer, async ({ req, who }) => {
    const b = parse(Exclude, req.body)
    return excludeOnRequest(app.db, who, name(req), b.duration, b.reason)
  })
  route(c.limitsReached, async () => limitsReached(app.db.query))
  route(c.protectionSettings, async () => protectionSettings(app.db.query))
  route(c.setProtectionSettings, async ({ req, who }) =>
    setRealityDefault(app.db, who, parse(ProtectionSettings, req.body).reality_check_minutes),
  )
  route(c.activeExclusions, async ({ req, reply, who }) => {
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
  route(c.ledgerCheck, async () => {
    const r = await checkLedger(app.db.query)
    return JSON.parse(JSON.stringify(r, (_, v) => (typeof v === 'bigint' ? v.toString() : v)))
  })
  // A PGlite directory belongs to this process, so its backup is taken here (server/ops/backup.ts);
  // PostgreSQL is dumped by pg_dump beside the server, which `npm run backup` runs itself.
  route(c.backup, async ({ reply, who }) => {
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
