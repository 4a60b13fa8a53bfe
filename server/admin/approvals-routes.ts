// The four-eyes calls (core/contract/admin/approvals.ts), registered from their
// contract calls (route.ts): the queue, a decision, and the owner's thresholds.
import { z } from 'zod'
import { approvalCalls } from '../../core/contract/admin'
import type { Db } from '../db/client'
import { decideApproval, listApprovals } from './approvals'
import { readApprovalSettings, saveApprovalSettings } from './approvals-settings'
import { type AdminRoute, parseAdmin as parse } from './route'

const Target = z.object({ id: z.coerce.number().int().positive(), action: z.enum(['approve', 'refuse']) })

export function approvalRoutes(db: Db, route: AdminRoute) {
  const c = approvalCalls
  route(c.approvals, async ({ who, input }) => listApprovals(db.query, who, input()))
  route(c.decideApproval, async ({ req, who, input }) => {
    const body = input()
    const { id, action } = parse(Target, req.params)
    return decideApproval(db, who, id, action, body.reason ?? '')
  })
  route(c.approvalSettings, async () => readApprovalSettings(db.query))
  route(c.saveApprovalSettings, async ({ req, who }) => saveApprovalSettings(db, who, req.body))
}
