import { useSearch } from 'wouter'
import { LIMITS } from '../../../core/contract/rules'
import { useT } from '../../i18n'
import { useSettings } from '../../machines/hooks'
import { href, paths } from '../../routes/paths'
import { Button, buttonClasses } from '../ui/Button'
import { Field } from '../ui/Field'
import { Input } from '../ui/Input'
import { PasswordInput } from '../ui/PasswordInput'
import { AuthShell } from './AuthShell'
import { CaptchaField } from './CaptchaImage'
import { HeadsetIcon, LockIcon, UserIcon } from './icons'
import { useLoginForm } from './useLoginForm'

/** /login. The login machine checks and submits; the page only shows its state and sends. */
export default function LoginPage() {
  const t = useT()
  const title = useSettings()?.title ?? ''
  const form = useLoginForm(new URLSearchParams(useSearch()).get('redirect'))
  return (
    <AuthShell title={t('auth.login.title')} subtitle={t('auth.login.subtitle', { title })}>
      <form noValidate className="flex flex-col gap-4" onSubmit={form.submit}>
        <Field label={t('auth.account')}>
          <Input
            size="lg"
            prefix={<UserIcon />}
            placeholder={t('auth.accountPlaceholder')}
            autoComplete="username"
            maxLength={LIMITS.nameMax}
            {...form.name}
          />
        </Field>
        <Field label={t('auth.password')}>
          <PasswordInput
            size="lg"
            prefix={<LockIcon />}
            placeholder={t('auth.passwordPlaceholder')}
            autoComplete={form.remember.checked ? 'current-password' : 'off'}
            maxLength={LIMITS.passwordMax}
            {...form.password}
          />
        </Field>
        <CaptchaField
          large
          captcha={form.captcha}
          onRefresh={form.refreshCaptcha}
          maxLength={LIMITS.loginCaptchaMax}
          field={form.code}
        />
        <div className="flex items-center justify-between text-sm">
          <label
            className="flex cursor-pointer items-center gap-2 text-ink-300"
            title={t('auth.rememberHint')}
          >
            <input type="checkbox" {...form.remember} className="size-4 accent-gold-400" />
            {t('auth.remember')}
          </label>
          <a href={href(paths.forgot())} className="text-gold-300 hover:text-gold-200">
            {t('auth.forgot')}
          </a>
        </div>
        <Button type="submit" size="lg" block loading={form.busy} className="mt-1">
          {t('auth.loginButton')}
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <a href={href(paths.register())} className={buttonClasses({ variant: 'secondary' })}>
            {t('auth.toRegister')}
          </a>
          <a href={href(paths.home())} className={buttonClasses({ variant: 'ghost' })}>
            {t('auth.lookAround')}
          </a>
        </div>
        <a
          href={href(paths.kefu())}
          className="flex items-center justify-center gap-1.5 pt-1 text-ink-400 text-sm hover:text-gold-200"
        >
          <HeadsetIcon />
          {t('auth.service')}
        </a>
      </form>
    </AuthShell>
  )
}
