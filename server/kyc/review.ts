// The operators' side of KYC (docs/kyc.md): the queue of players waiting for review (oldest first;
// filtered by state, Beijing day and player, and exported as an audited CSV by routes.ts), one
// player's KYC card, a decision, and a document's image. Each decision changes the profile and the
// documents, writes the player's inbox and appends its audit row in one transaction; a decision on a
// player no longer waiting answers 409, so two reviewers cannot both decide. Viewing an image is
// audited too: it is the only way anyone sees a document.
import type { FastifyReply } from 'fastify'
import type { KycAction, KycPlayer, KycQueueQuery } from '../../core/contract/admin/kyc'
import type { KycDocumentKind } from '../../core/contract/kyc'
import { translate } from '../../core/i18n'
import { type Actor, appendAudit } from '../admin/audit'
import { listWhere } from '../admin/list-filters'
import { pageOffset, queuePage } from '../admin/queues'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { toWireTimeOrNull } from '../wire'
import { documentsOf, readDocumentFile } from './documents'
import { tierOf } from './limits'

type PlayerRow = {
  id: string | number
  username: string
  realname: string
  birthday: string | null
  state: KycPlayer['state']
  reason: string
  submitted_at: Date | null
  reviewed_at: Date | null
  reviewer: string
}

const SELECT = `SELECT u.id, u.username, u.realname, to_char(u.birthday, 'YYYY-MM-DD') AS birthday,
    coalesce(k.state, 'none') AS state, coalesce(k.reason, '') AS reason, k.submitted_at, k.reviewed_at,
    coalesce(k.reviewer, '') AS reviewer
  FROM users u LEFT JOIN kyc_profiles k ON k.user_id = u.id`

async function card(q: Query, r: PlayerRow): Promise<KycPlayer> {
  return {
    username: r.username,
    realname: r.realname,
    birthday: r.birthday,
    tier: tierOf(r),
    state: r.state,
    reason: r.reason,
    submitted_at: toWireTimeOrNull(r.submitted_at),
    reviewed_at: toWireTimeOrNull(r.reviewed_at),
    reviewer: r.reviewer,
    documents: await documentsOf(q, Number(r.id)),
  }
}

async function playerRow(q: Query, username: string, lock = false) {
  if (lock) await q('SELECT id FROM users WHERE username = $1 FOR NO KEY UPDATE', [username])
  const [r] = await q<PlayerRow>(`${SELECT} WHERE u.username = $1`, [username])
  if (!r) throw new BizError(202, 'a.noSuchPlayer')
  return r
}

export const kycPlayer = async (q: Query, username: string) => card(q, await playerRow(q, username))

/** A player of the queue is found by their exact name, any case. */
const byPlayer = 'lower(u.username) = lower($?)'

/**
 * The players of the review queue under the filters (docs/kyc.md, "The review queue"): those waiting
 * oldest first, the decided ones (with who decided, when and the reason) newest first; `all` is every
 * player who has sent documents for review. Days are Beijing days of the submission.
 */
async function queueRows(q: Query, f: KycQueueQuery) {
  const state = f.state === 'all' ? undefined : f.state
  const { where, params } = listWhere(
    { ...f, state },
    { created: 'k.submitted_at', state: 'k.state', q: byPlayer },
  )
  const scope = `k.state <> 'none' AND ${where}`
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM kyc_profiles k JOIN users u ON u.id = k.user_id WHERE ${scope}`,
    params,
  )
  const k = params.length
  const order =
    state === 'pending'
      ? 'k.submitted_at ASC, u.id'
      : 'coalesce(k.reviewed_at, k.submitted_at) DESC, u.id DESC'
  const rows = await q<PlayerRow>(
    `${SELECT} WHERE ${scope} ORDER BY ${order} LIMIT $${k + 1} OFFSET $${k + 2}`,
    [...params, f.per_page, pageOffset(f)],
  )
  return { rows, total: Number(n) }
}

export async function kycQueue(q: Query, f: KycQueueQuery) {
  const { rows, total } = await queueRows(q, f)
  return queuePage(await Promise.all(rows.map((r) => card(q, r))), total, f)
}

/** The queue's rows without their documents: what the CSV export lists. */
export async function kycQueueBrief(q: Query, f: KycQueueQuery) {
  const { rows, total } = await queueRows(q, f)
  return queuePage(
    rows.map((r) => ({
      username: r.username,
      realname: r.realname,
      birthday: r.birthday ?? '',
      tier: tierOf(r),
      state: r.state,
      submitted_at: toWireTimeOrNull(r.submitted_at) ?? '',
      reviewer: r.reviewer,
      reviewed_at: toWireTimeOrNull(r.reviewed_at) ?? '',
      reason: r.reason,
    })),
    total,
    f,
  )
}

const inbox = (q: Query, userId: number, key: string, params: Record<string, string>) =>
  q(
    'INSERT INTO inbox_messages (user_id, title, content, title_en, content_en) VALUES ($1, $2, $3, $4, $5)',
    [
      userId,
      translate('zh', `kyc.inbox.${key}.title`),
      translate('zh', `kyc.inbox.${key}.body`, params),
      translate('en', `kyc.inbox.${key}.title`),
      translate('en', `kyc.inbox.${key}.body`, params),
    ],
  )

/**
 * Approve (both kinds of document waiting or approved: the player becomes verified), refuse (a reason,
 * the waiting documents refused) or request another document of `kind` (a reason; that kind's waiting
 * document refused, the other kept for the next review).
 */
export async function decideKyc(
  db: Db,
  who: Actor,
  username: string,
  action: KycAction,
  input: { reason: string; kind?: KycDocumentKind },
) {
  const reason = input.reason.trim()
  if (action !== 'approve' && !reason) throw new BizError(1000, 'kyc.a.reasonRequired')
  if (action === 'request' && !input.kind) throw new BizError(1000, 'kyc.a.kindRequired')
  return db.tx(async (q) => {
    const before = await playerRow(q, username, true)
    if (before.state !== 'pending') throw new BizError(409, 'kyc.a.notPending')
    const id = Number(before.id)
    const kinds = await q<{ kind: string }>(
      "SELECT DISTINCT kind FROM kyc_documents WHERE user_id = $1 AND state IN ('pending', 'approved')",
      [id],
    )
    if (action === 'approve') {
      if (kinds.length < 2) throw new BizError(1000, 'kyc.a.incomplete')
      await q("UPDATE kyc_documents SET state = 'approved' WHERE user_id = $1 AND state = 'pending'", [id])
      await inbox(q, id, 'approved', {})
    } else if (action === 'refuse') {
      await q(
        "UPDATE kyc_documents SET state = 'refused', reason = $2 WHERE user_id = $1 AND state = 'pending'",
        [id, reason],
      )
      await inbox(q, id, 'refused', { reason })
    } else {
      await q(
        "UPDATE kyc_documents SET state = 'refused', reason = $3 WHERE user_id = $1 AND kind = $2 AND state = 'pending'",
        [id, input.kind, reason],
      )
      await inbox(q, id, 'more', { reason, kind: translate('zh', `kyc.kind.${input.kind}`) })
    }
    const state = action === 'approve' ? 'verified' : action === 'refuse' ? 'refused' : 'more'
    await q(
      `UPDATE kyc_profiles SET state = $2, reason = $3, requested = $4, reviewed_at = now(), reviewer = $5,
         updated_at = now() WHERE user_id = $1`,
      [id, state, reason, action === 'request' ? input.kind : null, who.username],
    )
    await appendAudit(q, who, {
      action: `kyc.${action}`,
      target: username,
      detail: reason,
      before: { state: before.state },
      after: { state, ...(input.kind && action === 'request' ? { kind: input.kind } : {}) },
    })
    return card(q, await playerRow(q, username))
  })
}

/** One document's image, sent as itself (never cached); the view is audited with the document's id. */
export async function documentImage(db: Db, who: Actor, uploadsDir: string, id: number, reply: FastifyReply) {
  const [d] = await db.query<{ file_name: string; mime: string; username: string; kind: string }>(
    'SELECT d.file_name, d.mime, u.username, d.kind FROM kyc_documents d JOIN users u ON u.id = d.user_id WHERE d.id = $1',
    [id],
  )
  if (!d) throw new BizError(202, 'kyc.a.noDocument')
  const bytes = await readDocumentFile(uploadsDir, d.file_name).catch(() => {
    throw new BizError(202, 'kyc.a.noDocument')
  })
  await db.tx((q) =>
    appendAudit(q, who, { action: 'kyc.view', target: d.username, detail: `${d.kind} #${id}` }),
  )
  reply.header('content-type', d.mime)
  reply.header('cache-control', 'no-store')
  reply.header('x-content-type-options', 'nosniff')
  reply.header('content-disposition', 'inline')
  return reply.send(bytes)
}
