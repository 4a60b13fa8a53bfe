// Issue 28's password recovery against the real server (docs/messaging.md), at 1440 and at 375: a
// newcomer registers, saves a mobile on the profile page and verifies it with the code the outbox
// holds (read as an operator through the console's API), leaves, opens 忘记密码 from the login form,
// picks the masked mobile, types the code from the outbox and a new password, and logs in with it.
// The session of before the reset no longer answers. The console's 发件箱 is screenshotted at 1440.
import { closeDialogs, eventually, ok } from './assert.mjs'
import { consoleSignIn, consoleToken } from './console-kit.mjs'
import { api } from './kit.mjs'

export const name = 'a player verifies a mobile, forgets the password and resets it with the outbox code'

const CAPTCHA = 'ab34' // the journeys run with CAPTCHA=off: any answer of the right shape passes

/** The newest code the outbox holds for `address`, through the operator API. */
async function outboxCode(adminURL, token, address, after = 0) {
  return eventually(async () => {
    const res = await fetch(`${adminURL}/admin/api/outbox?q=${encodeURIComponent(address)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const env = await res.json()
    const row = env.data?.rows?.find((r) => r.id > after && /\d{6}/.test(r.body))
    return row ? { id: row.id, code: /\d{6}/.exec(row.body)[0] } : null
  }, `a code for ${address} in the outbox`)
}

async function register(page, baseURL, username, password) {
  await page.goto(`${baseURL}/#/register`)
  const form = page.locator('main form')
  await form.getByLabel('账号').fill(username)
  await form.getByLabel('密码', { exact: true }).fill(password)
  await form.getByLabel('确认密码').fill(password)
  await form.getByLabel('真实姓名').fill('周找回')
  await form.getByLabel('出生日期').fill('1991-03-04')
  await form.getByLabel('取款密码').fill('135790')
  await form.getByLabel('验证码').fill(CAPTCHA)
  await form.getByRole('button', { name: '立即注册' }).click()
  await page.waitForURL((u) => !u.hash.startsWith('#/register'))
  await closeDialogs(page, { wait: 4000 })
}

async function verifyMobile(page, baseURL, mobile, adminURL, operator) {
  await page.goto(`${baseURL}/#/mine/center`)
  await closeDialogs(page, { wait: 2000 })
  await page.getByLabel('手机号码').fill(mobile)
  await page.getByRole('button', { name: '保存', exact: true }).click()
  const contacts = page.getByRole('region', { name: '联系方式验证' })
  await contacts.getByText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`).waitFor()
  await contacts.getByRole('button', { name: '验证', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '验证手机' })
  await dialog.getByRole('button', { name: '获取验证码' }).click()
  await dialog.getByLabel('验证码').waitFor()
  const { id, code } = await outboxCode(adminURL, operator, mobile)
  await dialog.getByLabel('验证码').fill(code)
  await dialog.getByRole('button', { name: '确认验证' }).click()
  await dialog.waitFor({ state: 'hidden' })
  await contacts.getByText('已验证').waitFor()
  return id
}

async function forgot(page, baseURL, { username, mobile, password, adminURL, operator, after, shot }) {
  await page.goto(`${baseURL}/#/login`)
  await page.getByRole('link', { name: '忘记密码？' }).click()
  await page.waitForURL(/#\/forgot$/)
  await page.getByRole('heading', { name: '找回密码' }).waitFor()
  const main = page.locator('main')
  await main.getByLabel('账号').fill(username)
  await main.getByLabel('验证码').fill(CAPTCHA)
  await main.getByRole('button', { name: '下一步' }).click()
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
  await main.getByRole('radio', { name: `手机 ${masked}` }).waitFor()
  await shot('forgot-choose')
  await main.getByRole('button', { name: '发送验证码' }).click()
  await main.getByText(`验证码已发送至 ${masked}`).waitFor()
  const { code } = await outboxCode(adminURL, operator, mobile, after)
  await main.getByLabel('验证码').fill(code)
  await main.getByLabel('新密码', { exact: true }).fill(password)
  await main.getByLabel('确认新密码').fill(password)
  await shot('forgot-code')
  await main.getByRole('button', { name: '重置密码' }).click()
  await main.getByText('密码已重置', { exact: true }).waitFor()
  await main.getByRole('link', { name: '去登录' }).click()
  await page.waitForURL(/#\/login/)
  const login = page.locator('main form')
  await login.getByLabel('账号').fill(username)
  await login.getByLabel('密码', { exact: true }).fill(password)
  await login.getByLabel('验证码').fill(CAPTCHA)
  await login.getByRole('button', { name: '登录' }).click()
  await page.waitForURL((u) => !u.hash.startsWith('#/login'))
  await closeDialogs(page, { wait: 3000 })
  // The phone layout does not print the name in its header: ask the server whose session this is.
  const token = await page.evaluate(() => sessionStorage.getItem('token'))
  const me = await api(baseURL, '/api/user', {}, token)
  ok(me.data?.username === username, `logged in with the new password as ${username} (${me.message})`)
}

export default async function journey({ baseURL, adminURL, newPage, screenshot, mode }) {
  if (mode !== 'server') {
    console.log('[e2e]   (mock mode: skipped, this journey reads the outbox on the operator port)')
    return
  }
  const consolePage = await newPage(1440)
  await consoleSignIn(consolePage, adminURL)
  const operator = await consoleToken(consolePage)
  ok(operator, 'the console keeps its session token')

  for (const width of [1440, 375]) {
    const stamp = `${Date.now().toString(36).slice(-5)}${width}`
    const username = `rc${stamp}x`.slice(0, 16)
    const mobile = `139${String(Date.now() % 1e8).padStart(8, '0')}`
    const page = await newPage(width)
    await register(page, baseURL, username, 'first1234pass')
    const oldToken = await page.evaluate(() => sessionStorage.getItem('token'))
    const verified = await verifyMobile(page, baseURL, mobile, adminURL, operator)
    await screenshot(page, `contacts-${width}`)

    // The player leaves (the tab closes, its session stays open on the server); later, on another
    // device, the password is forgotten.
    await page.close()
    const later = await newPage(width)
    await forgot(later, baseURL, {
      username,
      mobile,
      password: 'second5678pass',
      adminURL,
      operator,
      after: verified,
      shot: (n) => screenshot(later, `${n}-${width}`),
    })
    const before = await api(baseURL, '/api/user', {}, oldToken)
    ok(before.code === 401, `the session from before the reset has ended (code ${before.code})`)
    const width375 = await later.evaluate(() => document.documentElement.scrollWidth)
    ok(width375 <= width, `no horizontal scroll at ${width} (scrollWidth ${width375})`)
  }

  await consolePage.goto(`${adminURL}/#/outbox`)
  await consolePage.getByRole('heading', { name: '发件箱' }).waitFor()
  await consolePage.getByText('找回密码验证码').first().waitFor()
  await screenshot(consolePage, 'console-outbox-1440')
}
