// The audit log: every operator action (who, when, from where, what, before and after), filtered by
// operator, action, target and days, paged on the server; the hash chain's state on top.
import { api, type Res } from '../endpoints'
import { useT } from '../i18n'
import { type Column, DataTable, fromPage } from '../ui/DataTable'
import { FilterBar, FilterField, useFilters } from '../ui/FilterBar'
import { Badge, PageHeader } from '../ui/kit'
import { useLoad } from '../ui/useLoad'

type Row = Res<'audit'>['rows'][number]
type Filters = { operator: string; action: string; target: string; from: string; to: string }
const NONE: Filters = { operator: '', action: '', target: '', from: '', to: '' }

/** The action codes the server writes, named for a Chinese reader (the code stays beside it). */
const ACTION_NAMES: Record<string, string> = {
  'deposit.approve': '通过充值',
  'deposit.refuse': '拒绝充值',
  'withdrawal.approve': '通过提现',
  'withdrawal.refuse': '拒绝提现',
  'agent.approve': '通过代理申请',
  'agent.refuse': '拒绝代理申请',
  'activity.approve': '通过活动申请',
  'activity.refuse': '拒绝活动申请',
  'transfer.retry': '重试转账',
  'player.lock': '锁定会员',
  'player.unlock': '解锁会员',
  'player.note': '会员备注',
  'player.password.reset': '重置登录密码',
  'player.paypassword.reset': '重置支付密码',
  'player.recovery.code': '核验身份后发送重置验证码',
  'player.recovery.temporary': '核验身份后设置临时密码',
  'player.realname': '修改真实姓名',
  'player.message': '发送站内信',
  adjust: '人工调整',
  'operator.signin': '操作员登录',
  'operator.signout': '操作员退出',
  'operator.enrol': '绑定验证器',
  'operator.create': '新增操作员',
  'operator.role': '修改角色',
  'operator.disable': '停用操作员',
  'operator.enable': '启用操作员',
  'operator.reset2fa': '重置两步验证',
  'operator.session.revoke': '注销会话',
  'operator.sessions.revoke': '注销全部会话',
  'backup.create': '数据库备份',
  'settings.site': '修改站点设置',
  'settings.money': '修改资金规则',
  'settings.channel': '修改支付通道',
  'settings.account.add': '新增收款账户',
  'settings.account': '修改收款账户',
  'settings.image': '上传设置图片',
  'sportsbook.settings': '修改体育设置',
  'sportsbook.void': '取消赛事（注单作废）',
  'agents.commission.run': '结算代理佣金',
  'agents.rule': '修改佣金规则',
  'promotion.rule': '修改优惠规则',
  'protection.exclude': '设置自我排除',
  'content.inbox.send': '群发站内信',
  'content.upload': '上传内容图片',
  'content.welcome.update': '修改欢迎弹窗',
  'export.report': '导出报表',
  'export.exclusions': '导出自我排除名单',
  'export.deposits': '导出充值记录',
  'export.withdrawals': '导出提现记录',
  'operator.signin.failed': '操作员登录失败',
  'operator.signin.locked': '操作员登录被锁定',
  'audit.reseal': '审计链封签（升级）',
}

const show = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v)

export function AuditView() {
  const { t, lang } = useT()
  const filters = useFilters<Filters>(NONE, 50)
  const { applied, pagination } = filters
  const list = useLoad(
    () => api('audit', { page: pagination.pageIndex + 1, per_page: pagination.pageSize, ...applied }),
    [applied, pagination.pageIndex, pagination.pageSize],
    t('app.error'),
  )
  const chain = useLoad(() => api('auditVerify'), [], t('app.error'))
  const columns: Column<Row>[] = [
    {
      id: 'seq',
      header: '#',
      cell: ({ row }) => <span className="text-xs text-ink-400">{row.original.seq}</span>,
    },
    {
      id: 'at',
      header: t('col.time'),
      cell: ({ row }) => <span className="whitespace-nowrap text-xs text-ink-300">{row.original.at}</span>,
    },
    { id: 'operator', header: t('col.operator'), cell: ({ row }) => row.original.operator },
    {
      id: 'ip',
      header: t('col.ip'),
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.ip}</span>,
    },
    {
      id: 'action',
      header: t('col.action'),
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-0.5">
          {lang === 'zh' && ACTION_NAMES[row.original.action] ? (
            <span className="text-ink-50">{ACTION_NAMES[row.original.action]}</span>
          ) : null}
          <Badge>{row.original.action}</Badge>
        </span>
      ),
    },
    {
      id: 'target',
      header: t('col.target'),
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.target}</span>,
    },
    {
      id: 'change',
      header: t('col.change'),
      cell: ({ row }) => (
        <div className="max-w-lg text-xs">
          {row.original.detail ? <div className="text-ink-100">{row.original.detail}</div> : null}
          {row.original.before !== null && row.original.before !== undefined ? (
            <div className="truncate text-ink-400" title={show(row.original.before)}>
              {t('audit.before')}: {show(row.original.before)}
            </div>
          ) : null}
          {row.original.after !== null && row.original.after !== undefined ? (
            <div className="truncate text-ink-300" title={show(row.original.after)}>
              {t('audit.after')}: {show(row.original.after)}
            </div>
          ) : null}
        </div>
      ),
    },
    {
      id: 'hash',
      header: 'SHA-256',
      cell: ({ row }) => (
        <span className="font-mono text-2xs text-ink-500" title={row.original.hash}>
          {row.original.hash.slice(0, 10)}…
        </span>
      ),
    },
  ]
  return (
    <div>
      <PageHeader title={t('nav.audit')}>
        {chain.data ? (
          chain.data.ok ? (
            <Badge tone="green">
              {t('audit.chain')} ✓ {chain.data.rows}
            </Badge>
          ) : (
            <Badge tone="red">
              {t('audit.chain')} ✗ #{chain.data.broken?.seq} {chain.data.broken?.reason}
            </Badge>
          )
        ) : null}
      </PageHeader>
      <FilterBar label={t('audit.filters')} filters={filters}>
        <FilterField filters={filters} name="operator" label={t('audit.operator')} />
        <FilterField filters={filters} name="action" label={t('audit.action')} />
        <FilterField filters={filters} name="target" label={t('audit.target')} />
        <FilterField filters={filters} name="from" label={t('audit.from')} type="date" />
        <FilterField filters={filters} name="to" label={t('audit.to')} type="date" />
      </FilterBar>
      <DataTable<Row>
        label={t('nav.audit')}
        columns={columns}
        {...fromPage(list)}
        pagination={pagination}
        onPagination={filters.setPagination}
        empty={t('app.empty')}
        rowKey={(r) => String(r.id)}
      />
    </div>
  )
}
