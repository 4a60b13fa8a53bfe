// The player page's record tabs, each a server-paged table: the ledger with the running balance,
// deposits, withdrawals, bets and sign-ins; and the operators' notes on the player.
import type { PaginationState } from '@tanstack/react-table'
import { useState } from 'react'
import type { Res } from '../endpoints'
import { type T, useT } from '../i18n'
import { type Column, DataTable, fromPage } from '../ui/DataTable'
import { Badge, Button, Money, Notice, Spinner } from '../ui/kit'
import { channelName, ledgerKindName, venueName } from '../ui/names'
import { useLoad } from '../ui/useLoad'
import { stateBadge, timeCell } from './cells'
import {
  playerBets,
  playerDeposits,
  playerLedger,
  playerLogins,
  playerNotes,
  playerWithdrawals,
} from './playerCalls'

/** One paged record tab of the player page. */
function PagedTab<R extends Record<string, unknown>>({
  load,
  columns,
  rowKey,
}: {
  load: (page: number, perPage: number) => Promise<{ rows: R[]; total: number }>
  columns: Column<R>[]
  rowKey: (r: R) => string
}) {
  const { t } = useT()
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 })
  const list = useLoad(
    () => load(pagination.pageIndex + 1, pagination.pageSize),
    [pagination.pageIndex, pagination.pageSize],
    t('app.error'),
  )
  return (
    <DataTable<R>
      label=""
      columns={columns}
      {...fromPage(list)}
      pagination={pagination}
      onPagination={setPagination}
      empty={t('app.empty')}
      rowKey={rowKey}
    />
  )
}

export function Ledger({ username }: { username: string }) {
  const { t } = useT()
  type R = Res<'playerLedger'>['rows'][number]
  return (
    <PagedTab<R>
      load={(page, perPage) => playerLedger(username, page, perPage)}
      rowKey={(r) => String(r.id)}
      columns={[
        { id: 'at', header: t('col.time'), cell: ({ row }) => timeCell(row.original.at) },
        { id: 'kind', header: t('col.action'), cell: ({ row }) => ledgerKindName(t, row.original.kind) },
        {
          id: 'memo',
          header: t('col.note'),
          cell: ({ row }) => <span className="text-ink-300">{row.original.memo}</span>,
        },
        {
          id: 'amount',
          header: t('col.amount'),
          cell: ({ row }) => <Money value={row.original.amount} signed />,
        },
        {
          id: 'after',
          header: t('col.balance'),
          cell: ({ row }) => <Money value={row.original.balance_after} />,
        },
      ]}
    />
  )
}

type ReviewedOrder = {
  order_no: string
  amount: string
  state: number
  reviewed_by: string
  created_at: string
}

/** The columns of a deposit or a withdrawal, around the one that tells where the money came or went. */
const orderColumns = <R extends ReviewedOrder>(t: T, detail: Column<R>): Column<R>[] => [
  {
    id: 'order',
    header: t('col.order'),
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.order_no}</span>,
  },
  { id: 'amount', header: t('col.amount'), cell: ({ row }) => <Money value={row.original.amount} /> },
  detail,
  { id: 'state', header: t('col.state'), cell: ({ row }) => stateBadge(t, row.original.state) },
  { id: 'by', header: t('col.operator'), cell: ({ row }) => row.original.reviewed_by || '—' },
  { id: 'at', header: t('col.time'), cell: ({ row }) => timeCell(row.original.created_at) },
]

export function Deposits({ username }: { username: string }) {
  const { t } = useT()
  type R = Res<'playerDeposits'>['rows'][number]
  return (
    <PagedTab<R>
      load={(page, perPage) => playerDeposits(username, page, perPage)}
      rowKey={(r) => r.order_no}
      columns={orderColumns<R>(t, {
        id: 'channel',
        header: t('col.channel'),
        cell: ({ row }) => channelName(t, row.original.paytype),
      })}
    />
  )
}

export function Withdrawals({ username }: { username: string }) {
  const { t } = useT()
  type R = Res<'playerWithdrawals'>['rows'][number]
  return (
    <PagedTab<R>
      load={(page, perPage) => playerWithdrawals(username, page, perPage)}
      rowKey={(r) => r.order_no}
      columns={orderColumns<R>(t, {
        id: 'dest',
        header: t('col.details'),
        cell: ({ row }) => (
          <span className="font-mono text-xs">
            {row.original.destination.card_no || row.original.destination.usdt_address}
          </span>
        ),
      })}
    />
  )
}

export function Bets({ username }: { username: string }) {
  const { t, lang } = useT()
  type R = Res<'playerBets'>['rows'][number]
  return (
    <PagedTab<R>
      load={(page, perPage) => playerBets(username, page, perPage)}
      rowKey={(r) => r.id}
      columns={[
        { id: 'at', header: t('col.time'), cell: ({ row }) => timeCell(row.original.at) },
        { id: 'venue', header: t('col.venue'), cell: ({ row }) => venueName(lang, row.original.venue) },
        { id: 'game', header: t('col.activity'), cell: ({ row }) => row.original.game },
        { id: 'stake', header: t('review.bets30'), cell: ({ row }) => <Money value={row.original.stake} /> },
        { id: 'payout', header: t('col.amount'), cell: ({ row }) => <Money value={row.original.payout} /> },
      ]}
    />
  )
}

export function Logins({ username }: { username: string }) {
  const { t } = useT()
  type R = Res<'playerLogins'>['rows'][number]
  return (
    <PagedTab<R>
      load={(page, perPage) => playerLogins(username, page, perPage)}
      rowKey={(r) => `${r.at}${r.ip}${r.device}`}
      columns={[
        { id: 'at', header: t('col.time'), cell: ({ row }) => timeCell(row.original.at) },
        {
          id: 'ip',
          header: t('col.ip'),
          cell: ({ row }) => <span className="font-mono text-xs">{row.original.ip}</span>,
        },
        {
          id: 'device',
          header: 'UA',
          cell: ({ row }) => (
            <span className="line-clamp-1 max-w-xl text-xs text-ink-300">{row.original.device}</span>
          ),
        },
        {
          id: 'ok',
          header: t('col.state'),
          cell: ({ row }) => (row.original.ok ? <Badge tone="green">OK</Badge> : <Badge tone="red">✗</Badge>),
        },
      ]}
    />
  )
}

export function Notes({ username }: { username: string }) {
  const { t } = useT()
  const notes = useLoad(() => playerNotes(username), [username], t('app.error'))
  if (notes.error)
    return (
      <Notice kind="error" title={t('app.error')} text={notes.error}>
        <Button onClick={notes.reload}>{t('app.retry')}</Button>
      </Notice>
    )
  if (!notes.data)
    return (
      <p className="p-6 text-center text-ink-300">
        <Spinner /> {t('app.loading')}
      </p>
    )
  if (notes.data.length === 0) return <p className="p-6 text-center text-ink-400">{t('app.empty')}</p>
  return (
    <ul className="flex flex-col gap-2">
      {notes.data.map((n) => (
        <li key={n.id} className="rounded-sm border border-white/8 bg-navy-900 px-3 py-2 text-sm">
          <div className="mb-1 text-xs text-ink-400">
            {n.at} · {n.operator}
          </div>
          <div className="whitespace-pre-wrap text-ink-50">{n.text}</div>
        </li>
      ))}
    </ul>
  )
}
