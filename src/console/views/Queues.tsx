// The five review queues on one pattern: a server-paged table of the queue (pending by default, or
// the reviewed ones), and a review dialog for the chosen item driven by the review machine. After a
// decision (or a 409: someone else was first) the table and the navigation counts are read again.
import type { PaginationState } from '@tanstack/react-table'
import { useMachine } from '@xstate/react'
import { type ReactNode, useState } from 'react'
import { Link } from 'wouter'
import { fromPromise } from 'xstate'
import { api, decide, type QueueName, type Res } from '../endpoints'
import { type ConsoleKey, type T, useT } from '../i18n'
import { type Decision, reviewMachine } from '../machines/review.machine'
import { type Column, DataTable } from '../ui/DataTable'
import { Badge, Button, Modal, Money, Notice, PageHeader, Select, Spinner, TextArea } from '../ui/kit'
import { useLoad } from '../ui/useLoad'

type Rows = {
  deposits: Res<'depositQueue'>['rows'][number]
  withdrawals: Res<'withdrawalQueue'>['rows'][number]
  agents: Res<'agentQueue'>['rows'][number]
  activities: Res<'activityQueue'>['rows'][number]
  transfers: Res<'transferQueue'>['rows'][number]
}
type AnyRow = Rows[QueueName]

const TITLE: Record<QueueName, ConsoleKey> = {
  deposits: 'nav.deposits',
  withdrawals: 'nav.withdrawals',
  agents: 'nav.agents',
  activities: 'nav.activities',
  transfers: 'nav.transfers',
}

const load = (
  queue: QueueName,
  page: number,
  perPage: number,
  state: number,
): Promise<{ rows: AnyRow[]; total: number }> => {
  const q = { page, per_page: perPage, state }
  switch (queue) {
    case 'deposits':
      return api('depositQueue', q)
    case 'withdrawals':
      return api('withdrawalQueue', q)
    case 'agents':
      return api('agentQueue', q)
    case 'activities':
      return api('activityQueue', q)
    case 'transfers':
      return api('transferQueue', { page, per_page: perPage })
  }
}

/** The item's key for the review call. */
const keyOf = (queue: QueueName, row: AnyRow) =>
  queue === 'deposits' || queue === 'withdrawals'
    ? (row as Rows['deposits']).order_no
    : String((row as Rows['agents']).id)

export const stateBadge = (t: T, state: number) =>
  state === 1 ? (
    <Badge tone="gold">{t('state.pending')}</Badge>
  ) : state === 2 ? (
    <Badge tone="green">{t('state.approved')}</Badge>
  ) : (
    <Badge tone="red">{t('state.refused')}</Badge>
  )

const playerLink = (username: string) => (
  <Link href={`/players/${encodeURIComponent(username)}`} className="text-info-400 hover:underline">
    {username}
  </Link>
)

function columnsOf(queue: QueueName, t: T, review: (row: AnyRow) => void): Column<AnyRow>[] {
  const action: Column<AnyRow> = {
    id: 'actions',
    header: t('col.actions'),
    cell: ({ row }) => {
      const r = row.original as { state: number | string }
      const open = queue === 'transfers' || r.state === 1
      return open ? (
        <Button size="sm" tone="primary" onClick={() => review(row.original)}>
          {queue === 'transfers' ? t('review.retry') : t('review.view')}
        </Button>
      ) : null
    },
  }
  const time: Column<AnyRow> = {
    id: 'time',
    header: t('col.time'),
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-xs text-ink-300">
        {(row.original as { created_at: string }).created_at}
      </span>
    ),
  }
  const state: Column<AnyRow> = {
    id: 'state',
    header: t('col.state'),
    cell: ({ row }) => stateBadge(t, (row.original as { state: number }).state),
  }
  switch (queue) {
    case 'deposits':
      return [
        {
          id: 'order',
          header: t('col.order'),
          cell: ({ row }) => (
            <span className="font-mono text-xs">{(row.original as Rows['deposits']).order_no}</span>
          ),
        },
        {
          id: 'player',
          header: t('col.player'),
          cell: ({ row }) => {
            const r = row.original as Rows['deposits']
            return (
              <div>
                {playerLink(r.username)}
                <div className="text-xs text-ink-400">{r.realname}</div>
              </div>
            )
          },
        },
        {
          id: 'amount',
          header: t('col.amount'),
          cell: ({ row }) => <Money value={(row.original as Rows['deposits']).amount} />,
        },
        {
          id: 'channel',
          header: t('col.channel'),
          cell: ({ row }) => (row.original as Rows['deposits']).paytype,
        },
        {
          id: 'payer',
          header: t('col.details'),
          cell: ({ row }) => <Payer row={row.original as Rows['deposits']} />,
        },
        time,
        state,
        action,
      ]
    case 'withdrawals':
      return [
        {
          id: 'order',
          header: t('col.order'),
          cell: ({ row }) => (
            <span className="font-mono text-xs">{(row.original as Rows['withdrawals']).order_no}</span>
          ),
        },
        {
          id: 'player',
          header: t('col.player'),
          cell: ({ row }) => {
            const r = row.original as Rows['withdrawals']
            return (
              <div>
                {playerLink(r.username)}
                <div className="text-xs text-ink-400">{r.realname}</div>
              </div>
            )
          },
        },
        {
          id: 'amount',
          header: t('col.amount'),
          cell: ({ row }) => <Money value={(row.original as Rows['withdrawals']).amount} />,
        },
        {
          id: 'dest',
          header: t('col.details'),
          cell: ({ row }) => <Destination row={row.original as Rows['withdrawals']} />,
        },
        {
          id: 'risk',
          header: t('col.risk'),
          cell: ({ row }) => <Risk row={row.original as Rows['withdrawals']} />,
        },
        time,
        state,
        action,
      ]
    case 'agents':
      return [
        {
          id: 'player',
          header: t('col.player'),
          cell: ({ row }) => {
            const r = row.original as Rows['agents']
            return (
              <div>
                {playerLink(r.username)}
                <div className="text-xs text-ink-400">{r.realname}</div>
              </div>
            )
          },
        },
        {
          id: 'mobile',
          header: t('col.mobile'),
          cell: ({ row }) => (
            <span className="font-mono text-xs">{(row.original as Rows['agents']).mobile}</span>
          ),
        },
        {
          id: 'info',
          header: t('col.info'),
          cell: ({ row }) => (
            <span className="line-clamp-2 max-w-md">{(row.original as Rows['agents']).apply_info}</span>
          ),
        },
        time,
        state,
        action,
      ]
    case 'activities':
      return [
        {
          id: 'player',
          header: t('col.player'),
          cell: ({ row }) => playerLink((row.original as Rows['activities']).username),
        },
        {
          id: 'activity',
          header: t('col.activity'),
          cell: ({ row }) => (row.original as Rows['activities']).activity,
        },
        {
          id: 'bonus',
          header: t('col.bonus'),
          cell: ({ row }) => {
            const r = row.original as Rows['activities']
            return (
              <span>
                <Money value={r.bonus} /> <span className="text-xs text-ink-400">×{r.turnover_multiple}</span>
              </span>
            )
          },
        },
        time,
        state,
        action,
      ]
    case 'transfers':
      return [
        {
          id: 'player',
          header: t('col.player'),
          cell: ({ row }) => playerLink((row.original as Rows['transfers']).username),
        },
        { id: 'venue', header: t('col.venue'), cell: ({ row }) => (row.original as Rows['transfers']).venue },
        {
          id: 'direction',
          header: t('col.direction'),
          cell: ({ row }) => (row.original as Rows['transfers']).direction,
        },
        {
          id: 'amount',
          header: t('col.amount'),
          cell: ({ row }) => <Money value={(row.original as Rows['transfers']).amount} />,
        },
        {
          id: 'state',
          header: t('col.state'),
          cell: ({ row }) => {
            const r = row.original as Rows['transfers']
            return (
              <span className="text-xs">
                {r.state} · {r.attempts}
                <div className="max-w-xs truncate text-danger-400" title={r.last_error}>
                  {r.last_error}
                </div>
              </span>
            )
          },
        },
        {
          id: 'age',
          header: t('col.age'),
          cell: ({ row }) => {
            const r = row.original as Rows['transfers']
            return (
              <span className="whitespace-nowrap">
                {r.age_minutes} min {r.old ? <Badge tone="red">{t('review.old')}</Badge> : null}
              </span>
            )
          },
        },
        time,
        action,
      ]
  }
}

function Payer({ row }: { row: Rows['deposits'] }) {
  const { t } = useT()
  const p = row.payer
  return (
    <div className="text-xs leading-5">
      {p.usdt_address ? (
        <div className="font-mono break-all">
          {p.usdt_protocol} {p.usdt_address}
        </div>
      ) : (
        <div>
          {p.bank} <span className="font-mono">{p.bank_no}</span> {p.bank_owner}
        </div>
      )}
      {row.duplicate ? (
        <span title={row.duplicate_of.join(', ')}>
          <Badge tone="red">{t('review.duplicate')}</Badge>
        </span>
      ) : null}
    </div>
  )
}

function Destination({ row }: { row: Rows['withdrawals'] }) {
  const d = row.destination
  return (
    <div className="text-xs leading-5">
      {d.usdt_address ? (
        <div className="max-w-56 break-all font-mono">
          {d.kind} {d.usdt_address}
        </div>
      ) : (
        <div>
          {d.bank} <span className="font-mono">{d.card_no}</span> {d.owner}
        </div>
      )}
    </div>
  )
}

/** The context risk reads before paying out: wagering, 30-day money, net position, shared payees. */
export function Risk({ row }: { row: Rows['withdrawals'] }) {
  const { t } = useT()
  const r = row.risk
  const required = Number(r.wagering_required)
  const pct = required > 0 ? Math.min(100, Math.round((Number(r.wagering_done) / required) * 100)) : 100
  return (
    <div className="grid min-w-64 grid-cols-2 gap-x-3 gap-y-0.5 text-xs">
      <div className="col-span-2">
        <div className="flex justify-between text-ink-300">
          <span>{t('review.wagering')}</span>
          <span className={r.wagering_met ? 'text-success-400' : 'text-danger-400'}>
            <Money value={r.wagering_done} /> / <Money value={r.wagering_required} />
          </span>
        </div>
        <div className="mt-0.5 h-1 rounded-full bg-navy-700">
          <div
            className={`h-1 rounded-full ${r.wagering_met ? 'bg-success-500' : 'bg-danger-500'}`}
            style={{ width: `${pct}%` }}
          />
        </div>
      </div>
      <span className="text-ink-400">{t('review.deposits30')}</span>
      <Money value={r.deposits_30d} />
      <span className="text-ink-400">{t('review.bets30')}</span>
      <Money value={r.bets_30d} />
      <span className="text-ink-400">{t('review.net')}</span>
      <Money value={r.net_position} signed />
      <span className="text-ink-400">{t('review.shared')}</span>
      <span className={r.shared_with.length ? 'text-danger-400' : 'text-ink-300'}>
        {r.shared_with.length ? r.shared_with.join('、') : t('review.none')}
      </span>
    </div>
  )
}

export function QueueView({ queue, onChanged }: { queue: QueueName; onChanged: () => void }) {
  const { t } = useT()
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 })
  const [state, setState] = useState<'1' | '2' | '3'>('1')
  const [reviewing, setReviewing] = useState<AnyRow | null>(null)
  const list = useLoad(
    () => load(queue, pagination.pageIndex + 1, pagination.pageSize, Number(state)),
    [queue, pagination.pageIndex, pagination.pageSize, state],
    t('app.error'),
  )
  const columns = columnsOf(queue, t, setReviewing)
  return (
    <div>
      <PageHeader title={t(TITLE[queue])}>
        {queue !== 'transfers' ? (
          <Select
            label={t('col.state')}
            value={state}
            onChange={(v) => {
              setState(v)
              setPagination((p) => ({ ...p, pageIndex: 0 }))
            }}
            options={[
              { value: '1', label: t('state.pending') },
              { value: '2', label: t('state.approved') },
              { value: '3', label: t('state.refused') },
            ]}
          />
        ) : null}
        <Button onClick={list.reload}>
          {list.loading ? <Spinner /> : null}
          {t('app.refresh')}
        </Button>
      </PageHeader>
      <DataTable<AnyRow>
        label={t(TITLE[queue])}
        columns={columns}
        rows={list.data ? list.data.rows : list.error ? [] : null}
        total={list.data?.total ?? 0}
        pagination={pagination}
        onPagination={setPagination}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={t('queue.empty')}
        rowKey={(r) => keyOf(queue, r)}
      />
      {reviewing ? (
        <ReviewDialog
          key={keyOf(queue, reviewing)}
          queue={queue}
          row={reviewing}
          onClose={(changed) => {
            setReviewing(null)
            if (changed) {
              list.reload()
              onChanged()
            }
          }}
        />
      ) : null}
    </div>
  )
}

function ReviewDialog({
  queue,
  row,
  onClose,
}: {
  queue: QueueName
  row: AnyRow
  onClose: (changed: boolean) => void
}) {
  const { t } = useT()
  const [state, send] = useMachine(
    reviewMachine.provide({
      actors: { decide: fromPromise(({ input }) => decide(queue, input.id, input.decision, input.note)) },
    }),
    {
      input: {
        id: keyOf(queue, row),
        reasonRequired: queue === 'agents' || queue === 'activities',
        decisions: queue === 'transfers' ? ['approve'] : ['approve', 'refuse'],
      },
    },
  )
  const c = state.context
  const close = () => onClose(state.hasTag('changed'))
  const label = (d: Decision) =>
    queue === 'transfers' ? t('review.retry') : d === 'approve' ? t('review.approve') : t('review.refuse')
  const error = c.error ? ('key' in c.error ? t(c.error.key) : c.error.text) : null
  const needsReason = queue === 'agents' || queue === 'activities'
  return (
    <Modal
      open
      title={`${t(TITLE[queue])} · ${keyOf(queue, row)}`}
      onClose={state.matches('submitting') ? () => {} : close}
      wide
    >
      <div className="mb-4 rounded-sm bg-navy-900 p-3 text-sm">
        <Summary queue={queue} row={row} />
      </div>
      {error ? (
        <div className="mb-3">
          <Notice kind="error" text={error} />
        </div>
      ) : null}
      {state.matches('viewing') ? (
        <div className="flex justify-end gap-2">
          <Button tone="ghost" onClick={close}>
            {t('app.cancel')}
          </Button>
          {c.decisions.includes('refuse') ? (
            <Button tone="danger" onClick={() => send({ type: 'choose', decision: 'refuse' })}>
              {label('refuse')}
            </Button>
          ) : null}
          <Button tone="success" onClick={() => send({ type: 'choose', decision: 'approve' })}>
            {label('approve')}
          </Button>
        </div>
      ) : state.matches('noting') ? (
        <div className="flex flex-col gap-3">
          <TextArea
            label={c.decision === 'refuse' && needsReason ? t('review.reason') : t('review.note')}
            value={c.note}
            onChange={(v) => send({ type: 'note', value: v })}
          />
          <div className="flex justify-end gap-2">
            <Button tone="ghost" onClick={() => send({ type: 'back' })}>
              {t('app.back')}
            </Button>
            <Button tone="primary" onClick={() => send({ type: 'next' })}>
              {label(c.decision!)}
            </Button>
          </div>
        </div>
      ) : state.matches('confirming') || state.matches('submitting') ? (
        <div className="flex flex-col gap-3">
          <Notice
            kind={c.decision === 'refuse' ? 'warn' : 'info'}
            text={c.decision === 'refuse' ? t('review.confirmRefuse') : t('review.confirmApprove')}
          />
          {c.note ? (
            <p className="text-sm text-ink-300">
              {t('col.note')}：{c.note}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button
              tone="ghost"
              disabled={state.matches('submitting')}
              onClick={() => send({ type: 'back' })}
            >
              {t('app.back')}
            </Button>
            <Button
              tone={c.decision === 'refuse' ? 'danger' : 'success'}
              disabled={state.matches('submitting')}
              onClick={() => send({ type: 'confirm' })}
            >
              {state.matches('submitting') ? <Spinner /> : null}
              {t('app.confirm')}
            </Button>
          </div>
        </div>
      ) : state.matches('done') ? (
        <div className="flex flex-col gap-3">
          <Notice
            kind="success"
            text={c.decision === 'refuse' ? t('review.doneRefuse') : t('review.doneApprove')}
          />
          <div className="flex justify-end">
            <Button tone="primary" onClick={close}>
              {t('app.close')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <Notice kind="warn" text={t('review.already')} />
          <div className="flex justify-end">
            <Button tone="primary" onClick={close}>
              {t('app.close')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  )
}

function Summary({ queue, row }: { queue: QueueName; row: AnyRow }): ReactNode {
  const { t } = useT()
  const line = (k: ConsoleKey, v: ReactNode) => (
    <div className="flex gap-3 py-0.5">
      <span className="w-24 shrink-0 text-ink-400">{t(k)}</span>
      <span className="min-w-0 text-ink-50">{v}</span>
    </div>
  )
  switch (queue) {
    case 'deposits': {
      const r = row as Rows['deposits']
      return (
        <>
          {line('col.player', `${r.username} ${r.realname}`)}
          {line('col.amount', <Money value={r.amount} />)}
          {line('col.channel', r.paytype)}
          {line('col.details', <Payer row={r} />)}
          {line('col.time', r.created_at)}
        </>
      )
    }
    case 'withdrawals': {
      const r = row as Rows['withdrawals']
      return (
        <>
          {line('col.player', `${r.username} ${r.realname}`)}
          {line('col.amount', <Money value={r.amount} />)}
          {line('col.details', <Destination row={r} />)}
          {line('col.risk', <Risk row={r} />)}
        </>
      )
    }
    case 'agents': {
      const r = row as Rows['agents']
      return (
        <>
          {line('col.player', `${r.username} ${r.realname}`)}
          {line('col.mobile', r.mobile)}
          {line('col.info', r.apply_info)}
        </>
      )
    }
    case 'activities': {
      const r = row as Rows['activities']
      return (
        <>
          {line('col.player', r.username)}
          {line('col.activity', r.activity)}
          {line(
            'col.bonus',
            <>
              <Money value={r.bonus} /> ×{r.turnover_multiple}
            </>,
          )}
        </>
      )
    }
    case 'transfers': {
      const r = row as Rows['transfers']
      return (
        <>
          {line('col.player', r.username)}
          {line('col.venue', `${r.venue} · ${r.direction}`)}
          {line('col.amount', <Money value={r.amount} />)}
          {line('col.state', `${r.state} · ${r.last_error}`)}
        </>
      )
    }
  }
}
