// The date-of-birth prompt on the money pages (deposit, game pages): opens when the protection status
// says the date is missing; the player enters it once (18+, checked by the server) and carries on.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useT } from '../../i18n'
import { birthDateMachine } from '../../machines/birthDate.machine'
import { useFlow } from '../../machines/hooks'
import { toast } from '../../state/ui'
import { Button, Dialog, Field, Input } from '../ui'

export function BirthDateGate({
  dismissable = true,
  onSaved,
  onDismissed,
  savedKey = 'pr.birth.saved',
}: {
  dismissable?: boolean
  onSaved?: () => void
  /** The player chose 以后再说 (the dialog closes). */
  onDismissed?: () => void
  /** The toast after saving. */
  savedKey?: 'pr.birth.saved' | 'pr.birth.retry'
}) {
  const t = useT()
  const [snap, send, ref] = useFlow(birthDateMachine, { input: { dismissable } })
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  useEffect(() => {
    const sub = ref.on('birth.saved', () => {
      toast(1, t(savedKey))
      onSaved?.()
    })
    return () => sub.unsubscribe()
  }, [ref, onSaved, t, savedKey])
  const dismiss = () => {
    send({ type: 'birth.dismiss' })
    if (dismissable) onDismissed?.()
  }
  const { value, error, refusal } = snap.context
  return (
    <Dialog
      instant
      open={snap.hasTag('modal')}
      onClose={dismiss}
      title={t('pr.birth.title')}
      closable={false}
      size="sm"
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'birth.submit' })
        }}
      >
        <p className="text-sm">{t('pr.birth.body')}</p>
        <Field
          label={t('pr.birth.label')}
          error={error ? t(error.key as never, error.params) : refusal ? t(refusal as never) : undefined}
        >
          <Input
            type="date"
            value={value}
            min="1900-01-01"
            onChange={(e) => send({ type: 'birth.field', value: e.target.value })}
          />
        </Field>
        <div className="flex justify-end gap-3">
          {dismissable ? (
            <Button type="button" variant="ghost" onClick={dismiss}>
              {t('pr.birth.later')}
            </Button>
          ) : null}
          <Button type="submit" disabled={busy}>
            {t('pr.birth.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
