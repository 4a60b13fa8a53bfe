// The owner's dialogs of the operator list for accounts (docs/operator-console.md, "Own account"): the
// address allow-list of one operator (the allowList machine), and a generated password shown once
// (after creating an operator without a password, or a reset).
import { useMachine } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { fromPromise } from 'xstate'
import { ALLOW_LIST_MAX } from '../../../../core/contract/admin'
import { useT } from '../../i18n'
import { allowListMachine } from '../../machines/allowList.machine'
import { Button, Modal, Notice, Spinner, TextArea } from '../../ui/kit'
import { setOperatorIps } from './calls'

const machine = allowListMachine.provide({
  actors: { save: fromPromise(({ input }) => setOperatorIps(input.id, input.ips)) },
})

/** Renders the allowList machine: the lines, each bad one named, a confirmation, the server's answer. */
export function AllowListDialog({
  operator,
  own,
  onClose,
}: {
  operator: { id: number; username: string; allowed_ips: string[] }
  /** The signed-in owner's own account: the server refuses a list without the current address. */
  own: boolean
  onClose: (saved: boolean) => void
}) {
  const { t } = useT()
  const [state, send] = useMachine(machine, {
    input: { id: operator.id, ips: operator.allowed_ips, fallback: t('review.failed') },
  })
  const c = state.context
  const closed = useRef(false)
  useEffect(() => {
    if (state.status !== 'done' || closed.current) return
    closed.current = true
    onClose(true)
  }, [state.status, onClose])
  const busy = state.hasTag('busy')
  const invalid = c.errors.length > 0 || c.tooMany
  return (
    <Modal open title={t('ops.ips.title', { name: operator.username })} onClose={() => onClose(false)}>
      {state.hasTag('confirm') ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-200">
            {c.ips.length
              ? t('ops.ips.confirm', { name: operator.username, n: c.ips.length })
              : t('ops.ips.confirm.empty', { name: operator.username })}
          </p>
          {c.ips.length ? (
            <ul className="rounded-sm bg-navy-950 px-3 py-2 font-mono text-xs text-ink-200">
              {c.ips.map((ip) => (
                <li key={ip}>{ip}</li>
              ))}
            </ul>
          ) : null}
          {own ? <Notice kind="warn" text={t('ops.ips.self')} /> : null}
          <div className="flex justify-end gap-2">
            <Button tone="ghost" disabled={busy} onClick={() => send({ type: 'ips.back' })}>
              {t('app.back')}
            </Button>
            <Button tone="primary" disabled={busy} onClick={() => send({ type: 'ips.confirm' })}>
              {busy ? <Spinner /> : null}
              {t('app.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: 'ips.submit' })
          }}
        >
          <p className="text-xs text-ink-400">{t('ops.ips.hint')}</p>
          {own ? <Notice kind="warn" text={t('ops.ips.self')} /> : null}
          {c.failure ? <Notice kind="error" text={c.failure} /> : null}
          <TextArea
            label={t('ops.ips.field')}
            value={c.text}
            onChange={(value) => send({ type: 'ips.input', value })}
            rows={5}
          />
          {invalid ? (
            <ul className="text-xs text-danger-400" role="alert">
              {c.errors.map((e) => (
                <li key={e.line}>{t('ops.ips.check.line', { line: e.line, entry: e.entry })}</li>
              ))}
              {c.tooMany ? <li>{t('ops.ips.check.tooMany', { max: ALLOW_LIST_MAX })}</li> : null}
            </ul>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button tone="ghost" onClick={() => onClose(false)}>
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

/** A generated password, shown this once. */
export function PasswordShown({
  username,
  password,
  onClose,
}: {
  username: string
  password: string
  onClose: () => void
}) {
  const { t } = useT()
  return (
    <Modal open title={t('ops.resetPassword')} onClose={onClose}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-ink-200">{t('ops.password.generated', { name: username })}</p>
        <div
          className="select-all break-all rounded-sm bg-navy-950 px-3 py-2 font-mono text-md text-gold-200"
          data-testid="generated-password"
        >
          {password}
        </div>
        <p className="text-xs text-ink-400">{t('ops.password.note')}</p>
        <div className="flex justify-end">
          <Button tone="primary" onClick={onClose}>
            {t('app.close')}
          </Button>
        </div>
      </div>
    </Modal>
  )
}
