// Every in-house game page (the ten slot machines, the tables, the draws, the sportsbook) at the six
// widths of issue 27 (320, 375, 390, 414, 768, 1440): nothing wider than the screen, the header's
// title whole (not squeezed, not one character per line), no control or card cut off by the screen's
// edge or a clipping box, and on phones (414 px and below) every control at least 44 px in both
// directions (a finger's target). Baccarat is shown with the widest hand it can deal (three cards a
// side, the state answer rewritten in the browser) to catch a clipped banker hand. One page, resized
// rather than reopened; the failures are listed together at the end.

import { playerWithCard } from './a11y.mjs'
import { closeDialogs, ok } from './assert.mjs'
import { oneCharacterLines, pageOverflow } from './narrow-text.mjs'

export const name = 'game widths: every game page at 320–1440 without overflow, clipping or small targets'

const WIDTHS = [320, 375, 390, 414, 768, 1440]
const SLOTS = ['jdslot', 'xyslot', 'fhslot', 'jlslot', 'tbslot'].flatMap((v) => [
  [`slot-${v}-01`, `/play/slot?venue=${v}&game=${v}-01`],
  [`slot-${v}-02`, `/play/slot?venue=${v}&game=${v}-02`],
])
/** [name, hash path] */
const GAMES = [
  ...SLOTS,
  ['sicbo', '/play/sicbo?venue=jdlive'],
  ['fast3', '/play/fast3?venue=jdlottery'],
  ['bullbull', '/play/bullbull?venue=jdchess'],
  ['baccarat', '/play/baccarat?venue=jdlive'],
  ['dragontiger', '/play/dragontiger?venue=hxlive'],
  ['roulette', '/play/roulette?venue=lylive'],
  ['sangong', '/play/sangong?venue=ymlive'],
  ['ssc', '/play/ssc?venue=qxlottery'],
  ['pk10', '/play/pk10?venue=vrbet'],
  ['zhajinhua', '/play/zhajinhua?venue=qxchess'],
  ['erbagang', '/play/erbagang?venue=bfchess'],
  ['qiangzhuang', '/play/qiangzhuang?venue=lhchess'],
  ['sports', '/play/sports?venue=jdsport'],
]
/** Pictured at these widths (the slot pictures once, for its first machine). */
const SHOTS = new Set([320, 375, 1440])
const PICTURED = new Set(['slot-jdslot-01', 'baccarat', 'bullbull', 'sports', 'roulette', 'pk10'])

/** A baccarat hand of three cards a side, as the table's state call answers it. */
const WIDEST_HAND = {
  player: ['KS', 'QH', '9D'],
  banker: ['5C', 'TD', '3H'],
  player_total: 9,
  banker_total: 8,
  winner: 'player',
  player_pair: false,
  banker_pair: false,
  natural: false,
}

/**
 * What a measurement finds wrong on the page as drawn: the title, controls and cards cut off, and (when
 * `targets`) controls smaller than 44 × 44 px. One line per case.
 */
function measure(page, targets) {
  // The width the page was opened at, not innerWidth (see narrow-text.mjs, pageOverflow).
  const vw = page.viewportSize().width
  return page.evaluate(
    ([targets, vw]) => {
      const found = []
      const describe = (el) => {
        const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || '')
          .trim()
          .replace(/\s+/g, ' ')
        return `<${el.tagName.toLowerCase()}> "${text.slice(0, 24)}"`
      }
      const shown = (el) => {
        if (el.closest('[aria-hidden="true"], [inert], [hidden], dialog:not([open])')) return false
        const s = getComputedStyle(el)
        if (s.visibility !== 'visible' || s.display === 'none') return false
        const b = el.getBoundingClientRect()
        return b.width >= 4 && b.height >= 4
      }
      const NONE = { left: Number.NEGATIVE_INFINITY, right: Number.POSITIVE_INFINITY }
      /**
       * The box that cuts `el` off: the viewport's width, narrowed by every ancestor hiding overflow. A
       * scroller shows what it cuts off by scrolling to it (a row of league tabs): nothing inside one is
       * cut off along its axis.
       */
      const clipOf = (el) => {
        let x = { left: 0, right: vw }
        let y = { left: Number.NEGATIVE_INFINITY, right: Number.POSITIVE_INFINITY }
        let scrollsX = false
        let scrollsY = false
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const s = getComputedStyle(p)
          const b = p.getBoundingClientRect()
          if (s.overflowX === 'auto' || s.overflowX === 'scroll') scrollsX = true
          if (s.overflowY === 'auto' || s.overflowY === 'scroll') scrollsY = true
          if (s.overflowX === 'hidden' || s.overflowX === 'clip')
            x = { left: Math.max(x.left, b.left), right: Math.min(x.right, b.right) }
          if (s.overflowY === 'hidden' || s.overflowY === 'clip')
            y = { left: Math.max(y.left, b.top), right: Math.min(y.right, b.bottom) }
        }
        if (scrollsX) x = NONE
        if (scrollsY) y = NONE
        return { left: x.left, right: x.right, top: y.left, bottom: y.right }
      }
      /** A link inside a sentence (WCAG 2.5.5's inline exception): inline, beside text of its own parent. */
      const inSentence = (el) =>
        el.matches('a') &&
        getComputedStyle(el).display === 'inline' &&
        [...(el.parentElement?.childNodes ?? [])].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== '',
        )

      const h1 = document.querySelector('header h1') ?? document.querySelector('h1')
      if (!h1) found.push('no page title')
      else {
        const b = h1.getBoundingClientRect()
        if (b.width < 80 || b.height < 16)
          found.push(`title squeezed to ${Math.round(b.width)}×${Math.round(b.height)}`)
        if (h1.scrollWidth > h1.clientWidth + 1) found.push(`title cut off ("${h1.textContent}")`)
        const header = h1.closest('header')
        if (header && header.getBoundingClientRect().height > window.innerHeight * 0.5)
          found.push(`header ${Math.round(header.getBoundingClientRect().height)} px tall`)
      }

      const CONTROLS =
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]'
      const CARDS = '[data-card], [data-testid$="-hand"] svg, [role="img"]'
      for (const el of document.querySelectorAll(`main ${CONTROLS}, header ${CONTROLS}, main ${CARDS}`)) {
        if (!shown(el)) continue
        const b = el.getBoundingClientRect()
        const c = clipOf(el)
        // Half a pixel of rounding either way is not a cut.
        if (b.left < c.left - 1 || b.right > c.right + 1 || b.top < c.top - 1 || b.bottom > c.bottom + 1) {
          found.push(
            `${describe(el)} cut off: ${Math.round(b.left)}–${Math.round(b.right)} × ${Math.round(b.top)}–${Math.round(b.bottom)} in ${Math.round(c.left)}–${Math.round(c.right)} × ${Math.round(c.top)}–${Math.round(c.bottom)}`,
          )
        }
        if (!targets || !el.matches(CONTROLS)) continue
        // A control inside a label is reached through the label.
        if (inSentence(el)) continue
        const label = el.closest('label')
        const box = label && !el.matches('label *:is(button, a)') ? label.getBoundingClientRect() : b
        if (box.width < 44 - 0.5 || box.height < 44 - 0.5)
          found.push(`${describe(el)} ${Math.round(box.width)}×${Math.round(box.height)} (< 44 px)`)
      }
      return [...new Set(found)]
    },
    [targets, vw],
  )
}

/** Open a game page and wait until its table has drawn (its loading line gone). */
async function openGame(page, baseURL, path) {
  await page.goto(`${baseURL}/#${path}`)
  await page.locator('header h1').first().waitFor()
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return main && !main.textContent.includes('加载中') && main.textContent.trim().length > 20
  })
  await page.waitForLoadState('networkidle').catch(() => {})
  await closeDialogs(page, { wait: 300 })
}

const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((r) =>
        // The deal animations last under a second; two frames after that the layout is the one measured.
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(r)), 50),
      ),
  )

export default async function journey({ baseURL, newPage, screenshot }) {
  const { token } = await playerWithCard(baseURL, 'gw')
  const page = await newPage(WIDTHS[0])
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token)
  // Baccarat at its widest: whatever the table is dealing, the page sees a settled three-card hand.
  await page.route('**/api/games/baccarat/state', async (route) => {
    const res = await route.fetch()
    const body = await res.json()
    if (body.code === 200) body.data.round = { ...body.data.round, phase: 'result', result: WIDEST_HAND }
    await route.fulfill({ status: res.status(), json: body })
  })
  const problems = []
  for (const [shot, path] of GAMES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 812 })
    await openGame(page, baseURL, path)
    if (shot === 'baccarat') await page.getByTestId('bacc-banker').locator('[data-card]').nth(2).waitFor()
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 })
      await settle(page)
      const at = `${shot} at ${width}`
      const wider = await pageOverflow(page)
      if (wider > 0) problems.push(`${at}: the page is ${wider} px wider than the screen`)
      for (const t of await oneCharacterLines(page)) problems.push(`${at}: one character per line: ${t}`)
      for (const p of await measure(page, width <= 414)) problems.push(`${at}: ${p}`)
      if (SHOTS.has(width) && PICTURED.has(shot)) await screenshot(page, `game-widths-${shot}-${width}`)
    }
  }
  ok(problems.length === 0, `the game pages fit every width:\n  ${problems.join('\n  ')}`)
}
