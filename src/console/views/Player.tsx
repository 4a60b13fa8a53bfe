// The player page: profile, live balances and the record tabs (ledger with running balance,
// deposits, withdrawals, bets, sign-ins, operator notes), and the actions the operator's role allows
// (the playerAction machine: form, confirmation, the server's answer).
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { PaginationState } from '@tanstack/react-table'
import { useMachine } from '@xstate/react'
import { type ReactNode, useState } from 'react'
import { Link } from 'wouter'
import { fromPromise } from 'xstate'
import type { OperatorInfo, Permission } from '../../../core/contract/admin'
import { api, performPlayerAction, type Res } from '../endpoints'
import { type ConsoleKey, useT } from '../i18n'
import {
  ACTION_FIELDS,
  type ActionForm,
  type PlayerActionKind,
  playerActionMachine,
} from '../machines/playerAction.machine'
import { type Column, DataTable } from '../ui/DataTable'
import { Badge, Button, Card, Modal, Money, Notice, Spinner, TextArea, TextField } from '../ui/kit'
import { useLoad } from '../ui/useLoad'
import { stateBadge } from './Queues'

const ACTIONS: {
  kind: PlayerActionKind
  permission: Permission
  key: ConsoleKey
  tone: 'default' | 'danger'
}[] = [
  { kind: 'lock', permission: 'players.lock', key: 'player.action.lock', tone: 'danger' },
  { kind: 'unlock', permission: 'players.unlock', key: 'player.action.unlock', tone: 'default' },
  { kind: 'resetLogin', permission: 'players.password', key: 'player.action.resetLogin', tone: 'default' },
  { kind: 'resetPay', permission: 'players.password', key: 'player.action.resetPay', tone: 'default' },
  { kind: 'realName', permission: 'players.realname', key: 'player.action.realName', tone: 'default' },
  { kind: 'message', permission: 'players.message', key: 'player.action.message', tone: 'default' },
  { kind: 'adjust', permission: 'players.adjust', key: 'player.action.adjust', tone: 'default' },
  { kind: 'note', permission: 'players.notes', key: 'player.action.note', tone: 'default' },
]
const FIELD_LABEL: Record<keyof ActionForm, ConsoleKey> = {
  reason: 'player.field.reason',
  title: 'player.field.title',
  content: 'player.field.content',
  realName: 'player.field.realName',
  amount: 'player.field.amount',
  note: 'player.field.note',
}

export function PlayerView({ username, operator }: { username: string; operator: OperatorInfo }) {
  const { t } = useT()
  const detail = useLoad(() => api('player', { username }), [username], t('app.error'))
  const [notesTick, setNotesTick] = useState(0)
  const [state, send] = useMachine(
    playerActionMachine.provide({
      actors: { perform: fromPromise(({ input }) => performPlayerAction(input)) },
    }),
    { input: { username } },
  )
  const may = (p: Permission) => operator.permissions.includes(p)
  const d = detail.data
  const locked = d?.profile.locked ?? false
  const actions = ACTIONS.filter((a) => (a.kind === 'lock' ? !locked : a.kind === 'unlock' ? locked : true))
  const c = state.context
  const current = ACTIONS.find((a) => a.kind === c.kind)
  const error = c.error ? ('key' in c.error ? t(c.error.key) : c.error.text) : null
  const close = () => {
    const changed = state.hasTag('changed')
    send({ type: 'close' })
    if (changed) {
      detail.reload()
      setNotesTick((n) => n + 1)
    }
  }
  const tabs: [ConsoleKey, ReactNode][] = d
    ? [
        ['player.tab.profile', <Profile key="p" d={d} />],
        ['player.tab.balances', <Balances key="b" d={d} />],
        ['player.tab.ledger', <Ledger key="l" username={username} />],
        ['player.tab.deposits', <Deposits key="d" username={username} />],
        ['player.tab.withdrawals', <Withdrawals key="w" username={username} />],
        ['player.tab.bets', <Bets key="bt" username={username} />],
        ['player.tab.logins', <Logins key="lg" username={username} />],
        ['player.tab.notes', <Notes key={`n${notesTick}`} username={username} />],
      ]
    : []
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Link href="/players" className="text-sm text-ink-400 hover:text-ink-100">
            ← {t('nav.players')}
          </Link>
          <h1 className="text-lg font-semibold text-ink-50">{username}</h1>
          {d ? (
            <>
              <span className="text-ink-300">{d.profile.realname}</span>
              {locked ? (
                <Badge tone="red">{t('state.locked')}</Badge>
              ) : (
                <Badge tone="green">{t('state.active')}</Badge>
              )}
              {d.profile.isagent ? <Badge tone="gold">代理</Badge> : null}
            </>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {actions.map((a) => (
            <Button
              key={a.kind}
              size="sm"
              tone={a.tone}
              disabled={!d || !may(a.permission)}
              title={may(a.permission) ? undefined : t('app.forbidden')}
              onClick={() => send({ type: 'open', kind: a.kind })}
            >
              {t(a.key)}
            </Button>
          ))}
        </div>
      </div>
      {detail.error ? (
        <Notice kind="error" title={t('app.error')} text={detail.error}>
          <Button onClick={detail.reload}>{t('app.retry')}</Button>
        </Notice>
      ) : !d ? (
        <p className="p-10 text-center text-ink-300">
          <Spinner /> {t('app.loading')}
        </p>
      ) : (
        <TabGroup>
          <TabList className="mb-3 flex gap-1 border-b border-white/8">
            {tabs.map(([k]) => (
              <Tab
                key={k}
                className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm text-ink-300 data-hover:text-ink-50 data-selected:border-gold-400 data-selected:text-gold-200 focus:outline-none"
              >
                {t(k)}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            {tabs.map(([k, panel]) => (
              <TabPanel key={k}>{panel}</TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      )}
      {current ? (
        <Modal open title={t(current.key)} onClose={state.matches('performing') ? () => {} : close}>
          {error ? (
            <div className="mb-3">
              <Notice kind="error" text={error} />
            </div>
          ) : null}
          {state.matches('editing') ? (
            <form
              className="flex flex-col gap-3"
              onSubmit={(e) => {
                e.preventDefault()
                send({ type: 'submit' })
              }}
            >
              {ACTION_FIELDS[current.kind].map((f) =>
                f === 'content' || f === 'note' ? (
                  <TextArea
                    key={f}
                    label={t(FIELD_LABEL[f])}
                    value={c.form[f] ?? ''}
                    onChange={(v) => send({ type: 'field', field: f, value: v })}
                  />
                ) : (
                  <TextField
                    key={f}
                    label={t(FIELD_LABEL[f])}
                    value={c.form[f] ?? ''}
                    onChange={(e) => send({ type: 'field', field: f, value: e.target.value })}
                  />
                ),
              )}
              <div className="flex justify-end gap-2">
                <Button tone="ghost" onClick={close}>
                  {t('app.cancel')}
                </Button>
                <Button tone="primary" type="submit">
                  {t('app.confirm')}
                </Button>
              </div>
            </form>
          ) : state.matches('confirming') || state.matches('performing') ? (
            <div className="flex flex-col gap-3">
              <Notice kind="warn" text={t('player.confirm', { user: username, action: t(current.key) })} />
              <div className="flex justify-end gap-2">
                <Button
                  tone="ghost"
                  disabled={state.matches('performing')}
                  onClick={() => send({ type: 'back' })}
                >
                  {t('app.back')}
                </Button>
                <Button
                  tone={current.tone === 'danger' ? 'danger' : 'primary'}
                  disabled={state.matches('performing')}
                  onClick={() => send({ type: 'confirm' })}
                >
                  {state.matches('performing') ? <Spinner /> : null}
                  {t('app.confirm')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-col gap-3">
              <Notice kind="success" text={t('player.done')} />
              {c.result?.tempPassword ? (
                <div className="text-sm text-ink-300">
                  {t('player.tempPassword')}
                  <div className="mt-1 select-all rounded-sm bg-navy-950 px-2 py-1 font-mono text-gold-200">
                    {c.result.tempPassword}
                  </div>
                </div>
              ) : null}
              <div className="flex justify-end">
                <Button tone="primary" onClick={close}>
                  {t('app.close')}
                </Button>
              </div>
            </div>
          )}
        </Modal>
      ) : null}
    </div>
  )
}

type Detail = Res<'player'>

function Pairs({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-ink-400">{k}</dt>
          <dd className="min-w-0 break-all text-ink-50">{v}</dd>
        </div>
      ))}
    </dl>
  )
}

function Profile({ d }: { d: Detail }) {
  const { t } = useT()
  const p = d.profile
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={t('player.tab.profile')}>
        <Pairs
          items={[
            ['ID', p.id],
            [t('col.username'), p.username],
            [t('col.realName'), p.realname || '—'],
            [t('col.mobile'), p.mobile || '—'],
            ['Email', p.email || '—'],
            ['VIP', p.vip],
            [t('col.time'), p.created_at],
            [t('col.ip'), p.register_ip],
            [t('col.lastLogin'), `${p.last_login_at ?? '—'} ${p.last_login_ip}`],
            [t('player.tab.logins'), p.login_count],
            [t('col.status'), p.locked ? `${t('state.locked')} ${p.locked_reason}` : t('state.active')],
          ]}
        />
      </Card>
      <Card title={t('col.details')}>
        {p.cards.length === 0 ? (
          <p className="text-sm text-ink-400">{t('app.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {p.cards.map((card) => (
              <li
                key={`${card.kind}${card.card_no}${card.address}`}
                className="rounded-sm bg-navy-850 px-3 py-2"
              >
                <span className="text-ink-300">
                  {card.kind} {card.bank}
                </span>{' '}
                <span className="font-mono">{card.card_no || card.address}</span> {card.owner}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}

function Balances({ d }: { d: Detail }) {
  const { t } = useT()
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card title={`${t('col.balance')} · ${t('player.live')}`}>
        <div className="text-2xl text-gold-200">
          <Money value={d.balances.central} />
        </div>
      </Card>
      <Card title={t('col.venues')}>
        {d.balances.venues.length === 0 ? (
          <p className="text-sm text-ink-400">{t('app.empty')}</p>
        ) : (
          <Pairs items={d.balances.venues.map((v) => [v.venue, <Money key={v.venue} value={v.balance} />])} />
        )}
      </Card>
      <Card title={t('review.wagering')}>
        <Pairs
          items={[
            [
              t('review.wagering'),
              <span key="w">
                <Money value={d.wagering.done} /> / <Money value={d.wagering.required} />
              </span>,
            ],
          ]}
        />
      </Card>
    </div>
  )
}

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
      rows={list.data ? list.data.rows : list.error ? [] : null}
      total={list.data?.total ?? 0}
      pagination={pagination}
      onPagination={setPagination}
      loading={list.loading}
      error={list.error}
      onRetry={list.reload}
      empty={t('app.empty')}
      rowKey={rowKey}
    />
  )
}

const timeCell = (at: string) => <span className="whitespace-nowrap text-xs text-ink-300">{at}</span>

function Ledger({ username }: { username: string }) {
  const { t } = useT()
  type R = Res<'playerLedger'>['rows'][number]
  return (
    <PagedTab<R>
      load={(page, per_page) => api('playerLedger', { username, page, per_page })}
      rowKey={(r) => String(r.id)}
      columns={[
        { id: 'at', header: t('col.time'), cell: ({ row }) => timeCell(row.original.at) },
        { id: 'kind', header: t('col.action'), cell: ({ row }) => row.original.kind },
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

function Deposits({ username }: { username: string }) {
  const { t } = useT()
  type R = Res<'playerDeposits'>['rows'][number]
  return (
    <PagedTab<R>
      load={(page, per_page) => api('playerDeposits', { username, page, per_page })}
      rowKey={(r) => r.order_no}
      columns={[
        {
          id: 'order',
          header: t('col.order'),
          cell: ({ row }) => <span className="font-mono text-xs">{row.original.order_no}</span>,
        },
        { id: 'amount', header: t('col.amount'), cell: ({ row }) => <Money value={row.original.amount} /> },
        { id: 'channel', header: t('col.channel'), cell: ({ row }) => row.original.paytype },
        { id: 'state', header: t('col.state'), cell: ({ row }) => stateBadge(t, row.original.state) },
        { id: 'by', header: t('col.operator'), cell: ({ row }) => row.original.reviewed_by || '—' },
        { id: 'at', header: t('col.time'), cell: ({ row }) => timeCell(row.original.created_at) },
      ]}
    />
  )
}

function Withdrawals({ username }: { username: string }) {
  const { t } = useT()
  type R = Res<'playerWithdrawals'>['rows'][number]
  return (
    <PagedTab<R>
      load={(page, per_page) => api('playerWithdrawals', { username, page, per_page })}
      rowKey={(r) => r.order_no}
      columns={[
        {
          id: 'order',
          header: t('col.order'),
          cell: ({ row }) => <span className="font-mono text-xs">{row.original.order_no}</span>,
        },
        { id: 'amount', header: t('col.amount'), cell: ({ row }) => <Money value={row.original.amount} /> },
        {
          id: 'dest',
          header: t('col.details'),
          cell: ({ row }) => (
            <span className="font-mono text-xs">
              {row.original.destination.card_no || row.original.destination.usdt_address}
            </span>
          ),
        },
        { id: 'state', header: t('col.state'), cell: ({ row }) => stateBadge(t, row.original.state) },
        { id: 'by', header: t('col.operator'), cell: ({ row }) => row.original.reviewed_by || '—' },
        { id: 'at', header: t('col.time'), cell: ({ row }) => timeCell(row.original.created_at) },
      ]}
    />
  )
}

function Bets({ username }: { username: string }) {
  const { t } = useT()
  type R = Res<'playerBets'>['rows'][number]
  return (
    <PagedTab<R>
      load={(page, per_page) => api('playerBets', { username, page, per_page })}
      rowKey={(r) => r.id}
      columns={[
        { id: 'at', header: t('col.time'), cell: ({ row }) => timeCell(row.original.at) },
        { id: 'venue', header: t('col.venue'), cell: ({ row }) => row.original.venue },
        { id: 'game', header: t('col.activity'), cell: ({ row }) => row.original.game },
        { id: 'stake', header: t('review.bets30'), cell: ({ row }) => <Money value={row.original.stake} /> },
        { id: 'payout', header: t('col.amount'), cell: ({ row }) => <Money value={row.original.payout} /> },
      ]}
    />
  )
}

function Logins({ username }: { username: string }) {
  const { t } = useT()
  type R = Res<'playerLogins'>['rows'][number]
  return (
    <PagedTab<R>
      load={(page, per_page) => api('playerLogins', { username, page, per_page })}
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

function Notes({ username }: { username: string }) {
  const { t } = useT()
  const notes = useLoad(() => api('playerNotes', { username }), [username], t('app.error'))
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
