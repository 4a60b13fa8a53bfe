// KYC's routes (docs/kyc.md): the player's calls (kycCalls, the upload on its own multipart scope) and
// the operators' calls (kycAdminCalls), registered through the operator API's guarded helpers
// (server/admin/routes.ts), so each carries the permission the contract names.
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  KYC_ACTIONS,
  kycAdminCalls,
  kycDecision,
  kycQueueQuery,
  type Permission,
} from '../../core/contract/admin'
import { KYC, kycCalls } from '../../core/contract/kyc'
import type { Operator } from '../admin/operator-sessions'
import { BizError } from '../errors'
import { defineRoute, ok } from '../http/route'
import { documentsOf, uploadDocument } from './documents'
import { kycStatus, readKycLimits, saveKycLimits } from './limits'
import { decideKyc, documentImage, kycPlayer, kycQueue } from './review'

export const kycRoutes: FastifyPluginAsync = async (app) => {
  const c = kycCalls
  defineRoute(app, c.kycStatus, async ({ user, db }) => kycStatus(db.query, user.id))
  defineRoute(app, c.kycDocuments, async ({ user, db }) => documentsOf(db.query, user.id))
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: KYC.maxBytes, files: 1 } })
    defineRoute(upload, c.kycUpload, async ({ user, req, body }) =>
      ok(await uploadDocument(app, req, user.id, body.kind), 'ok.upload'),
    )
  })
}

type Ctx = { req: FastifyRequest; reply: FastifyReply; who: Operator }
type Add = (url: string, permission: Permission, handler: (c: Ctx) => Promise<unknown>) => void

const parse = <T extends z.ZodType>(schema: T, v: unknown): z.output<T> => {
  const r = schema.safeParse(v ?? {})
  if (!r.success)
    throw new BizError(1000, 'a.badRequest', { field: r.error.issues[0]?.path.join('.') || 'body' })
  return r.data
}
const Username = z.object({ username: z.string().min(1).max(64) })
const Decide = Username.extend({ action: z.enum(KYC_ACTIONS) })
const Id = z.object({ id: z.coerce.number().int().positive() })

export function kycAdminRoutes(app: FastifyInstance, get: Add, post: Add) {
  const c = kycAdminCalls
  const may = (call: { permission: string }) => call.permission as Permission
  get(c.kycQueue.path, may(c.kycQueue), async ({ req }) =>
    kycQueue(app.db.query, parse(kycQueueQuery, req.query)),
  )
  get(c.kycPlayer.path, may(c.kycPlayer), async ({ req }) =>
    kycPlayer(app.db.query, parse(Username, req.params).username),
  )
  post(c.kycDecide.path, may(c.kycDecide), async ({ req, who }) => {
    const body = parse(kycDecision, req.body)
    const { username, action } = parse(Decide, req.params)
    return decideKyc(app.db, who, username, action, body)
  })
  get(c.kycDocumentFile.path, may(c.kycDocumentFile), async ({ req, reply, who }) =>
    documentImage(app.db, who, app.config.uploadsDir, parse(Id, req.params).id, reply),
  )
  get(c.kycSettings.path, may(c.kycSettings), async () => readKycLimits(app.db.query))
  post(c.saveKycSettings.path, may(c.saveKycSettings), async ({ req, who }) =>
    saveKycLimits(app.db, who, req.body),
  )
}
