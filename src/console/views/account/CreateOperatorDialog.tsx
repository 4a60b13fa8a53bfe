// The owner's dialog for a new operator (docs/operator-console.md, "Operators"): renders the
// operatorCreate machine (fields with their own messages, a confirmation that restates the name and
// role, the server's refusal) and sends it the owner's input; the call is createOperator in calls.ts.
import { useMachine } from '@xstate/react'
import { useEffect, useId, useRef } from 'react'
import { fromPromise } from 'xstate'
import { OPERATOR_ROLES } from '../../../../core/contract/admin'
import { type ConsoleKey, useT } from '../../i18n'
import {
  type CreatedOperator,
  type CreateField,
  operatorCreateMachine,
} from '../../machines/operatorCreate.machine'
import { Button, Modal, Notice, Select, Spinner, TextField } from '../../ui/kit'
import { createOperator } from './calls'

const machine = operatorCreateMachine.provide({
  actors: { create: fromPromise(({ input }) => createOperator(input)) },
})

export function CreateOperatorDialog({ onClose }: { onClose: (done: CreatedOperator | null) => void }) {
  const { t } = useT()
  const formId = useId()
  const [state, send] = useMachine(machine, { input: { fallback: t('review.failed') } })
  const c = state.context
  const closed = useRef(false)
  useEffect(() => {
    if (state.status !== 'done' || closed.current) return
    closed.current = true
    onClose(c.created)
  }, [state.status, c.created, onClose])
  const set = (field: CreateField, value: string) => send({ type: 'create.field', field, value })
  const described = (f: CreateField) =>
    c.errors[f] ? { 'aria-invalid': true, 'aria-describedby': `${formId}-${f}` } : {}
  const fieldError = (f: CreateField) => {
    const key = c.errors[f]
    return key ? (
      <p id={`${formId}-${f}`} className="mt-1 text-xs text-danger-400">
        {t(key)}
      </p>
    ) : null
  }
  const roleLabel = (r: string) => t(`role.${r}` as ConsoleKey)
  const confirming = state.hasTag('confirm')
  return (
    <Modal open title={t('ops.create')} onClose={() => onClose(null)}>
      {confirming ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-200">
            {t('ops.create.confirm', { name: c.username.trim(), role: roleLabel(c.role) })}
          </p>
          <p className="text-xs text-ink-400">
            {t(c.password ? 'ops.create.confirm.typed' : 'ops.create.confirm.generated')}
          </p>
          <div className="flex justify-end gap-2">
            <Button
              tone="ghost"
              disabled={state.hasTag('busy')}
              onClick={() => send({ type: 'create.back' })}
            >
              {t('app.back')}
            </Button>
            <Button
              tone="primary"
              disabled={state.hasTag('busy')}
              onClick={() => send({ type: 'create.confirm' })}
            >
              {state.hasTag('busy') ? <Spinner /> : null}
              {t('app.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: 'create.submit' })
          }}
        >
          {c.failure ? <Notice kind="error" text={c.failure} /> : null}
          <div>
            <TextField
              label={t('ops.username')}
              value={c.username}
              autoComplete="off"
              {...described('username')}
              onChange={(e) => set('username', e.target.value)}
            />
            {fieldError('username')}
          </div>
          <div>
            <TextField
              label={t('ops.password.optional')}
              type="password"
              value={c.password}
              autoComplete="new-password"
              {...described('password')}
              onChange={(e) => set('password', e.target.value)}
            />
            {fieldError('password')}
          </div>
          <p className="text-xs text-ink-400">{t('ops.password.note')}</p>
          <div>
            <Select
              label={t('ops.role')}
              value={c.role}
              options={[
                { value: '' as const, label: t('ops.role.choose') },
                ...OPERATOR_ROLES.map((r) => ({ value: r, label: roleLabel(r) })),
              ]}
              onChange={(role) => set('role', role)}
            />
            {fieldError('role')}
          </div>
          <div className="flex justify-end gap-2">
            <Button tone="ghost" onClick={() => onClose(null)}>
              {t('app.cancel')}
            </Button>
            <Button tone="primary" type="submit">
              {t('app.confirm')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  )
}
