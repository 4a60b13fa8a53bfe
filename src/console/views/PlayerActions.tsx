// The player page's actions, each behind the permission it needs (disabled with the reason when the
// role lacks it): the playerAction machine owns the dialog's form (its errors said beside each field),
// the confirmation (restating the player and an adjustment's amount) and the server's answer.
import { useMachine } from '@xstate/react'
import { useId } from 'react'
import { fromPromise } from 'xstate'
import type { OperatorInfo, Permission } from '../../../core/contract/admin'
import { EXCLUSION_DURATIONS, TIMEOUT_DURATIONS } from '../../../core/contract/protection'
import { type ConsoleKey, useT } from '../i18n'
import {
  ACTION_FIELDS,
  type ActionForm,
  adjustAmount,
  type PlayerActionKind,
  playerActionMachine,
} from '../machines/playerAction.machine'
import { Button, Modal, Notice, Select, TextArea, TextField } from '../ui/kit'
import { SubmittedNotice } from './approvals/Submitted'
import { CloseButton, ConfirmButtons } from './DialogButtons'
import { performPlayerAction } from './playerCalls'

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
  { kind: 'exclude', permission: 'protection.exclude', key: 'player.action.exclude', tone: 'danger' },
]
/** The breaks a player can ask for: time-outs, then self-exclusions (core/contract/protection.ts). */
const DURATIONS = [...TIMEOUT_DURATIONS, ...EXCLUSION_DURATIONS]
const FIELD_LABEL: Record<keyof ActionForm, ConsoleKey> = {
  reason: 'player.field.reason',
  title: 'player.field.title',
  content: 'player.field.content',
  realName: 'player.field.realName',
  amount: 'player.field.amount',
  note: 'player.field.note',
  duration: 'player.field.duration',
}

/** The action buttons and the dialog of the chosen one; `onChanged` after an action changed the player. */
export function PlayerActions({
  username,
  operator,
  loaded,
  locked,
  onChanged,
}: {
  username: string
  operator: OperatorInfo
  loaded: boolean
  locked: boolean
  onChanged: () => void
}) {
  const { t } = useT()
  const [state, send] = useMachine(
    playerActionMachine.provide({
      actors: { perform: fromPromise(({ input }) => performPlayerAction(input)) },
    }),
    { input: { username } },
  )
  const may = (p: Permission) => operator.permissions.includes(p)
  const actions = ACTIONS.filter((a) => (a.kind === 'lock' ? !locked : a.kind === 'unlock' ? locked : true))
  const c = state.context
  const current = ACTIONS.find((a) => a.kind === c.kind)
  const error = c.error ? ('key' in c.error ? t(c.error.key) : c.error.text) : null
  const formId = useId()
  const amount = c.kind === 'adjust' ? adjustAmount(c.form) : null
  // An adjustment's confirmation restates the player, the signed amount and the reason.
  const confirmText =
    amount !== null
      ? t('form.confirmAdjust', { user: username, amount, reason: c.form.reason?.trim() ?? '' })
      : t('player.confirm', { user: username, action: current ? t(current.key) : '' })
  const close = () => {
    const changed = state.hasTag('changed')
    send({ type: 'close' })
    if (changed) onChanged()
  }
  return (
    <>
      <div className="flex flex-wrap gap-1.5">
        {actions.map((a) => (
          <Button
            key={a.kind}
            size="sm"
            tone={a.tone}
            disabled={!loaded || !may(a.permission)}
            title={may(a.permission) ? undefined : t('app.forbidden')}
            onClick={() => send({ type: 'open', kind: a.kind })}
          >
            {t(a.key)}
          </Button>
        ))}
      </div>
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
              {ACTION_FIELDS[current.kind].map((f) => (
                <div key={f}>
                  {f === 'duration' ? (
                    <Select
                      label={t(FIELD_LABEL[f])}
                      value={c.form.duration ?? ''}
                      options={[
                        { value: '', label: t('player.duration.choose') },
                        ...DURATIONS.map((d) => ({ value: d, label: t(`protection.duration.${d}`) })),
                      ]}
                      onChange={(v) => send({ type: 'field', field: f, value: v })}
                    />
                  ) : f === 'content' || f === 'note' ? (
                    <TextArea
                      label={t(FIELD_LABEL[f])}
                      value={c.form[f] ?? ''}
                      onChange={(v) => send({ type: 'field', field: f, value: v })}
                    />
                  ) : (
                    <TextField
                      label={t(FIELD_LABEL[f])}
                      value={c.form[f] ?? ''}
                      inputMode={f === 'amount' ? 'decimal' : undefined}
                      aria-invalid={c.fieldErrors[f] ? true : undefined}
                      aria-describedby={c.fieldErrors[f] ? `${formId}-${f}` : undefined}
                      onChange={(e) => send({ type: 'field', field: f, value: e.target.value })}
                    />
                  )}
                  {c.fieldErrors[f] ? (
                    <p id={`${formId}-${f}`} className="mt-1 text-xs text-danger-400">
                      {t(c.fieldErrors[f])}
                    </p>
                  ) : null}
                </div>
              ))}
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
              <Notice kind="warn" text={confirmText} />
              <ConfirmButtons
                busy={state.matches('performing')}
                tone={current.tone === 'danger' ? 'danger' : 'primary'}
                onBack={() => send({ type: 'back' })}
                onConfirm={() => send({ type: 'confirm' })}
              />
            </div>
          ) : state.matches('submittedForApproval') && c.approval ? (
            <div className="flex flex-col gap-3">
              <SubmittedNotice approval={c.approval} />
              <CloseButton onClose={close} />
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
              <CloseButton onClose={close} />
            </div>
          )}
        </Modal>
      ) : null}
    </>
  )
}
