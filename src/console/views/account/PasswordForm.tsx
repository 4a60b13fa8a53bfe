// The change of one's own password, driven by the passwordChange machine: the form while editing or
// submitting, the result once changed. `onChanged` lets the forced change open the console.
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { type ConsoleKey, useT } from '../../i18n'
import { type PasswordField, passwordChangeMachine } from '../../machines/passwordChange.machine'
import { Button, Notice, Spinner, TextField } from '../../ui/kit'
import { changeMyPassword } from './calls'

const changeFlow = passwordChangeMachine.provide({
  actors: { change: fromPromise(({ input }) => changeMyPassword(input)) },
})

export function PasswordForm({
  username,
  onChanged,
  continueLabel,
}: {
  username: string
  /** Shown with the result (the forced change continues to the console with it). */
  onChanged?: () => void
  continueLabel?: string
}) {
  const { t } = useT()
  const ref = useActorRef(changeFlow, { input: { username } })
  const error = useSelector(ref, (s) => s.context.error)
  const changed = useSelector(ref, (s) => s.matches('changed'))
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const ended = useSelector(ref, (s) => s.context.endedSessions)
  const current = useSelector(ref, (s) => s.context.current)
  const password = useSelector(ref, (s) => s.context.password)
  const confirm = useSelector(ref, (s) => s.context.confirm)
  const field = (f: PasswordField) => (e: React.ChangeEvent<HTMLInputElement>) =>
    ref.send({ type: 'password.field', field: f, value: e.target.value })
  if (changed)
    return (
      <div className="flex flex-col gap-3">
        <Notice kind="success" text={t('acct.changed', { n: ended })} />
        <div>
          {onChanged ? (
            <Button tone="primary" onClick={onChanged}>
              {continueLabel ?? t('acct.continue')}
            </Button>
          ) : (
            <Button onClick={() => ref.send({ type: 'password.again' })}>{t('acct.changeAgain')}</Button>
          )}
        </div>
      </div>
    )
  return (
    <form
      className="flex max-w-sm flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        ref.send({ type: 'password.submit' })
      }}
    >
      <p className="text-xs text-ink-400">{t('acct.password.hint')}</p>
      {error ? (
        <Notice
          kind="error"
          text={'check' in error ? t(`acct.check.${error.check}` as ConsoleKey) : error.text}
        />
      ) : null}
      {/* A hidden username lets password managers file the new password under the right account. */}
      <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
      <TextField
        label={t('acct.current')}
        type="password"
        value={current}
        onChange={field('current')}
        autoComplete="current-password"
      />
      <TextField
        label={t('acct.new')}
        type="password"
        value={password}
        onChange={field('password')}
        autoComplete="new-password"
      />
      <TextField
        label={t('acct.confirm')}
        type="password"
        value={confirm}
        onChange={field('confirm')}
        autoComplete="new-password"
      />
      <div>
        <Button tone="primary" type="submit" disabled={busy}>
          {busy ? <Spinner /> : null}
          {t('acct.submit')}
        </Button>
      </div>
    </form>
  )
}
