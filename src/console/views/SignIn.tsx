// Sign-in, second factor, enrolment and the recovery codes: one card whose content follows the
// signIn machine's state.
import type { SnapshotFrom } from 'xstate'
import { useT } from '../i18n'
import type { SignInEvent, signInMachine } from '../machines/signIn.machine'
import { Button, Notice, Spinner, TextField } from '../ui/kit'

type Props = { state: SnapshotFrom<typeof signInMachine>; send: (e: SignInEvent) => void }

export function SignInView({ state, send }: Props) {
  const { t, lang, setLang } = useT()
  const c = state.context
  const busy = state.hasTag('busy')
  const error = c.error ? ('key' in c.error ? t(c.error.key) : c.error.text) : null
  const field = (f: 'username' | 'password' | 'code') => (e: React.ChangeEvent<HTMLInputElement>) =>
    send({ type: 'field', field: f, value: e.target.value })
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    send({ type: 'submit' })
  }
  const title =
    state.matches('enrol') || state.matches('confirmingEnrol')
      ? t('enrol.title')
      : state.matches('recoveryCodes')
        ? t('enrol.codes.title')
        : state.matches('totp') || state.matches('checkingTotp')
          ? t('signin.totp.title')
          : state.matches('recovery') || state.matches('checkingRecovery')
            ? t('signin.recovery.title')
            : t('signin.title')
  return (
    <main className="flex min-h-screen items-center justify-center bg-navy-950 bg-[radial-gradient(ellipse_at_top,var(--color-navy-800),transparent_60%)] p-6">
      <div className="w-full max-w-md rounded-lg border border-white/10 bg-navy-900 p-7 shadow-raised">
        <div className="mb-6 flex items-center justify-between">
          <div>
            <div className="text-xs tracking-widest text-gold-400">{t('app.name')}</div>
            <h1 className="mt-1 text-xl font-semibold text-ink-50">{title}</h1>
          </div>
          <Button tone="ghost" size="sm" onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}>
            {t('app.lang')}
          </Button>
        </div>
        {error ? (
          <div className="mb-4">
            <Notice kind="error" text={error} />
          </div>
        ) : null}
        {state.matches('restoring') || state.matches('start') ? (
          <p className="py-8 text-center text-ink-300">
            <Spinner /> {t('app.loading')}
          </p>
        ) : state.matches('credentials') || state.matches('checkingPassword') ? (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <p className="text-xs text-ink-400">{t('signin.subtitle')}</p>
            <TextField
              label={t('signin.username')}
              value={c.username}
              onChange={field('username')}
              autoComplete="username"
              autoFocus
            />
            <TextField
              label={t('signin.password')}
              type="password"
              value={c.password}
              onChange={field('password')}
              autoComplete="current-password"
            />
            <Button tone="primary" type="submit" disabled={busy}>
              {busy ? <Spinner /> : null}
              {t('signin.submit')}
            </Button>
          </form>
        ) : state.matches('totp') || state.matches('checkingTotp') ? (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <p className="text-sm text-ink-300">{t('signin.totp.hint')}</p>
            <TextField
              label={t('signin.totp.code')}
              value={c.code}
              onChange={field('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              className="font-mono"
            />
            <Button tone="primary" type="submit" disabled={busy}>
              {busy ? <Spinner /> : null}
              {t('signin.totp.submit')}
            </Button>
            <div className="flex justify-between">
              <Button tone="ghost" size="sm" onClick={() => send({ type: 'useRecovery' })}>
                {t('signin.totp.useRecovery')}
              </Button>
              <Button tone="ghost" size="sm" onClick={() => send({ type: 'restart' })}>
                {t('signin.restart')}
              </Button>
            </div>
          </form>
        ) : state.matches('recovery') || state.matches('checkingRecovery') ? (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <p className="text-sm text-ink-300">{t('signin.recovery.hint')}</p>
            <TextField
              label={t('signin.recovery.code')}
              value={c.code}
              onChange={field('code')}
              autoComplete="off"
              autoFocus
              className="font-mono"
            />
            <Button tone="primary" type="submit" disabled={busy}>
              {busy ? <Spinner /> : null}
              {t('signin.totp.submit')}
            </Button>
            <div className="flex justify-between">
              <Button tone="ghost" size="sm" onClick={() => send({ type: 'useTotp' })}>
                {t('signin.recovery.useTotp')}
              </Button>
              <Button tone="ghost" size="sm" onClick={() => send({ type: 'restart' })}>
                {t('signin.restart')}
              </Button>
            </div>
          </form>
        ) : state.matches('enrol') || state.matches('confirmingEnrol') ? (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <p className="text-sm text-ink-300">{t('enrol.hint')}</p>
            {c.qrSvg ? (
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(c.qrSvg)}`}
                alt={c.otpauth ?? ''}
                className="mx-auto h-48 w-48 rounded-sm bg-white p-2"
              />
            ) : null}
            <div className="text-xs text-ink-400">
              {t('enrol.secret')}
              <div
                className="mt-1 select-all break-all rounded-sm bg-navy-950 px-2 py-1 font-mono text-sm text-gold-200"
                data-testid="totp-secret"
              >
                {c.secret}
              </div>
            </div>
            <TextField
              label={t('signin.totp.code')}
              value={c.code}
              onChange={field('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="font-mono"
            />
            <Button tone="primary" type="submit" disabled={busy}>
              {busy ? <Spinner /> : null}
              {t('enrol.confirm')}
            </Button>
            <Button tone="ghost" size="sm" onClick={() => send({ type: 'restart' })}>
              {t('signin.restart')}
            </Button>
          </form>
        ) : state.matches('recoveryCodes') ? (
          <div className="flex flex-col gap-4">
            <Notice kind="warn" text={t('enrol.codes.hint')} />
            <ol
              className="grid grid-cols-2 gap-2 font-mono text-sm text-ink-50"
              aria-label={t('enrol.codes.title')}
            >
              {c.recoveryCodes.map((code) => (
                <li key={code} className="rounded-sm bg-navy-950 px-2 py-1 text-center">
                  {code}
                </li>
              ))}
            </ol>
            <Button onClick={() => void navigator.clipboard?.writeText(c.recoveryCodes.join('\n'))}>
              {t('enrol.codes.copy')}
            </Button>
            <Button tone="primary" onClick={() => send({ type: 'codesSaved' })}>
              {t('enrol.codes.saved')}
            </Button>
          </div>
        ) : (
          <p className="py-8 text-center text-ink-300">
            <Spinner /> {t('app.loading')}
          </p>
        )}
      </div>
    </main>
  )
}
