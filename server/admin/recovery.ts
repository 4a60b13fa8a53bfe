// The console's side of messaging and recovery (docs/messaging.md): the outbox (发件箱) and the
// support reset. A support agent (or the owner) first checks the caller's identity and writes down
// how; then either a recovery code goes to one of the player's verified contacts (the player finishes
// on 忘记密码 as usual, which ends every session) or a temporary password is set at once, ending every
// session, to be changed at the next login. Both append an audit row carrying the identity-check note.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  recoveryAdminCalls,
  type SupportResetResult,
  type supportResetRequest,
} from '../../core/contract/admin'
import { maskAddress, RECOVERY } from '../../core/contract/recovery'
import { noteReset } from '../auth/recovery'
import { issueCode } from '../auth/recovery-codes'
import { contactsOf } from '../auth/recovery-contacts'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { messageSender } from '../messaging'
import { listOutbox } from '../messaging/outbox'
import { type Actor, appendAudit } from './audit'
import { setTemporaryPassword } from './players'
import { type AdminRoute, parseAdmin as parse } from './route'

const Username = z.object({ username: z.string().min(1).max(64) })

async function player(q: Query, username: string, lock = false) {
  const [u] = await q<{ id: string | number; username: string }>(
    `SELECT id, username FROM users WHERE lower(username) = lower($1)${lock ? ' FOR UPDATE' : ''}`,
    [username],
  )
  if (!u) throw new BizError(202, 'a.noSuchPlayer')
  return { id: Number(u.id), username: u.username }
}

export async function supportReset(
  app: FastifyInstance,
  who: Actor,
  username: string,
  input: z.output<typeof supportResetRequest>,
): Promise<SupportResetResult> {
  const db = app.db
  if (input.method === 'code') {
    const p = await player(db.query, username)
    const contact = (await contactsOf(db.query, p.id)).find((c) => c.channel === input.channel && c.verified)
    if (!contact) throw new BizError(271, `rc.noVerified.${input.channel}`)
    const code = await db.tx(async (q) => {
      const issued = await issueCode(q, app.config.payPepper, {
        userId: p.id,
        purpose: 'reset',
        channel: contact.channel,
        address: contact.address,
        issuedBy: who.username,
      })
      await appendAudit(q, who, {
        action: 'player.recovery.code',
        target: p.username,
        detail: input.note,
        after: { channel: contact.channel, to: maskAddress(contact.channel, contact.address) },
      })
      return issued
    })
    await messageSender(app).send({
      channel: contact.channel,
      to: contact.address,
      template: 'recoveryCode',
      params: { code, minutes: RECOVERY.ttlSeconds / 60 },
      lang: 'zh',
      userId: p.id,
    })
    return {
      username: p.username,
      method: 'code',
      masked: contact.masked,
      expires_in: RECOVERY.ttlSeconds,
      temporary_password: null,
    }
  }
  return db.tx(async (q) => {
    const p = await player(q, username, true)
    const password = await setTemporaryPassword(q, p)
    await noteReset(q, p.id, 'zh', 'rc.inbox.supportBody')
    await appendAudit(q, who, {
      action: 'player.recovery.temporary',
      target: p.username,
      detail: input.note,
      after: { must_change_password: true },
    })
    return {
      username: p.username,
      method: 'temporary' as const,
      masked: null,
      expires_in: null,
      temporary_password: password,
    }
  })
}

/** The outbox and support-reset routes, registered from their contract calls (route.ts). */
export function recoveryRoutes(app: FastifyInstance, route: AdminRoute) {
  const c = recoveryAdminCalls
  const name = (req: FastifyRequest) => parse(Username, req.params).username
  route(c.outbox, async ({ input }) => listOutbox(app.db.query, input()))
  route(c.playerContacts, async ({ req }) => {
    const p = await player(app.db.query, name(req))
    return contactsOf(app.db.query, p.id)
  })
  route(c.supportReset, async ({ req, who, input }) => supportReset(app, who, name(req), input()))
}
