// The button rows the console's step dialogs share: back and confirm (busy while the request runs),
// and the single close after the server's answer.
import { useT } from '../i18n'
import { Button, Spinner } from '../ui/kit'

export function ConfirmButtons({
  busy,
  tone,
  onBack,
  onConfirm,
}: {
  busy: boolean
  tone: 'primary' | 'danger' | 'success'
  onBack: () => void
  onConfirm: () => void
}) {
  const { t } = useT()
  return (
    <div className="flex justify-end gap-2">
      <Button tone="ghost" disabled={busy} onClick={onBack}>
        {t('app.back')}
      </Button>
      <Button tone={tone} disabled={busy} onClick={onConfirm}>
        {busy ? <Spinner /> : null}
        {t('app.confirm')}
      </Button>
    </div>
  )
}

export function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useT()
  return (
    <div className="flex justify-end">
      <Button tone="primary" onClick={onClose}>
        {t('app.close')}
      </Button>
    </div>
  )
}
