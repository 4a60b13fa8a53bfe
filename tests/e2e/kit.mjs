// What several journeys do the same way: the back office's command line, a call as the SPA makes it,
// and picking the first choice of a dropdown.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { ok } from './assert.mjs'

/**
 * `npm run admin -- <args>` against the journey's server; fails the journey when it fails. The command
 * finds the server's operator port and password by itself (run.mjs points DATA_DIR at its data).
 */
export function admin(_baseURL, ...args) {
  const r = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: process.env,
    encoding: 'utf8',
  })
  ok(r.status === 0, `npm run admin -- ${args.join(' ')} succeeded (${r.stdout}${r.stderr})`)
  return r.stdout
}

/** A call as the SPA makes it (`body` null means GET), with a fresh idempotency key; the envelope. */
export async function api(baseURL, path, body, token) {
  const res = await fetch(`${baseURL}${path}`, {
    method: body === null ? 'GET' : 'POST',
    headers: {
      ...(body === null ? {} : { 'content-type': 'application/json' }),
      authorization: token ? `Bearer ${token}` : '',
      'idempotency-key': randomUUID(),
    },
    body: body === null ? undefined : JSON.stringify(body ?? {}),
  })
  return res.json()
}

/** Takes the first choice of the dropdown (a `<select>` reading 请选择) in `scope`. */
export async function chooseFirst(scope) {
  const select = scope.locator('select').first()
  const first = await select.locator('option:not([disabled])').first().getAttribute('value')
  await select.selectOption(first)
}

/**
 * On /mine/recharge with no card bound: the warm reminder leads to /bankCard, where a bank card is
 * bound through the add dialog (the first bank of the list). Resolves once the dialog is submitted.
 */
export async function bindCardFromReminder(page, baseURL, card) {
  await page.goto(`${baseURL}/#/mine/recharge`)
  const reminder = page.getByRole('dialog')
  await reminder.getByText('您还未绑定钱包卡，请前往添加').waitFor()
  await reminder.getByRole('button', { name: '前往绑定' }).click()
  await page.waitForURL(/#\/mine\/bankCard$/)
  await page.getByRole('button', { name: '添加银行卡' }).click()
  const dialog = page.getByRole('dialog')
  await chooseFirst(dialog)
  await dialog.getByLabel('开户行').fill('演示支行')
  await dialog.getByLabel('银行卡号').fill(card.number)
  await dialog.getByLabel('持卡人姓名').fill(card.holder)
  await dialog.getByLabel('支付密码').fill(card.payPassword)
  await dialog.getByRole('button', { name: '确认绑定' }).click()
}

/**
 * Accounts without a date of birth (the seeded demo888) cannot deposit, bet or launch a venue until
 * they give it: when the status asks for it, answer the prompt of /mine/responsible as a player would.
 */
export async function answerBirthDate(page, baseURL, birthDate = '1990-01-01') {
  const token = await page.evaluate(() => sessionStorage.getItem('token'))
  const status = await api(baseURL, '/api/protection', null, token)
  ok(status.code === 200, `protection status read (${status.message})`)
  if (!status.data.birth_date_required) return
  await page.goto(`${baseURL}/#/mine/responsible`)
  const dialog = page.getByRole('dialog', { name: '请填写出生日期' })
  await dialog.getByLabel('出生日期').fill(birthDate)
  await dialog.getByRole('button', { name: '确认', exact: true }).click()
  await dialog.waitFor({ state: 'hidden' })
  const after = await api(baseURL, '/api/protection', null, token)
  ok(after.data.birth_date_required === false, 'date of birth recorded through the prompt')
}
