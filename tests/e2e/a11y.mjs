// What the layout, axe and keyboard journeys share: a player with a bound card, the pages to visit,
// the covered-control check and the axe-core run.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { closeDialogs, ok } from './assert.mjs'
import { api } from './kit.mjs'

const require = createRequire(import.meta.url)
const AXE = require.resolve('axe-core/axe.min.js')

/** A fresh player (registered through the API) with one bank card bound; the session token. */
export async function playerWithCard(baseURL, tag) {
  const username = `e2e${Date.now().toString(36).slice(-6)}${tag}`
  const reg = await api(baseURL, '/api/register', {
    name: username,
    password: 'abcd1234',
    confirmPass: 'abcd1234',
    realname: '无障碍玩家',
    birthday: '1990-05-01',
    paypassword: '123456',
  })
  ok(reg.code === 200, `registered ${username} (${reg.message})`)
  const token = reg.data.api_token
  const banks = await api(baseURL, '/api/banklist', {}, token)
  ok(banks.code === 200 && banks.data.length > 0, `bank list (${banks.message})`)
  const bind = await api(
    baseURL,
    '/api/bindcard',
    {
      bank: banks.data[0].bank_name,
      bank_address: '演示支行',
      bank_no: '6222020000000009',
      bank_owner: '无障碍玩家',
      pay_pass: '123456',
    },
    token,
  )
  ok(bind.code === 200, `card bound (${bind.message})`)
  return { username, token }
}

/** Every page of the site: [name, hash path, needs a session]. */
export const PAGES = [
  ['home', '/', false],
  ['realbet', '/realbet', false],
  ['sport', '/sport', false],
  ['concise', '/concise', false],
  ['lottery', '/lottery', false],
  ['activity', '/activity', false],
  ['activityInfo', '/activityInfo?id=1', false],
  ['app', '/app', false],
  ['vip', '/vip', false],
  ['abouts', '/abouts?type=1', false],
  ['asdwl', '/asdwl?type=1', false],
  ['login', '/login', false],
  ['register', '/register', false],
  ['center', '/mine/center', true],
  ['recharge', '/mine/recharge', true],
  ['withdraw', '/mine/withdraw', true],
  ['transfer', '/mine/transfer', true],
  ['bankCard', '/mine/bankCard', true],
  ['transRecord', '/mine/transRecord', true],
  ['betRecord', '/mine/betRecord', true],
  ['fanshui', '/mine/fanshui', true],
  ['activityRecord', '/mine/activityRecord', true],
  ['welfare', '/mine/welfare', true],
  ['message', '/mine/message', true],
  ['applyagent', '/mine/applyagent', true],
  ['userredpacket', '/userredpacket', true],
  ['sicbo', '/play/sicbo?venue=jdlive', true],
  ['slot', '/play/slot?venue=jdslot', true],
  ['fast3', '/play/fast3?venue=jdlottery', true],
  ['fair', '/fair', false],
]

/** Open a page and wait until it has drawn its main heading and its data has arrived. */
export async function openPage(page, baseURL, path) {
  await page.goto(`${baseURL}/#${path}`)
  await page.locator('h1').first().waitFor({ state: 'attached', timeout: 90_000 })
  await page.waitForLoadState('networkidle').catch(() => {})
  await closeDialogs(page, { wait: path === '/' ? 5000 : 300 })
  // Lazy images and late data: walk down the page and back up.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 40))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle').catch(() => {})
  // The loading overlay covers the page on purpose while a call is out: wait for the answers first.
  await page
    .waitForFunction(() => !document.body.innerText.includes('加载中，请稍候'), null, { timeout: 30_000 })
    .catch(() => {})
  // Fonts loaded and two frames drawn: the layout the player sees is the one measured.
  await page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    ),
  )
  const keys = await catalogKeysShown(page)
  ok(keys.length === 0, `${path}: catalog keys shown instead of text: ${keys.join(', ')}`)
}

/**
 * Catalog keys drawn as text: t() gives an unknown key back unchanged, so a catalog that did not load
 * (or loaded empty, as a spread over two chunks that import each other does) shows its keys.
 */
export function catalogKeysShown(page) {
  return page.evaluate(() => {
    const AREAS =
      'games|member|public|sbui|pr|v|layout|kyc|sp|agent|auth|title|p|g|recovery|common|notify|sb|contact|rc|route|msg|net|session'
    const key = new RegExp(`(?<![\\w@./:-])(?:${AREAS})\\.[a-z][A-Za-z0-9]*(?:\\.[A-Za-z0-9-]+)*`, 'g')
    return [...new Set(document.body.innerText.match(key) ?? [])]
  })
}

/**
 * Controls covered by another element: every link, button, [role=button] and [onclick] element that
 * is drawn. The page is scrolled through; at each stop a control whose centre lies in the visible band
 * (and inside every clipping ancestor) must be what document.elementFromPoint finds there, or contain
 * it. The band is the viewport minus bars (most of its width) fixed or stuck to its top or bottom edge
 * (the sticky header, the docked side menu, the console's top bar): content scrolls out from under those, so they are checked by
 * the first stop (nothing above the page's top) and the last (the page must leave room under a bottom
 * bar). Anything else floating is checked everywhere. Returns one line per covered control.
 */
export function coveredControls(page) {
  return page.evaluate(async () => {
    const SELECTOR = 'a[href], button, [role="button"], [onclick], summary'
    const describe = (el) => {
      const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ')
      return `<${el.tagName.toLowerCase()}> "${text.slice(0, 30)}"`
    }
    const clipOf = (el) => {
      let r = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight }
      for (let p = el.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p)
        if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
          const b = p.getBoundingClientRect()
          r = {
            left: Math.max(r.left, b.left),
            top: Math.max(r.top, b.top),
            right: Math.min(r.right, b.right),
            bottom: Math.min(r.bottom, b.bottom),
          }
        }
      }
      return r
    }
    const drawn = (el) => {
      if (el.closest('[inert], [aria-hidden="true"]')) return false
      // Behind an open modal the page is inert (without an attribute saying so): a modal <dialog>, or
      // the console's dialogs (role=dialog, aria-modal, the page behind them unreachable). The last
      // one opened is the one on top.
      const modals = document.querySelectorAll('dialog:modal, [role="dialog"][aria-modal="true"]')
      const modal = modals[modals.length - 1]
      if (modal && !modal.contains(el)) return false
      const s = getComputedStyle(el)
      if (s.visibility !== 'visible' || s.pointerEvents === 'none' || Number(s.opacity) === 0) return false
      const b = el.getBoundingClientRect()
      // Visually hidden controls (the skip link before it has focus) are not drawn.
      return b.width >= 4 && b.height >= 4
    }
    /** The band between full-width bars stuck to the viewport's top and bottom edges. */
    const band = () => {
      let top = 0
      let bottom = window.innerHeight
      for (const el of document.querySelectorAll('body *')) {
        const s = getComputedStyle(el)
        if (s.position !== 'fixed' && s.position !== 'sticky') continue
        const b = el.getBoundingClientRect()
        // A top bar may span most of the width (the console's beside its 208 px sidebar: 86 % at 1440); a
        // bottom bar must span nearly all of it (the site's docked side menu at 320 px is narrower and
        // floats: it is checked everywhere, the page leaving room under it).
        if (b.height > window.innerHeight * 0.4 || b.height === 0) continue
        if (b.top <= 1 && b.width >= window.innerWidth * 0.6) top = Math.max(top, b.bottom)
        else if (b.bottom >= window.innerHeight - 1 && b.width >= window.innerWidth * 0.9)
          bottom = Math.min(bottom, b.top)
      }
      return { top, bottom }
    }
    const found = new Map()
    let y = 0
    for (;;) {
      window.scrollTo(0, y)
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      // Measured at every stop: a page still growing (late data) has its last stop further down.
      const last = Math.max(0, document.documentElement.scrollHeight - window.innerHeight)
      const b = band()
      const from = y === 0 ? 0 : b.top
      const to = y >= last ? window.innerHeight : b.bottom
      for (const el of document.querySelectorAll(SELECTOR)) {
        if (!drawn(el)) continue
        // An inline link that wraps has several boxes: its first one is what a finger aims at.
        const r = el.getClientRects()[0] ?? el.getBoundingClientRect()
        const x = r.left + r.width / 2
        const cy = r.top + r.height / 2
        // A centre within a pixel of a bar's edge is measured on the next stop: the hit test rounds,
        // and a centre at 747.6 above a bar from 748 finds the bar.
        if (cy < from + 1 || cy >= to - 1) continue
        const clip = clipOf(el)
        if (x < clip.left || x >= clip.right || cy < clip.top || cy >= clip.bottom) continue
        const hit = document.elementFromPoint(x, cy)
        if (!hit || el.contains(hit)) continue
        // A label forwards its clicks to its control.
        if (hit.tagName === 'LABEL' && hit.contains(el)) continue
        const key = describe(el)
        if (!found.has(key)) found.set(key, `${key} covered by ${describe(hit)} at scroll ${y}`)
      }
      if (y >= last) break
      y = Math.min(last, y + Math.max(40, Math.floor((b.bottom - b.top) * 0.8)))
    }
    window.scrollTo(0, 0)
    return [...found.values()]
  })
}

/** axe-core (pinned npm package) on the page as it is; the serious and critical violations. */
export async function axeViolations(page) {
  // Evaluated through the DevTools protocol: the site's CSP (script-src 'self') refuses an injected
  // <script> tag, as it should.
  // Once per document: a journey that moves through a single-page app keeps it between screens.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'))
  const result = await page.evaluate(() =>
    window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    }),
  )
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | ')}`,
    )
}
