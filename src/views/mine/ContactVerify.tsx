// The profile page's verified contacts (docs/messaging.md): the saved mobile and email with their
// state and a 验证 button; the dialog sends a one-time code through the message port and takes it back.
// The view of contactVerify.machine.
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ContactChannel } from '../../../core/contract/recovery'
import { RECOVERY } from '../../../core/contract/recovery-rules'
import type { MessageKey } from '../../i18n'
import { useT } from '../../i18n'
import { contactVerifyMachine } from '../../machines/contactVerify.machine'
import { useUser } from '../../machines/hooks'
import { useSecondsLeft } from '../auth/useSecondsLeft'
import { Badge, Button, Dialog, Field, Input } from '../ui'
import { FormError } from './parts'
import { useMemberFlow } from './useMemberFlow'

type ContactRef = ReturnType<typeof useMemberFlow<typeof contactVerifyMachine>>

export function ContactVerify() {
  const t = useT()
  const ref = useMemberFlow(contactVerifyMachine)
  // A saved profile refreshes the session's user: a changed number is read again with its state.
  const user = useUser()
  const saved = `${user?.mobile ?? ''}|${user?.email ?? ''}`
  const first = useRef(saved)
  useEffect(() => {
    if (saved !== first.current) {
      first.current = saved
      ref.send({ type: 'contacts.reload' })
    }
  }, [saved, ref])
  const contacts = useSelector(ref, (s) => s.context.contacts)
  const failed = useSelector(ref, (s) => s.hasTag('error'))
  return (
    <section className="mt-6" aria-labelledby="contact-title">
      <h2 id="contact-title" className="mb-1 font-semibold text-ink-100">
        {t('contact.title')}
      </h2>
      <p className="mb-3 text-ink-400 text-sm">{t('contact.hint')}</p>
      {failed && (
        <Button variant="secondary" size="sm" onClick={() => ref.send({ type: 'contacts.reload' })}>
          {t('common.refresh')}
        </Button>
      )}
      <ul className="divide-y divide-white/6 rounded-xl border border-white/8">
        {contacts.map((c) => (
          <li key={c.channel} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <span className="flex items-center gap-2">
              <span>{t(`contact.${c.channel}` as MessageKey)}</span>
              <span className="text-ink-300">{c.masked || t('contact.missing')}</span>
              {c.address && (
                <Badge tone={c.verified ? 'success' : 'neutral'}>
                  {t(c.verified ? 'contact.verified' : 'contact.unverified')}
                </Badge>
              )}
            </span>
            {!c.verified && (
              <Button
                variant="secondary"
                size="sm"
                disabled={!c.address}
                title={c.address ? undefined : t('contact.needSave')}
                onClick={() => ref.send({ type: 'contact.open', channel: c.channel })}
              >
                {c.address ? t('contact.verify') : t('contact.needSave')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <VerifyDialog actor={ref} />
    </section>
  )
}

function VerifyDialog({ actor }: { actor: ContactRef }) {
  const t = useT()
  const open = useSelector(actor, (s) => s.hasTag('modal'))
  const channel: ContactChannel = useSelector(actor, (s) => s.context.channel)
  const masked = useSelector(
    actor,
    (s) => s.context.contacts.find((c) => c.channel === s.context.channel)?.masked,
  )
  const sent = useSelector(actor, (s) => s.context.sent)
  const sentAt = useSelector(actor, (s) => s.context.sentAt)
  const code = useSelector(actor, (s) => s.context.code)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const canSend = useSelector(actor, (s) => s.can({ type: 'contact.send' }))
  const entering = useSelector(
    actor,
    (s) => s.matches({ dialog: 'entering' }) || s.matches({ dialog: 'verifying' }),
  )
  const cooling = useSelector(actor, (s) => s.matches({ dialog: { entering: 'cooling' } }))
  const left = useSecondsLeft(sentAt, RECOVERY.resendSeconds, cooling)
  return (
    <Dialog
      open={open}
      onClose={() => actor.send({ type: 'contact.close' })}
      title={t(`contact.dialog.${channel}` as MessageKey)}
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: entering ? 'contact.submit' : 'contact.send' })
        }}
      >
        <p className="text-ink-300 text-sm" role="status">
          {sent
            ? t('recovery.sentTo', { masked: sent.masked, minutes: Math.round(sent.expires_in / 60) })
            : masked}
        </p>
        {entering && (
          <Field label={t('recovery.code')}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={RECOVERY.codeLength}
              placeholder={t('recovery.codePlaceholder')}
              value={code}
              onChange={(e) => actor.send({ type: 'contact.code', value: e.target.value })}
            />
          </Field>
        )}
        <FormError error={error} />
        <div className="flex flex-wrap gap-3">
          <Button
            type={entering ? 'button' : 'submit'}
            variant={entering ? 'secondary' : 'primary'}
            disabled={!canSend}
            loading={busy && !entering}
            onClick={entering ? () => actor.send({ type: 'contact.send' }) : undefined}
          >
            {cooling
              ? t('recovery.resendIn', { seconds: left })
              : entering
                ? t('recovery.resend')
                : t('contact.send')}
          </Button>
          {entering && (
            <Button type="submit" loading={busy}>
              {t('contact.submit')}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  )
}
