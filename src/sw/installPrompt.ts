// The browser's offer to install the site as an app (Chromium's `beforeinstallprompt`). The event
// comes once, early, whatever page is open, so it is caught at start-up (src/main.tsx) and kept here
// until the app download page (src/views/app) shows its 添加到主屏幕 button.
import { useSyncExternalStore } from 'react'

/** Chromium's event; not in the DOM library. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let offer: InstallPromptEvent | null = null
const listeners = new Set<() => void>()
const set = (next: InstallPromptEvent | null) => {
  offer = next
  for (const fn of listeners) fn()
}

/** Start keeping the offer (once, at start-up); an installed app needs no offer. */
export function listenForInstallPrompt(target: Window = window) {
  target.addEventListener('beforeinstallprompt', (e) => {
    // The browser's own mini-infobar is replaced by the download page's button.
    e.preventDefault()
    set(e as InstallPromptEvent)
  })
  target.addEventListener('appinstalled', () => set(null))
}

const subscribe = (fn: () => void) => {
  listeners.add(fn)
  return () => listeners.delete(fn)
}

/** Whether the browser currently offers installing. */
export const useCanInstall = () =>
  useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  )

/** Shows the browser's install dialog; the offer can be used once, whatever the answer. */
export async function promptInstall(): Promise<boolean> {
  const current = offer
  if (!current) return false
  set(null)
  await current.prompt()
  return (await current.userChoice).outcome === 'accepted'
}
