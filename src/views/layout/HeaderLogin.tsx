import { useActorRef, useSelector } from '@xstate/react'
import { LIMITS } from '../../../core/contract/rules'
import { useT } from '../../i18n'
import { useSessionRef } from '../../machines/hooks'
import { inspectOptions } from '../../machines/inspect'
import { loginMachine } from '../../machines/login.machine'
import { navigateTo } from '../../routes/navigate'
import { href, paths } from '../../routes/paths'
import { CaptchaImage } from '../auth/CaptchaImage'
import { Button, buttonClasses } from '../ui/Button'
import { Input } from '../ui/Input'
import { PasswordInput } from '../ui/PasswordInput'

/** The visitor's inline login (desktop header), driven by the same login machine as /login. */
const loginFlow = loginMachine.provide({
  actions: { navigate: (_: unknown, p: { to: string }) => navigateTo(p.to) },
})

export function HeaderLogin() {
  const t = useT()
  const session = useSessionRef()
  const login = useActorRef(loginFlow, { input: { session }, ...inspectOptions() })
  const name = useSelector(login, (s) => s.context.name)
  const password = useSelector(login, (s) => s.context.password)
  const code = useSelector(login, (s) => s.context.code)
  const busy = useSelector(login, (s) => s.hasTag('busy'))
  const captcha = useSelector(login, (s) => s.context.captcha)
  return (
    <form
      aria-label={t('layout.login')}
      className="flex items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        login.send({ type: 'login.submit' })
      }}
    >
      <Input
        size="sm"
        className="w-32 xl:w-36"
        aria-label={t('layout.username')}
        placeholder={t('layout.username')}
        autoComplete="username"
        maxLength={LIMITS.nameMax}
        value={name}
        onChange={(e) => login.send({ type: 'login.input', field: 'name', value: e.target.value })}
      />
      <PasswordInput
        size="sm"
        className="w-32 xl:w-36"
        aria-label={t('layout.password')}
        placeholder={t('layout.password')}
        autoComplete="current-password"
        maxLength={LIMITS.passwordMax}
        value={password}
        onChange={(e) => login.send({ type: 'login.input', field: 'password', value: e.target.value })}
      />
      <Input
        size="sm"
        className="w-36 pr-1"
        aria-label={t('layout.captcha')}
        placeholder={t('layout.captcha')}
        autoComplete="off"
        maxLength={LIMITS.loginCaptchaMax}
        value={code}
        onChange={(e) => login.send({ type: 'login.input', field: 'code', value: e.target.value })}
        suffix={
          <CaptchaImage
            captcha={captcha}
            className="h-6"
            onRefresh={() => login.send({ type: 'captcha.refresh' })}
          />
        }
      />
      <Button type="submit" size="sm" loading={busy} className="px-4">
        {t('layout.login')}
      </Button>
      <a href={href(paths.register())} className={buttonClasses({ variant: 'cta', size: 'sm' })}>
        {t('layout.register')}
      </a>
    </form>
  )
}
