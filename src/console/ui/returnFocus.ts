// Focus goes back to what opened a dialog when it closes (WCAG 2.4.3), for every console dialog and
// the menu drawer. Headless UI restores focus to the opener too, but a queue's review button is gone
// once the decision is made (the table reads the queue again and the row leaves it): focus would fall
// to <body> and a keyboard user would start again from the top of the page. So the opener's place is
// remembered and followed: when the element has left the page (a re-rendered or removed row), focus
// goes to the control of the same name nearest to where it was (the same row's new button, the next
// item's review button), else to <main>.
import { useEffect, useRef } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'
/** How long a removed opener is looked after: the reload a decision starts answers well within it. */
const WATCH_MS = 10_000

type Opener = { el: HTMLElement; ancestors: HTMLElement[]; name: string }

function remember(): Opener | null {
  const el = document.activeElement
  if (!(el instanceof HTMLElement) || el === document.body) return null
  const ancestors: HTMLElement[] = []
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) ancestors.push(p)
  return { el, ancestors, name: el.textContent?.trim() ?? '' }
}

/** The nearest control still on the page with the opener's tag and name, else the main region. */
function standIn(o: Opener): HTMLElement | null {
  for (const a of o.ancestors) {
    if (!a.isConnected) continue
    for (const c of a.querySelectorAll<HTMLElement>(FOCUSABLE)) {
      if (c.tagName === o.el.tagName && c.textContent?.trim() === o.name) return c
    }
  }
  return document.getElementById('main')
}

const lost = () => document.activeElement === null || document.activeElement === document.body

function giveBack(o: Opener) {
  // Another dialog took focus as this one closed: it will give focus back in its turn.
  if (document.activeElement?.closest('[role="dialog"]')) return
  let target = o.el.isConnected ? o.el : standIn(o)
  target?.focus()
  if (!target || document.activeElement !== target) return
  // While focus rests there, follow the opener's place when the page replaces or drops the element
  // (a re-rendered row, the row that leaves the queue).
  const observer = new MutationObserver(() => {
    if (target?.isConnected) return
    if (!lost()) return stop()
    target = standIn(o)
    target?.focus()
  })
  const timer = setTimeout(() => stop(), WATCH_MS)
  // Focus moving on (focusin; a removal fires none) means the operator went elsewhere.
  const moved = (e: FocusEvent) => {
    if (e.target !== target) stop()
  }
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
    document.removeEventListener('focusin', moved)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  document.addEventListener('focusin', moved)
}

/** Call with the dialog's `open`; works for dialogs that are mounted only while open, too. */
export function useReturnFocus(open: boolean) {
  const opener = useRef<Opener | null>(null)
  const live = useRef(false)
  // Read while rendering the opening: the dialog's own effects move focus into it right after.
  if (open && !live.current && opener.current === null) opener.current = remember()
  useEffect(() => {
    if (!open) return
    live.current = true
    return () => {
      live.current = false
      // After Headless UI's own restore and the render that closed the dialog; not when the dialog
      // opens again at once (React's development double mount).
      setTimeout(() => {
        if (live.current) return
        const o = opener.current
        opener.current = null
        if (o) giveBack(o)
      }, 0)
    }
  }, [open])
}
