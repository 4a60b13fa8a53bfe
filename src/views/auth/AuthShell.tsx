import type { ReactNode } from 'react'
import { useSettings } from '../../machines/hooks'
import { href, paths } from '../../routes/paths'
import { LanguageFlags } from '../layout/Flags'
import { DEFAULT_LOGO } from '../layout/Logo'
import { Card } from '../ui/Card'
import { AuthBackdrop } from './AuthBackdrop'
import { SponsorBlock } from './SponsorBlock'

/** The frame of /login and /register: animated backdrop, a slim top bar, the sponsor block and the form card. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle: string
  children: ReactNode
}) {
  const settings = useSettings()
  return (
    <div className="relative flex min-h-screen flex-col">
      <AuthBackdrop />
      <header className="relative z-10 mx-auto flex w-full max-w-page items-center justify-between gap-4 px-4 py-4 md:px-6">
        <a href={href(paths.home())} className="flex h-9 items-center md:h-11">
          <img
            src={settings?.site_logo || DEFAULT_LOGO}
            alt={settings?.title ?? ''}
            className="h-full w-auto"
          />
        </a>
        <div className="flex items-center gap-4 text-sm">
          <LanguageFlags />
        </div>
      </header>
      <main className="relative z-10 mx-auto grid w-full max-w-page flex-1 grid-cols-[minmax(0,1fr)] items-center gap-8 px-4 pb-10 md:px-6 lg:grid-cols-[1fr_26rem] lg:gap-16">
        <div className="order-2 lg:order-1">
          <SponsorBlock />
        </div>
        <div className="order-1 lg:order-2">
          <Card tone="glass" padding="none" className="overflow-hidden border-gold-400/25">
            <div aria-hidden className="h-1 bg-gold-gradient" />
            {/* The backdrop's sweeping floodlights pass behind the card: its text sits on a darker layer so
                a beam never lights up behind a label or an input. */}
            <div className="bg-navy-950/60 px-6 pt-7 pb-6 md:px-8">
              <h1 className="font-semibold text-2xl text-gold-gradient">{title}</h1>
              <p className="mt-1 text-ink-300 text-sm">{subtitle}</p>
              <div className="mt-6">{children}</div>
            </div>
          </Card>
        </div>
      </main>
    </div>
  )
}
