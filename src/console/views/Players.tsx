// Player search: by account, real name, card number, USDT address or sign-in address, narrowed by
// account state, registration days and central balance; sortable and paged on the server, exported as
// an audited CSV (docs/operator-console.md, "Working the lists"). Each row opens the player page.
import type { SortingState } from '@tanstack/react-table'
import { useState } from 'react'
import { Link } from 'wouter'
import { adminCalls, PLAYER_SEARCH_FIELDS, type PLAYER_SORTS } from '../../../core/contract/admin'
import type { Res } from '../endpoints'
import { useT } from '../i18n'
import { type Column, DataTable, fromPage } from '../ui/DataTable'
import { checkRanges, ExportButton, FilterBar, FilterField, useFilters } from '../ui/FilterBar'
import { Badge, Money, PageHeader, Select } from '../ui/kit'
import { useLoad } from '../ui/useLoad'
import { searchPlayers } from './playerCalls'

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

type PlayerFilters = {
  field: Field
  q: string
  from: string
  to: string
  min_amount: string
  max_amount: string
  state: '' | 'active' | 'locked'
}
const NONE: PlayerFilters = {
  field: 'username',
  q: '',
  from: '',
  to: '',
  min_amount: '',
  max_amount: '',
  state: '',
}

export function PlayersView() {
  const { t } = useT()
  const filters = useFilters<PlayerFilters>(NONE, 20, (f) => checkRanges(t, f))
  const { applied, pagination, setPagination } = filters
  const [sorting, setSorting] = useState<SortingState>([{ id: 'id', desc: true }])
  const sort = sorting[0] ?? { id: 'id', desc: true }
  const order = { sort: sort.id as Sort, dir: sort.desc ? ('desc' as const) : ('asc' as const) }
  const list = useLoad(
    () =>
      searchPlayers({
        ...applied,
        q: applied.q.trim(),
        page: pagination.pageIndex + 1,
        per_page: pagination.pageSize,
        ...order,
      }),
    [applied, pagination.pageIndex, pagination.pageSize, sort.id, sort.desc],
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
          {row.original.isagent ? <Badge tone="gold">{t('list.agent')}</Badge> : null}
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
  const money = { filters, inputMode: 'decimal', width: 'w-28' } as const
  return (
    <div>
      <PageHeader title={t('players.search')} />
      <FilterBar
        label={t('players.search')}
        filters={filters}
        actions={
          <ExportButton path={adminCalls.players.path} query={{ ...applied, ...order }} name="players" />
        }
      >
        <Select
          label={t('players.by')}
          value={filters.draft.field}
          onChange={(v) => filters.set('field', v)}
          options={PLAYER_SEARCH_FIELDS.map((f) => ({ value: f, label: t(FIELD_LABEL[f]) }))}
        />
        <FilterField filters={filters} name="q" label={t('players.placeholder')} width="w-72" />
        <Select
          label={t('list.playerState')}
          value={filters.draft.state}
          onChange={(v) => filters.set('state', v)}
          options={[
            { value: '' as const, label: t('app.all') },
            { value: 'active' as const, label: t('state.active') },
            { value: 'locked' as const, label: t('state.locked') },
          ]}
        />
        <FilterField filters={filters} name="from" label={t('list.registeredFrom')} type="date" />
        <FilterField filters={filters} name="to" label={t('list.registeredTo')} type="date" />
        <FilterField {...money} name="min_amount" label={t('list.minBalance')} />
        <FilterField {...money} name="max_amount" label={t('list.maxBalance')} />
      </FilterBar>
      <p className="-mt-2 mb-3 text-xs text-ink-400">{t('players.hint')}</p>
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
