// Issue 15's journey on the operator port (run.mjs passes its origin as `adminURL`): the first
// operator signs in with the password and a TOTP code (console-kit.mjs) computed from the demo's
// authenticator secret (DATA_DIR/secrets.json), approves a deposit the journey's payer asked for,
// refuses a withdrawal, approves an agent application (then that player sees the agent entry on the
// public port), finds a player by card number and locks them (their login is then refused), and reads
// each of those actions in the audit log; then adds a risk operator who enrols an authenticator.
// Issue 26's screen sizes: the deposits queue and the worked lists at 375, 768 and 1440 (drawer,
// layout, axe, keyboard, console-screens.mjs), and the other screens (a player's page, KYC and its
// dialog, 待复核, settings, content, 在线客服, reports, operators, account) at 375 and 1440 with the
// layout check and axe (console-pages.mjs). Screenshots of the flows at 1440, and a few at 1024.
import { TOTP } from 'otpauth'
import { eventually, ok } from './assert.mjs'
import { consoleToken, fillConsolePassword, operatorSecrets, submitConsoleSignIn } from './console-kit.mjs'
import { consolePages } from './console-pages.mjs'
import { consoleScreens } from './console-screens.mjs'
import { api } from './kit.mjs'

export const name =
  'console: TOTP sign-in, approve a deposit, refuse a withdrawal, approve an agent, lock a player found by card, audit log'

const PASSWORD = 'abc12345'
const PAY = '123456'

async function register(baseURL, username, realname) {
  const r = await api(baseURL, '/api/register', {
    name: username,
    password: PASSWORD,
    confirmPass: PASSWORD,
    realname,
    paypassword: PAY,
    birthday: '1990-01-01',
  })
  ok(r.code === 200, `${username} registered (${r.message})`)
  return r.data.api_token
}

/** The table row that names `text` and offers the given button. */
const rowWith = (page, text, button) =>
  page
    .getByRole('row')
    .filter({ hasText: text })
    .filter({ has: page.getByRole('button', { name: button }) })

export default async function journey({ baseURL, adminURL, newPage, screenshot, mode }) {
  if (mode !== 'server' || !adminURL) {
    console.log('[e2e]   (mock mode: skipped, the console needs the real operator port)')
    return
  }
  const secrets = operatorSecrets()
  const stamp = Date.now().toString(36).slice(-5)
  const payer = `cwd${stamp}8`
  const agent = `cwa${stamp}8`
  const card = `6222${String(Date.now()).slice(-12)}`

  // Two players: one who will withdraw to a card of their own, one who applies to become an agent.
  const payerToken = await register(baseURL, payer, '钱小宝')
  const agentToken = await register(baseURL, agent, '代小理')
  const bound = await api(
    baseURL,
    '/api/bindcard',
    { bank: '东岳商业银行', bank_address: '演示分行', bank_no: card, bank_owner: '钱小宝', pay_pass: PAY },
    payerToken,
  )
  ok(bound.code === 200, `card bound (${bound.message})`)
  const applied = await api(
    baseURL,
    '/api/applyagentdo',
    { mobile: '13812345678', apply_info: '有稳定的推广渠道，申请成为代理' },
    agentToken,
  )
  ok(applied.code === 200, `agent application sent (${applied.message})`)
  // The payer's own bank transfer waits in the deposits queue (each attempt has its own: a retry
  // never finds the first attempt's deposit already approved).
  const deposit = await api(
    baseURL,
    '/api/recharge',
    {
      paytype: 'bank',
      bank_owner: '钱小宝',
      bank: '东岳商业银行',
      bank_no: card,
      bank_address: '演示分行',
      amount: '200',
    },
    payerToken,
  )
  ok(deposit.code === 200, `deposit requested (${deposit.message})`)

  // Sign in: the password, then the authenticator's code.
  const page = await newPage(1440)
  await fillConsolePassword(page, adminURL, secrets)
  await screenshot(page, 'console-signin-1440')
  await submitConsoleSignIn(page, secrets)
  await page.getByText('充值 · 今日').waitFor()
  await screenshot(page, 'console-dashboard-1440')
  const token = await consoleToken(page)
  ok(token, 'the console keeps its session for the tab')
  // At 375 and 1440 while the deposit still waits: drawer, layout, axe, Tab count, focus return.
  await consoleScreens({ adminURL, token, newPage, screenshot })
  await consolePages({ baseURL, adminURL, token, newPage, screenshot })

  // The payer gets 300.00 by a manual adjustment (finance's tool) and asks to withdraw 100.00.
  const adjusted = await api(
    adminURL,
    '/admin/api/adjust',
    { username: payer, amount: '300', reason: '活动补发' },
    token,
  )
  ok(adjusted.code === 200, `adjustment made (${adjusted.message})`)
  const cards = await api(baseURL, '/api/getcard', { type: 1 }, payerToken)
  const withdrawn = await api(
    baseURL,
    '/api/withdraw',
    { amount: 100, bank: cards.data[0].id, password: PAY },
    payerToken,
  )
  ok(withdrawn.code === 200, `withdrawal requested (${withdrawn.message})`)

  // Approve the payer's deposit.
  await page.getByRole('link', { name: /充值审核/ }).click()
  const demoRow = rowWith(page, payer, '审核').first()
  await demoRow.waitFor()
  const demoOrder = (await demoRow.locator('td').first().textContent())?.trim()
  ok(/^D\d+$/.test(demoOrder ?? ''), `the deposit's order number is shown (${demoOrder})`)
  await screenshot(page, 'console-deposits-1440')
  await demoRow.getByRole('button', { name: '审核' }).click()
  let dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: '通过', exact: true }).click()
  await dialog.getByLabel('备注（选填）').fill('银行流水已核对')
  await dialog.getByRole('button', { name: '通过', exact: true }).click()
  // The confirmation restates the player, the amount and the order number.
  await dialog
    .getByText(new RegExp(`^确认通过 ${payer} 的存款 200\\.00 元（订单 ${demoOrder}）？$`))
    .waitFor()
  await dialog.getByRole('button', { name: '确认', exact: true }).click()
  await dialog.getByText('已通过', { exact: true }).waitFor()
  await dialog.getByRole('button', { name: '关闭' }).click()
  await dialog.waitFor({ state: 'hidden' })

  // Refuse the withdrawal, its risk context beside it.
  await page.getByRole('link', { name: /提现审核/ }).click()
  const wRow = rowWith(page, payer, '审核').first()
  await wRow.waitFor()
  await wRow.getByText('流水进度').waitFor()
  await screenshot(page, 'console-withdrawals-1440')
  await wRow.getByRole('button', { name: '审核' }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: '拒绝', exact: true }).click()
  await dialog.getByLabel('备注（选填）').fill('流水未达标')
  await dialog.getByRole('button', { name: '拒绝', exact: true }).click()
  await dialog
    .getByText(new RegExp(`^确认拒绝 ${payer} 的提款 [\\d,]+\\.\\d{2} 元（订单 W\\d+）？$`))
    .waitFor()
  await screenshot(page, 'console-withdrawal-refuse-1440')
  await dialog.getByRole('button', { name: '确认', exact: true }).click()
  await dialog.getByText('已拒绝', { exact: true }).waitFor()
  await dialog.getByRole('button', { name: '关闭' }).click()
  const wOrder = (await api(adminURL, '/admin/api/queues/withdrawals?state=3', null, token)).data.rows.find(
    (r) => r.username === payer,
  )?.order_no
  ok(wOrder, 'the withdrawal is listed as refused')

  // Approve the agent application; that player then sees the agent entry on the public site.
  await page.getByRole('link', { name: /代理申请/ }).click()
  const aRow = rowWith(page, agent, '审核').first()
  await aRow.waitFor()
  await aRow.getByRole('button', { name: '审核' }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: '通过', exact: true }).click()
  await dialog.getByRole('button', { name: '通过', exact: true }).click()
  await dialog.getByRole('button', { name: '确认', exact: true }).click()
  await dialog.getByText('已通过', { exact: true }).waitFor()
  await dialog.getByRole('button', { name: '关闭' }).click()
  const player = await newPage(1440)
  await player.goto(`${baseURL}/`)
  await player.evaluate((t) => sessionStorage.setItem('token', t), agentToken)
  await player.goto(`${baseURL}/?as=agent#/mine/message`)
  await player.getByText('代理登录').first().waitFor()

  // Find the payer by card number and lock them.
  await page.getByRole('link', { name: '会员查询' }).click()
  await page.getByRole('button', { name: '搜索方式' }).click()
  await page.getByRole('option', { name: '银行卡号' }).click()
  await page.getByLabel('输入搜索内容').fill(card)
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  await eventually(async () => (await page.getByRole('row').count()) === 2, 'one player has that card')
  await page.getByRole('link', { name: payer }).click()
  await page.getByRole('heading', { name: payer }).waitFor()
  await page.getByText('钱小宝').first().waitFor()
  await screenshot(page, 'console-player-1440')
  await page.getByRole('button', { name: '锁定账户' }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByLabel('原因').fill('同卡多账户，风控核查')
  await dialog.getByRole('button', { name: '确认', exact: true }).click()
  await dialog.getByText(`确认对会员 ${payer} 执行「锁定账户」？`).waitFor()
  await dialog.getByRole('button', { name: '确认', exact: true }).click()
  await dialog.getByText('操作已完成').waitFor()
  await dialog.getByRole('button', { name: '关闭' }).click()
  await page.getByText('已锁定').first().waitFor()
  const login = await api(baseURL, '/api/login_pc', { name: payer, password: PASSWORD })
  ok(login.code !== 200, `the locked player's login is refused (${login.code} ${login.message})`)

  // The player asked by phone for a 24-hour time-out: applied on request, then read in the 责任博彩 tab.
  await page.getByRole('button', { name: '应玩家申请暂停' }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: '暂停时长' }).click()
  await page.getByRole('option', { name: '冷静期 24 小时' }).click()
  await dialog.getByLabel('原因').fill('玩家来电申请，11:05')
  await dialog.getByRole('button', { name: '确认', exact: true }).click()
  await dialog.getByText(`确认对会员 ${payer} 执行「应玩家申请暂停」？`).waitFor()
  await dialog.getByRole('button', { name: '确认', exact: true }).click()
  await dialog.getByText('操作已完成').waitFor()
  await dialog.getByRole('button', { name: '关闭' }).click()
  await page.getByRole('tab', { name: '责任博彩' }).click()
  await page.getByTestId('player-protection').getByText('冷静期', { exact: true }).waitFor()
  await screenshot(page, 'console-player-protection-1440')
  // The protection page lists the time-out in force, with its export.
  await page.getByRole('link', { name: '责任博彩' }).click()
  await page
    .getByRole('table', { name: '生效中的冷静期与自我排除' })
    .getByRole('row')
    .filter({ hasText: payer })
    .getByText('冷静期 24 小时')
    .waitFor()
  await screenshot(page, 'console-protection-1440')

  // Each action in the audit log, newest first.
  await page.getByRole('link', { name: '审计日志' }).click()
  const log = page.getByRole('table', { name: '审计日志' })
  for (const [action, target] of [
    ['deposit.approve', demoOrder],
    ['withdrawal.refuse', wOrder],
    ['agent.approve', agent],
    ['player.lock', payer],
    ['protection.exclude', payer],
  ]) {
    await log.getByRole('row').filter({ hasText: action }).filter({ hasText: target }).first().waitFor()
  }
  await page.getByText(/哈希链 ✓/).waitFor()
  await screenshot(page, 'console-audit-1440')
  // The filter: only the lock.
  await page.getByLabel('动作').fill('player.lock')
  await page.getByLabel('对象').fill(payer)
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  await eventually(async () => (await log.getByRole('row').count()) === 2, 'the filter leaves the one lock')

  // The owner adds a risk operator, who enrols an authenticator at the first sign-in (QR, a first
  // code, the recovery codes shown once), changes the owner's password for one of their own, and then
  // sees the sections of that role only.
  const riskName = `risk${stamp}`
  await page.getByRole('link', { name: '操作员管理' }).click()
  await page.getByRole('button', { name: '新增操作员' }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByLabel('账号').fill(riskName)
  await dialog.getByLabel(/初始密码/).fill('risk-pass-2468')
  await dialog.getByRole('button', { name: '角色' }).click()
  await page.getByRole('option', { name: '风控' }).click()
  await dialog.getByRole('button', { name: '确认', exact: true }).click()
  // The confirmation restates the name and the role before anything is created.
  await dialog.getByText(riskName).waitFor()
  await dialog.getByRole('button', { name: '确认', exact: true }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.getByRole('row').filter({ hasText: riskName }).getByText('未绑定').waitFor()
  const risk = await newPage(1440)
  await risk.goto(`${adminURL}/`)
  await risk.getByLabel('操作员账号').fill(riskName)
  await risk.getByLabel('登录密码').fill('risk-pass-2468')
  await risk.getByRole('button', { name: '登录', exact: true }).click()
  await risk.getByRole('heading', { name: '绑定身份验证器' }).waitFor()
  await risk.getByRole('img').waitFor()
  await screenshot(risk, 'console-enrol-1440')
  const secret = (await risk.getByTestId('totp-secret').textContent())?.trim()
  ok(secret && /^[A-Z2-7]+=*$/.test(secret), 'the enrolment shows the secret for manual entry')
  await risk.getByLabel('动态验证码').fill(new TOTP({ secret }).generate())
  await risk.getByRole('button', { name: '完成绑定' }).click()
  const codes = risk.getByRole('list', { name: '请保存恢复码' }).getByRole('listitem')
  await codes.first().waitFor()
  ok((await codes.count()) === 10, 'ten recovery codes are shown once')
  await screenshot(risk, 'console-recovery-codes-1440')
  await risk.getByRole('button', { name: '我已妥善保存，进入后台' }).click()
  // The owner typed the first password: it must be changed before anything else opens.
  await risk.getByRole('heading', { name: '请先修改密码' }).waitFor()
  await risk.getByLabel('当前密码').fill('risk-pass-2468')
  await risk.getByLabel('新密码', { exact: true }).fill('Fresh-risk-8642')
  await risk.getByLabel('再次输入新密码').fill('Fresh-risk-8642')
  await risk.getByRole('button', { name: '确认修改' }).click()
  await risk.getByRole('button', { name: '进入运营后台' }).click()
  await risk.getByRole('link', { name: /代理申请/ }).waitFor()
  ok(
    (await risk.getByRole('link', { name: /充值审核/ }).count()) === 0,
    'risk does not see the deposit queue',
  )
  ok((await risk.getByRole('link', { name: '操作员管理' }).count()) === 0, 'risk does not manage operators')

  // The same screens at 1024.
  const narrow = await newPage(1024)
  await narrow.goto(`${adminURL}/`)
  await narrow.evaluate((t) => sessionStorage.setItem('console.token', t), token)
  await narrow.reload()
  for (const [hash, shot, ready] of [
    ['/dashboard', 'console-dashboard-1024', '充值 · 今日'],
    ['/withdrawals', 'console-withdrawals-1024', '提现审核'],
    [`/players/${payer}`, 'console-player-1024', '钱小宝'],
    ['/audit', 'console-audit-1024', 'player.lock'],
  ]) {
    await narrow.goto(`${adminURL}/#${hash}`)
    await narrow.getByText(ready).first().waitFor()
    await screenshot(narrow, shot)
  }
}
