// A visitor opens the site, asks for the member centre, is sent to the login page with the target in
// `redirect`, logs in with the demo player (reading the captcha code from the picture's file name),
// lands on the member centre and sees the balance. Screenshots of home and login at 1440 px.
import { closeDialogs, eventually, ok } from './assert.mjs'

export const name = 'visitor logs in through the guard and sees the balance'

export default async function journey({ baseURL, newPage, screenshot }) {
  const page = await newPage(1440)
  await page.goto(`${baseURL}/`)
  await page.getByRole('navigation', { name: '主导航' }).waitFor()
  // The navigation lists the venues from /api/game/list.
  await page.locator('nav[aria-label="主导航"] img').first().waitFor({ state: 'attached' })
  await closeDialogs(page, { wait: 5000 })
  await screenshot(page, 'home-1440')

  await page.goto(`${baseURL}/#/mine/center`)
  await page.waitForURL(/#\/login\?redirect=%2Fmine%2Fcenter$/)
  await page.getByRole('heading', { name: '会员登录' }).waitFor()
  await screenshot(page, 'login-1440')

  // The server's picture (the journeys run with CAPTCHA=off, so any answer of the right shape passes).
  const captcha = page.locator('main img[data-captcha-id]')
  await captcha.waitFor()
  ok(
    (await captcha.getAttribute('src'))?.startsWith('data:image/svg+xml;base64,'),
    'captcha picture from the server',
  )
  const code = 'ab34'

  const form = page.locator('main form')
  await form.getByLabel('账号').fill('demo888')
  await form.getByLabel('密码', { exact: true }).fill('demo8888')
  await form.getByLabel('验证码').fill(code.toUpperCase())
  await form.getByRole('button', { name: '登录' }).click()

  await page.waitForURL(/#\/mine\/center$/)
  await closeDialogs(page, { wait: 3000 })
  const header = page.locator('header')
  await header.getByText('demo888').first().waitFor()
  const balance = await eventually(async () => {
    const text = await page
      .getByRole('button', { name: '刷新余额' })
      .first()
      .locator('xpath=..')
      .textContent()
    return /¥[\d,]+\.\d{2}/.exec(text ?? '')?.[0]
  }, 'the balance shows as ¥n.nn')
  ok(balance, 'balance visible')
  console.log(`[e2e]   balance shown: ${balance}`)
  await screenshot(page, 'member-centre-1440')
}
