// Issue 17 item 10 in the browser against the real server: a new player sets a 24-hour deposit limit
// of 300 on 责任博彩, deposits 200 (approved on the command line), tries 200 more and reads the refusal
// naming the remaining 100.00, raises the limit and sees it pending, then takes a 24-hour time-out
// (the confirmation names its end) and sees deposits refused while a withdrawal still works.
// Screenshots of the page at 1440 and 375.
import { ok } from './assert.mjs'
import { admin, api, bindCardFromReminder, chooseFirst } from './kit.mjs'

export const name = 'protection: deposit limit with the remaining amount, a pending raise, a time-out'

async function deposit(page, baseURL, amount) {
  await page.goto(`${baseURL}/#/mine/recharge`)
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: '立即存款' }) })
  await form.getByLabel('存款人姓名').fill('限额玩家')
  await form.getByLabel('存款人姓名').waitFor()
  // The page is kept alive: the bank chosen for the previous deposit is still selected.
  if (await form.getByRole('button', { name: /请选择/ }).count()) await chooseFirst(page, form)
  await form.getByLabel('存款卡号').fill('6222020000000301')
  await form.getByLabel('开户行地址').fill('演示支行')
  await form.getByLabel('存款金额').fill(amount)
  await form.getByRole('button', { name: '立即存款' }).click()
}

export default async function journey({ baseURL, newPage, screenshot }) {
  const username = `pr${Date.now().toString(36).slice(-6)}x1`
  const reg = await api(baseURL, '/api/register', {
    name: username,
    password: 'abcd1234',
    confirmPass: 'abcd1234',
    realname: '限额玩家',
    birthday: '1990-05-01',
    paypassword: '123456',
  })
  ok(reg.code === 200, `registered ${username} (${reg.message})`)
  const token = reg.data.api_token
  const page = await newPage(1440)
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token)
  await bindCardFromReminder(page, baseURL, {
    number: '6222020000000301',
    holder: '限额玩家',
    payPassword: '123456',
  })
  await page.getByText('**** **** **** 0301').waitFor()

  // The deposit page links to 责任博彩; set a 24-hour deposit limit of 300 there.
  await page.goto(`${baseURL}/#/mine/recharge`)
  await page.getByRole('link', { name: '责任博彩', exact: true }).first().click()
  await page.waitForURL(/#\/mine\/responsible$/)
  const day = page.getByTestId('limit-deposit-day')
  await day.getByRole('button', { name: /设置/ }).click()
  await day.getByLabel(/金额/).fill('300')
  await day.getByRole('button', { name: '保存' }).click()
  await day.getByText('¥300.00').waitFor()
  await day.getByText('剩余 300.00 元').waitFor()

  // Deposit 200, approved by the back office.
  await deposit(page, baseURL, '200')
  await page.getByText('提交成功，等待后台审核').first().waitFor()
  await page.waitForURL(/#\/mine\/transRecord$/, { timeout: 5000 })
  const row = page.getByRole('row').filter({ hasText: '审核中' }).filter({ hasText: '200.00' }).first()
  await row.waitFor()
  const depositNo = (await row.locator('td').nth(1).textContent())?.trim()
  ok(depositNo, 'the deposit order is listed')
  admin(baseURL, 'deposits', 'approve', depositNo)

  // The deposit page shows what is left before typing; 200 more is refused naming the remaining 100.00.
  await page.goto(`${baseURL}/#/mine/recharge`)
  await page
    .getByTestId('deposit-limit-note')
    .getByText(/还可存款 100\.00 元/)
    .waitFor()
  await deposit(page, baseURL, '200')
  await page
    .getByText(/存款限额.*100\.00/)
    .first()
    .waitFor()

  // Raise the limit: it waits for the cooling-off and the page says when it applies.
  await page.goto(`${baseURL}/#/mine/responsible`)
  await day.getByRole('button', { name: /设置/ }).click()
  await day.getByLabel(/金额/).fill('500')
  await day.getByRole('button', { name: '保存' }).click()
  await day.getByText(/将于 .* 生效/).waitFor()
  ok((await day.textContent()).includes('¥300.00'), 'the limit stays 300 until the cooling-off ends')
  await screenshot(page, 'responsible-1440')
  const phone = await newPage(375)
  await phone.addInitScript((t) => sessionStorage.setItem('token', t), token)
  await phone.goto(`${baseURL}/#/mine/responsible`)
  await phone.getByTestId('limit-deposit-day').getByText(/将于/).waitFor()
  await screenshot(phone, 'responsible-375')

  // A 24-hour time-out: the confirmation names its end; then deposits are refused.
  await page.getByRole('button', { name: '24小时', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: '确认暂停' })
  await confirm.getByText(/至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 结束/).waitFor()
  await confirm.getByRole('button', { name: '确认暂停' }).click()
  await page.getByText(/暂停中，至 .* 结束/).waitFor()
  await deposit(page, baseURL, '100')
  await page
    .getByText(/您已暂停游戏至/)
    .first()
    .waitFor()

  // A withdrawal still works during the time-out.
  const cards = await api(baseURL, '/api/getcard', { type: 1 }, token)
  const bank = cards.data?.[0]?.id
  ok(bank, 'the bound card is listed')
  const w = await api(baseURL, '/api/withdraw', { amount: '100', bank, password: '123456' }, token)
  ok(w.code === 200, `a withdrawal works during the time-out (${w.code} ${w.message})`)
}
