// The login form's wiring, shared by /login and the header's inline form: one login machine with this
// SPA's navigation, and for each field its value and change handler. The two forms differ only in
// how they are laid out.
import { useActorRef, useSelector } from '@xstate/react'
import type { ChangeEvent, FormEvent } from 'react'
import { useSessionRef } from '../../machines/hooks'
import { inspectOptions } from '../../machines/inspect'
import { loginMachine } from '../../machines/login.machine'
import { navigateTo } from '../../routes/navigate'

const loginFlow = loginMachine.provide({
  actions: { navigate: (_: unknown, p: { to: string }) => navigateTo(p.to) },
})

type Field = 'name' | 'password' | 'code'

export function useLoginForm(redirect: string | null = null) {
  const session = useSessionRef()
  const login = useActorRef(loginFlow, { input: { session, redirect }, ...inspectOptions() })
  const context = useSelector(login, (s) => s.context)
  const busy = useSelector(login, (s) => s.hasTag('busy'))
  const field = (name: Field) => ({
    value: context[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      login.send({ type: 'login.input', field: name, value: e.target.value }),
  })
  return {
    busy,
    captcha: context.captcha,
    name: field('name'),
    password: field('password'),
    code: field('code'),
    remember: {
      checked: context.remember,
      onChange: (e: ChangeEvent<HTMLInputElement>) =>
        login.send({ type: 'login.remember', remember: e.target.checked }),
    },
    submit: (e: FormEvent) => {
      e.preventDefault()
      login.send({ type: 'login.submit' })
    },
    refreshCaptcha: () => login.send({ type: 'captcha.refresh' }),
  }
}
