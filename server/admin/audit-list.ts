// The audit log's page: filter by operator, action (a prefix: `deposit` finds deposit.approve and
// deposit.refuse), target and Beijing calendar days, newest first, paginated on the server. Each row
// shows its MAC (audit-mac.ts) in the contract's `hash` field.
import type { z } from 'zod'
import type { auditQuery } from '../../core/contract/admin'
import { beijingAt } from '../../core/time'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { toWireTime } from '../wire'

type Filter = z.output<typeof auditQuery>

export async function listAudit(q: Query, f: Filter) {
  if (f.from && f.to && f.from > f.to) throw new BizError(1000, 'a.dateRange')
  const from = f.from ? beijingAt(f.from, '00:00:00') : null
  const to = f.to ? new Date(beijingAt(f.to, '00:00:00').getTime() + 86_400_000) : null
  const where = `WHERE seq IS NOT NULL
      AND ($1::text IS NULL OR operator = $1)
      AND ($2::text IS NULL OR action = $2 OR action LIKE $2 || '.%')
      AND ($3::text IS NULL OR target = $3)
      AND ($4::timestamptz IS NULL OR created_at >= $4)
      AND ($5::timestamptz IS NULL OR created_at < $5)`
  const params = [f.operator || null, f.action || null, f.target || null, from, to]
  const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM operator_audit ${where}`, params)
  const rows = await q<{
    id: string | number
    seq: string | number
    created_at: Date
    operator: string
    ip: string
    action: string
    target: string
    detail: string
    before: unknown
    after: unknown
    mac: string | null
  }>(
    `SELECT id, seq, created_at, operator, ip, action, target, detail, before, after, mac FROM operator_audit ${where}
      ORDER BY seq DESC LIMIT $6 OFFSET $7`,
    [...params, f.per_page, (f.page - 1) * f.per_page],
  )
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      seq: Number(r.seq),
      at: toWireTime(r.created_at),
      operator: r.operator,
      ip: r.ip,
      action: r.action,
      target: r.target,
      detail: r.detail,
      before: r.before ?? null,
      after: r.after ?? null,
      hash: r.mac ?? '',
    })),
    total: Number(n),
    page: f.page,
    per_page: f.per_page,
  }
}
