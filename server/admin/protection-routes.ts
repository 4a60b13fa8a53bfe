// Player protection's operator routes (docs/protection.md), registered from their contract calls
// (route.ts): one player's limits and exclusions, an exclusion on the player's request, the players at
// their limits, the reality-check default, and the active exclusions (as an audited CSV on request).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { adminCalls as c } from '../../core/contract/admin'
import { auditAlone } from './audit'
import { username as name } from './path-params'
import {
  activeExclusions,
  excludeOnRequest,
  limitsReached,
  playerProtection,
  protectionSettings,
  setRealityDefault,
  toCsv,
} from './protection'
import { type AdminRoute, parseAdmin as parse } from './route'

// The command line sends these as typed (strings, any duration): the services check them further.
const Exclude = z.object({ duration: z.string().max(8), reason: z.string().max(200) })
const ProtectionSettings = z.object({ reality_check_minutes: z.coerce.number().int() })

export function protectionRoutes(app: FastifyInstance, route: AdminRoute) {
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
}
