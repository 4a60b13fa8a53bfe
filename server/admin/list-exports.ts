// The worked lists beside the money queues (docs/operator-console.md, "Working the lists"): each list's
// route answers its filtered page, or with `format=csv` the audited CSV of every row its filters match
// (money-queue-export.ts listRoute). Here each list's CSV columns, headed in Chinese as the reports are.
import { auditQuery, payoutQuery, playerSearchQuery, queueQuery } from '../../core/contract/admin'
import type { Db } from '../db/client'
import { activityQueue, agentQueue } from './application-queues'
import { listAudit } from './audit-list'
import { listRoute, STATE } from './money-queue-export'
import { search } from './players-search'
import { listPayouts } from './promotions'

const DECIDED = ['状态', '申请时间', '审核人', '审核时间', '备注']
const decided = (r: {
  state: number
  created_at: string
  reviewed_by: string
  reviewed_at: string | null
  note: string
}) => [STATE[r.state] ?? String(r.state), r.created_at, r.reviewed_by, r.reviewed_at ?? '', r.note]

export const agentsRoute = (db: Db) =>
  listRoute(db, queueQuery, {
    name: 'agents',
    page: agentQueue,
    head: ['编号', '会员', '真实姓名', '手机', '申请说明', ...DECIDED],
    cells: (r) => [String(r.id), r.username, r.realname, r.mobile, r.apply_info, ...decided(r)],
  })

export const activitiesRoute = (db: Db) =>
  listRoute(db, queueQuery, {
    name: 'activities',
    page: activityQueue,
    head: ['编号', '会员', '活动', '彩金', '流水倍数', ...DECIDED],
    cells: (r) => [String(r.id), r.username, r.activity, r.bonus, String(r.turnover_multiple), ...decided(r)],
  })

export const playersRoute = (db: Db) =>
  listRoute(db, playerSearchQuery, {
    name: 'players',
    page: search,
    head: [
      '编号',
      '会员',
      '真实姓名',
      '中心钱包',
      '场馆余额',
      '累计充值',
      'VIP',
      '代理',
      '状态',
      '注册时间',
      '最后登录',
      '登录地址',
    ],
    cells: (r) => [
      String(r.id),
      r.username,
      r.realname,
      r.balance,
      r.venues,
      r.paysum,
      String(r.vip),
      r.isagent ? '是' : '否',
      r.locked ? '已锁定' : '正常',
      r.created_at,
      r.last_login_at ?? '',
      r.last_login_ip,
    ],
  })

export const auditRoute = (db: Db) =>
  listRoute(db, auditQuery, {
    name: 'audit',
    page: listAudit,
    head: ['序号', '时间', '操作员', '地址', '操作', '对象', '详情', '校验值'],
    cells: (r) => [String(r.seq), r.at, r.operator, r.ip, r.action, r.target, r.detail, r.hash],
  })

export const payoutsRoute = (db: Db) =>
  listRoute(db, payoutQuery, {
    name: 'payouts',
    page: listPayouts,
    head: ['编号', '会员', '活动', '类型', '金额', '流水要求', '时间'],
    cells: (r) => [String(r.id), r.username, r.title, r.kind_name, r.amount, r.turnover, r.created_at],
  })
