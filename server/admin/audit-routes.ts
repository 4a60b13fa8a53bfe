// The audit chain and the owner's checks, registered from their contract calls (route.ts): the audit
// list (filters, audited CSV export) and its verification, the ledger check, and the PGlite backup.
// docs/operator-console.md, "Audit chain"; docs/operations.md.
import type { FastifyInstance } from 'fastify'
import { adminCalls as c } from '../../core/contract/admin'
import { BizError } from '../errors'
import { checkLedger } from '../ledger'
import { auditBackup, dumpPglite } from '../ops/backup'
import { verifyAudit } from './audit'
import { auditRoute } from './list-exports'
import type { AdminRoute } from './route'

export function auditRoutes(app: FastifyInstance, route: AdminRoute) {
  route(c.audit, auditRoute(app.db))
  route(c.auditVerify, async () => verifyAudit(app.db.query))
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
