// What the content editor tests share (content-admin.test.ts, content-validation.test.ts): the English
// request header, the newest operator audit row, and a valid notice to edit from.
import type { FastifyInstance } from 'fastify'

export const EN = { headers: { Lang: 'en' } }
export const lastAudit = async (ops: FastifyInstance) =>
  (
    await ops.db.query<{ action: string; target: string; before: unknown; after: unknown; operator: string }>(
      'SELECT action, target, before, after, operator FROM operator_audit ORDER BY id DESC LIMIT 1',
    )
  )[0]

export const notice = (over: Record<string, unknown> = {}) => ({
  title: '系统维护通知',
  title_en: 'Maintenance notice',
  content: '<p>今晚维护</p>',
  content_en: '<p>Maintenance tonight</p>',
  sort: 999,
  state: 1,
  starts_at: '',
  ends_at: '',
  ...over,
})
