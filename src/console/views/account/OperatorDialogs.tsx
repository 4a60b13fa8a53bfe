// The owner's dialogs of the operator list for accounts (docs/operator-console.md, "Own account"): the
// address allow-list of one operator, and a generated password shown once (after creating an operator
// without a password, or a reset).
import { useState } from 'react'
import { failureText } from '../../api'
import { useT } from '../../i18n'
import { Button, Modal, Notice, Spinner, TextArea } from '../../ui/kit'
import { setOperatorIps } from './calls'

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
  const [text, setText] = useState(operator.allowed_ips.join('\n'))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const save = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const ips = text
        .split(/[\s,，]+/)
        .map((s) => s.trim())
        .filter(Boolean)
      await setOperatorIps(operator.id, ips)
      onClose(true)
    } catch (err) {
      setError(failureText(err, t('review.failed')))
      setBusy(false)
    }
  }
  return (
    <Modal open title={t('ops.ips.title', { name: operator.username })} onClose={() => onClose(false)}>
      <form className="flex flex-col gap-3" onSubmit={save}>
        <p className="text-xs text-ink-400">{t('ops.ips.hint')}</p>
        {own ? <Notice kind="warn" text={t('ops.ips.self')} /> : null}
        {error ? <Notice kind="error" text={error} /> : null}
        <TextArea label={t('ops.ips.field')} value={text} onChange={setText} rows={5} />
        <div className="flex justify-end gap-2">
          <Button tone="ghost" onClick={() => onClose(false)}>
            {t('app.cancel')}
          </Button>
          <Button tone="primary" type="submit" disabled={busy}>
            {busy ? <Spinner /> : null}
            {t('app.confirm')}
          </Button>
        </div>
      </form>
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
