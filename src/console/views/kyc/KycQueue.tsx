// 身份认证审核 (docs/kyc.md): players waiting for review, oldest first, on the review queues' pattern
// (a server-paged table and a dialog driven by the KYC review machine).
import type { PaginationState } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import type { KycPlayer } from '../../../../core/contract/admin'
import { type ConsoleKey, type T, useT } from '../../i18n'
import { type Column, DataTable, fromPage } from '../../ui/DataTable'
import { Button, Notice, PageHeader, Spinner } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { timeCell } from '../cells'
import { kycQueue } from './calls'
import { KycDialog } from './KycDialog'

export default function KycQueueView() {
  const { t } = useT()
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 })
  const [open, setOpen] = useState<KycPlayer | null>(null)
  const list = useLoad(
    () => kycQueue(pagination.pageIndex + 1, pagination.pageSize),
    [pagination.pageIndex, pagination.pageSize],
    t('app.error'),
  )
  const columns = useMemo(() => columnsOf(t, setOpen), [t])
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('kyc.title')}>
        <Button onClick={list.reload}>
          {list.loading ? <Spinner /> : null}
          {t('app.refresh')}
        </Button>
      </PageHeader>
      <Notice kind="info" text={t('kyc.hint')} />
      <DataTable<KycPlayer>
        label={t('kyc.title')}
        columns={columns}
        {...fromPage(list)}
        pagination={pagination}
        onPagination={setPagination}
        empty={t('kyc.empty')}
        rowKey={(r) => r.username}
      />
      {open ? (
        <KycDialog
          key={open.username}
          player={open}
          onClose={(changed) => {
            setOpen(null)
            if (changed) list.reload()
          }}
        />
      ) : null}
    </div>
  )
}

function columnsOf(t: T, review: (p: KycPlayer) => void): Column<KycPlayer>[] {
  return [
    {
      id: 'player',
      header: t('kyc.col.player'),
      cell: ({ row }) => (
        <div>
          {row.original.username}
          <div className="text-xs text-ink-400">{row.original.realname || '—'}</div>
        </div>
      ),
    },
    { id: 'birthday', header: t('kyc.col.birthday'), cell: ({ row }) => row.original.birthday ?? '—' },
    {
      id: 'submitted',
      header: t('kyc.col.submitted'),
      cell: ({ row }) => timeCell(row.original.submitted_at ?? ''),
    },
    {
      id: 'documents',
      header: t('kyc.col.documents'),
      cell: ({ row }) =>
        row.original.documents
          .filter((d) => d.state === 'pending')
          .map((d) => t(`kyc.kind.${d.kind}` as ConsoleKey))
          .join('、') || '—',
    },
    {
      id: 'actions',
      header: t('col.actions'),
      cell: ({ row }) => (
        <Button size="sm" tone="primary" onClick={() => review(row.original)}>
          {t('kyc.open')}
        </Button>
      ),
    },
  ]
}
