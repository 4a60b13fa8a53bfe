// Games, end to end in the browser: log in, launch a slot from /concise (a new tab through /gamePage
// and getGameUrl), spin three times and watch the balance change, find the rounds in /betRecord; then
// start the sandbox provider, launch a partner venue from /sport, bet on the sandbox's page and find
// that round recorded too. Screenshots of the slot, sic bo, fast-3 and fairness pages.
import { spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { closeDialogs, eventually, ok } from './assert.mjs'

export const name = 'games: slot from /concise, sandbox venue from /sport, rounds in the records'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

async function login(page, baseURL) {
  await page.goto(`${baseURL}/#/login`)
  const captcha = page.locator('main img[src^="/img/captcha/"]')
  await captcha.waitFor()
  const code = /\/img\/captcha\/([a-z0-9]+)\.svg$/.exec((await captcha.getAttribute('src')) ?? '')?.[1]
  ok(code, 'captcha readable')
  const form = page.locator('main form')
  await form.getByLabel('账号').fill('demo888')
  await form.getByLabel('密码', { exact: true }).fill('demo8888')
  await form.getByLabel('验证码').fill(code)
  await form.getByRole('button', { name: '登录' }).click()
  await page.waitForURL((u) => !u.hash.startsWith('#/login'))
  await closeDialogs(page, { wait: 3000 })
}

/** Start the sandbox provider on 8090 (the server's default sandbox URL) against this server. */
function startSandbox(baseURL) {
  // node --import tsx (not npx): the child is the sandbox itself, so killing it stops it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/sandbox/main.ts'], {
    cwd: root,
    env: { ...process.env, GAME_API_URL: baseURL, PROVIDER_SANDBOX_PORT: '8090' },
    stdio: 'ignore',
  })
  return child
}

export default async function journey({ baseURL, newPage, screenshot }) {
  const page = await newPage(1440)
  await login(page, baseURL)

  // Seamless mode: the games play straight from the central wallet the demo player was seeded with.
  const token = await page.evaluate(() => sessionStorage.getItem('token'))
  await page.evaluate(async (t) => {
    const h = { 'content-type': 'application/json', ...(t ? { authorization: `Bearer ${t}` } : {}) }
    await fetch('/api/uptransferstatus', {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ transferstatus: 1 }),
    })
  }, token)

  await page.goto(`${baseURL}/#/concise`)
  const play = page.getByRole('button', { name: '进入游戏' }).first()
  await play.waitFor()
  const [game] = await Promise.all([page.context().waitForEvent('page'), play.click()])
  await game.waitForURL(/#\/play\/slot\?venue=/, { timeout: 20_000 })
  const balance = game.getByTestId('game-balance')
  await eventually(async () => /¥/.test((await balance.textContent()) ?? ''), 'slot balance shown')
  const before = await balance.textContent()
  const spin = game.getByRole('button', { name: '旋转', exact: true })
  for (let i = 0; i < 3; i++) {
    await spin.click()
    await eventually(
      async () => (await game.getByTestId('round-row').count()) >= i + 1 && (await spin.isEnabled()),
      `spin ${i + 1} recorded`,
    )
  }
  const after = await balance.textContent()
  ok(before !== after, `balance changed (${before} -> ${after})`)
  console.log(`[e2e]   slot balance ${before} -> ${after}`)
  await screenshot(game, 'games-slot-1440')

  await game.goto(`${baseURL}/#/mine/betRecord`)
  await eventually(async () => (await game.getByText('金鼎电子').count()) >= 1, 'slot rounds in /betRecord')
  await screenshot(game, 'games-betrecord-1440')

  await game.goto(`${baseURL}/#/play/sicbo?venue=jdlive`)
  await game.reload()
  await game.getByRole('button', { name: /^大/ }).first().click()
  await game.getByRole('button', { name: '确认下注并开骰' }).click()
  await eventually(async () => (await game.getByTestId('round-row').count()) >= 1, 'sic bo round recorded')
  await screenshot(game, 'games-sicbo-1440')
  await game.goto(`${baseURL}/#/play/fast3?venue=jdlottery`)
  await game.reload()
  await game
    .getByText(/第 \d{8}-\d{4} 期/)
    .first()
    .waitFor()
  await screenshot(game, 'games-fast3-1440')
  await game.goto(`${baseURL}/#/fair`)
  await game.reload()
  await game.getByRole('heading', { name: '公平性验证' }).waitFor()
  await game.close()

  const sandbox = startSandbox(baseURL)
  try {
    await eventually(
      async () => {
        try {
          return (await fetch('http://127.0.0.1:8090/launch')).status === 400
        } catch {
          return false
        }
      },
      'sandbox provider up',
      30_000,
    )
    await page.goto(`${baseURL}/#/sport`)
    const enter = page.getByRole('button', { name: '立即游戏' }).first()
    await enter.waitFor()
    const [partner] = await Promise.all([page.context().waitForEvent('page'), enter.click()])
    await partner.waitForURL(/127\.0\.0\.1:8090\/launch\?session=/, { timeout: 20_000 })
    await eventually(
      async () => /\d+\.\d{2}/.test((await partner.locator('#balance').textContent()) ?? ''),
      'sandbox shows the balance',
    )
    await partner.locator('#bet').click()
    await eventually(async () => (await partner.locator('#log li').count()) === 1, 'sandbox round settled')
    const roundText = (await partner.locator('#log li').textContent()) ?? ''
    const roundId = /SBX\w+/.exec(roundText)?.[0]
    ok(roundId, 'sandbox round id')
    await partner.close()
    await page.goto(`${baseURL}/#/mine/betRecord`)
    await eventually(
      async () => (await page.getByText(roundId).count()) >= 1,
      `sandbox round ${roundId} in /betRecord`,
    )
  } finally {
    sandbox.kill('SIGTERM')
  }
}
