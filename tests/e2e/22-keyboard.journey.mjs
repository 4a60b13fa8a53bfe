// By keyboard alone (1440 px, a player with a card): the home page's modals close on Escape; the skip
// link is the first Tab stop and leads into the page; links of closed navigation menus and hidden
// banner slides are not in the Tab order; from the header's 存款 link (Enter) the first deposit field
// is at most 5 Tab presses away, because focus moves to the page's heading after the navigation; a
// dialog opened by a button closes on Escape and gives focus back to that button.

import { playerWithCard } from './a11y.mjs'
import { ok } from './assert.mjs'

export const name = 'keyboard: skip link, Escape on every modal, focus after navigation, 存款 in ≤ 5 Tabs'

const TAB_BUDGET = 5

/** What has focus: tag, accessible name hints and whether it is inside the header. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return { tag: 'body', text: '', inHeader: false, label: '' }
    const labelled = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40),
      label: (labelled?.textContent || el.getAttribute('aria-label') || '').trim(),
      inHeader: Boolean(el.closest('header')),
      inHidden:
        Boolean(el.closest('[inert], [aria-hidden="true"]')) || getComputedStyle(el).visibility === 'hidden',
      // A link of a navigation dropdown (none is opened here).
      inDropdown: Boolean(el.closest('nav ul ul')),
    }
  })

export default async function journey({ baseURL, newPage, screenshot }) {
  const { token } = await playerWithCard(baseURL, 'k1')
  const page = await newPage(1440)
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token)

  // The home page's modals: the welcome, then the latest notices; each closes on Escape.
  await page.goto(`${baseURL}/`)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('heading', { name: /^欢迎光临/ }).waitFor()
  await page.keyboard.press('Escape')
  await dialog.getByRole('heading', { name: '最新公告' }).waitFor()
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })

  // The skip link is the first stop and moves focus to the page's heading.
  await page.evaluate(() => {
    document.activeElement?.blur()
    window.scrollTo(0, 0)
  })
  await page.locator('body').focus()
  await page.keyboard.press('Tab')
  let f = await focused(page)
  ok(f.text === '跳到主要内容', `the first Tab stop is the skip link (got ${JSON.stringify(f)})`)
  await screenshot(page, 'keyboard-skip-link-1440')
  await page.keyboard.press('Enter')
  f = await focused(page)
  ok(f.tag === 'h1', `the skip link moves focus to the page's heading (got ${JSON.stringify(f)})`)

  // Walk the whole page by Tab: nothing focused is hidden (closed menus, slides out of view).
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab')
    f = await focused(page)
    if (f.tag === 'body') break
    ok(!f.inHidden, `Tab stop ${i + 1} is visible (got ${JSON.stringify(f)})`)
    ok(!f.inDropdown, `Tab stop ${i + 1} is not a link of a closed menu (got ${JSON.stringify(f)})`)
  }

  // The header's 存款, then Tab to the first deposit field.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.locator('header a', { hasText: '存款' }).first().focus()
  f = await focused(page)
  ok(f.inHeader && f.text === '存款', `focus on the header's 存款 (got ${JSON.stringify(f)})`)
  await page.keyboard.press('Enter')
  await page.waitForURL(/#\/mine\/recharge$/)
  await page.getByRole('heading', { name: '存款', level: 1 }).waitFor()
  await page.getByRole('button', { name: '立即存款' }).waitFor()
  // Focus lands on the page's heading once it is drawn.
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
  let presses = 0
  for (; presses < 30; ) {
    await page.keyboard.press('Tab')
    presses++
    f = await focused(page)
    if (f.label.includes('存款银行') || f.text.includes('请选择')) break
  }
  console.log(`[e2e]   Tab presses from the header's 存款 to the first deposit field: ${presses}`)
  ok(presses <= TAB_BUDGET, `the first deposit field within ${TAB_BUDGET} Tab presses (took ${presses})`)
  await screenshot(page, 'keyboard-deposit-field-1440')

  // A dialog opened by a button (the bank-card page's add dialog) closes on Escape and returns focus.
  await page.goto(`${baseURL}/#/mine/bankCard`)
  const add = page.getByRole('button', { name: '添加银行卡' })
  await add.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('dialog').waitFor()
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
  f = await focused(page)
  ok(f.text.includes('添加银行卡'), `focus is back on 添加银行卡 (got ${JSON.stringify(f)})`)
}
