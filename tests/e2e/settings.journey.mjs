// Issue 16 item 2 on the operator port (docs/settings.md): the owner opens 支付设置, saves a withdrawal
// minimum above the maximum (the confirm step lists the change; the server's refusal shows under the
// field), then a valid one; opens 站点设置, switches the site into maintenance with a notice, and the
// player site shows that notice. Everything is put back through the API at the end.
import { ok } from './assert.mjs'
import { consoleSignIn, consoleToken } from './console-kit.mjs'
import { api } from './kit.mjs'

export const name =
  'settings: money rules refused and saved with a confirm step, maintenance switch reaches the player site'

const ACCOUNT = `6222 0000 ${String(Date.now()).slice(-8, -4)} ${String(Date.now()).slice(-4)} 001`

export default async function journey({ baseURL, adminURL, newPage, screenshot, mode }) {
  if (mode !== 'server' || !adminURL) {
    console.log('[e2e]   (mock mode: skipped, the console needs the real operator port)')
    return
  }
  const page = await newPage(1440)
  await consoleSignIn(page, adminURL)
  const token = await consoleToken(page)
  const money = (await api(adminURL, '/admin/api/settings/money', null, token)).data
  const site = (await api(adminURL, '/admin/api/settings/site', null, token)).data
  ok(money && site, 'the settings are readable by the owner')

  try {
    // 支付设置: a minimum above the maximum is refused under its field, after the confirm step.
    await page.getByRole('link', { name: '支付设置' }).click()
    await page.getByRole('heading', { name: '支付设置' }).waitFor()
    const min = page.getByLabel('单笔提款最低（元）')
    await min.waitFor()
    await min.fill('999999')
    await page.getByRole('button', { name: '保存', exact: true }).first().click()
    // The confirm step (a Headless UI dialog) lists the change before anything is sent.
    const title = page.getByRole('heading', { name: '确认修改' })
    await title.waitFor()
    const listed = await page.locator('table', { has: page.getByText('原值') }).textContent()
    ok(
      listed.includes('999999') && listed.includes('单笔提款最低'),
      `the confirm step lists the new minimum (${listed})`,
    )
    const confirmSave = page.getByRole('button', { name: '确认保存' })
    await confirmSave.click()
    await page.locator('[data-field="withdraw_min"]').getByText('最低金额不能高于最高金额').waitFor()
    await screenshot(page, 'console-settings-refused-1440')

    await min.fill('150')
    await page.getByRole('button', { name: '保存', exact: true }).first().click()
    await confirmSave.click()
    await page.getByText('已保存，玩家站点立即生效').first().waitFor()
    const saved = (await api(adminURL, '/admin/api/settings/money', null, token)).data
    ok(saved.withdraw_min === '150.00', `the minimum is saved (${saved.withdraw_min})`)

    // A channel's range: min above max is refused inside the dialog, under the field.
    await page
      .getByRole('row')
      .filter({ hasText: '银行转账支付' })
      .getByRole('button', { name: '编辑' })
      .click()
    await page.getByRole('heading', { name: /编辑支付通道/ }).waitFor()
    await page.getByLabel('最低金额（元）').fill('600')
    await page.getByLabel('最高金额（元）').fill('500')
    await page.getByRole('button', { name: '保存', exact: true }).last().click()
    await page.getByRole('button', { name: '确认保存' }).click()
    await page.locator('[data-field="min"]').getByText('最低金额不能高于最高金额').waitFor()
    await page.getByRole('button', { name: '取消' }).click()

    // A receiving account, added after the confirm step, is listed.
    await page.getByRole('button', { name: '添加收款账户' }).click()
    await page.getByLabel('银行卡号').fill(ACCOUNT)
    await page.getByLabel('开户名').fill('金鼎娱乐（演示）')
    await page.getByLabel('开户行地址').fill('演示支行')
    await page.getByRole('button', { name: '保存', exact: true }).last().click()
    await page.getByRole('button', { name: '确认保存' }).click()
    await page.getByRole('cell', { name: ACCOUNT }).waitFor()
    await screenshot(page, 'console-settings-payment-1440')

    // 站点设置: maintenance with a notice; the player site shows only the notice.
    await page.getByRole('link', { name: '站点设置' }).click()
    await page.getByRole('heading', { name: '站点设置' }).waitFor()
    await page.getByRole('button', { name: '站点状态' }).click()
    await page.getByRole('option', { name: /维护中/ }).click()
    await page.getByRole('textbox', { name: '维护提示' }).fill('系统升级中，预计30分钟后恢复')
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await page.getByRole('heading', { name: '确认修改' }).waitFor()
    await page.getByRole('button', { name: '确认保存' }).click()
    await page.getByText('已保存，玩家站点立即生效').waitFor()
    await screenshot(page, 'console-settings-site-1440')

    const player = await newPage(1440)
    await player.goto(`${baseURL}/`)
    await player.getByText('系统升级中，预计30分钟后恢复').waitFor()
    await screenshot(player, 'site-maintenance-1440')
    await player.close()
  } finally {
    const pay = (await api(adminURL, '/admin/api/settings/payment', null, token)).data
    for (const a of pay.accounts.filter((x) => x.bank_no === ACCOUNT)) {
      const { id, bank_name: _, ...rest } = a
      await api(adminURL, `/admin/api/settings/accounts/${id}`, { ...rest, enabled: false }, token)
    }
    const back = [
      await api(adminURL, '/admin/api/settings/money', money, token),
      await api(adminURL, '/admin/api/settings/site', site, token),
    ]
    ok(
      back.every((r) => r.code === 200),
      `the settings are put back (${back.map((r) => r.message).join(', ')})`,
    )
  }
  const reopened = await api(baseURL, '/api/app', {})
  ok(reopened.data.site_state === 1, 'the site is open again')
}
