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
  const dialog = page.getByRole('dialog').first()
  for (let i = 0; i < 4; i++) {
    const timeout = i === 0 ? wait : 1500
    if (timeout) await dialog.waitFor({ timeout }).catch(() => {})
    if (!(await dialog.isVisible().catch(() => false))) return
    await dialog
      .getByRole('button', { name: /我知道了|关闭|Close|OK/ })
      .first()
      .click()
    await dialog.waitFor({ state: 'hidden' }).catch(() => {})
  }
}
