// The console's root: language, the operator's session (signIn machine) and, once signed in, the
// shell with its routes. A 401 on any call sends `expired` to the session machine (src/console/api.ts).
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import { getToken, setApiLang, setToken, setUnauthorizedHandler } from './api'
import { signInCalls } from './endpoints'
import { type ConsoleLang, LangContext, translate } from './i18n'
import { signInMachine } from './machines/signIn.machine'
import { AccountGate } from './views/account/AccountGate'
import { SignInView } from './views/SignIn'

const LANG_KEY = 'console.lang'

const signInFlow = signInMachine.provide({
  actors: {
    restore: fromPromise(() => signInCalls.restore()),
    password: fromPromise(({ input }) => signInCalls.password(input)),
    totp: fromPromise(({ input }) => signInCalls.secondFactor(input)),
    recovery: fromPromise(({ input }) => signInCalls.secondFactor(input)),
    enrol: fromPromise(({ input }) => signInCalls.enrol(input)),
    signOut: fromPromise(() => signInCalls.signOut()),
  },
})

export function ConsoleApp() {
  const [lang, setLangState] = useState<ConsoleLang>(() =>
    localStorage.getItem(LANG_KEY) === 'en' ? 'en' : 'zh',
  )
  setApiLang(lang)
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en'
    document.title = `${translate(lang, 'app.name')}`
  }, [lang])
  const langValue = useMemo(
    () => ({
      lang,
      t: (k: Parameters<typeof translate>[1], p?: Record<string, string | number>) => translate(lang, k, p),
      setLang: (l: ConsoleLang) => {
        localStorage.setItem(LANG_KEY, l)
        setLangState(l)
      },
    }),
    [lang],
  )
  const [state, send, actor] = useMachine(signInFlow, { input: { stored: getToken() !== null } })
  useEffect(() => {
    setUnauthorizedHandler(() => {
      setToken(null)
      actor.send({ type: 'expired' })
    })
    return () => setUnauthorizedHandler(null)
  }, [actor])
  const operator = state.context.session?.operator
  return (
    <LangContext.Provider value={langValue}>
      {state.matches('signedIn') && operator ? (
        <AccountGate operator={operator} onSignOut={() => send({ type: 'signOut' })} />
      ) : (
        <SignInView state={state} send={send} />
      )}
    </LangContext.Provider>
  )
}
