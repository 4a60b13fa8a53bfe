import { useMachine } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import { useT } from '../../i18n'
import { type SponsorType, sponsorMachine } from '../../machines/sponsor.machine'
import { href, paths } from '../../routes/paths'
import { useHashRoute } from '../home/useHashQuery'
import { cx } from '../ui'
import { SponsorEngland } from './SponsorEngland'
import { SponsorItaly } from './SponsorItaly'

export const sponsorType = (raw: string | null): SponsorType => (raw === '2' ? 2 : 1)

/**
 * /asdwl?type=1|2, opened in a new tab: 1 the Italian club (default), 2 the English club.
 * The two sub-navigation links switch partner without a route change; the loading overlay is hidden 2 s
 * after entry (the sponsor machine owns both).
 */
export default function SponsorPage() {
  const t = useT()
  const { query } = useHashRoute()
  const fromQuery = sponsorType(query.get('type'))
  const [snap, send] = useMachine(sponsorMachine, { input: { type: fromQuery } })
  // A new query (another link to this page while it is open) selects that partner.
  useEffect(() => send({ type: 'sponsor.select', sponsor: fromQuery }), [fromQuery, send])
  const type = snap.context.type
  const onSection = useCallback((index: number) => send({ type: 'sponsor.section', index }), [send])
  return (
    <div className="min-h-dvh bg-navy-900 text-ink-100">
      <header className="sticky top-0 z-40 border-white/8 border-b bg-navy-950/90 backdrop-blur">
        <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-3 px-4 py-3">
          <a
            href={href(paths.home())}
            className="flex items-center gap-2 text-ink-200 text-sm hover:text-gold-200"
          >
            <img src="/img/brand/logo.svg" alt="" className="h-8 w-auto" />
            <span className="sr-only md:not-sr-only">{t('public.sp.home')}</span>
          </a>
          <nav aria-label={t('public.sp.nav')} className="flex gap-1 rounded-full bg-navy-800/80 p-1">
            {([1, 2] as const).map((k) => (
              <button
                key={k}
                type="button"
                aria-pressed={type === k}
                onClick={() => send({ type: 'sponsor.select', sponsor: k })}
                className={cx(
                  'rounded-full px-3 py-1.5 text-sm transition md:px-5',
                  type === k
                    ? 'bg-gold-gradient font-semibold text-navy-950'
                    : 'text-ink-300 hover:text-white',
                )}
              >
                {t(k === 1 ? 'public.sp.club1' : 'public.sp.club2')}
              </button>
            ))}
          </nav>
        </div>
      </header>
      <main>
        {type === 1 ? (
          <SponsorItaly section={snap.context.section} onSection={onSection} />
        ) : (
          <SponsorEngland />
        )}
      </main>
    </div>
  )
}
