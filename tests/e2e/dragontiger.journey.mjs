// Dragon-tiger at hxlive: the demo player gets money from the back office (adjust), opens the table
// (the launch URL getGameUrl gives for hxlive), puts a chip on 龙 inside the betting window, waits for
// the deal, sees both cards, the settlement and the balance move by exactly the stake and the payout
// (2× on a dragon win, half back on a tie), and reads every bet's exact return in the rules. Then the
// page at 375 and 320: the cards, the spots and the roads with no horizontal overflow, and at 375 a
// bet on 虎 staged, placed and listed under the player's bets with the stake taken (issue 27: played
// at 375 and 1440).
import { closeDialogs, eventually, ok } from './assert.mjs'
import { admin, answerBirthDate } from './kit.mjs'
import { noOverflow } from './narrow-text.mjs'

export const name = 'dragon-tiger: hxlive table, bet at 1440 and 375, deal, settlement, rules, fits 320-1440'

const yuan = (text) => Number((text ?? '').replace(/[^\d.]/g, ''))

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

const tableState = (page) =>
  page.evaluate(async () => {
    const t = sessionStorage.getItem('token')
    const r = await fetch('/api/games/dragontiger/state', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
      body: '{}',
    })
    return (await r.json()).data
  })

export default async function journey({ baseURL, newPage, screenshot }) {
  admin(baseURL, 'adjust', 'demo888', '500', '--reason', 'e2e dragon-tiger')
  const page = await newPage(1440)
  await login(page, baseURL)
  // Seamless mode: the table plays from the central wallet, where the adjustment went.
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
  const url = await page.evaluate(async () => {
    const t = sessionStorage.getItem('token')
    const r = await fetch('/api/getGameUrl', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
      body: JSON.stringify({ plat_name: 'hxlive', game_code: '', game_type: 1 }),
    })
    return (await r.json()).data.url
  })
  ok(/#\/play\/dragontiger\?venue=hxlive$/.test(url), `hxlive launches the dragon-tiger table (${url})`)
  await page.goto(url)
  const balance = page.getByTestId('game-balance')
  await eventually(async () => /¥/.test((await balance.textContent()) ?? ''), 'table balance shown', 20_000)
  const rtp = page.getByTestId('dt-rtp')
  ok(/96\.27%/.test(await rtp.textContent()), 'the rules show dragon/tiger at 96.27%')
  ok(/67\.23%/.test(await rtp.textContent()), 'the rules show the tie at 67.23%')

  await eventually(
    async () =>
      (await page.getByTestId('dt-phase').textContent()) === '请下注' &&
      Number(await page.getByTestId('dt-countdown').textContent()) >= 6,
    'a betting window with at least 6 s left',
    40_000,
  )
  const before = yuan(await balance.textContent())
  await page.getByRole('button', { name: '筹码 10', exact: true }).click()
  await page.getByRole('button', { name: '龙 1:1' }).click()
  // Tiger is not offered once dragon is on the layout.
  await page.getByRole('button', { name: '虎 1:1' }).click()
  await page.getByRole('button', { name: '确认下注' }).click()
  await page.getByTestId('dt-my-bets').waitFor()
  ok(!/虎/.test(await page.getByTestId('dt-my-bets').textContent()), 'only dragon was staked')
  await eventually(
    async () => yuan(await balance.textContent()) === before - 10,
    `stake taken (${before} - 10)`,
  )
  await screenshot(page, 'dragontiger-betting-1440')

  const outcome = page.getByTestId('dt-outcome')
  await outcome.waitFor({ timeout: 40_000 })
  await eventually(
    async () => /赢得|未中奖/.test((await outcome.textContent()) ?? ''),
    'settlement shown',
    15_000,
  )
  const s = await tableState(page)
  const mine = s.rounds.find((r) => r.issue === s.round.round_no)
  ok(mine && mine.status === 1, `round ${s.round.round_no} settled`)
  const w = s.round.result.winner
  const expected = w === 'dragon' ? 20 : w === 'tie' ? 5 : 0
  ok(Number(mine.payout) === expected, `payout ${mine.payout} = ${expected} on ${w}`)
  await eventually(
    async () => Math.abs(yuan(await balance.textContent()) - (before - 10 + expected)) < 0.001,
    `balance ${before} - 10 + ${expected}`,
  )
  console.log(`[e2e]   ${w} ${s.round.result.dragon}:${s.round.result.tiger}, payout ${expected}`)
  await screenshot(page, 'dragontiger-result-1440')
  await noOverflow(page, '1440')
  await page.close()

  for (const width of [375, 320]) {
    const small = await newPage(width)
    await login(small, baseURL)
    await small.goto(`${baseURL}/#/play/dragontiger?venue=hxlive`)
    await small.getByTestId('dt-round').waitFor()
    await small.getByTestId('big-road').waitFor()
    // On the phone a bet too: 10 on tiger, placed and listed under the player's bets (not waited out).
    if (width === 375) await betTiger(small, screenshot)
    await noOverflow(small, String(width))
    await screenshot(small, `dragontiger-${width}`)
    await small.close()
  }
}

/** Stages 10 on tiger in a betting window with time left, places it, sees it listed and paid for. */
async function betTiger(page, screenshot) {
  const balance = page.getByTestId('game-balance')
  await eventually(async () => /¥/.test((await balance.textContent()) ?? ''), 'table balance shown', 20_000)
  await eventually(
    async () =>
      (await page.getByTestId('dt-phase').textContent()) === '请下注' &&
      Number(await page.getByTestId('dt-countdown').textContent()) >= 8,
    'a betting window with at least 8 s left (375)',
    40_000,
  )
  const before = yuan(await balance.textContent())
  await page.getByRole('button', { name: '筹码 10', exact: true }).click()
  await page.getByRole('button', { name: '虎 1:1' }).click()
  await page.getByRole('button', { name: '确认下注' }).click()
  const mine = page.getByTestId('dt-my-bets')
  await eventually(async () => /虎/.test((await mine.textContent()) ?? ''), 'the tiger bet is listed (375)')
  await eventually(
    async () => yuan(await balance.textContent()) === before - 10,
    `stake taken at 375 (${before} - 10)`,
  )
  await screenshot(page, 'dragontiger-betting-375')
  // Settled before the journey ends: a later journey counting demo888's balance must not see it land.
  const { round } = await tableState(page)
  await eventually(
    async () => {
      await page.waitForTimeout(1000) // once a second: the server is shared
      return (await tableState(page)).rounds.some((r) => r.issue === round.round_no && r.status === 1)
    },
    `the 375 round ${round.round_no} settled`,
    45_000,
  )
}
