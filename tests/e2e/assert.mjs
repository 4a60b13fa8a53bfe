// Tiny assertions for journeys (the runner counts a thrown error as a failed journey).
export function ok(value, message) {
  if (!value) throw new Error(`assertion failed: ${message}`)
}

/** Poll `fn` until it returns a truthy value (Playwright's own waits cover most cases). */
export async function eventually(fn, message, ms = 10_000) {
  const until = Date.now() + ms
  let last
  while (Date.now() < until) {
    last = await fn()
    if (last) return last
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out: ${message} (last value ${JSON.stringify(last)})`)
}

/**
 * Close the home page's modals (welcome, then latest notices) so the page under them is reachable.
 * `wait`: how long to wait for a first one to open (they open after the settings and notices load).
 */
export async function closeDialogs(page, { wait = 0 } = {}) {
  const dialogs = page.getByRole('dialog')
  for (let i = 0; i < 6; i++) {
    const timeout = i === 0 ? wait : 1500
    if (timeout)
      await dialogs
        .first()
        .waitFor({ timeout })
        .catch(() => {})
    const n = await dialogs.count()
    if (!n) return
    // The topmost dialog: a prompt (e.g. 设定存款限额 after sign-up) opens over the home notices,
    // which are inert underneath it until it closes. Dialogs stack in the order they opened, not in
    // page order: the top one is the one that owns what is drawn at its panel's centre.
    const topIndex = await page.evaluate(() =>
      [...document.querySelectorAll('dialog[open], [role=dialog]')].findIndex((d) => {
        const r = (d.querySelector(':scope > div') ?? d).getBoundingClientRect()
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 24))
        return hit !== null && d.contains(hit)
      }),
    )
    if (topIndex < 0) {
      // Still opening (or leaving): look again.
      await page.waitForTimeout(300)
      continue
    }
    const closing = dialogs
      .nth(topIndex)
      .getByRole('button', { name: /我知道了|以后再说|关闭|Close|OK/ })
      .first()
    // Another prompt may open over it meanwhile (it turns inert): the next turn takes the new top.
    await closing.click({ timeout: 3000 }).catch(() => {})
    await page
      .waitForFunction(
        (before) => document.querySelectorAll('dialog[open], [role=dialog]').length < before,
        n,
        {
          timeout: 5000,
        },
      )
      .catch(() => {})
  }
}
