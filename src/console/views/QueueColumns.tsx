// The columns of each review queue's table; the last opens the review dialog of a pending item (the
// retry of an open transfer), or on a decided deposit, withdrawal or application shows who decided,
// when, and the note. Codes (channel, direction, a transfer's state) are named in words.
import type { QueueName } from '../endpoints'
import type { ConsoleLang, T } from '../i18n'
import type { Column } from '../ui/DataTable'
import { Badge, Button, Money } from '../ui/kit'
import { channelName, directionName, transferStateName, venueName } from '../ui/names'
import { playerLink, stateBadge, timeCell } from './cells'
import { Decision, Destination, Payer, Risk } from './QueueDetails'
import type { AnyRow, Rows } from './queueRows'

export function columnsOf(
  queue: QueueName,
  t: T,
  review: (row: AnyRow) => void,
  lang: ConsoleLang = 'zh',
): Column<AnyRow>[] {
  const action: Column<AnyRow> = {
    id: 'actions',
    header: t('col.actions'),
    cell: ({ row }) => {
      const r = row.original as { state: number | string }
      if (queue === 'transfers' && r.state !== 'pending') return null
      const open = queue === 'transfers' || r.state === 1
      if (open)
        return (
          <Button size="sm" tone="primary" onClick={() => review(row.original)}>
            {queue === 'transfers' ? t('review.retry') : t('review.view')}
          </Button>
        )
      return <Decision row={row.original as Rows['deposits']} />
    },
  }
  const time: Column<AnyRow> = {
    id: 'time',
    header: t('col.time'),
    cell: ({ row }) => timeCell((row.original as { created_at: string }).created_at),
  }
  const order: Column<AnyRow> = {
    id: 'order',
    header: t('col.order'),
    cell: ({ row }) => (
      <span className="font-mono text-xs">{(row.original as { order_no: string }).order_no}</span>
    ),
  }
  const amount: Column<AnyRow> = {
    id: 'amount',
    header: t('col.amount'),
    cell: ({ row }) => <Money value={(row.original as { amount: string }).amount} />,
  }
  /** The player with the real name under it (the queues whose rows carry it). */
  const playerWithName: Column<AnyRow> = {
    id: 'player',
    header: t('col.player'),
    cell: ({ row }) => {
      const r = row.original as { username: string; realname: string }
      return (
        <div>
          {playerLink(r.username)}
          <div className="text-xs text-ink-400">{r.realname}</div>
        </div>
      )
    },
  }
  const state: Column<AnyRow> = {
    id: 'state',
    header: t('col.state'),
    cell: ({ row }) => stateBadge(t, (row.original as { state: number }).state),
  }
  switch (queue) {
    case 'deposits':
      return [
        order,
        playerWithName,
        amount,
        {
          id: 'channel',
          header: t('col.channel'),
          cell: ({ row }) => channelName(t, (row.original as Rows['deposits']).paytype),
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
        order,
        playerWithName,
        amount,
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
        playerWithName,
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
        {
          id: 'venue',
          header: t('col.venue'),
          cell: ({ row }) => venueName(lang, (row.original as Rows['transfers']).venue),
        },
        {
          id: 'direction',
          header: t('col.direction'),
          cell: ({ row }) => directionName(t, (row.original as Rows['transfers']).direction),
        },
        amount,
        {
          id: 'state',
          header: t('col.state'),
          cell: ({ row }) => {
            const r = row.original as Rows['transfers']
            return (
              <span className="text-xs">
                {transferStateName(t, r.state)} · {r.attempts}
                {r.settled_at ? (
                  <div className="text-ink-400">{t('queue.settledAt', { at: r.settled_at })}</div>
                ) : null}
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
                {t('queue.ageMinutes', { n: r.age_minutes })}{' '}
                {r.old ? <Badge tone="red">{t('review.old')}</Badge> : null}
              </span>
            )
          },
        },
        time,
        action,
      ]
  }
}
