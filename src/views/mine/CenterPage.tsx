// /center: the player's money apart (cash, bonus, open requirements: Requirements.tsx MoneyApart),
// read-only real name, birthday, email and mobile with save; login- and withdrawal-password dialogs.
// The view of profile.machine.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useSearch } from 'wouter'
import { getBetAmount } from '../../api/cashier'
import { useT } from '../../i18n'
import { useBalance, useSessionSend, useUser } from '../../machines/hooks'
import {
  type PasswordForm,
  type PasswordKind,
  type ProfileForm,
  profileMachine,
} from '../../machines/profile.machine'
import { clearAllStorage } from '../../state/session'
import { useResource } from '../home/useResource'
import { Button, Card, Dialog, Field, Input, PasswordInput } from '../ui'
import { ContactVerify } from './ContactVerify'
import { FormError, Note } from './parts'
import { MoneyApart } from './Requirements'
import { useMemberFlow } from './useMemberFlow'

type ProfileRef = ReturnType<typeof useMemberFlow<typeof profileMachine>>

export default function CenterPage() {
  const t = useT()
  const user = useUser()
  const balance = useBalance()
  const wagering = useResource(getBetAmount)
  const session = useSessionSend()
  const ref = useMemberFlow(profileMachine, {
    input: { form: { email: user?.email ?? '', mobile: user?.mobile ?? '', birthday: user?.birthday ?? '' } },
    actions: {
      userChanged: () => session({ type: 'session.refreshUser' }),
      loggedOut: () => {
        clearAllStorage()
        session({ type: 'session.logout' })
      },
    },
  })
  // Sent here after customer service reset the password (PasswordResetHost): the dialog opens at once.
  const reset = new URLSearchParams(useSearch()).get('reset') === '1'
  useEffect(() => {
    if (reset) ref.send({ type: 'password.open', kind: 'login' })
  }, [reset, ref])
  const form = useSelector(ref, (s) => s.context.form)
  const error = useSelector(ref, (s) => s.context.error)
  const saving = useSelector(ref, (s) => s.matches('saving'))
  const field = (f: keyof ProfileForm) => ({
    value: form[f],
    onChange: (e: { target: { value: string } }) =>
      ref.send({ type: 'profile.field', field: f, value: e.target.value }),
  })
  return (
    <Card titleAs="h1" title={t('member.menu.center')}>
      <MoneyApart wagering={wagering.data} balance={balance} />
      <Note>{t(reset ? 'member.center.resetNotice' : 'member.center.hint')}</Note>
      <form
        className="grid gap-4 md:grid-cols-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          ref.send({ type: 'profile.save' })
        }}
      >
        <Field label={t('member.center.realname')}>
          <Input value={user?.realname ?? ''} readOnly disabled />
        </Field>
        <Field label={t('member.center.birthday')}>
          <Input type="date" {...field('birthday')} />
        </Field>
        <Field label={t('member.center.email')}>
          <Input type="email" maxLength={64} {...field('email')} />
        </Field>
        <Field label={t('member.center.mobile')}>
          <Input inputMode="tel" maxLength={16} {...field('mobile')} />
        </Field>
        <div className="flex flex-col gap-3 md:col-span-2">
          <FormError error={error} />
          <Button type="submit" loading={saving} className="self-start">
            {t('member.center.save')}
          </Button>
        </div>
      </form>
      <ul className="mt-6 divide-y divide-white/6 rounded-xl border border-white/8">
        {(['login', 'pay'] as const).map((kind) => (
          <li key={kind} className="flex items-center justify-between p-4">
            <span>{t(`member.center.${kind}Password`)}</span>
            <Button variant="secondary" size="sm" onClick={() => ref.send({ type: 'password.open', kind })}>
              {t('member.center.change')}
            </Button>
          </li>
        ))}
      </ul>
      <ContactVerify />
      <PasswordDialog actor={ref} />
    </Card>
  )
}

function PasswordDialog({ actor }: { actor: ProfileRef }) {
  const t = useT()
  const open = useSelector(actor, (s) => s.hasTag('modal'))
  const kind: PasswordKind = useSelector(actor, (s) => s.context.kind)
  const passwords = useSelector(actor, (s) => s.context.passwords)
  const error = useSelector(actor, (s) => s.context.passwordError)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const field = (f: keyof PasswordForm) => ({
    value: passwords[f],
    maxLength: kind === 'pay' ? 6 : 32,
    autoComplete: 'off',
    onChange: (e: { target: { value: string } }) =>
      actor.send({ type: 'password.field', field: f, value: e.target.value }),
  })
  return (
    <Dialog
      open={open}
      onClose={() => actor.send({ type: 'password.close' })}
      title={t(kind === 'login' ? 'member.center.loginPassword' : 'member.center.payPassword')}
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: 'password.submit' })
        }}
      >
        <Field label={t('member.center.oldPassword')}>
          <PasswordInput {...field('password')} />
        </Field>
        <Field label={t('member.center.newPassword')}>
          <PasswordInput {...field('paypassword')} />
        </Field>
        <Field label={t('member.center.confirmPassword')}>
          <PasswordInput {...field('newpasword')} />
        </Field>
        <FormError error={error} />
        <Button type="submit" loading={busy} block>
          {t('common.confirm')}
        </Button>
      </form>
    </Dialog>
  )
}
