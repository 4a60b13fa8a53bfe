// The audit log: every operator action (who, when, from where, what, before and after), filtered by
// operator, action, target and days, paged on the server, exported as an audited CSV; the hash
// chain's state on top.
import { adminCalls } from '../../../core/contract/admin'
import type { Res } from '../endpoints'
import { useT } from '../i18n'
import { type Column, DataTable, fromPage } from '../ui/DataTable'
import { ExportButton, FilterBar, FilterField, useFilters } from '../ui/FilterBar'
import { Badge, PageHeader } from '../ui/kit'
import { auditActionName } from '../ui/names'
import { useLoad } from '../ui/useLoad'
import { auditPage, verifyAuditChain } from './auditCalls'

type Row = Res<'audit'>['rows'][number]
type Filters = { operator: string; action: string; target: string; from: string; to: string }
const NONE: Filters = { operator: '', action: '', target: '', from: '', to: '' }

const show = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v)

export function AuditView() {
  const { t } = useT()
  const filters = useFilters<Filters>(NONE, 50)
  const { applied, pagination } = filters
  const list = useLoad(
    () => auditPage({ page: pagination.pageIndex + 1, per_page: pagination.pageSize, ...applied }),
    [applied, pagination.pageIndex, pagination.pageSize],
    t('app.error'),
  )
  const chain = useLoad(verifyAuditChain, [], t('app.error'))
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
          <span className="text-ink-50">{auditActionName(t, row.original.action)}</span>
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
      <FilterBar
        label={t('audit.filters')}
        filters={filters}
        actions={<ExportButton path={adminCalls.audit.path} query={applied} name="audit" />}
      >
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
