// /kefu (在线客服, docs/support.md): the view of chat.machine. A full page on phones, a centred panel on
// wider screens. Visitors answer the captcha first (their token stays on this device until they sign
// in, when their conversation moves to the account); members chat at once. Messages arrive over the live stream (polling while it is down), the outbox shows a message
// that could not be sent with a resend, and a closed conversation asks for a rating.
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, useEffect } from 'react'
import { useT } from '../../i18n'
import { chatMachine } from '../../machines/chat.machine'
import { useIsLoggedIn } from '../../machines/hooks'
import { inspectOptions } from '../../machines/inspect'
import { href, paths } from '../../routes/paths'
import { CaptchaField } from '../auth/CaptchaImage'
import { Button, buttonClasses } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import { type ChatRef, Composer, Rating, Thread } from './parts'

const VISITOR_KEY = 'jd.support.visitor'
const storedVisitor = () => {
  try {
    return localStorage.getItem(VISITOR_KEY)
  } catch {
    return null
  }
}

export default function KefuPage() {
  const t = useT()
  const member = useIsLoggedIn()
  const actor = useActorRef(chatMachine, {
    ...inspectOptions(),
    // A member who chatted as a visitor on this device sends the token once: the server moves that
    // conversation to the account, and the machine forgets the token.
    input: { member, visitorToken: storedVisitor() },
  })
  const visitorToken = useSelector(actor, (s) => s.context.visitorToken)
  // The visitor's token belongs to this device (a browser signal, bridged here).
  useEffect(() => {
    try {
      if (visitorToken) localStorage.setItem(VISITOR_KEY, visitorToken)
      else if (member) localStorage.removeItem(VISITOR_KEY)
    } catch {
      // Private mode: the token lives as long as the page.
    }
  }, [visitorToken, member])
  const stage = useSelector(actor, (s) =>
    s.matches('gate') ? 'gate' : s.matches('failed') ? 'failed' : s.matches('chatting') ? 'chat' : 'loading',
  )
  return (
    <div className="flex min-h-dvh w-full justify-center bg-ink-950 md:items-center md:p-6">
      <section
        aria-label={t('sp.heading')}
        className="flex h-dvh w-full max-w-full flex-col bg-ink-900 md:h-[44rem] md:max-w-xl md:rounded-lg md:border md:border-ink-700"
      >
        <header className="flex items-center justify-between border-ink-700 border-b px-4 py-3">
          <div>
            <h1 className="font-semibold text-gold-200 text-lg">{t('sp.heading')}</h1>
            <p className="text-ink-400 text-xs">{t('sp.subtitle')}</p>
          </div>
          <a href={href(paths.home())} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {t('sp.close')}
          </a>
        </header>
        {stage === 'gate' && <Gate actor={actor} />}
        {stage === 'loading' && (
          <div className="flex flex-1 items-center justify-center gap-2 text-ink-300" role="status">
            <Spinner size="sm" /> {t('sp.loading')}
          </div>
        )}
        {stage === 'failed' && (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 text-ink-300" role="alert">
            <p>{t('sp.error')}</p>
            <Button onClick={() => actor.send({ type: 'chat.retry' })}>{t('sp.retry')}</Button>
          </div>
        )}
        {stage === 'chat' && (
          <>
            <Thread actor={actor} />
            <Rating actor={actor} />
            <Composer actor={actor} />
          </>
        )}
      </section>
    </div>
  )
}

function Gate({ actor }: { actor: ChatRef }) {
  const t = useT()
  const captcha = useSelector(actor, (s) => s.context.captchaRef)
  const answer = useSelector(actor, (s) => s.context.captchaAnswer)
  const joining = useSelector(actor, (s) => s.hasTag('busy'))
  const error = useSelector(actor, (s) => s.context.error)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    actor.send({ type: 'chat.start' })
  }
  return (
    <form onSubmit={submit} className="flex flex-1 flex-col gap-4 p-4">
      <p className="text-ink-300 text-sm">{t('sp.visitor.intro')}</p>
      {captcha && (
        <CaptchaField
          captcha={captcha}
          onRefresh={() => captcha.send({ type: 'captcha.refresh' })}
          maxLength={8}
          field={{
            name: 'captcha',
            value: answer,
            onChange: (e) => actor.send({ type: 'chat.captcha', value: e.target.value }),
          }}
        />
      )}
      {error && (
        <p className="text-red-400 text-sm" role="alert">
          {t(error)}
        </p>
      )}
      <Button type="submit" loading={joining} disabled={!answer.trim()}>
        {t('sp.visitor.start')}
      </Button>
      <a href={href(paths.login(paths.kefu()))} className={buttonClasses({ variant: 'link' })}>
        {t('sp.visitor.login')}
      </a>
    </form>
  )
}
