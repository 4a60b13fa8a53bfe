// Layout checks a screenshot shows but an assertion should catch: text squeezed into a column so narrow
// that it breaks after every character, and a page wider than the screen.

/**
 * Text set one character per line: a text node of two or more characters, in an element narrower than
 * 40 px, whose lines are as many as its characters. Hidden text (aria-hidden, the 1 px screen-reader
 * only boxes) is not drawn and not counted. One line per case.
 */
export function oneCharacterLines(page) {
  return page.evaluate(() => {
    const found = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const chars = [...(n.textContent ?? '').replace(/\s+/g, '')]
      if (chars.length < 2) continue
      const el = n.parentElement
      if (!el || el.closest('[aria-hidden="true"], script, style, noscript')) continue
      const s = getComputedStyle(el)
      if (s.visibility !== 'visible') continue
      const box = el.getBoundingClientRect()
      if (box.width < 2 || box.width >= 40) continue
      const range = document.createRange()
      range.selectNodeContents(n)
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      )
      if (lines.size >= 2 && lines.size >= chars.length) {
        found.push(
          `<${el.tagName.toLowerCase()}> "${chars.join('').slice(0, 20)}" ${Math.round(box.width)} px wide, ${lines.size} lines`,
        )
      }
    }
    return found
  })
}

/**
 * How far the page is wider than the screen it was opened at (0 when nothing sticks out sideways).
 * Measured against the width the journey set, not `innerWidth`: an emulated phone widens its layout
 * viewport to fit a page that is too wide, so `innerWidth` grows with the overflow and hides it.
 */
export async function pageOverflow(page) {
  const width = page.viewportSize()?.width
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
  return Math.max(0, scroll - (width ?? scroll))
}

/** Fails the journey when the page is wider than the screen it was opened at (see pageOverflow). */
export async function noOverflow(page, what) {
  const over = await pageOverflow(page)
  if (over > 0)
    throw new Error(`${what}: ${over} px wider than the screen (${page.viewportSize()?.width} px)`)
}
