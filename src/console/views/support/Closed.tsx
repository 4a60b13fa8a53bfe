// Closed conversations (docs/support.md): searched by the player's account or a word of the
// transcript, newest first; each opens read-only on the desk with its rating.
import type { PaginationState } from '@tanstack/react-table'
import { useState } from 'react'
import { Link } from 'wouter'
import type { DeskConversation } from '../../../../core/contract/support-desk'
import { useT } from '../../i18n'
import { type Column, DataTable, fromPage } from '../../ui/DataTable'
import { Button, TextField } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { timeCell } from '../cells'
import * as calls from './calls'

export function ClosedConversations() {
  const { t } = useT()
  const [draft, setDraft] = useState('')
  const [q, setQ] = useState('')
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 })
  const list = useLoad(
    () => calls.closedConversations(q, pagination.pageIndex + 1),
    [q, pagination.pageIndex],
    t('app.error'),
  )
  const columns: Column<DeskConversation>[] = [
    {
      id: 'player',
      header: t('desk.col.player'),
      cell: ({ row }) => row.original.username ?? t('desk.visitor', { id: row.original.id }),
    },
    { id: 'agent', header: t('desk.col.agent'), cell: ({ row }) => row.original.agent ?? '—' },
    {
      id: 'closed',
      header: t('desk.col.closedAt'),
      cell: ({ row }) => timeCell(row.original.closed_at ?? ''),
    },
    {
      id: 'rating',
      header: t('desk.col.rating'),
      cell: ({ row }) => (row.original.rating ? '★'.repeat(row.original.rating) : '—'),
    },
    {
      id: 'last',
      header: t('desk.col.last'),
      cell: ({ row }) => <span className="line-clamp-2 max-w-md text-xs">{row.original.last_message}</span>,
    },
    {
      id: 'view',
      header: '',
      cell: ({ row }) => (
        <Link href={`/support/c/${row.original.id}`} className="text-info-400 hover:underline">
          {t('desk.view')}
        </Link>
      ),
    },
  ]
  return (
    <div>
      <form
        className="mb-4 flex flex-wrap items-end gap-2 rounded-md border border-white/8 bg-navy-900 p-3"
        aria-label={t('desk.tab.closed')}
        onSubmit={(e) => {
          e.preventDefault()
          setQ(draft.trim())
          setPagination((p) => ({ ...p, pageIndex: 0 }))
        }}
      >
        <TextField
          label={t('desk.closed.search')}
          value={draft}
          maxLength={64}
          onChange={(e) => setDraft(e.target.value)}
          className="w-64 max-w-full"
        />
        <Button tone="primary" type="submit">
          {t('app.search')}
        </Button>
      </form>
      <DataTable<DeskConversation>
        label={t('desk.tab.closed')}
        columns={columns}
        {...fromPage(list)}
        pagination={pagination}
        onPagination={setPagination}
        empty={t('app.empty')}
        rowKey={(r) => String(r.id)}
      />
    </div>
  )
}
