// The frame of every in-house game page: title, RNG/fairness links, the balance the game plays from
// (kept current by the game's machine after each round), the wallet mode, the session clock and a
// link to the 责任博彩 settings.
import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { href, paths } from '../../routes/paths'
import { BirthDateGate } from '../protection/BirthDateGate'
import { SessionClock } from '../protection/SessionClock'
import { Money } from '../ui'

export function GameShell(props: {
  title: string
  subtitle?: string
  balance: string | null
  wallet: 'central' | 'venue' | null
  fairHref?: string
  children: ReactNode
}) {
  const t = useT()
  return (
    <div className="min-h-dvh bg-navy-950 text-ink-100">
      <header className="border-b border-gold-700/40 bg-navy-900/90">
        {/* Every box here has its size before the data arrives (the clock, the balance and its wallet
            line are reserved), so the header never changes height and the game below never jumps. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <a
            href={href(paths.home())}
            className="inline-flex min-h-11 min-w-11 items-center text-sm text-ink-300 hover:text-gold-300"
          >
            ← {t('games.back')}
          </a>
          <div className="min-w-0 flex-1 basis-40">
            <h1 className="truncate text-xl font-bold text-gold-300">{props.title}</h1>
            {props.subtitle ? <p className="truncate text-xs text-ink-400">{props.subtitle}</p> : null}
          </div>
          <div className="flex min-h-14 w-full flex-wrap items-center justify-between gap-x-4 gap-y-2 lg:w-auto lg:justify-end lg:gap-x-6">
            <div className="min-h-14 w-24 shrink-0">
              <SessionClock round={props.balance} />
            </div>
            <div className="w-44 shrink-0 text-right" aria-live="polite">
              <div className="truncate text-xs text-ink-400">
                {t('games.balance')}
                {props.wallet
                  ? ` · ${t(props.wallet === 'central' ? 'games.wallet.central' : 'games.wallet.venue')}`
                  : '\u00a0'}
              </div>
              <div className="text-lg font-semibold" data-testid="game-balance">
                {props.balance === null ? '—' : <Money value={props.balance} tone="gold" />}
              </div>
            </div>
            <div className="flex shrink-0 items-center gap-4">
              <a
                href={href(props.fairHref ?? paths.fair())}
                className="inline-flex min-h-11 items-center rounded-full border border-gold-600/60 px-4 text-sm text-gold-200 hover:bg-gold-700/20"
              >
                {t('games.fair.open')}
              </a>
              <a
                href={href(paths.mine('responsible'))}
                className="inline-flex min-h-11 items-center text-ink-300 text-sm underline-offset-2 hover:text-gold-300 hover:underline"
              >
                {t('pr.link')}
              </a>
            </div>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{props.children}</main>
      <BirthDateGate />
    </div>
  )
}

/** Loading / failed states shared by the game pages. */
export function TableStatus({
  failed,
  message,
  code,
  onRetry,
}: {
  failed: boolean
  message: string
  code: number
  onRetry: () => void
}) {
  const t = useT()
  if (!failed) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center text-ink-300" role="status">
        {t('games.loading')}
      </div>
    )
  }
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4" role="alert">
      <p className="text-ink-200">{message || t('games.loadFailed')}</p>
      {code === 401 ? (
        <a
          className="rounded-lg bg-gold-500 px-5 py-2 font-semibold text-navy-950"
          href={href(paths.login(location.hash.slice(1)))}
        >
          {t('games.loginFirst')}
        </a>
      ) : (
        <button
          type="button"
          className="rounded-lg bg-gold-500 px-5 py-2 font-semibold text-navy-950"
          onClick={onRetry}
        >
          {t('games.retry')}
        </button>
      )}
    </div>
  )
}
