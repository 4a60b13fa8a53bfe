// KYC's routes (docs/kyc.md): the player's calls (kycCalls, the upload on its own multipart scope) and
// the operators' calls (kycAdminCalls), registered from their contract entries
// (server/admin/route.ts), so each carries the permission the contract names.
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { KYC_ACTIONS, kycAdminCalls } from '../../core/contract/admin'
import { KYC, kycCalls } from '../../core/contract/kyc'
import { type AdminRoute, parseAdmin as parse } from '../admin/route'
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

const Username = z.object({ username: z.string().min(1).max(64) })
const Decide = Username.extend({ action: z.enum(KYC_ACTIONS) })
const Id = z.object({ id: z.coerce.number().int().positive() })

export function kycAdminRoutes(app: FastifyInstance, route: AdminRoute) {
  const c = kycAdminCalls
  route(c.kycQueue, async ({ input }) => kycQueue(app.db.query, input()))
  route(c.kycPlayer, async ({ req }) => kycPlayer(app.db.query, parse(Username, req.params).username))
  route(c.kycDecide, async ({ req, who, input }) => {
    const body = input()
    const { username, action } = parse(Decide, req.params)
    return decideKyc(app.db, who, username, action, body)
  })
  route(c.kycDocumentFile, async ({ req, reply, who }) =>
    documentImage(app.db, who, app.config.uploadsDir, parse(Id, req.params).id, reply),
  )
  route(c.kycSettings, async () => readKycLimits(app.db.query))
  route(c.saveKycSettings, async ({ req, who }) => saveKycLimits(app.db, who, req.body))
}
