// The player's main pages at the five widths of the issue (320, 375, 414, 768, 1440): nothing wider
// than the screen, no text set one character per line, no control covered by another element, and on
// phones (below 768 px) every primary and call-to-action button at least 44 px tall and wide (a
// finger's target). A screenshot per page at the widths the layout journey does not picture; the
// failures are listed together at the end.

import { coveredControls, openPage, playerWithCard } from './a11y.mjs'
import { ok } from './assert.mjs'
import { oneCharacterLines, pageOverflow } from './narrow-text.mjs'

export const name = 'widths: main pages at 320, 375, 414, 768 and 1440 without overflow or small targets'

const WIDTHS = [320, 375, 414, 768, 1440]

/** [name, hash path, needs a session] */
const PAGES = [
  ['home', '/', false],
  ['activity', '/activity', false],
  ['vip', '/vip', false],
  ['app', '/app', false],
  ['register', '/register', false],
  ['login', '/login', false],
  ['sport', '/sport', false],
  ['center', '/mine/center', true],
  ['recharge', '/mine/recharge', true],
  ['withdraw', '/mine/withdraw', true],
  ['transRecord', '/mine/transRecord', true],
  ['betRecord', '/mine/betRecord', true],
  ['message', '/mine/message', true],
  ['welfare', '/mine/welfare', true],
]

/** Primary and call-to-action buttons (the gold and red gradients of ui/Button) smaller than 44 px. */
function smallPrimaryTargets(page) {
  return page.evaluate(() => {
    const found = []
    for (const el of document.querySelectorAll('[class*="bg-gold-gradient"], [class*="bg-cta-gradient"]')) {
      if (!el.matches('a[href], button, [role="button"]') || el.closest('[aria-hidden="true"], [inert]'))
        continue
      const s = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      if (s.visibility !== 'visible' || box.width < 4 || box.height < 4) continue
      if (box.height < 44 || box.width < 44) {
        const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ')
        found.push(
          `<${el.tagName.toLowerCase()}> "${text.slice(0, 24)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        )
      }
    }
    return found
  })
}

export default async function journey({ baseURL, newPage, screenshot }) {
  const { token } = await playerWithCard(baseURL, 'w1')
  const problems = []
  for (const width of WIDTHS) {
    const visitor = await newPage(width)
    const member = await newPage(width)
    await member.addInitScript((t) => sessionStorage.setItem('token', t), token)
    for (const [shot, path, session] of PAGES) {
      const page = session ? member : visitor
      await openPage(page, baseURL, path)
      const at = `${shot} at ${width}`
      const wider = await pageOverflow(page)
      if (wider > 0) problems.push(`${at}: the page is ${wider} px wider than the screen`)
      for (const t of await oneCharacterLines(page)) problems.push(`${at}: one character per line: ${t}`)
      for (const c of await coveredControls(page)) problems.push(`${at}: covered ${c}`)
      if (width < 768)
        for (const b of await smallPrimaryTargets(page)) problems.push(`${at}: small target ${b}`)
      // 375 and 1440 are pictured by the layout journey (20-layout).
      if (width !== 375 && width !== 1440) await screenshot(page, `widths-${shot}-${width}`)
    }
    await visitor.close()
    await member.close()
  }
  ok(problems.length === 0, `the pages fit every width:\n  ${problems.join('\n  ')}`)
}
