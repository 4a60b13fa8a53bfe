// Settling an ended month of 代理佣金 (commissionRun machine: choose, confirm, the server's answer; a
// month settles once). The month offered is the last one ended, in Beijing time.
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { beijingDate } from '../../../../core/time'
import { useT } from '../../i18n'
import { commissionRunMachine } from '../../machines/commissionRun.machine'
import { Button, Modal, Notice, Spinner, TextField } from '../../ui/kit'
import { runCommission } from './calls'

const lastMonth = () => {
  const [y, m] = beijingDate(new Date()).slice(0, 7).split('-').map(Number)
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
}

export function RunButton({ onDone }: { onDone: () => void }) {
  const { t } = useT()
  const [state, send] = useMachine(
    commissionRunMachine.provide({
      actors: { run: fromPromise(({ input }) => runCommission(input.month)) },
    }),
  )
  const c = state.context
  const open = !state.matches('idle')
  const close = () => {
    if (state.matches('done')) {
      send({ type: 'close' })
      onDone()
    } else send({ type: 'cancel' })
  }
  return (
    <>
      <Button onClick={() => send({ type: 'open', month: lastMonth() })}>{t('agents.run')}</Button>
      <Modal open={open} title={t('agents.runTitle')} onClose={close}>
        {state.matches('done') && c.result ? (
          <div className="flex flex-col gap-3">
            <Notice
              kind="success"
              text={t('agents.ran', { month: c.result.month, agents: c.result.agents, paid: c.result.paid })}
            />
            <div className="flex justify-end">
              <Button onClick={close}>{t('app.close')}</Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <TextField
              label={t('agents.month')}
              type="month"
              value={c.month}
              max={lastMonth()}
              onChange={(e) => send({ type: 'month', month: e.target.value })}
            />
            <p className="text-ink-300 text-sm">{t('agents.runConfirm', { month: c.month || '—' })}</p>
            {c.error ? <Notice kind="error" text={c.error} /> : null}
            <div className="flex justify-end gap-2">
              <Button onClick={close}>{t('app.cancel')}</Button>
              <Button
                tone="primary"
                disabled={state.matches('running') || !/^\d{4}-\d{2}$/.test(c.month)}
                onClick={() => send({ type: 'confirm' })}
              >
                {state.matches('running') ? <Spinner /> : null}
                {t('app.confirm')}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </>
  )
}
