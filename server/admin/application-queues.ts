// The agent and activity application queues (docs/operator-console.md): the applications, and the
// decision with the player's inbox message; an approved activity pays its bonus through the ledger.
import { centsToWire, toMicros } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { acct, transfer } from '../ledger'
import { money, toWireTime, toWireTimeOrNull } from '../wire'
import { type Actor, appendAudit } from './audit'
import { adminText } from './messages'
import { pageOffset, type QueueQuery, queuePage } from './queues'

export async function agentQueue(q: Query, f: QueueQuery) {
  const [{ n }] = await q<{ n: number }>(
    'SELECT count(*)::int AS n FROM agent_applications WHERE state = $1',
    [f.state],
  )
  const rows = await q<{
    id: string | number
    username: string
    realname: string
    mobile: string
    apply_info: string
    state: number
    created_at: Date
    reviewed_at: Date | null
  }>(
    `SELECT a.id, u.username, u.realname, a.mobile, a.apply_info, a.state, a.created_at, a.reviewed_at
       FROM agent_applications a JOIN users u ON u.id = a.user_id
      WHERE a.state = $1 ORDER BY a.id LIMIT $2 OFFSET $3`,
    [f.state, f.per_page, pageOffset(f)],
  )
  return queuePage(
    rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      realname: r.realname,
      mobile: r.mobile,
      apply_info: r.apply_info,
      state: Number(r.state),
      created_at: toWireTime(r.created_at),
      reviewed_at: toWireTimeOrNull(r.reviewed_at),
    })),
    n,
    f,
  )
}

const inbox = (q: Query, userId: number, title: string, content: string) =>
  q('INSERT INTO inbox_messages (user_id, title, content) VALUES ($1, $2, $3)', [userId, title, content])

/** Approve: the player becomes an agent (users.isagent = 1, read by the member centre). Refuse: a reason. */
export async function reviewAgent(db: Db, who: Actor, id: number, action: 'approve' | 'refuse', reason = '') {
  return db.tx(async (q) => {
    const state = action === 'approve' ? 2 : 3
    const [app] = await q<{ user_id: string | number; username: string }>(
      `UPDATE agent_applications a SET state = $2, reviewed_at = now(), reviewed_by = $3, note = $4
        FROM users u WHERE a.id = $1 AND a.state = 1 AND u.id = a.user_id RETURNING a.user_id, u.username`,
      [id, state, who.username, reason.trim()],
    )
    if (!app) {
      const [exists] = await q('SELECT 1 FROM agent_applications WHERE id = $1', [id])
      throw exists ? new BizError(409, 'a.alreadyProcessed') : new BizError(202, 'a.noSuchApplication')
    }
    const userId = Number(app.user_id)
    if (action === 'approve') {
      await q('UPDATE users SET isagent = 1, updated_at = now() WHERE id = $1', [userId])
      await inbox(
        q,
        userId,
        adminText('zh', 'a.agentApproved.title'),
        adminText('zh', 'a.agentApproved.body'),
      )
    } else {
      const why = reason.trim() || adminText('zh', 'a.noReason')
      await inbox(
        q,
        userId,
        adminText('zh', 'a.agentRefused.title'),
        adminText('zh', 'a.agentRefused.body', { reason: why }),
      )
    }
    await appendAudit(q, who, {
      action: `agent.${action}`,
      target: app.username,
      detail: reason.trim(),
      before: { application: id, state: 1 },
      after: { application: id, state, isagent: action === 'approve' ? 1 : undefined },
    })
    return { id: String(id), state }
  })
}

// ---------------------------------------------------------------- activity applications

export async function activityQueue(q: Query, f: QueueQuery) {
  const [{ n }] = await q<{ n: number }>(
    'SELECT count(*)::int AS n FROM activity_applications WHERE state = $1',
    [f.state],
  )
  const rows = await q<{
    id: string | number
    username: string
    activity_id: string | number
    title: string
    bonus_cents: string
    turnover_multiple: string
    state: number
    created_at: Date
    reviewed_at: Date | null
  }>(
    `SELECT p.id, u.username, a.id AS activity_id, a.title, a.bonus_cents::text, a.turnover_multiple::text, p.state,
            p.created_at, p.reviewed_at
       FROM activity_applications p JOIN users u ON u.id = p.user_id JOIN activities a ON a.id = p.activity_id
      WHERE p.state = $1 ORDER BY p.id LIMIT $2 OFFSET $3`,
    [f.state, f.per_page, pageOffset(f)],
  )
  return queuePage(
    rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      activity_id: Number(r.activity_id),
      activity: r.title,
      bonus: money(r.bonus_cents),
      turnover_multiple: Number(r.turnover_multiple),
      state: Number(r.state),
      created_at: toWireTime(r.created_at),
      reviewed_at: toWireTimeOrNull(r.reviewed_at),
    })),
    n,
    f,
  )
}

/**
 * Approve: when the activity defines a bonus, it is paid from the bonus promotions account to the
 * central wallet (idempotency key per application) and its turnover (bonus × multiple) is added to
 * the player's wagering requirement; otherwise the application is only marked approved.
 */
export async function reviewActivity(
  db: Db,
  who: Actor,
  id: number,
  action: 'approve' | 'refuse',
  reason = '',
) {
  return db.tx(async (q) => {
    const state = action === 'approve' ? 2 : 3
    const [app] = await q<{
      user_id: string | number
      username: string
      title: string
      bonus_cents: string
      turnover_multiple: string
    }>(
      `UPDATE activity_applications p SET state = $2, reviewed_at = now(), reviewed_by = $3, note = $4
         FROM users u, activities a
        WHERE p.id = $1 AND p.state = 1 AND u.id = p.user_id AND a.id = p.activity_id
        RETURNING p.user_id, u.username, a.title, a.bonus_cents::text, a.turnover_multiple::text`,
      [id, state, who.username, reason.trim()],
    )
    if (!app) {
      const [exists] = await q('SELECT 1 FROM activity_applications WHERE id = $1', [id])
      throw exists ? new BizError(409, 'a.alreadyProcessed') : new BizError(202, 'a.noSuchApplication')
    }
    const userId = Number(app.user_id)
    const bonus = BigInt(app.bonus_cents)
    let paid = 0n
    if (action === 'approve') {
      let bonusText = ''
      if (bonus > 0n) {
        const t = await transfer(q, {
          debit: acct.promo('bonus'),
          credit: acct.central(userId),
          amount: bonus,
          kind: 'bonus',
          userId,
          ref: `activity:${id}`,
          idempotencyKey: `activity-application:${id}`,
          memo: app.title,
        })
        await q('UPDATE activity_applications SET transfer_id = $2 WHERE id = $1', [id, t.id.toString()])
        const turnover = (bonus * toMicros(app.turnover_multiple)) / 1_000_000n
        await q(
          `INSERT INTO wagering_requirements (user_id, source, ref, amount_cents) VALUES ($1, 'activity', $2, $3)
           ON CONFLICT (source, ref) DO NOTHING`,
          [userId, String(id), turnover.toString()],
        )
        paid = bonus
        bonusText = adminText('zh', 'a.activityBonus', {
          amount: centsToWire(bonus),
          turnover: centsToWire(turnover),
        })
      }
      await inbox(
        q,
        userId,
        adminText('zh', 'a.activityApproved.title'),
        adminText('zh', 'a.activityApproved.body', { activity: app.title, bonus: bonusText }).trim(),
      )
    } else {
      const why = reason.trim() || adminText('zh', 'a.noReason')
      await inbox(
        q,
        userId,
        adminText('zh', 'a.activityRefused.title'),
        adminText('zh', 'a.activityRefused.body', { activity: app.title, reason: why }),
      )
    }
    await appendAudit(q, who, {
      action: `activity.${action}`,
      target: app.username,
      detail: `${app.title}${reason.trim() ? ` ${reason.trim()}` : ''}`,
      before: { application: id, state: 1 },
      after: { application: id, state, bonus: centsToWire(paid) },
    })
    return { id: String(id), state, amount: centsToWire(paid) }
  })
}
