// Player search: by account, real name, card number, USDT address or sign-in address; sortable and
// paged on the server. Each row opens the player page.
import type { PaginationState, SortingState } from '@tanstack/react-table'
import { useState } from 'react'
import { Link } from 'wouter'
import { PLAYER_SEARCH_FIELDS, type PLAYER_SORTS } from '../../../core/contract/admin'
import { api, type Res } from '../endpoints'
import { useT } from '../i18n'
import { type Column, DataTable, fromPage } from '../ui/DataTable'
import { Badge, Button, Money, PageHeader, Select, TextField } from '../ui/kit'
import { useLoad } from '../ui/useLoad'

type Row = Res<'players'>['rows'][number]
type Field = (typeof PLAYER_SEARCH_FIELDS)[number]
type Sort = (typeof PLAYER_SORTS)[number]

const FIELD_LABEL = {
  username: 'players.by.username',
  realname: 'players.by.real_name',
  card: 'players.by.card',
  usdt: 'players.by.usdt',
  ip: 'players.by.ip',
} as const

export function PlayersView() {
  const { t } = useT()
  const [field, setField] = useState<Field>('username')
  const [text, setText] = useState('')
  const [query, setQuery] = useState({ field: 'username' as Field, q: '' })
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 })
  const [sorting, setSorting] = useState<SortingState>([{ id: 'id', desc: true }])
  const sort = sorting[0] ?? { id: 'id', desc: true }
  const list = useLoad(
    () =>
      api('players', {
        page: pagination.pageIndex + 1,
        per_page: pagination.pageSize,
        q: query.q,
        field: query.field,
        sort: sort.id as Sort,
        dir: sort.desc ? 'desc' : 'asc',
      }),
    [query, pagination.pageIndex, pagination.pageSize, sort.id, sort.desc],
    t('app.error'),
  )
  const columns: Column<Row>[] = [
    {
      id: 'id',
      accessorKey: 'id',
      header: 'ID',
      enableSorting: true,
      cell: ({ row }) => <span className="text-xs text-ink-400">{row.original.id}</span>,
    },
    {
      id: 'username',
      accessorKey: 'username',
      header: t('col.username'),
      enableSorting: true,
      cell: ({ row }) => (
        <Link
          href={`/players/${encodeURIComponent(row.original.username)}`}
          className="text-info-400 hover:underline"
        >
          {row.original.username}
        </Link>
      ),
    },
    {
      id: 'realname',
      header: t('col.realName'),
      enableSorting: false,
      cell: ({ row }) => row.original.realname,
    },
    {
      id: 'balance',
      accessorKey: 'balance',
      header: t('col.balance'),
      enableSorting: true,
      cell: ({ row }) => <Money value={row.original.balance} />,
    },
    {
      id: 'venues',
      header: t('col.venues'),
      enableSorting: false,
      cell: ({ row }) => <Money value={row.original.venues} />,
    },
    {
      id: 'paysum',
      header: t('col.paysum'),
      enableSorting: false,
      cell: ({ row }) => <Money value={row.original.paysum} />,
    },
    {
      id: 'status',
      header: t('col.status'),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="flex gap-1">
          {row.original.locked ? (
            <Badge tone="red">{t('state.locked')}</Badge>
          ) : (
            <Badge tone="green">{t('state.active')}</Badge>
          )}
          {row.original.isagent ? <Badge tone="gold">代理</Badge> : null}
          <Badge>VIP{row.original.vip}</Badge>
        </span>
      ),
    },
    {
      id: 'created_at',
      accessorKey: 'created_at',
      header: t('col.time'),
      enableSorting: true,
      cell: ({ row }) => <span className="text-xs text-ink-300">{row.original.created_at}</span>,
    },
    {
      id: 'last_login_at',
      accessorKey: 'last_login_at',
      header: t('col.lastLogin'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="text-xs text-ink-300">
          {row.original.last_login_at ?? '—'}
          <div className="font-mono">{row.original.last_login_ip}</div>
        </span>
      ),
    },
  ]
  const search = (e: React.FormEvent) => {
    e.preventDefault()
    setQuery({ field, q: text.trim() })
    setPagination((p) => ({ ...p, pageIndex: 0 }))
  }
  return (
    <div>
      <PageHeader title={t('players.search')} />
      <form
        onSubmit={search}
        className="mb-4 flex flex-wrap items-end gap-2 rounded-md border border-white/8 bg-navy-900 p-3"
      >
        <Select
          label={t('players.by')}
          value={field}
          onChange={setField}
          options={PLAYER_SEARCH_FIELDS.map((f) => ({ value: f, label: t(FIELD_LABEL[f]) }))}
        />
        <TextField
          label={t('players.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="w-80"
          type="search"
        />
        <Button tone="primary" type="submit">
          {t('app.search')}
        </Button>
        <span className="ml-2 self-center text-xs text-ink-400">{t('players.hint')}</span>
      </form>
      <DataTable<Row>
        label={t('players.search')}
        columns={columns}
        {...fromPage(list)}
        pagination={pagination}
        onPagination={setPagination}
        sorting={sorting}
        onSorting={(s) => {
          setSorting(s)
          setPagination((p) => ({ ...p, pageIndex: 0 }))
        }}
        empty={t('players.none')}
        rowKey={(r) => String(r.id)}
      />
    </div>
  )
}
