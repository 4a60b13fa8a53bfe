// The four-eyes calls (core/contract/admin/approvals.ts), registered from their
// contract calls (route.ts): the list (filtered, paged, exported as an audited CSV), a decision, and
// the owner's thresholds.
import { z } from 'zod'
import { approvalCalls, approvalQuery } from '../../core/contract/admin'
import type { Db } from '../db/client'
import { decideApproval, listApprovals } from './approvals'
import { readApprovalSettings, saveApprovalSettings } from './approvals-settings'
import { listRoute } from './money-queue-export'
import { type AdminRoute, parseAdmin as parse } from './route'

const Target = z.object({ id: z.coerce.number().int().positive(), action: z.enum(['approve', 'refuse']) })

/** The CSV's words for the kinds and states, in Chinese as the reports are. */
const KIND: Record<string, string> = {
  adjust: '人工调整',
  withdrawal: '提现审核',
  'receiving-account': '收款账户',
  'pay-channel': '支付通道地址',
  'pay-provider': '支付商与密钥',
  'promotion-rule': '优惠规则',
  'money-rules': '资金规则',
  maintenance: '维护模式',
}
const STATE: Record<string, string> = {
  pending: '待复核',
  approved: '已批准',
  refused: '已拒绝',
  expired: '已过期',
}

export function approvalRoutes(db: Db, route: AdminRoute) {
  const c = approvalCalls
  // The page (each row marks the viewer's own requests), or with `format=csv` the audited export.
  route(c.approvals, async (ctx) =>
    listRoute(db, approvalQuery, {
      name: 'approvals',
      page: (q, f) => listApprovals(q, ctx.who, f),
      head: [
        '编号',
        '类型',
        '对象',
        '金额',
        '提交人',
        '提交时间',
        '到期时间',
        '状态',
        '复核人',
        '复核时间',
        '备注',
      ],
      cells: (r) => [
        String(r.id),
        KIND[r.kind] ?? r.kind,
        r.target,
        r.amount ?? '',
        r.maker,
        r.created_at,
        r.expires_at,
        STATE[r.state] ?? r.state,
        r.checker ?? '',
        r.decided_at ?? '',
        r.reason,
      ],
    })(ctx),
  )
  route(c.decideApproval, async ({ req, who, input }) => {
    const body = input()
    const { id, action } = parse(Target, req.params)
    return decideApproval(db, who, id, action, body.reason ?? '')
  })
  route(c.approvalSettings, async () => readApprovalSettings(db.query))
  route(c.saveApprovalSettings, async ({ req, who }) => saveApprovalSettings(db, who, req.body))
}
