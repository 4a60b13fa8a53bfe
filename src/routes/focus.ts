// Where keyboard and screen-reader focus goes after a navigation: the page's main heading (its first
// drawn h1, made focusable with tabIndex -1), so the next Tab continues inside the page instead of
// starting again at the header. The skip link uses the same target. See docs/accessibility.md.
// The target is not a control, so it gets no focus ring: a screen reader still announces it, while a
// sighted player no longer sees a gold box around a page title that nobody clicked.
import { useEffect, useRef } from 'react'

/** The first h1 that is drawn (kept-alive pages that are hidden do not count). */
export function pageHeading(): HTMLElement | null {
  for (const h of document.querySelectorAll<HTMLElement>('h1'))
    if (h.getClientRects().length > 0 && !h.closest('[inert]')) return h
  return null
}

/** On what only scripts focus: no ring (a utility, so it outranks the base layer's :focus-visible). */
export const PAGE_START_CLASS = 'outline-none'

/** Focus the page's heading, else the main landmark; false when neither is there yet. */
export function focusPageStart(): boolean {
  const target = pageHeading() ?? document.querySelector<HTMLElement>('main')
  if (!target) return false
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1
  if (target.tabIndex < 0) target.classList.add(PAGE_START_CLASS)
  target.focus({ preventScroll: true })
  return document.activeElement === target
}

const TRIES = 60
const EVERY_MS = 50

/**
 * After each change of `location` (the path, not the query: a page that rewrites its own query, like
 * a venue tab, keeps focus on what the player used; not the first render), move focus to the new page's heading once
 * the page has drawn it (lazy pages arrive later: up to 3 s). Left alone when the player or the page
 * (an opening dialog) has moved focus in the meantime.
 */
export function useFocusOnNavigate(location: string) {
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus must follow every route change
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const from = document.activeElement
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const attempt = () => {
      const now = document.activeElement
      if (now !== from && now !== document.body && now !== null) return
      if (pageHeading() && focusPageStart()) return
      if (++tries < TRIES) timer = setTimeout(attempt, EVERY_MS)
    }
    timer = setTimeout(attempt, 0)
    return () => clearTimeout(timer)
  }, [location])
}
