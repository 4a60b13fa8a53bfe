// Issue 3's journey against the real server: a newcomer registers, lands logged in with a balance of
// 0.00, logs out through the confirmation, and logs in again with the new account.
import { closeDialogs, eventually, ok } from './assert.mjs'

export const name = 'a newcomer registers, sees 0.00, logs out and logs in again'

/** The journeys run with CAPTCHA=off (run.mjs): wait for the server's picture, answer with the right shape. */
const captchaCode = async (scope) => {
  const src = await scope.locator('img[data-captcha-id]').first().getAttribute('src')
  ok(src?.startsWith('data:image/svg+xml;base64,'), 'captcha picture from the server')
  return 'ab34'
}

const headerBalance = (page) =>
  eventually(async () => {
    const text = await page
      .getByRole('button', { name: '刷新余额' })
      .first()
      .locator('xpath=..')
      .textContent()
    return /¥[\d,]+\.\d{2}/.exec(text ?? '')?.[0]
  }, 'the header shows the balance')

export default async function journey({ baseURL, newPage, screenshot, mode }) {
  if (mode !== 'server') {
    console.log('[e2e]   (mock mode: skipped, this journey needs the real server)')
    return
  }
  const page = await newPage(1440)
  const username = `new${Date.now().toString(36).slice(-6)}9`
  const password = 'pass8888word'

  await page.goto(`${baseURL}/#/register`)
  const form = page.locator('main form')
  await form.getByLabel('账号').fill(username)
  await form.getByLabel('密码', { exact: true }).fill(password)
  await form.getByLabel('确认密码').fill(password)
  await form.getByLabel('真实姓名').fill('李新')
  await form.getByLabel('出生日期').fill('1990-05-01')
  await form.getByLabel('取款密码').fill('246810')
  await form.getByLabel('验证码').fill(await captchaCode(form))
  await form.getByRole('button', { name: '立即注册' }).click()

  await page.waitForURL((u) => !u.hash.startsWith('#/register'))
  await closeDialogs(page, { wait: 4000 })
  await page.locator('header').getByText(username).first().waitFor()
  const balance = await headerBalance(page)
  ok(balance === '¥0.00', `a new account shows ¥0.00 (saw ${balance})`)
  await screenshot(page, 'registered-1440')

  await page.locator('header').getByRole('button', { name: '退出' }).first().click()
  const confirm = page.getByRole('dialog')
  await confirm.getByText('您确定要退出登录吗?').waitFor()
  await confirm.getByRole('button', { name: '是的' }).click()
  await page.waitForURL(/#\/login/)

  const login = page.locator('main form')
  await login.getByLabel('账号').fill(username)
  await login.getByLabel('密码', { exact: true }).fill(password)
  await login.getByLabel('验证码').fill(await captchaCode(login))
  await login.getByRole('button', { name: '登录' }).click()
  await page.waitForURL((u) => !u.hash.startsWith('#/login'))
  await closeDialogs(page, { wait: 3000 })
  await page.locator('header').getByText(username).first().waitFor()
  ok((await headerBalance(page)) === '¥0.00', 'logged in again with ¥0.00')
}
