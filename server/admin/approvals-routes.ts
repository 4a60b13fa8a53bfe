// The four-eyes calls (core/contract/admin/approvals.ts), registered through the operator API's
// guarded helpers (routes.ts): the queue, a decision, and the owner's thresholds.
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { approvalCalls, approvalDecision, approvalQuery, type Permission } from '../../core/contract/admin'
import type { Db } from '../db/client'
import { BizError } from '../errors'
import { type Checker, decideApproval, listApprovals } from './approvals'
import { readApprovalSettings, saveApprovalSettings } from './approvals-settings'

type Handler = (c: { req: FastifyRequest; who: Checker }) => Promise<unknown>
type Add = (url: string, permission: Permission, handler: Handler) => void

const Target = z.object({ id: z.coerce.number().int().positive(), action: z.enum(['approve', 'refuse']) })

const parse = <T extends z.ZodType>(schema: T, v: unknown): z.output<T> => {
  const r = schema.safeParse(v ?? {})
  if (!r.success)
    throw new BizError(1000, 'a.badRequest', { field: r.error.issues[0]?.path.join('.') || 'body' })
  return r.data
}

export function approvalRoutes(db: Db, get: Add, post: Add) {
  const c = approvalCalls
  get(c.approvals.path, c.approvals.permission as Permission, async ({ req, who }) =>
    listApprovals(db.query, who, parse(approvalQuery, req.query)),
  )
  post(c.decideApproval.path, c.decideApproval.permission as Permission, async ({ req, who }) => {
    const body = parse(approvalDecision, req.body)
    const { id, action } = parse(Target, req.params)
    return decideApproval(db, who, id, action, body.reason ?? '')
  })
  get(c.approvalSettings.path, c.approvalSettings.permission as Permission, async () =>
    readApprovalSettings(db.query),
  )
  post(c.saveApprovalSettings.path, c.saveApprovalSettings.permission as Permission, async ({ req, who }) =>
    saveApprovalSettings(db, who, req.body),
  )
}
