// The console at 375, 768 and 1440 (issue 26, "every screen size"): on a phone and a tablet the menu
// is a drawer behind the top bar's menu button (focus trapped, Escape and the backdrop close it, focus
// back on the button); the deposits queue fits the screen (its table scrolls inside its card, no text
// one character wide), axe-core finds no serious or critical violation, the first queue action is at
// most five Tab presses away (the skip link first), and focus comes back to the review button when its
// dialog closes. The worked lists (applications, players, audit, payouts) with their filters open fit
// a phone. Needs a pending deposit (the console journey's payer asks for one).
import { axeViolations } from './a11y.mjs'
import { eventually, ok } from './assert.mjs'
import { oneCharacterLines, pageOverflow } from './narrow-text.mjs'

const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return el && el !== document.body ? (el.textContent ?? '').trim() : ''
  })

/** Opens a signed-in console page of the given width on a route (the tab keeps the token). */
async function open(newPage, adminURL, token, width, hash) {
  const page = await newPage(width)
  await page.addInitScript((t) => sessionStorage.setItem('console.token', t), token)
  await page.goto(`${adminURL}/#${hash}`)
  return page
}

/** The queue's layout, axe and keyboard checks; the page shows the deposits queue. */
async function checkQueue(page, width, screenshot) {
  const review = page.getByRole('button', { name: '审核', exact: true }).first()
  await review.waitFor()
  await page.evaluate(() => document.fonts.ready)
  await screenshot(page, `console-deposits-${width}`)
  const narrow = await oneCharacterLines(page)
  ok(narrow.length === 0, `no text one character wide at ${width}:\n  ${narrow.join('\n  ')}`)
  const over = await pageOverflow(page)
  ok(over === 0, `the page is no wider than the screen at ${width} (${over} px over)`)
  const axe = await axeViolations(page)
  ok(axe.length === 0, `axe at ${width}:\n  ${axe.join('\n  ')}`)

  // From the top of the page: the skip link first, then the queue's first action within five Tabs.
  await page.evaluate(() => {
    document.body.setAttribute('tabindex', '-1')
    document.body.focus()
    document.body.removeAttribute('tabindex')
  })
  await page.keyboard.press('Tab')
  ok((await focused(page)) === '跳到主要内容', `the skip link is the first stop of Tab at ${width}`)
  await page.keyboard.press('Enter')
  let tabs = 1
  while ((await focused(page)) !== '审核' && tabs < 5) {
    await page.keyboard.press('Tab')
    tabs += 1
  }
  ok((await focused(page)) === '审核', `the first queue action within 5 Tab presses at ${width}`)
  console.log(`[e2e]   ${width} px: the first 审核 after ${tabs} Tab presses`)

  // The review dialog gives focus back to its opener, by Escape and by its cancel button.
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  const cancel = dialog.getByRole('button', { name: '取消' })
  await cancel.waitFor()
  await screenshot(page, `console-review-${width}`)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  await eventually(async () => (await focused(page)) === '审核', `Escape gives focus back to 审核 (${width})`)
  await review.click()
  await cancel.click()
  await dialog.waitFor({ state: 'hidden' })
  await eventually(async () => (await focused(page)) === '审核', `取消 gives focus back to 审核 (${width})`)
}

export async function consoleScreens({ adminURL, token, newPage, screenshot }) {
  // A phone: the menu is behind the top bar's button.
  const phone = await open(newPage, adminURL, token, 375, '/dashboard')
  await phone.getByRole('heading', { name: '数据总览' }).waitFor()
  await phone.getByText('充值 · 今日').waitFor()
  ok(!(await phone.getByRole('link', { name: /充值审核/ }).isVisible()), 'no sidebar on a phone')
  await screenshot(phone, 'console-dashboard-375')
  ok((await oneCharacterLines(phone)).length === 0, 'the dashboard has no text one character wide at 375')
  ok((await pageOverflow(phone)) === 0, 'the dashboard is no wider than a phone')
  const menu = phone.getByRole('button', { name: '菜单' })
  const drawer = phone.getByRole('dialog', { name: '菜单' })
  // The dialog element itself has no box (its backdrop and panel are fixed): wait for its menu.
  const drawn = drawer.getByRole('navigation')
  // Escape closes, focus back on the button.
  await menu.click()
  await drawn.waitFor()
  await screenshot(phone, 'console-drawer-375')
  for (let i = 0; i < 40; i++) await phone.keyboard.press('Tab')
  ok(
    await phone.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
    'Tab stays inside the drawer',
  )
  await phone.keyboard.press('Escape')
  await drawer.waitFor({ state: 'hidden' })
  await eventually(async () => (await focused(phone)).includes('菜单'), 'Escape gives focus back to 菜单')
  // The backdrop closes.
  await menu.click()
  await drawn.waitFor()
  await phone.mouse.click(360, 400)
  await drawer.waitFor({ state: 'hidden' })
  await eventually(
    async () => (await focused(phone)).includes('菜单'),
    'the backdrop gives focus back to 菜单',
  )
  // A section: the drawer closes on the way.
  await menu.click()
  await drawer.getByRole('link', { name: /充值审核/ }).click()
  await drawer.waitFor({ state: 'hidden' })
  await phone.getByRole('heading', { name: '充值审核' }).waitFor()
  await checkQueue(phone, 375, screenshot)
  await phone.close()

  // A tablet: at 768 the menu is still the drawer (the sidebar comes at 1024); same queue checks.
  const tablet = await open(newPage, adminURL, token, 768, '/deposits')
  await tablet.getByRole('heading', { name: '充值审核' }).waitFor()
  ok(await tablet.getByRole('button', { name: '菜单' }).isVisible(), 'the menu button at 768')
  await checkQueue(tablet, 768, screenshot)
  await tablet.close()

  // The worked lists on a phone with their filters shown: they fit, no one-character text, axe clean.
  for (const [hash, form, fold] of [
    ['/agents', '筛选', true],
    ['/withdrawals', '筛选', true],
    ['/players', '会员搜索', false],
    ['/audit', '筛选', false],
    ['/promotions', '筛选', false],
  ]) {
    const list = await open(newPage, adminURL, token, 375, hash)
    if (fold) await list.getByRole('button', { name: /^筛选/ }).click()
    await list.getByRole('form', { name: form }).waitFor()
    await list.getByRole('button', { name: '导出 CSV' }).first().waitFor()
    await list.evaluate(() => document.fonts.ready)
    await screenshot(list, `console-list${hash.replace('/', '-')}-375`)
    const narrow = await oneCharacterLines(list)
    ok(narrow.length === 0, `${hash} has no text one character wide at 375:\n  ${narrow.join('\n  ')}`)
    const over = await pageOverflow(list)
    ok(over === 0, `${hash} is no wider than a phone (${over} px over)`)
    const axe = await axeViolations(list)
    ok(axe.length === 0, `axe on ${hash} at 375:\n  ${axe.join('\n  ')}`)
    await list.close()
  }

  const desk = await open(newPage, adminURL, token, 1440, '/deposits')
  await desk.getByRole('heading', { name: '充值审核' }).waitFor()
  ok(!(await desk.getByRole('button', { name: '菜单' }).isVisible()), 'no menu button beside the sidebar')
  await checkQueue(desk, 1440, screenshot)
  await desk.close()
}
