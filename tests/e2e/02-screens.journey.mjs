// Screenshots of home, login and register at desktop (1440) and phone (375) widths.
import { closeDialogs } from './assert.mjs'

export const name = 'home, login and register render at 1440 and 375 px'

export default async function journey({ baseURL, newPage, screenshot }) {
  for (const width of [1440, 375]) {
    const page = await newPage(width)
    await page.goto(`${baseURL}/`)
    await page.locator('footer').waitFor()
    await closeDialogs(page, { wait: 5000 })
    if (width === 375) await screenshot(page, 'home-375')
    await page.goto(`${baseURL}/#/login`)
    await page.getByRole('heading', { name: '会员登录' }).waitFor()
    if (width === 375) await screenshot(page, 'login-375')
    await page.goto(`${baseURL}/#/register`)
    await page.getByRole('heading', { name: '注册账号' }).waitFor()
    await page.locator('main img[data-captcha-id]').waitFor()
    await screenshot(page, `register-${width}`)
  }
}
