// KYC's routes (docs/kyc.md): the player's calls (kycCalls, the upload on its own multipart scope) and
// the operators' calls (kycAdminCalls), registered from their contract entries
// (server/admin/route.ts), so each carries the permission the contract names.
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { KYC_ACTIONS, kycAdminCalls, kycQueueQuery } from '../../core/contract/admin'
import { KYC, kycCalls } from '../../core/contract/kyc'
import { translate } from '../../core/i18n'
import { listRoute } from '../admin/money-queue-export'
import { type AdminRoute, parseAdmin as parse } from '../admin/route'
import { defineRoute, ok } from '../http/route'
import { documentsOf, uploadDocument } from './documents'
import { kycStatus, readKycLimits, saveKycLimits } from './limits'
import { decideKyc, documentImage, kycPlayer, kycQueue, kycQueueBrief } from './review'

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
  // The queue's page with each player's documents; with `format=csv` the audited export (`export.kyc`).
  const exportCsv = listRoute(app.db, kycQueueQuery, {
    name: 'kyc',
    page: kycQueueBrief,
    head: ['会员', '真实姓名', '出生日期', '认证等级', '状态', '提交时间', '审核人', '审核时间', '原因'],
    cells: (r) => [
      r.username,
      r.realname,
      r.birthday,
      translate('zh', `kyc.tier.${r.tier}`),
      translate('zh', `kyc.state.${r.state}`),
      r.submitted_at,
      r.reviewer,
      r.reviewed_at,
      r.reason,
    ],
  })
  route(c.kycQueue, async (ctx) =>
    ctx.input().format === 'csv' ? exportCsv(ctx) : kycQueue(app.db.query, ctx.input()),
  )
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
