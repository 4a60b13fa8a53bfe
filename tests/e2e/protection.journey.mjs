// Issue 17 item 10 in the browser against the real server: a new player sets a 24-hour deposit limit
// of 300 on 责任博彩, deposits 200 (approved on the command line), tries 200 more and reads the refusal
// naming the remaining 100.00, raises the limit and sees it pending, reads the period totals on the
// fund records, then takes a 24-hour time-out (the confirmation names its end), meets the restricted
// member centre, sees deposits and a bet on a game page refused while a withdrawal still works. A
// second player picks a 30-minute reality check (a minute lasts a second here, run.mjs): on the sic bo
// page the clock runs, the check appears, the server refuses bets until 继续 is answered.
// Screenshots at 1440 and 375.
import { closeDialogs, eventually, ok } from './assert.mjs'
import { admin, api, bindCardFromReminder, chooseFirst } from './kit.mjs'

export const name = 'protection: deposit limit with the remaining amount, a pending raise, a time-out'

async function deposit(page, baseURL, amount) {
  await page.goto(`${baseURL}/#/mine/recharge`)
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: '立即存款' }) })
  await form.getByLabel('存款人姓名').fill('限额玩家')
  await form.getByLabel('存款人姓名').waitFor()
  // The page is kept alive: the bank chosen for the previous deposit is still selected.
  if (!(await form.getByLabel('存款银行').inputValue())) await chooseFirst(form)
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

  // The home page links to 责任博彩 (one click), and so does the deposit page.
  await page.goto(`${baseURL}/#/`)
  await closeDialogs(page, { wait: 3000 })
  await page.locator('main').getByRole('link', { name: '责任博彩设置' }).click()
  await page.waitForURL(/#\/mine\/responsible$/)
  await page.getByTestId('limit-deposit-day').waitFor()

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

  // The fund records offer 12 months and show the period's totals: the approved 200 is a deposit.
  await page.goto(`${baseURL}/#/mine/transRecord`)
  const totals = page.getByTestId('period-totals')
  await totals.getByText('开户以来净存款').waitFor()
  await eventually(
    async () => /存款\s*¥200\.00/.test((await totals.innerText()) ?? ''),
    'deposits 200.00 in the totals',
  )
  const earliest = await page.getByLabel('开始日期').getAttribute('min')
  ok(
    earliest && earliest <= new Date(Date.now() - 360 * 86_400_000).toISOString().slice(0, 10),
    `12 months offered (${earliest})`,
  )
  await screenshot(page, 'records-totals-1440')
  await page.goto(`${baseURL}/#/mine/responsible`)

  // A 24-hour time-out: the confirmation names its end; then deposits are refused.
  await page.getByRole('button', { name: '24小时', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: '确认暂停' })
  await confirm.getByText(/至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 结束/).waitFor()
  await confirm.getByRole('button', { name: '确认暂停' }).click()
  await page
    .getByRole('status')
    .getByText(/暂停中，至 .* 结束/)
    .waitFor()
  // The member centre is restricted: it says what still works and until when. (The deposit page is
  // kept alive with its own member shell: only the visible notice counts.)
  const notice = page.locator('[data-testid="restricted-notice"]:visible')
  await notice.getByText(/暂停中，至 .* 结束/).waitFor()
  await deposit(page, baseURL, '100')
  await page
    .getByText(/您已暂停游戏至/)
    .first()
    .waitFor()
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, 'restricted-1440')
  await phone.goto(`${baseURL}/#/mine/withdraw`)
  await phone.locator('[data-testid="restricted-notice"]:visible').getByText('提款').first().waitFor()
  await screenshot(phone, 'restricted-375')

  // A bet on a game page is refused by the server with the same message.
  ok((await api(baseURL, '/api/uptransferstatus', { transferstatus: 1 }, token)).code === 200, 'seamless')
  await page.goto(`${baseURL}/#/play/sicbo?venue=jdlive`)
  await page.reload()
  await page.getByRole('button', { name: /^大/ }).first().click()
  await page.getByRole('button', { name: '确认下注并开骰' }).click()
  await page
    .getByText(/您已暂停游戏至/)
    .first()
    .waitFor()

  // A withdrawal still works during the time-out, from the withdrawal page.
  await page.goto(`${baseURL}/#/mine/withdraw`)
  await page.getByRole('radio', { name: /0301/ }).check()
  await page.getByLabel('取款金额').fill('100')
  await page.getByLabel('取款密码').fill('123456')
  await page.getByRole('button', { name: '立即取款' }).click()
  await page.getByText('提交成功，等待后台审核').first().waitFor()

  await realityCheck({ baseURL, newPage, screenshot })
}

/** A reality check every 30 (one-second) minutes pauses play on the sic bo page until answered. */
async function realityCheck({ baseURL, newPage, screenshot }) {
  const username = `rc${Date.now().toString(36).slice(-6)}x1`
  const reg = await api(baseURL, '/api/register', {
    name: username,
    password: 'abcd1234',
    confirmPass: 'abcd1234',
    realname: '提醒玩家',
    birthday: '1988-03-02',
    paypassword: '123456',
  })
  ok(reg.code === 200, `registered ${username} (${reg.message})`)
  const token = reg.data.api_token
  const order = await api(
    baseURL,
    '/api/recharge',
    {
      paytype: 'bank',
      amount: 100,
      bank: '东岳商业银行',
      bank_no: '6222000012345678',
      bank_owner: '提醒玩家',
      bank_address: '演示分行',
    },
    token,
  )
  ok(order.code === 200, `deposit order (${order.message})`)
  admin(baseURL, 'deposits', 'approve', order.message)
  ok((await api(baseURL, '/api/uptransferstatus', { transferstatus: 1 }, token)).code === 200, 'seamless')

  const page = await newPage(375)
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token)
  await page.goto(`${baseURL}/#/mine/responsible`)
  await page.getByRole('radio', { name: '每 30 分钟' }).click()
  await eventually(
    async () => await page.getByRole('radio', { name: '每 30 分钟' }).isChecked(),
    'interval saved',
  )
  // Start the interval now (as 继续 does), so the bet below comes before the check.
  ok((await api(baseURL, '/api/protection/reality/continue', {}, token)).code === 200, 'interval starts')
  await page.goto(`${baseURL}/#/play/sicbo?venue=jdlive`)
  await page.reload()
  const clock = page.getByTestId('session-clock')
  await clock.getByText(/\d{2}:\d{2}:\d{2}/).waitFor()
  // The first check counts from the sign-up: on a slow machine it may be due already. Answering it
  // starts the next interval.
  const check = page.getByRole('dialog', { name: '游戏时长提醒' })
  if (await check.isVisible()) {
    await check.getByRole('button', { name: '继续' }).click()
    await check.waitFor({ state: 'hidden' })
  }
  await page.getByRole('button', { name: /^大/ }).first().click()
  await page.getByRole('button', { name: '确认下注并开骰' }).click()
  await eventually(async () => (await page.getByTestId('round-row').count()) >= 1, 'a bet before the check')
  await screenshot(page, 'game-clock-375')

  await check.waitFor({ timeout: 60_000 })
  await check.getByText(/您已连续游戏 \d{2}:\d{2}:\d{2}，本次净输赢/).waitFor()
  await screenshot(page, 'reality-check-375')
  // Play is paused on the server too, whatever the client sends. (The page's timer follows the
  // server's clock to within its measured skew; the server's own due time is the one that counts.)
  await eventually(
    async () => (await api(baseURL, '/api/protection', null, token)).data?.reality?.due === true,
    'the check is due on the server',
    5_000,
  )
  const paused = await api(
    baseURL,
    '/api/games/sicbo/bet',
    { venue: 'jdlive', bets: [{ bet: 'big', amount: 5 }] },
    token,
  )
  ok(paused.code === 234, `a bet while the check is due is refused (${paused.code} ${paused.message})`)
  await check.getByRole('button', { name: '继续' }).click()
  await check.waitFor({ state: 'hidden' })
  const resumed = await api(
    baseURL,
    '/api/games/sicbo/bet',
    { venue: 'jdlive', bets: [{ bet: 'big', amount: 5 }] },
    token,
  )
  ok(resumed.code === 200, `after 继续 bets are taken again (${resumed.code} ${resumed.message})`)

  const wide = await newPage(1440)
  await wide.addInitScript((t) => sessionStorage.setItem('token', t), token)
  await wide.goto(`${baseURL}/#/play/sicbo?venue=jdlive`)
  await wide
    .getByTestId('session-clock')
    .getByText(/\d{2}:\d{2}:\d{2}/)
    .waitFor()
  await wide.getByRole('dialog', { name: '游戏时长提醒' }).waitFor({ timeout: 60_000 })
  await screenshot(wide, 'reality-check-1440')
}
