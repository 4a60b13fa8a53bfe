// What the support journey (support.journey.mjs) does more than once: a second support agent added by
// the owner and signed in for the first time (authenticator enrolment, the forced password change), the
// desk's business hours set in its settings tab, and a conversation opened from one of the desk's lists.
import { randomUUID } from 'node:crypto'
import { TOTP } from 'otpauth'
import { ok } from './assert.mjs'

/** The owner adds a support operator through the operator API, with the owner's console session. */
export async function addSupportAgent(adminURL, ownerToken, username, password) {
  const res = await fetch(`${adminURL}/admin/api/operators`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${ownerToken}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ username, password, role: 'support' }),
  })
  const env = await res.json()
  ok(env.code === 200, `the owner added the support agent ${username} (${env.message})`)
}

/**
 * A new operator's first sign-in, as the console journey does it: enrol an authenticator, keep the
 * recovery codes, replace the owner's password with their own. Ends on the console's first page.
 */
export async function firstSignIn(page, adminURL, username, password) {
  await page.goto(`${adminURL}/`)
  await page.getByLabel('操作员账号').fill(username)
  await page.getByLabel('登录密码').fill(password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await page.getByRole('heading', { name: '绑定身份验证器' }).waitFor()
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim()
  ok(secret && /^[A-Z2-7]+=*$/.test(secret), 'the enrolment shows the secret')
  await page.getByLabel('动态验证码').fill(new TOTP({ secret }).generate())
  await page.getByRole('button', { name: '完成绑定' }).click()
  await page.getByRole('button', { name: '我已妥善保存，进入后台' }).click()
  await page.getByRole('heading', { name: '请先修改密码' }).waitFor()
  await page.getByLabel('当前密码').fill(password)
  await page.getByLabel('新密码', { exact: true }).fill(`${password}-Own1`)
  await page.getByLabel('再次输入新密码').fill(`${password}-Own1`)
  await page.getByRole('button', { name: '确认修改' }).click()
  await page.getByRole('button', { name: '进入运营后台' }).click()
}

/** Opens 在线客服 from the console's menu; resolves on the desk. */
export async function openDesk(page) {
  await page.getByRole('link', { name: '在线客服' }).click()
  await page.getByRole('heading', { name: '客服工作台' }).waitFor()
}

/** Switches the agent to 接单中 (new conversations are assigned to them) or back to 暂停接单. */
export async function takeChats(page, on) {
  const [from, to] = on ? ['暂停接单', '接单中'] : ['接单中', '暂停接单']
  await page.getByRole('button', { name: from, exact: true }).click()
  await page.getByRole('button', { name: to, exact: true }).waitFor()
}

/** Opens the conversation whose row names `text` (account or last message) in a list of the desk. */
export async function openFrom(page, list, text) {
  await page.getByRole('link', { name: '工作台', exact: true }).click()
  await page
    .getByRole('region', { name: new RegExp(`^${list}`) })
    .getByRole('link', { name: new RegExp(text) })
    .click()
}

/** Hours (Beijing) that exclude the present moment: the desk opens two hours from now, for one hour. */
export function hoursExcludingNow(now = new Date()) {
  const h = (now.getUTCHours() + 8 + 2) % 24
  const hh = (n) => `${String(n % 24).padStart(2, '0')}:00`
  return { opens: hh(h), closes: hh(h + 1) }
}

/** The desk's business hours, saved in the 客服设置 tab. */
export async function setHours(page, { opens, closes }) {
  await page.getByRole('link', { name: '客服设置', exact: true }).click()
  const from = page.getByLabel('开始服务（北京时间 HH:MM）')
  await from.waitFor()
  await from.fill(opens)
  await page.getByLabel('结束服务（北京时间 HH:MM）').fill(closes)
  await page.getByRole('button', { name: '保存', exact: true }).click()
  await page.getByText('已保存', { exact: false }).waitFor()
}
