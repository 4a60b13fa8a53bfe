// The agent and activity application queues (docs/operator-console.md): the applications, and the
// decision with the player's inbox message; an approved activity pays its bonus through the ledger.
// Both filter by state, Beijing day, amount (an activity's bonus) and number or player, and export
// (application-export.ts, docs/operator-console.md "Working the lists").
import { centsToWire } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { payApplication } from '../promotions/occasions'
import { money, toWireTime, toWireTimeOrNull } from '../wire'
import { type Actor, appendAudit } from './audit'
import { listOrder, listWhere } from './list-filters'
import { adminText } from './messages'
import { pageOffset, type QueueQuery, queuePage } from './queues'

/** An application is found by its number or its player's name (case-insensitive). */
const byIdOrPlayer = (x: string) => `(${x}.id::text = $? OR lower(u.username) = lower($?))`

export async function agentQueue(q: Query, f: QueueQuery) {
  const { where, params } = listWhere(f, { created: 'a.created_at', state: 'a.state', q: byIdOrPlayer('a') })
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM agent_applications a JOIN users u ON u.id = a.user_id WHERE ${where}`,
    params,
  )
  const k = params.length
  const rows = await q<{
    id: string | number
    username: string
    realname: string
    mobile: string
    apply_info: string
    state: number
    created_at: Date
    reviewed_at: Date | null
    reviewed_by: string | null
    note: string
  }>(
    `SELECT a.id, u.username, u.realname, a.mobile, a.apply_info, a.state, a.created_at, a.reviewed_at,
            a.reviewed_by, a.note
       FROM agent_applications a JOIN users u ON u.id = a.user_id
      WHERE ${where} ORDER BY a.id ${listOrder(f)} LIMIT $${k + 1} OFFSET $${k + 2}`,
    [...params, f.per_page, pageOffset(f)],
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
      reviewed_by: r.reviewed_by ?? '',
      note: r.note,
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

// What approval pays (server/promotions/occasions.ts payApplication): the rule, else the columns.
const ACTIVITY_SQL = `SELECT p.id, p.user_id, u.username, a.id AS activity_id, a.title,
            (CASE WHEN r.kind IS DISTINCT FROM 'application' THEN a.bonus_cents
                  WHEN r.enabled THEN round((r.params->>'amount')::numeric * 100)::bigint
                  ELSE 0 END) AS bonus_cents,
            (CASE WHEN r.kind IS DISTINCT FROM 'application' THEN a.turnover_multiple
                  WHEN r.enabled THEN r.turnover_multiple ELSE 0 END)::text AS turnover_multiple,
            p.state, p.created_at, p.reviewed_at, p.reviewed_by, p.note
       FROM activity_applications p JOIN users u ON u.id = p.user_id JOIN activities a ON a.id = p.activity_id
       LEFT JOIN promotion_rules r ON r.activity_id = a.id`

/** The activity applications, filtered on the bonus approval pays as the amount. */
export async function activityQueue(q: Query, f: QueueQuery) {
  const { where, params } = listWhere(f, {
    created: 'p.created_at',
    state: 'p.state',
    amount: 'p.bonus_cents',
    q: byIdOrPlayer('p'),
  })
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${ACTIVITY_SQL}) p JOIN users u ON u.id = p.user_id WHERE ${where}`,
    params,
  )
  const k = params.length
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
    reviewed_by: string | null
    note: string
  }>(
    `SELECT p.id, p.username, p.activity_id, p.title, p.bonus_cents::text, p.turnover_multiple, p.state,
            p.created_at, p.reviewed_at, p.reviewed_by, p.note
       FROM (${ACTIVITY_SQL}) p JOIN users u ON u.id = p.user_id
      WHERE ${where} ORDER BY p.id ${listOrder(f)} LIMIT $${k + 1} OFFSET $${k + 2}`,
    [...params, f.per_page, pageOffset(f)],
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
      reviewed_by: r.reviewed_by ?? '',
      note: r.note,
    })),
    n,
    f,
  )
}

/**
 * Approve: the promotions engine pays the activity's bonus (its `application` rule, else the
 * activity's own bonus columns) from the bonus promotions account to the central wallet, once per
 * application, with its turnover requirement; without a bonus the application is only marked approved.
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
      activity_id: string | number
    }>(
      `UPDATE activity_applications p SET state = $2, reviewed_at = now(), reviewed_by = $3, note = $4
         FROM users u, activities a
        WHERE p.id = $1 AND p.state = 1 AND u.id = p.user_id AND a.id = p.activity_id
        RETURNING p.user_id, u.username, a.title, p.activity_id`,
      [id, state, who.username, reason.trim()],
    )
    if (!app) {
      const [exists] = await q('SELECT 1 FROM activity_applications WHERE id = $1', [id])
      throw exists ? new BizError(409, 'a.alreadyProcessed') : new BizError(202, 'a.noSuchApplication')
    }
    const userId = Number(app.user_id)
    let paid = 0n
    if (action === 'approve') {
      // The bonus is the promotions engine's (docs/promotions.md): the activity's rule, else its columns.
      const p = await payApplication(q, { applicationId: id, activityId: Number(app.activity_id), userId })
      let bonusText = ''
      if (p) {
        await q('UPDATE activity_applications SET transfer_id = $2 WHERE id = $1', [
          id,
          p.transferId.toString(),
        ])
        paid = p.amount
        bonusText = adminText('zh', 'a.activityBonus', {
          amount: centsToWire(p.amount),
          turnover: centsToWire(p.turnover),
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
