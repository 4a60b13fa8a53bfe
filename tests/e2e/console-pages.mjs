// The console's other screens at 375 and 1440 (issue 26, "every screen size"): a player's page (the
// demo's), the KYC review queue and its dialog, 待复核, the settings pages, the content pages, the
// 在线客服 desk, reports, operators and the operator's own account. Each is opened on a page of that
// width and checked as the player site's layout journey checks its pages: no control covered by
// another element, no text one character wide, nothing wider than the screen, and axe-core finds no
// serious or critical violation. Every fault of every screen is listed before the journey fails.
import { axeViolations, coveredControls } from './a11y.mjs'
import { ok } from './assert.mjs'
import { api } from './kit.mjs'
import { oneCharacterLines, pageOverflow } from './narrow-text.mjs'
import { png } from './png.mjs'

/** [hash, the page's heading]: the screens checked at both widths. */
const SCREENS = [
  ['/players/demo888', 'demo888'],
  ['/kyc', '身份认证审核'],
  ['/approvals', '双人复核'],
  ['/settings/site', '站点设置'],
  ['/settings/payment', '支付设置'],
  ['/content/banners', null],
  ['/content/notices', '公告与跑马灯'],
  ['/content/articles', null],
  ['/content/activities', null],
  ['/content/types', null],
  ['/content/venues', null],
  ['/content/vip', null],
  ['/content/redpackets', null],
  ['/content/welcome', null],
  ['/content/inbox', null],
  ['/support', '客服工作台'],
  ['/reports', '报表'],
  ['/operators', '操作员管理'],
  ['/account', '我的账号'],
]

/** A player waiting in the KYC queue: registered, both documents uploaded through the player API. */
async function kycPlayer(baseURL) {
  const username = `kcs${Date.now().toString(36).slice(-6)}8`
  const reg = await api(baseURL, '/api/register', {
    name: username,
    password: 'abcd1234',
    confirmPass: 'abcd1234',
    realname: '版面玩家',
    birthday: '1990-05-01',
    paypassword: '123456',
  })
  ok(reg.code === 200, `registered ${username} (${reg.message})`)
  for (const [kind, colour] of [
    ['identity', [200, 60, 60]],
    ['address', [60, 120, 200]],
  ]) {
    const form = new FormData()
    form.append('file', new Blob([png(48, colour)], { type: 'image/png' }), `${kind}.png`)
    const res = await fetch(`${baseURL}/api/kyc/documents/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reg.data.api_token}`, 'idempotency-key': crypto.randomUUID() },
      body: form,
    })
    const body = await res.json()
    ok(body.code === 200, `${username} uploaded the ${kind} document (${body.message})`)
  }
  return username
}

/**
 * Opens `hash` in the same page (no reload) and waits until the new screen has drawn its heading (a
 * new <h1>: the old one is marked first) and its data (no 正在加载… left, fonts, two frames).
 */
async function openScreen(page, adminURL, hash, heading) {
  await page.evaluate(() => {
    for (const h of document.querySelectorAll('main h1')) h.setAttribute('data-seen', '')
  })
  await page.goto(`${adminURL}/#${hash}`)
  const h1 = page.locator('main h1:not([data-seen])')
  await (heading ? h1.filter({ hasText: heading }) : h1).first().waitFor()
  await settle(page)
}

async function settle(page) {
  await page
    .waitForFunction(() => !document.body.innerText.includes('正在加载…'), null, { timeout: 15_000 })
    .catch(() => {})
  await page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    ),
  )
}

/** The four checks on the page as it is; one line per fault, prefixed with `what`. */
async function faults(page, what) {
  const found = []
  for (const c of await coveredControls(page)) found.push(`${what}: covered ${c}`)
  for (const n of await oneCharacterLines(page)) found.push(`${what}: one character wide ${n}`)
  // A chart sizes itself a frame or two after it mounts: the width is read until it settles (3 s).
  let over = await pageOverflow(page)
  for (let i = 0; i < 12 && over > 0; i++) {
    await page.waitForTimeout(250)
    over = await pageOverflow(page)
  }
  if (over > 0) found.push(`${what}: ${over} px wider than the screen`)
  for (const v of await axeViolations(page)) found.push(`${what}: axe ${v}`)
  return found
}

export async function consolePages({ baseURL, adminURL, token, newPage, screenshot }) {
  const waiting = await kycPlayer(baseURL)
  const problems = []
  for (const width of [375, 1440]) {
    const page = await newPage(width)
    await page.addInitScript((t) => sessionStorage.setItem('console.token', t), token)
    for (const [hash, heading] of SCREENS) {
      await openScreen(page, adminURL, hash, heading)
      problems.push(...(await faults(page, `${hash} at ${width}`)))
      // Pictures on the phone only (a full-page picture waits for the network to rest: seconds each).
      if (width === 375) await screenshot(page, `console-page${hash.replaceAll('/', '-')}-${width}`)
      if (hash !== '/kyc') continue
      // The review dialog of the player who uploaded both documents.
      await page.getByRole('row').filter({ hasText: waiting }).getByRole('button', { name: '审核' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: '通过认证' }).waitFor()
      await settle(page)
      problems.push(...(await faults(page, `the KYC dialog at ${width}`)))
      if (width === 375) await screenshot(page, `console-page-kyc-dialog-${width}`)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
    }
    await page.close()
  }
  ok(problems.length === 0, `the console's screens fit and pass axe:\n  ${problems.join('\n  ')}`)
}
