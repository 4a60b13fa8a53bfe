import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { useSearch } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { LIMITS } from '../../../core/contract/rules'
import { type MessageKey, useT } from '../../i18n'
import { useSessionRef, useSettings } from '../../machines/hooks'
import { inspectOptions } from '../../machines/inspect'
import { type RegisterField, registerMachine } from '../../machines/register.machine'
import { navigateTo } from '../../routes/navigate'
import { href, paths } from '../../routes/paths'
import { Badge } from '../ui/Badge'
import { Button, buttonClasses } from '../ui/Button'
import { Field } from '../ui/Field'
import { Input } from '../ui/Input'
import { PasswordInput } from '../ui/PasswordInput'
import { AuthShell } from './AuthShell'
import { CaptchaField } from './CaptchaImage'
import { IdIcon, KeypadIcon, LockIcon, UserIcon } from './icons'

type RegisterRef = ActorRefFrom<typeof registerMachine>

/** One text field of the form, bound to the register machine's context. */
function RegisterInput({
  register,
  field,
  label,
  placeholder,
  hint,
  maxLength,
  password = false,
  icon,
  autoComplete,
  inputMode,
  type,
}: {
  register: RegisterRef
  field: Exclude<RegisterField, 'code'>
  label: MessageKey
  placeholder: MessageKey
  hint?: MessageKey
  maxLength: number
  password?: boolean
  icon: React.ReactNode
  autoComplete: string
  inputMode?: 'numeric'
  type?: 'date'
}) {
  const t = useT()
  const value = useSelector(register, (s) => s.context[field])
  const Control = password ? PasswordInput : Input
  return (
    <Field label={t(label)} hint={hint ? t(hint) : undefined}>
      <Control
        prefix={icon}
        placeholder={t(placeholder)}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        {...(type ? { type, max: adultBefore() } : {})}
        value={value}
        onChange={(e) => register.send({ type: 'register.input', field, value: e.target.value })}
      />
    </Field>
  )
}

/** The latest date of birth of an adult today (the picker's upper bound; the server decides). */
const adultBefore = () => {
  const d = new Date()
  d.setFullYear(d.getFullYear() - 18)
  return d.toISOString().slice(0, 10)
}

const registerFlow = registerMachine.provide({
  actions: { navigate: (_: unknown, p: { to: string }) => navigateTo(p.to) },
})

/** /register (rules: core/contract/rules.ts), with the optional referrer `pid` from the query. */
export default function RegisterPage() {
  const t = useT()
  const title = useSettings()?.title ?? ''
  const session = useSessionRef()
  const query = new URLSearchParams(useSearch())
  const register = useActorRef(registerFlow, {
    input: { session, pid: query.get('pid'), redirect: query.get('redirect') },
    ...inspectOptions(),
  })
  const code = useSelector(register, (s) => s.context.code)
  const agreed = useSelector(register, (s) => s.context.agreed)
  const pid = useSelector(register, (s) => s.context.pid)
  const busy = useSelector(register, (s) => s.hasTag('busy'))
  const captcha = useSelector(register, (s) => s.context.captcha)
  // The form's hidden token: one per rendered form, never reused.
  const [formToken] = useState(() => crypto.randomUUID())
  return (
    <AuthShell title={t('auth.register.title')} subtitle={t('auth.register.subtitle', { title })}>
      <form
        noValidate
        className="flex flex-col gap-3.5"
        onSubmit={(e) => {
          e.preventDefault()
          register.send({ type: 'register.submit' })
        }}
      >
        <input type="hidden" name="_token" value={formToken} />
        {pid ? (
          <Badge tone="navy" className="self-start">
            {t('auth.referrer', { pid })}
          </Badge>
        ) : null}
        <RegisterInput
          register={register}
          field="name"
          label="auth.account"
          placeholder="auth.accountPlaceholder"
          hint="auth.usernameHint"
          maxLength={LIMITS.nameMax}
          icon={<UserIcon />}
          autoComplete="username"
        />
        <RegisterInput
          register={register}
          field="password"
          label="auth.password"
          placeholder="auth.passwordPlaceholder"
          hint="auth.passwordHint"
          maxLength={LIMITS.passwordMax}
          password
          icon={<LockIcon />}
          autoComplete="new-password"
        />
        <RegisterInput
          register={register}
          field="confirmPass"
          label="auth.confirmPassword"
          placeholder="auth.confirmPasswordPlaceholder"
          maxLength={LIMITS.passwordMax}
          password
          icon={<LockIcon />}
          autoComplete="new-password"
        />
        <RegisterInput
          register={register}
          field="realname"
          label="auth.realname"
          placeholder="auth.realnamePlaceholder"
          hint="auth.realnameHint"
          maxLength={LIMITS.nameMax}
          icon={<IdIcon />}
          autoComplete="name"
        />
        <RegisterInput
          register={register}
          field="birthday"
          label="pr.birth.label"
          placeholder="pr.birth.placeholder"
          hint="pr.birth.hint"
          maxLength={10}
          type="date"
          icon={<IdIcon />}
          autoComplete="bday"
        />
        <RegisterInput
          register={register}
          field="paypassword"
          label="auth.paypassword"
          placeholder="auth.paypasswordPlaceholder"
          maxLength={LIMITS.payPasswordLength}
          password
          icon={<KeypadIcon />}
          autoComplete="off"
          inputMode="numeric"
        />
        <CaptchaField
          captcha={captcha}
          onRefresh={() => register.send({ type: 'captcha.refresh' })}
          maxLength={LIMITS.registerCaptchaMax}
          field={{
            value: code,
            onChange: (e) => register.send({ type: 'register.input', field: 'code', value: e.target.value }),
          }}
        />
        <label className="flex cursor-pointer items-start gap-2 text-ink-300 text-xs leading-relaxed">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(e) => register.send({ type: 'register.agree', value: e.target.checked })}
            className="mt-0.5 size-4 shrink-0 accent-gold-400"
          />
          <span>
            {t('auth.agreePrefix')}
            <a
              href={href(paths.abouts(4))}
              target="_blank"
              rel="noopener"
              className="text-gold-300 hover:text-gold-200"
            >
              {t('auth.terms')}
            </a>
            {t('auth.and')}
            <a
              href={href(paths.abouts(3))}
              target="_blank"
              rel="noopener"
              className="text-gold-300 hover:text-gold-200"
            >
              {t('auth.privacy')}
            </a>
          </span>
        </label>
        <Button type="submit" variant="cta" size="lg" block loading={busy} className="mt-1">
          {t('auth.registerButton')}
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <a href={href(paths.login())} className={buttonClasses({ variant: 'secondary', size: 'md' })}>
            {t('auth.toLogin')}
          </a>
          <a href={href(paths.home())} className={buttonClasses({ variant: 'ghost', size: 'md' })}>
            {t('auth.lookAround')}
          </a>
        </div>
      </form>
    </AuthShell>
  )
}
