// Payments through the sandbox provider (docs/payments.md) against the real server and the sandbox's
// own process: at 1440 a player makes a WeChat deposit, pays it with 已支付 on the sandbox's hosted
// page, and /payInfo turns to 已到账 with the balance up, no operator involved. At 375 another player
// withdraws to a bank card; the back office approves it with `npm run admin`, the sandbox pays it out,
// and the console's withdrawal record shows the payout as paid with its reference, fee and net. Then
// at 375 the first player's USDT (TRC20) order is paid by a transfer on the sandbox chain and /payInfo
// turns to 已到账 after its confirmations, no operator involved; and a WeChat order paid with another
// amount on the hosted page lands in the console's deposit queue with both amounts.
import { eventually, ok } from './assert.mjs'
import { consoleSignIn, consoleToken } from './console-kit.mjs'
import { admin, api } from './kit.mjs'

export const name =
  'payments: WeChat and USDT paid at the sandbox credit themselves; a withdrawal is paid out; another amount waits for review'

const PAY = '246810'

/** A new player through the API (birth date given), with a bank card bound; answers the token. */
async function player(baseURL, username, realname, cardNo) {
  const reg = await api(baseURL, '/api/register', {
    name: username,
    password: 'abcd1234',
    confirmPass: 'abcd1234',
    realname,
    birthday: '1990-05-01',
    paypassword: PAY,
  })
  ok(reg.code === 200, `registered ${username} (${reg.message})`)
  const token = reg.data.api_token
  const bound = await api(
    baseURL,
    '/api/bindcard',
    { bank: '东岳商业银行', bank_address: '演示支行', bank_no: cardNo, bank_owner: realname, pay_pass: PAY },
    token,
  )
  ok(bound.code === 200, `card bound (${bound.message})`)
  return token
}

const central = async (baseURL, token) => (await api(baseURL, '/api/balance', {}, token)).data?.balance

export default async function journey({ baseURL, adminURL, newPage, screenshot, mode }) {
  if (mode !== 'server') {
    console.log('[e2e]   (mock mode: skipped, this journey needs the real server and the sandbox provider)')
    return
  }
  const tag = Date.now().toString(36).slice(-6)
  const payer = `wx${tag}p1`
  const payerToken = await player(
    baseURL,
    payer,
    '付款人',
    `622202000000${tag.slice(-4).replace(/\D/g, '1')}`,
  )

  // 1440: the WeChat deposit through the form; /payInfo opens in a new tab and waits for payment.
  const page = await newPage(1440)
  await page.addInitScript((t) => sessionStorage.setItem('token', t), payerToken)
  await page.goto(`${baseURL}/#/mine/recharge`)
  await page.getByRole('tab', { name: '微信' }).click()
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: '立即存款' }) })
  await form.getByLabel('存款金额').fill('300')
  // While the channel's range and offers still load (a cold server), 立即存款 does nothing yet: the
  // player clicks again. The page then opens /payInfo in a new window.
  const popup = page.context().waitForEvent('page', { timeout: 40_000 })
  let ordered = null
  for (let i = 0; i < 4 && !ordered; i++) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/recharge'), { timeout: 8000 })
    await form.getByRole('button', { name: '立即存款' }).click()
    ordered = await answer.catch(() => null)
  }
  ok(ordered && /^D\d+$/.test((await ordered.json()).message), 'the deposit is ordered')
  const payInfo = await popup
  await payInfo.waitForLoadState()
  await payInfo.getByText('等待支付').waitFor()
  const checkout = payInfo.getByRole('link', { name: '前往收银台支付' })
  const payUrl = await checkout.getAttribute('href')
  ok(payUrl && /\/pay\/SP/.test(payUrl), `the checkout link is the sandbox's hosted page (${payUrl})`)
  await screenshot(payInfo, 'payments-payinfo-awaiting-1440')

  // The sandbox's hosted page: the tester pays with 已支付.
  const sandbox = await page.context().newPage()
  await sandbox.goto(payUrl)
  await sandbox.getByRole('button', { name: '已支付', exact: true }).click()
  await sandbox.waitForURL(payUrl)
  await screenshot(sandbox, 'payments-sandbox-paid-1440')
  await sandbox.close()

  // /payInfo follows the order live: 已到账, and the balance is 300.00 without any operator.
  await payInfo.getByText('已到账').waitFor({ timeout: 20_000 })
  ok(
    (await payInfo.getByRole('link', { name: '前往收银台支付' }).count()) === 0,
    'no checkout link once paid',
  )
  await screenshot(payInfo, 'payments-payinfo-credited-1440')
  await eventually(
    async () => (await central(baseURL, payerToken)) === '300.00',
    'the balance rises to 300.00',
  )
  await payInfo.close()

  // 375: another player (funded by a manual adjustment, which asks no turnover) withdraws 100 to the card.
  const payee = `wd${tag}p2`
  const payeeToken = await player(baseURL, payee, '收款人', '6222020000007788')
  admin(baseURL, 'adjust', payee, '200', '--reason', 'e2e payments journey')
  const phone = await newPage(375)
  await phone.addInitScript((t) => sessionStorage.setItem('token', t), payeeToken)
  await phone.goto(`${baseURL}/#/mine/withdraw`)
  await phone.getByRole('radio', { name: /7788/ }).check()
  await phone.getByLabel('取款金额').fill('100')
  await phone.getByLabel('取款密码').fill(PAY)
  await phone.getByRole('button', { name: '立即取款' }).click()
  await phone.getByText('提交成功，等待后台审核').first().waitFor()
  await phone.waitForURL(/#\/mine\/transRecord$/, { timeout: 5000 })
  await phone.getByRole('radio', { name: '取款' }).click()
  const held = phone.getByRole('row').filter({ hasText: '审核中' }).filter({ hasText: '100.00' }).first()
  await held.waitFor()
  const orderNo = (await held.locator('td').nth(1).textContent())?.trim()
  ok(/^W\d+$/.test(orderNo ?? ''), `the withdrawal's order number is listed (${orderNo})`)

  // The back office approves it: the payout goes to the sandbox, which pays it 1.5 s later.
  const approved = admin(baseURL, 'withdrawals', 'approve', orderNo)
  ok(approved.includes(orderNo), `the CLI names the approved order (${approved.trim()})`)
  await phone.reload()
  await phone.getByRole('radio', { name: '取款' }).click()
  await phone.getByRole('row').filter({ hasText: orderNo }).filter({ hasText: '审核通过' }).waitFor()
  await screenshot(phone, 'payments-withdrawal-approved-375')
  ok((await central(baseURL, payeeToken)) === '100.00', 'the withdrawn 100 has left the wallet')

  // The console's record of the withdrawal: the payout paid, its reference, fee and net.
  const desk = await newPage(1440)
  await consoleSignIn(desk, adminURL)
  const token = await consoleToken(desk)
  const payout = async () =>
    (await api(adminURL, '/admin/api/queues/withdrawals?state=2&per_page=50', null, token)).data?.rows.find(
      (r) => r.order_no === orderNo,
    )?.payout
  await eventually(async () => (await payout())?.status === 'paid', 'the sandbox pays the payout out', 15_000)
  await desk.getByRole('link', { name: /提现审核/ }).click()
  // The money queues keep their filters under 筛选 (the state applies at once).
  await desk.getByRole('button', { name: /^筛选/ }).click()
  await desk.getByLabel('状态').click()
  await desk.getByRole('option', { name: '已通过' }).click()
  const row = desk.getByRole('row').filter({ hasText: orderNo })
  await row.getByText('代付成功').waitFor()
  const text = (await row.textContent()) ?? ''
  ok(/参考号\s*PO\w+/.test(text), `the record shows the provider's reference (${text})`)
  ok(text.includes('实付') && text.includes('100.00'), 'the net paid is shown')
  await screenshot(desk, 'payments-console-payout-1440')

  await usdtLeg({ baseURL, newPage, screenshot, payerToken })
  await mismatchLeg({ baseURL, adminURL, screenshot, payerToken, desk, token })
}

/** The order's hosted page at the sandbox (the provider order is created by the first /payStatus). */
async function payUrlOf(baseURL, token, depositNo) {
  const s = await api(baseURL, '/api/payStatus', { deposit_no: depositNo }, token)
  ok(s.code === 200 && /\/pay\/SP/.test(s.data?.pay_url ?? ''), `the order is at the sandbox (${s.message})`)
  return s.data.pay_url
}

// 375: a USDT (TRC20) order of 200.00, paid by a transfer on the sandbox chain; three blocks later the
// callback credits it and /payInfo shows 已到账 (the balance 300.00 + 200.00).
async function usdtLeg({ baseURL, newPage, screenshot, payerToken }) {
  const ordered = await api(
    baseURL,
    '/api/recharge',
    { paytype: 'usdt', catepay: 'TRC20', amount: '200' },
    payerToken,
  )
  ok(ordered.code === 200 && /^D\d+$/.test(ordered.message), `the USDT order is placed (${ordered.message})`)
  const payUrl = await payUrlOf(baseURL, payerToken, ordered.message)
  const phone = await newPage(375)
  await phone.addInitScript((t) => sessionStorage.setItem('token', t), payerToken)
  await phone.goto(`${baseURL}/#/payInfo?deposit_no=${ordered.message}`)
  await phone.getByText('等待支付').waitFor()
  const chain = await phone.context().newPage()
  await chain.goto(payUrl)
  await chain.getByRole('button', { name: '发送转账' }).click()
  await chain.getByText(/确认数/).waitFor()
  await screenshot(chain, 'payments-usdt-chain-375')
  await chain.close()
  await phone.getByText('已到账').waitFor({ timeout: 30_000 })
  await screenshot(phone, 'payments-usdt-credited-375')
  await eventually(
    async () => (await central(baseURL, payerToken)) === '500.00',
    'the USDT deposit credits 200.00 without an operator',
  )
  await phone.close()
}

// A WeChat order of 150.00 paid with 120.00 on the hosted page: held, and the console's deposit queue
// shows the order's amount beside what was paid.
async function mismatchLeg({ baseURL, adminURL, screenshot, payerToken, desk, token }) {
  const ordered = await api(baseURL, '/api/recharge', { paytype: 'wxpay', amount: '150' }, payerToken)
  ok(ordered.code === 200, `the WeChat order is placed (${ordered.message})`)
  const orderNo = ordered.message
  const payUrl = await payUrlOf(baseURL, payerToken, orderNo)
  const hosted = await desk.context().newPage()
  await hosted.goto(payUrl)
  await hosted.getByLabel('支付其他金额').fill('120.00')
  await hosted.getByRole('button', { name: '按此金额支付' }).click()
  await hosted.waitForURL(payUrl)
  await hosted.close()
  await eventually(
    async () =>
      (await api(adminURL, '/admin/api/queues/deposits?state=1&per_page=50', null, token)).data?.rows.find(
        (r) => r.order_no === orderNo,
      )?.paid === '120.00',
    'the short payment is held for review with the amount paid',
  )
  ok((await central(baseURL, payerToken)) === '500.00', 'nothing is credited for the short payment')
  await desk.getByRole('link', { name: /充值审核/ }).click()
  const row = desk.getByRole('row').filter({ hasText: orderNo })
  await row.waitFor()
  const text = (await row.textContent()) ?? ''
  ok(
    text.includes('订单金额') &&
      text.includes('150.00') &&
      text.includes('实付金额') &&
      text.includes('120.00'),
    `the queue shows both amounts (${text})`,
  )
  await screenshot(desk, 'payments-console-mismatch-1440')
  // 支付对账 lists the statement lines to check beside their orders; 支付设置 names each channel's
  // provider with its secret only as a fingerprint.
  await desk.getByRole('link', { name: /支付对账/ }).click()
  await desk.getByRole('heading', { name: '银行流水待核' }).waitFor()
  await screenshot(desk, 'payments-console-reconciliation-1440')
  await desk.getByRole('link', { name: /支付设置/ }).click()
  await desk.getByRole('heading', { name: '支付商与密钥' }).waitFor()
  const bank = desk.getByRole('row').filter({ hasText: '银行卡' }).filter({ hasText: 'sandbox' })
  ok(
    /••••••[0-9a-f]{6}/.test((await bank.textContent()) ?? ''),
    'the bank channel shows its secret as a fingerprint',
  )
  await screenshot(desk, 'payments-console-providers-1440')
}
