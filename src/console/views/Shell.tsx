// The signed-in frame: a dark sidebar (sections by role, live queue counts; a drawer behind the top
// bar's menu button below 1024 px), a top bar (operator, role, sound, language, sign-out) and the
// routed page (ShellRoutes.tsx), after a skip link to it. Counts are read every 10 s by the
// queueCounts machine; when one grows, its badge pulses and a short tone plays unless muted.
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useState } from 'react'
import { Router } from 'wouter'
import { useHashLocation } from 'wouter/use-hash-location'
import { fromPromise } from 'xstate'
import type { OperatorInfo, Permission } from '../../../core/contract/admin'
import { type ConsoleKey, useT } from '../i18n'
import { type Counts, queueCountsMachine } from '../machines/queueCounts.machine'
import { Drawer } from '../ui/Drawer'
import { Button } from '../ui/kit'
import { Menu } from './Nav'
import { queueCounts } from './queueCalls'
import { ShellRoutes } from './ShellRoutes'

const MUTE_KEY = 'console.muted'

/** A short two-note tone through WebAudio (no file to load; the CSP allows nothing external). */
function beep() {
  const Ctx =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
  if (!Ctx) return
  const ctx = new Ctx()
  const gain = ctx.createGain()
  gain.connect(ctx.destination)
  gain.gain.setValueAtTime(0.0001, ctx.currentTime)
  gain.gain.exponentialRampToValueAtTime(0.2, ctx.currentTime + 0.02)
  gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.35)
  for (const [freq, at] of [
    [880, 0],
    [1320, 0.12],
  ]) {
    const osc = ctx.createOscillator()
    osc.frequency.value = freq
    osc.connect(gain)
    osc.start(ctx.currentTime + at)
    osc.stop(ctx.currentTime + at + 0.2)
  }
  setTimeout(() => void ctx.close(), 600)
}

export function Shell({ operator, onSignOut }: { operator: OperatorInfo; onSignOut: () => void }) {
  const { t, lang, setLang } = useT()
  const may = (p: Permission) => operator.permissions.includes(p)
  const [muted, setMuted] = useState(() => localStorage.getItem(MUTE_KEY) === '1')
  const [pulse, setPulse] = useState(false)
  const counter = useActorRef(
    queueCountsMachine.provide({
      actors: { read: fromPromise(() => queueCounts() as Promise<Counts>) },
    }),
  )
  const counts = useSelector(counter, (s) => s.context.counts)
  useEffect(() => {
    const sub = counter.on('grew', () => {
      setPulse(true)
      setTimeout(() => setPulse(false), 4000)
      if (localStorage.getItem(MUTE_KEY) !== '1') beep()
    })
    return () => sub.unsubscribe()
  }, [counter])
  const toggleMute = () => {
    localStorage.setItem(MUTE_KEY, muted ? '0' : '1')
    setMuted(!muted)
  }
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  return (
    <Router hook={useHashLocation}>
      {/* The first stop of Tab: past the menu and the top bar to the page. A button, not an anchor:
          with hash routing, href="#main" would be read as a route. */}
      <button
        type="button"
        onClick={() => document.getElementById('main')?.focus()}
        className="sr-only rounded-sm bg-gold-400 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:px-3 focus:py-2 focus:text-sm"
      >
        {t('app.skip')}
      </button>
      <div className="flex min-h-screen bg-navy-950 text-ink-100">
        <aside className="sticky top-0 hidden h-screen w-52 shrink-0 flex-col border-r border-white/5 bg-[#040814] lg:flex">
          <Menu may={may} counts={counts} pulse={pulse} />
        </aside>
        <Drawer open={menuOpen} label={t('app.menu')} onClose={closeMenu}>
          <Menu
            may={may}
            counts={counts}
            pulse={pulse}
            onNavigate={closeMenu}
            close={
              <Button size="sm" tone="ghost" onClick={closeMenu} aria-label={t('app.menuClose')}>
                <span aria-hidden>✕</span>
              </Button>
            }
          />
        </Drawer>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex min-h-12 flex-wrap items-center justify-end gap-x-2 gap-y-1 border-b border-white/5 bg-navy-900/95 px-3 py-1.5 backdrop-blur sm:px-5">
            <Button
              tone="ghost"
              className="mr-auto lg:hidden"
              onClick={() => setMenuOpen(true)}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
            >
              <span aria-hidden>☰</span>
              {t('app.menu')}
              {pulse ? <span aria-hidden className="h-2 w-2 rounded-full bg-cta-500" /> : null}
            </Button>
            <span className="text-sm text-ink-100">{operator.username}</span>
            <span className="rounded-xs bg-gold-500/15 px-1.5 py-0.5 text-2xs text-gold-300">
              {t(`role.${operator.role}` as ConsoleKey)}
            </span>
            <Button size="sm" tone="ghost" onClick={toggleMute} aria-pressed={!muted}>
              {muted ? t('app.sound.off') : t('app.sound.on')}
            </Button>
            <Button size="sm" tone="ghost" onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}>
              {t('app.lang')}
            </Button>
            <Button size="sm" onClick={onSignOut}>
              {t('app.signOut')}
            </Button>
          </header>
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-3 focus:outline-none sm:p-5">
            <ShellRoutes operator={operator} onQueueChanged={() => counter.send({ type: 'refresh' })} />
          </main>
        </div>
      </div>
    </Router>
  )
}
