// 身份认证 (docs/kyc.md): a player with the basic tier uploads an identity document and a proof of
// address on the member page at 375 px, an operator approves them in the console's queue at 1440 px
// (its menu badge counting the waiting player), and the player's page then shows 已认证 with no limits
// left: a withdrawal above the basic limit, refused with 260 before, is submitted on the withdrawal
// page. The journey lowers the basic limit to 200.00 for its run and puts the owner's value back.
import { ok } from './assert.mjs'
import { consoleSignIn, consoleToken } from './console-kit.mjs'
import { api } from './kit.mjs'
import { png } from './png.mjs'

export const name =
  'KYC: a player uploads both documents at 375, an operator approves at 1440, status 已认证, a withdrawal above the basic limit goes through'

export default async function journey({ baseURL, adminURL, newPage, screenshot, mode }) {
  if (mode !== 'server' || !adminURL) {
    console.log('[e2e]   (mock mode: skipped, the review needs the real operator port)')
    return
  }
  const username = `kyc${Date.now().toString(36).slice(-6)}8`
  const reg = await api(baseURL, '/api/register', {
    name: username,
    password: 'abcd1234',
    confirmPass: 'abcd1234',
    realname: '认证玩家',
    birthday: '1990-05-01',
    paypassword: '123456',
  })
  ok(reg.code === 200, `registered (${reg.message})`)
  const token = reg.data.api_token

  // The operator signs in first: the basic limit goes down to 200.00 for this run, the player gets
  // 500.00 by an adjustment and binds a card, and 300.00 is refused with 260 while unverified.
  const operator = await newPage(1440)
  await consoleSignIn(operator, adminURL)
  const opToken = await consoleToken(operator)
  const limits = await api(adminURL, '/admin/api/kyc/settings', null, opToken)
  ok(limits.code === 200, `read the KYC limits (${limits.message})`)
  const lowered = { basic_per_withdrawal: '200.00', basic_per_day: '200.00' }
  const set = await api(adminURL, '/admin/api/kyc/settings', lowered, opToken)
  ok(set.code === 200, `lowered the basic limit (${set.message})`)
  try {
    await uploadApproveWithdraw({
      baseURL,
      adminURL,
      newPage,
      screenshot,
      username,
      token,
      operator,
      opToken,
    })
  } finally {
    const back = await api(adminURL, '/admin/api/kyc/settings', limits.data, opToken)
    ok(back.code === 200, `the owner's KYC limits are back (${back.message})`)
  }
}

async function uploadApproveWithdraw({
  baseURL,
  adminURL,
  newPage,
  screenshot,
  username,
  token,
  operator,
  opToken,
}) {
  const adjusted = await api(
    adminURL,
    '/admin/api/adjust',
    { username, amount: '500', reason: '认证旅程资金' },
    opToken,
  )
  ok(adjusted.code === 200, `adjustment made (${adjusted.message})`)
  const bound = await api(
    baseURL,
    '/api/bindcard',
    {
      bank: '东岳商业银行',
      bank_address: '演示分行',
      bank_no: '6222000077770260',
      bank_owner: '认证玩家',
      pay_pass: '123456',
    },
    token,
  )
  ok(bound.code === 200, `card bound (${bound.message})`)
  const card = (await api(baseURL, '/api/getcard', { type: 1 }, token)).data[0].id
  const early = await api(baseURL, '/api/withdraw', { amount: 300, bank: card, password: '123456' }, token)
  ok(early.code === 260, `above the basic limit before verification: 260 (${early.code} ${early.message})`)

  const player = await newPage(375)
  await player.addInitScript((t) => sessionStorage.setItem('token', t), token)
  await player.goto(`${baseURL}/#/mine/kyc`)
  await player.getByRole('heading', { name: '身份认证', level: 1 }).waitFor()
  await player.getByText('基础认证', { exact: true }).first().waitFor()
  const kinds = [
    ['identity', '身份证件', [200, 60, 60]],
    ['address', '住址证明', [60, 120, 200]],
  ]
  for (const [i, [kind, label, colour]] of kinds.entries()) {
    await player
      .locator(`#kyc-file-${kind}`)
      .setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: png(48, colour) })
    await player.getByRole('img', { name: `${label}预览` }).waitFor()
    if (kind === 'identity') await screenshot(player, 'kyc-player-preview-375')
    await player.getByRole('button', { name: `上传${label}` }).click()
    // Each sent document shows its own 待审核 badge once the page has read the status again.
    await player.getByText('待审核', { exact: true }).nth(i).waitFor()
  }
  await player.getByText('审核中', { exact: true }).first().waitFor()
  await screenshot(player, 'kyc-player-pending-375')

  // The menu's 身份认证 entry counts the waiting player (the counts are read every 10 s).
  await operator.goto(`${adminURL}/#/kyc`)
  await operator
    .getByRole('link', { name: /身份认证/ })
    .filter({ hasText: /\d/ })
    .first()
    .waitFor({ timeout: 15_000 })
  const row = operator.getByRole('row').filter({ hasText: username })
  await row.getByRole('button', { name: '审核' }).click()
  const dialog = operator.getByRole('dialog')
  await dialog.getByRole('button', { name: '通过认证' }).click()
  await screenshot(operator, 'kyc-console-approve-1440')
  await dialog.getByRole('button', { name: '确认' }).click()
  await dialog.getByRole('button', { name: '确认' }).waitFor({ state: 'detached' })

  await player.reload()
  await player.getByText('已认证', { exact: true }).first().waitFor()
  await player.getByText('您已通过身份认证，无需再上传证件。').waitFor()
  await screenshot(player, 'kyc-player-verified-375')
  const status = await api(baseURL, '/api/kyc', null, token)
  ok(
    status.data.tier === 'verified' && status.data.limits === null,
    `verified (${JSON.stringify(status.data)})`,
  )

  // Verified: the same 300.00 goes through on the withdrawal page.
  await player.goto(`${baseURL}/#/mine/withdraw`)
  await player.getByRole('radio', { name: /0260/ }).check()
  await player.getByLabel('取款金额').fill('300')
  await player.getByLabel('取款密码').fill('123456')
  await player.getByRole('button', { name: '立即取款' }).click()
  await player.getByText('提交成功，等待后台审核').first().waitFor()
  await screenshot(player, 'kyc-player-withdrawal-375')
  await player.waitForURL(/#\/mine\/transRecord$/, { timeout: 5000 })
}
