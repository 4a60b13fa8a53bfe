import { LIMITS } from '../../../core/contract/rules'
import { useT } from '../../i18n'
import { href, paths } from '../../routes/paths'
import { CaptchaImage } from '../auth/CaptchaImage'
import { useLoginForm } from '../auth/useLoginForm'
import { Button, buttonClasses } from '../ui/Button'
import { Input } from '../ui/Input'
import { PasswordInput } from '../ui/PasswordInput'

/** The visitor's inline login (desktop header), driven by the same login machine as /login. */
export function HeaderLogin() {
  const t = useT()
  const form = useLoginForm()
  return (
    <form aria-label={t('layout.login')} className="flex items-center gap-2" onSubmit={form.submit}>
      <Input
        size="sm"
        className="w-32 xl:w-36"
        aria-label={t('layout.username')}
        placeholder={t('layout.username')}
        autoComplete="username"
        maxLength={LIMITS.nameMax}
        {...form.name}
      />
      <PasswordInput
        size="sm"
        className="w-32 xl:w-36"
        aria-label={t('layout.password')}
        placeholder={t('layout.password')}
        autoComplete="current-password"
        maxLength={LIMITS.passwordMax}
        {...form.password}
      />
      <Input
        size="sm"
        className="w-36 pr-1"
        aria-label={t('layout.captcha')}
        placeholder={t('layout.captcha')}
        autoComplete="off"
        maxLength={LIMITS.loginCaptchaMax}
        {...form.code}
        suffix={<CaptchaImage captcha={form.captcha} className="h-6" onRefresh={form.refreshCaptcha} />}
      />
      <Button type="submit" size="sm" loading={form.busy} className="px-4">
        {t('layout.login')}
      </Button>
      <a href={href(paths.register())} className={buttonClasses({ variant: 'cta', size: 'sm' })}>
        {t('layout.register')}
      </a>
    </form>
  )
}
