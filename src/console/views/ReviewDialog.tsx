// The review dialog of one queue item, driven by the review machine: the item's summary, then the
// decision, a note (a reason where refusing needs one), the confirmation and the server's answer.
import { useMachine } from '@xstate/react'
import type { ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { displayMoney } from '../../../core/money'
import type { QueueName } from '../endpoints'
import { type ConsoleKey, type T, useT } from '../i18n'
import { type Decision, reviewMachine } from '../machines/review.machine'
import { Button, Modal, Money, Notice, TextArea } from '../ui/kit'
import { channelName, directionName, transferStateName, venueName } from '../ui/names'
import { SubmittedNotice } from './approvals/Submitted'
import { CloseButton, ConfirmButtons } from './DialogButtons'
import { Destination, Payer, Risk } from './QueueDetails'
import { decide } from './queueCalls'
import { type AnyRow, keyOf, type Rows, TITLE } from './queueRows'

export function ReviewDialog({
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
            text={confirmText(t, queue, row, c.decision ?? 'approve')}
          />
          {c.note ? (
            <p className="text-sm text-ink-300">
              {t('col.note')}：{c.note}
            </p>
          ) : null}
          <ConfirmButtons
            busy={state.matches('submitting')}
            tone={c.decision === 'refuse' ? 'danger' : 'success'}
            onBack={() => send({ type: 'back' })}
            onConfirm={() => send({ type: 'confirm' })}
          />
        </div>
      ) : state.matches('done') ? (
        <div className="flex flex-col gap-3">
          <Notice
            kind="success"
            text={c.decision === 'refuse' ? t('review.doneRefuse') : t('review.doneApprove')}
          />
          <CloseButton onClose={close} />
        </div>
      ) : state.matches('submittedForApproval') && c.approval ? (
        <div className="flex flex-col gap-3">
          <SubmittedNotice approval={c.approval} />
          <CloseButton onClose={close} />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <Notice kind="warn" text={t('review.already')} />
          <CloseButton onClose={close} />
        </div>
      )}
    </Modal>
  )
}

/**
 * The confirmation restates what is decided: the player, the amount (core/money's digits, no float)
 * and the order or application number, e.g. "确认通过 player1 的存款 200.00 元（订单 D…）？".
 */
export function confirmText(t: T, queue: QueueName, row: AnyRow, decision: Decision): string {
  const order = keyOf(queue, row)
  const amount = (v: string) => displayMoney(v, '')
  const key = `review.confirm.${decision}.${queue}` as ConsoleKey
  switch (queue) {
    case 'deposits':
    case 'withdrawals':
    case 'transfers': {
      const r = row as Rows['deposits' | 'withdrawals' | 'transfers']
      return t(key, { player: r.username, amount: amount(r.amount), order })
    }
    case 'activities': {
      const r = row as Rows['activities']
      return t(key, { player: r.username, activity: r.activity, amount: amount(r.bonus), order })
    }
    case 'agents':
      return t(key, { player: (row as Rows['agents']).username, order })
  }
}

function Summary({ queue, row }: { queue: QueueName; row: AnyRow }): ReactNode {
  const { t, lang } = useT()
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
          {line('col.channel', channelName(t, r.paytype))}
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
          {line('col.venue', `${venueName(lang, r.venue)} · ${directionName(t, r.direction)}`)}
          {line('col.amount', <Money value={r.amount} />)}
          {line(
            'col.state',
            r.last_error
              ? `${transferStateName(t, r.state)} · ${r.last_error}`
              : transferStateName(t, r.state),
          )}
        </>
      )
    }
  }
}
