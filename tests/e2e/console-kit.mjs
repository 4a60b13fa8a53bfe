// The operator console's sign-in as the journeys on the operator port do it: the first operator's
// password and authenticator secret are the ones the demo wrote to DATA_DIR/secrets.json (run.mjs
// points DATA_DIR at the journey server's data).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { TOTP } from 'otpauth'
import { ok } from './assert.mjs'

/** The first operator's password and authenticator secret, as the demo keeps them. */
export function operatorSecrets() {
  const secrets = JSON.parse(readFileSync(join(process.env.DATA_DIR, 'secrets.json'), 'utf8'))
  ok(secrets.adminTotpSecret, 'the demo keeps the first operator authenticator secret')
  return secrets
}

/** Opens the console and fills the first operator's account and password, without sending them. */
export async function fillConsolePassword(page, adminURL, secrets) {
  await page.goto(`${adminURL}/`)
  await page.getByLabel('操作员账号').fill('admin')
  await page.getByLabel('登录密码').fill(secrets.adminPassword)
}

/**
 * Sends the filled password, then the authenticator step; resolves on 数据总览. A code is accepted
 * once, and the suite's own `npm run admin` call may have just used this 30-second step's code; the
 * server accepts the next step's too (one step of drift), so on "已使用过" the journey sends that one,
 * as a person would wait for the next code.
 */
export async function submitConsoleSignIn(page, secrets) {
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await page.getByLabel('动态验证码').waitFor()
  const totp = new TOTP({ secret: secrets.adminTotpSecret })
  // A retried journey signs in again within the same step, when this step's and the next step's codes
  // may both be used: then wait for the step to turn, as a person would, and send the new next one.
  for (const ahead of [0, 1, 'next']) {
    if (ahead === 'next') await page.waitForTimeout(30_500 - (Date.now() % 30_000))
    const skew = ahead === 'next' ? 1 : ahead
    await page.getByLabel('动态验证码').fill(totp.generate({ timestamp: Date.now() + skew * 30_000 }))
    await page.getByRole('button', { name: '验证', exact: true }).click()
    const outcome = await Promise.race([
      page
        .getByRole('heading', { name: '数据总览' })
        .waitFor()
        .then(() => 'in')
        .catch(() => 'timeout'),
      page
        .getByText('此验证码已使用过')
        .waitFor()
        .then(() => 'used')
        .catch(() => 'timeout'),
    ])
    if (outcome === 'in') return
  }
  throw new Error('the authenticator code was not accepted')
}

/** The whole sign-in as the first operator: the page ends on 数据总览. */
export async function consoleSignIn(page, adminURL) {
  const secrets = operatorSecrets()
  await fillConsolePassword(page, adminURL, secrets)
  await submitConsoleSignIn(page, secrets)
}

/** The console's session token, as the page keeps it (per tab). */
export const consoleToken = (page) => page.evaluate(() => sessionStorage.getItem('console.token'))
