// 二八杠 at bfchess: the demo player gets money from the back office (adjust), opens the table (the
// launch URL getGameUrl gives for bfchess), chooses a 5-yuan ante, deals, sees both hands of tiles, the
// verdict and the balance move by exactly the round's net (±5), opens the rules dialog with the exact
// return with a link to the verifier. Then the same page at 375 px: one more round, no horizontal
// overflow anywhere.
import { closeDialogs, eventually, ok } from './assert.mjs'
import { admin, answerBirthDate } from './kit.mjs'
import { noOverflow } from './narrow-text.mjs'

export const name = '二八杠: bfchess table, ante, deal, settlement, rules, fits 375 and 1440'

const yuan = (text) => Number((text ?? '').replace(/[^\d.-]/g, ''))
const text = async (l) => ((await l.textContent()) ?? '').trim()

async function login(page, baseURL) {
  await page.goto(`${baseURL}/#/login`)
  await page.locator('main img[data-captcha-id]').waitFor()
  const form = page.locator('main form')
  await form.getByLabel('账号').fill('demo888')
  await form.getByLabel('密码', { exact: true }).fill('demo8888')
  await form.getByLabel('验证码').fill('ab34')
  await form.getByRole('button', { name: '登录' }).click()
  await page.waitForURL((u) => !u.hash.startsWith('#/login'))
  await closeDialogs(page, { wait: 3000 })
  await answerBirthDate(page, baseURL)
}

const api = (page, path, body) =>
  page.evaluate(
    async ([p, b]) => {
      const t = sessionStorage.getItem('token')
      const r = await fetch(p, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
        body: JSON.stringify(b),
      })
      return (await r.json()).data
    },
    [path, body],
  )

/** Deal one round at 5 yuan and check the verdict and the balance against the round's net. */
async function playRound(page, what) {
  const balance = page.getByTestId('game-balance')
  await eventually(async () => /¥/.test(await text(balance)), `${what}: balance shown`, 20_000)
  await page.getByRole('button', { name: '5', exact: true }).click()
  const before = yuan(await text(balance))
  const rows = page.getByTestId('round-row')
  const count = await rows.count()
  await page.getByRole('button', { name: '下注开牌' }).click()
  const verdict = page.getByTestId('ebg-verdict')
  await eventually(async () => /胜|庄赢/.test(await text(verdict)), `${what}: verdict`, 15_000)
  await eventually(async () => (await rows.count()) > count, `${what}: round recorded`, 15_000)
  const won = /闲家胜/.test(await text(verdict))
  const expected = before + (won ? 5 : -5)
  await eventually(
    async () => Math.abs(yuan(await text(balance)) - expected) < 0.001,
    `${what}: balance ${before} ${won ? '+' : '-'} 5`,
  )
  ok((await page.getByTestId('ebg-player').getByRole('img').count()) === 2, `${what}: two player tiles`)
  ok((await page.getByTestId('ebg-banker').getByRole('img').count()) === 2, `${what}: two banker tiles`)
  console.log(`[e2e]   ${what}: ${await text(verdict)}`)
}

export default async function journey({ baseURL, newPage, screenshot }) {
  admin(baseURL, 'adjust', 'demo888', '200', '--reason', 'e2e erbagang')
  const page = await newPage(1440)
  await login(page, baseURL)
  const mode = await page.evaluate(async () => {
    const t = sessionStorage.getItem('token')
    const r = await fetch('/api/uptransferstatus', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
      body: JSON.stringify({ transferstatus: 1 }),
    })
    return (await r.json()).code
  })
  ok(mode === 200, 'seamless mode on')
  const launch = await api(page, '/api/getGameUrl', { plat_name: 'bfchess', game_code: '', game_type: 6 })
  ok(/#\/play\/erbagang\?venue=bfchess$/.test(launch.url), `bfchess launches 二八杠 (${launch.url})`)
  await page.goto(launch.url)
  await playRound(page, '1440')
  await screenshot(page, 'erbagang-1440')
  await noOverflow(page, '1440')

  await page.getByRole('button', { name: '玩法规则' }).click()
  const rules = page.getByTestId('ebg-rules')
  await rules.waitFor()
  ok(/98\.5272%/.test(await text(rules)), 'the rules dialog shows the exact return 98.5272%')
  ok(/45022\/45695|45,022\/45,695/.test(await text(rules)), 'and its fraction')
  ok(
    (await rules.getByRole('link', { name: '打开验证页' }).getAttribute('href')).includes('kind=erbagang'),
    'the rules link to the verifier',
  )
  await screenshot(page, 'erbagang-rules-1440')
  await page.getByRole('button', { name: '关闭' }).last().click()

  // The same session on a phone's width (no second login: the journey stays well under a minute).
  await page.setViewportSize({ width: 375, height: 812 })
  await playRound(page, '375')
  await noOverflow(page, '375')
  await screenshot(page, 'erbagang-375')
  await page.close()
}
