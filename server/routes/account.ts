// Account calls (docs/contract.md): login, registration, session, profile, passwords, avatar, inbox, agent and
// promotion applications. Balances are read from the ledger, never stored here.
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import { calls } from '../../core/contract'
import { centsToWire } from '../../core/money'
import { issueCaptcha } from '../auth/captcha'
import { login } from '../auth/login'
import { endSessions, revokeSession } from '../auth/session'
import { answer, moneyRead, moneyRoute } from '../http/money-route'
import { defineRoute, ok } from '../http/route'
import { cashAndBonus } from '../ledger'
import { claimBonus, openClaims } from '../promotions/claims'
import {
  applyAgent,
  changePassword,
  changePayPassword,
  register,
  updateProfile,
  userInfo,
} from '../services/accounts'
import { activityApplications, applyActivity, inbox } from '../services/accounts-activity'
import { uploadAvatar } from '../services/accounts-upload'
import { toWireTimeOrNull } from '../wire'

const ua = (h: unknown) => (typeof h === 'string' ? h : '')

export const accountRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, calls.login, async ({ body, req }) => {
    const r = await login(app, body, req.ip, ua(req.headers['user-agent']))
    return ok(
      {
        username: r.username,
        api_token: r.token,
        last_login_at: toWireTimeOrNull(r.previousLoginAt),
        ...(r.mustChangePassword ? { must_change_password: true } : {}),
      },
      'ok.login',
    )
  })

  defineRoute(app, calls.captcha, async () => issueCaptcha(app))

  defineRoute(app, calls.register, async ({ body, req }) =>
    ok(await register(app, body, req.ip, ua(req.headers['user-agent'])), 'ok.register'),
  )

  defineRoute(app, calls.logoff, async ({ db, user }) => {
    await endSessions(app, user.id, () => revokeSession(db.query, user.sessionId))
    return ok(null, 'ok.logoff')
  })

  defineRoute(app, calls.balance, async ({ db, user }) => {
    const { cash, bonus } = await cashAndBonus(db.query, user.id)
    return { balance: centsToWire(cash + bonus), bonus: centsToWire(bonus) }
  })
  defineRoute(app, calls.user, async ({ user }) => userInfo(app, user.id))
  defineRoute(app, calls.refreshusermoney, async ({ user }) => ok(await userInfo(app, user.id), 'ok.refresh'))

  defineRoute(app, calls.noticeList, async ({ db, user, body, lang }) =>
    inbox(db.query, user.id, body.page, lang),
  )

  defineRoute(app, calls.editPassword, async ({ user, body }) => {
    await changePassword(app, user.id, body)
    return ok(null, 'ok.password')
  })
  defineRoute(app, calls.editPayPassword, async ({ user, body }) => {
    await changePayPassword(app, user.id, body)
    return ok(null, 'ok.payPassword')
  })
  defineRoute(app, calls.updateuserinfo, async ({ user, body }) => {
    await updateProfile(app, user.id, body)
    return ok(null, 'ok.saved')
  })
  defineRoute(app, calls.applyagentdo, async ({ user, body }) => {
    await applyAgent(app, user.id, body.mobile, body.apply_info)
    return ok(null, 'ok.applied')
  })
  defineRoute(app, calls.doactivityapply, async ({ user, body, idempotencyKey }) => {
    await applyActivity(app, user.id, body.activityid, idempotencyKey)
    return ok(null, 'ok.applied')
  })
  defineRoute(app, calls.activityApplyLog, async ({ db, user, body }) =>
    activityApplications(db.query, user.id, body),
  )

  // Bonuses the player claims with 申请 (docs/promotions.md, "Opt-in"); the claim moves money.
  moneyRead(app, calls.bonusClaims, async ({ db, user }) => answer(await openClaims(db.query, user.id)))
  moneyRoute(app, calls.claimBonus, {
    run: async (q, { user, body }) => {
      const p = await claimBonus(q, user.id, body.id)
      return answer({ amount: centsToWire(p.amount), turnover: centsToWire(p.turnover) }, 'm.bonusClaimOk', {
        amount: centsToWire(p.amount),
        turnover: centsToWire(p.turnover),
      })
    },
  })

  // Multipart is parsed only here; anywhere else a multipart body is refused as malformed.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } })
    defineRoute(upload, calls.uploadimg, async ({ user, req }) =>
      ok(await uploadAvatar(app, req, user.id), 'ok.upload'),
    )
  })
}
