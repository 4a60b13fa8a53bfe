// /forgot (忘记密码, docs/messaging.md): the view of recovery.machine. Three steps on one card: the
// account with the captcha, the masked contact to send the code to, then the code and the new password.
import { useActorRef, useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import { RECOVERY } from '../../../core/contract/recovery-rules'
import { LIMITS } from '../../../core/contract/rules'
import { type MessageKey, useT } from '../../i18n'
import { inspectOptions } from '../../machines/inspect'
import { type RecoveryField, recoveryMachine } from '../../machines/recovery.machine'
import { href, paths } from '../../routes/paths'
import { Button, buttonClasses } from '../ui/Button'
import { Field } from '../ui/Field'
import { Input } from '../ui/Input'
import { PasswordInput } from '../ui/PasswordInput'
import { RadioGroup } from '../ui/RadioGroup'
import { AuthShell } from './AuthShell'
import { CaptchaField } from './CaptchaImage'
import { HeadsetIcon, KeypadIcon, LockIcon, UserIcon } from './icons'
import { useSecondsLeft } from './useSecondsLeft'

type RecoveryRef = ActorRefFrom<typeof recoveryMachine>

function useField(actor: RecoveryRef, field: RecoveryField) {
  const value = useSelector(actor, (s) => s.context[field])
  return {
    value,
    onChange: (e: { target: { value: string } }) =>
      actor.send({ type: 'recovery.input', field, value: e.target.value }),
  }
}

const submitWith =
  (actor: RecoveryRef, type: 'recovery.next' | 'recovery.send' | 'recovery.submit') => (e: FormEvent) => {
    e.preventDefault()
    actor.send({ type })
  }

export default function ForgotPage() {
  const t = useT()
  const actor = useActorRef(recoveryMachine, inspectOptions())
  const step = useSelector(actor, (s) =>
    s.matches('done')
      ? 'done'
      : s.matches('entering') || s.matches('resetting')
        ? 'code'
        : s.matches('choosing') || s.matches('sending')
          ? 'choose'
          : 'account',
  )
  const error = useSelector(actor, (s) => s.context.error)
  return (
    <AuthShell title={t('recovery.title')} subtitle={t('recovery.subtitle')}>
      {step === 'account' && <AccountStep actor={actor} />}
      {step === 'choose' && <ChooseStep actor={actor} />}
      {step === 'code' && <CodeStep actor={actor} />}
      {step === 'done' && (
        <div className="flex flex-col gap-4" role="status">
          <h2 className="font-semibold text-gold-200 text-lg">{t('recovery.done')}</h2>
          <p className="text-ink-300 text-sm">{t('recovery.doneHint')}</p>
          <a href={href(paths.login())} className={buttonClasses({ size: 'lg', block: true })}>
            {t('recovery.toLogin')}
          </a>
        </div>
      )}
      {error && step !== 'done' && (
        <p role="alert" className="mt-4 rounded-md bg-danger-500/10 px-3 py-2 text-danger-400 text-sm">
          {error}
        </p>
      )}
      <div className="mt-4 flex items-center justify-between text-sm">
        <a href={href(paths.login())} className="text-gold-300 hover:text-gold-200">
          {t('recovery.back')}
        </a>
        <a href={href(paths.kefu())} className="flex items-center gap-1.5 text-ink-400 hover:text-gold-200">
          <HeadsetIcon />
          {t('recovery.service')}
        </a>
      </div>
    </AuthShell>
  )
}

function AccountStep({ actor }: { actor: RecoveryRef }) {
  const t = useT()
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const captchaRef = useSelector(actor, (s) => s.context.captchaRef)
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submitWith(actor, 'recovery.next')}>
      <Field label={t('recovery.account')}>
        <Input
          size="lg"
          prefix={<UserIcon />}
          placeholder={t('recovery.accountPlaceholder')}
          autoComplete="username"
          maxLength={LIMITS.nameMax}
          {...useField(actor, 'name')}
        />
      </Field>
      <CaptchaField
        large
        captcha={captchaRef}
        onRefresh={() => actor.send({ type: 'captcha.refresh' })}
        maxLength={LIMITS.loginCaptchaMax}
        field={useField(actor, 'captcha')}
      />
      <Button type="submit" size="lg" block loading={busy}>
        {t('recovery.next')}
      </Button>
    </form>
  )
}

function ChooseStep({ actor }: { actor: RecoveryRef }) {
  const t = useT()
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const options = useSelector(actor, (s) => s.context.options)
  const channel = useSelector(actor, (s) => s.context.channel)
  const label = (o: (typeof options)[number]): string =>
    t(`recovery.channel.${o.channel}` as MessageKey, { masked: o.masked })
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submitWith(actor, 'recovery.send')}>
      <RadioGroup
        label={t('recovery.choose')}
        variant="dot"
        className="flex-col items-start gap-3"
        options={options.map((o) => ({ value: o.channel, label: label(o) }))}
        value={channel}
        onChange={(c) => actor.send({ type: 'recovery.choose', channel: c })}
      />
      <p className="text-ink-400 text-xs">{t('recovery.noneHint')}</p>
      <div className="grid grid-cols-2 gap-3">
        <Button
          type="button"
          variant="secondary"
          size="lg"
          onClick={() => actor.send({ type: 'recovery.back' })}
        >
          {t('recovery.prev')}
        </Button>
        <Button type="submit" size="lg" loading={busy}>
          {t('recovery.send')}
        </Button>
      </div>
    </form>
  )
}

function CodeStep({ actor }: { actor: RecoveryRef }) {
  const t = useT()
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const sent = useSelector(actor, (s) => s.context.sent)
  const sentAt = useSelector(actor, (s) => s.context.sentAt)
  const cooling = useSelector(actor, (s) => s.matches({ entering: 'cooling' }))
  const canResend = useSelector(actor, (s) => s.can({ type: 'recovery.resend' }))
  const left = useSecondsLeft(sentAt, RECOVERY.resendSeconds, cooling)
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submitWith(actor, 'recovery.submit')}>
      {sent && (
        <p className="rounded-lg bg-gold-400/10 px-3 py-2 text-gold-200 text-sm" role="status">
          {t('recovery.sentTo', { masked: sent.masked, minutes: Math.round(sent.expires_in / 60) })}
        </p>
      )}
      <Field label={t('recovery.code')}>
        <Input
          size="lg"
          prefix={<KeypadIcon />}
          placeholder={t('recovery.codePlaceholder')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={RECOVERY.codeLength}
          {...useField(actor, 'code')}
          suffix={
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={!canResend}
              onClick={() => actor.send({ type: 'recovery.resend' })}
            >
              {cooling ? t('recovery.resendIn', { seconds: left }) : t('recovery.resend')}
            </Button>
          }
        />
      </Field>
      <Field label={t('recovery.newPassword')}>
        <PasswordInput
          size="lg"
          prefix={<LockIcon />}
          placeholder={t('recovery.newPasswordPlaceholder')}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          {...useField(actor, 'password')}
        />
      </Field>
      <Field label={t('recovery.confirmPassword')}>
        <PasswordInput
          size="lg"
          prefix={<LockIcon />}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          {...useField(actor, 'confirmPass')}
        />
      </Field>
      <Button type="submit" size="lg" block loading={busy}>
        {t('recovery.submit')}
      </Button>
    </form>
  )
}
