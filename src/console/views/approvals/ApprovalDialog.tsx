// The decision on one four-eyes request, driven by the approval machine: the request's summary, then
// approve (disabled with the reason when it is the operator's own or expired) or refuse with a reason,
// the confirmation and the server's answer.
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { ApprovalRow } from '../../../../core/contract/admin'
import { type ConsoleKey, useT } from '../../i18n'
import { approvalMachine } from '../../machines/approval.machine'
import { Button, Modal, Notice, TextArea } from '../../ui/kit'
import { CloseButton, ConfirmButtons } from '../DialogButtons'
import { decideApproval } from './calls'
import { ApprovalSummary } from './summary'

export function ApprovalDialog({ row, onClose }: { row: ApprovalRow; onClose: (changed: boolean) => void }) {
  const { t } = useT()
  const [state, send] = useMachine(
    approvalMachine.provide({
      actors: { decide: fromPromise(({ input }) => decideApproval(input)) },
    }),
    { input: { id: row.id, mine: row.mine, expired: row.state === 'expired' } },
  )
  const c = state.context
  const close = () => onClose(state.hasTag('changed'))
  const error = c.error ? ('key' in c.error ? t(c.error.key) : c.error.text) : null
  const refuseLabel = row.mine ? t('approval.withdraw') : t('approval.refuse')
  const why: ConsoleKey | null = row.mine
    ? 'approval.ownNote'
    : row.state === 'expired'
      ? 'approval.expiredNote'
      : null
  return (
    <Modal
      open
      title={`${t(`approval.kind.${row.kind}` as ConsoleKey)} · #${row.id}`}
      onClose={state.hasTag('busy') ? () => {} : close}
      wide
    >
      <div className="mb-4 rounded-sm bg-navy-900 p-3 text-sm">
        <ApprovalSummary row={row} />
      </div>
      {error ? (
        <div className="mb-3">
          <Notice kind="error" text={error} />
        </div>
      ) : null}
      {state.matches('viewing') ? (
        <div className="flex flex-col gap-3">
          {why ? <Notice kind="warn" text={t(why)} /> : null}
          <div className="flex justify-end gap-2">
            <Button tone="ghost" onClick={close}>
              {t('app.cancel')}
            </Button>
            <Button tone="danger" onClick={() => send({ type: 'approval.choose', decision: 'refuse' })}>
              {refuseLabel}
            </Button>
            <Button
              tone="success"
              disabled={!state.can({ type: 'approval.choose', decision: 'approve' })}
              onClick={() => send({ type: 'approval.choose', decision: 'approve' })}
            >
              {t('approval.approve')}
            </Button>
          </div>
        </div>
      ) : state.matches('noting') ? (
        <div className="flex flex-col gap-3">
          <TextArea
            label={t('approval.reason')}
            value={c.reason}
            onChange={(v) => send({ type: 'approval.reason', value: v })}
          />
          <div className="flex justify-end gap-2">
            <Button tone="ghost" onClick={() => send({ type: 'approval.back' })}>
              {t('app.back')}
            </Button>
            <Button tone="primary" onClick={() => send({ type: 'approval.next' })}>
              {refuseLabel}
            </Button>
          </div>
        </div>
      ) : state.matches('confirming') || state.matches('submitting') ? (
        <div className="flex flex-col gap-3">
          <Notice
            kind={c.decision === 'refuse' ? 'warn' : 'info'}
            text={c.decision === 'refuse' ? t('approval.confirmRefuse') : t('approval.confirmApprove')}
          />
          {c.reason ? (
            <p className="text-sm text-ink-300">
              {t('approval.f.reason')}：{c.reason}
            </p>
          ) : null}
          <ConfirmButtons
            busy={state.hasTag('busy')}
            tone={c.decision === 'refuse' ? 'danger' : 'success'}
            onBack={() => send({ type: 'approval.back' })}
            onConfirm={() => send({ type: 'approval.confirm' })}
          />
        </div>
      ) : state.matches('done') ? (
        <div className="flex flex-col gap-3">
          <Notice
            kind="success"
            text={c.decision === 'refuse' ? t('approval.doneRefuse') : t('approval.doneApprove')}
          />
          <CloseButton onClose={close} />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <Notice kind="warn" text={t('approval.already')} />
          <CloseButton onClose={close} />
        </div>
      )}
    </Modal>
  )
}
