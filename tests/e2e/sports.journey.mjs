// The sportsbook as a player uses it, at 1440 on a football venue and at 375 on an e-sports venue (the
// two run side by side): a fresh player with money opens the venue, picks prices from two different
// matches, places them as a parlay, keeps the selections and places them again as two singles, watches
// a match play, sees every bet settle (in 我的注单, the balance and 投注记录 with the legs) and verifies a
// match in the browser's verifier. run.mjs runs the leagues a matchday a minute, 30 s a match.
import { eventually, ok } from './assert.mjs'
import { admin, api } from './kit.mjs'

export const name = 'sports: a parlay and singles from the bet slip, the match played, settled and verified'

const text = async (loc) => ((await loc.textContent()) ?? '').trim()

/** A fresh player (date of birth given) with 1 000.00 in the central wallet, playing from it (seamless). */
async function bettor(baseURL, tag) {
  const username = `sb${Date.now().toString(36).slice(-6)}${tag}`
  const reg = await api(baseURL, '/api/register', {
    name: username,
    password: 'abcd1234',
    confirmPass: 'abcd1234',
    realname: '体育玩家',
    birthday: '1990-05-01',
    paypassword: '123456',
  })
  ok(reg.code === 200, `registered ${username} (${reg.message})`)
  const token = reg.data.api_token
  admin(baseURL, 'adjust', username, '1000', '--reason', 'e2e sportsbook')
  ok(
    (await api(baseURL, '/api/uptransferstatus', { transferstatus: 1 }, token)).code === 200,
    'seamless mode',
  )
  return token
}

/** Pick the first open price of two different matches that still take bets for a while. */
async function pickTwo(page) {
  const rows = page.getByTestId('match-row').filter({ has: page.locator('button[aria-pressed]') })
  await rows.first().waitFor({ timeout: 60_000 })
  const picked = []
  for (let i = 0; i < (await rows.count()) && picked.length < 2; i++) {
    const row = rows.nth(i)
    // "12s截止" closes too soon to be sure of the placement; "1:05截止" or "40s截止" is fine.
    const left = /(\d+)s截止/.exec(await text(row))
    if (left && Number(left[1]) < 15) continue
    await row.locator('button[aria-pressed]').first().click()
    picked.push(i)
  }
  ok(picked.length === 2, `two prices picked from two matches (rows ${picked})`)
}

/** Place what the slip (`slip`: the side column or the phone's sheet) holds; returns the bet ids. */
async function place(slip) {
  await slip.getByRole('button', { name: /^确认投注/ }).click()
  const done = slip.getByTestId('slip-confirmed')
  await done.waitFor({ timeout: 15_000 })
  const ids = (await done.locator('li > span:first-child').allTextContents()).map((s) => s.trim())
  ok(ids.length > 0 && ids.every((id) => /^SB/.test(id)), `bets confirmed (${ids.join(', ')})`)
  return ids
}

async function play({ baseURL, newPage, screenshot }, venue, width) {
  const token = await bettor(baseURL, width)
  const page = await newPage(width)
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token)
  await page.goto(`${baseURL}/#/play/sports?venue=${venue}`)
  const balance = page.getByTestId('game-balance')
  await eventually(
    async () => /1,?000\.00/.test(await text(balance)),
    `${venue}: balance 1000.00 shown`,
    20_000,
  )
  await pickTwo(page)
  const phone = width < 1024
  if (phone) await page.getByTestId('slip-bar').click()
  // The slip: the side column from 1024 px, a bottom sheet (a dialog) on phones.
  const slip = phone ? page.getByRole('dialog', { name: '投注单' }) : page.locator('aside')
  await slip.getByRole('button', { name: /^串关/ }).click()
  await slip.getByLabel('投注额').fill('10')
  await screenshot(page, `sports-slip-${venue}-${width}`)
  const parlay = await place(slip)
  ok(parlay.length === 1, 'one parlay placed')
  await slip.getByRole('button', { name: '保留选项' }).click()
  await slip.getByRole('button', { name: /^单注/ }).click()
  const stakes = slip.getByLabel('投注额')
  await stakes.nth(0).fill('10')
  await stakes.nth(1).fill('20')
  const singles = await place(slip)
  ok(singles.length === 2, 'two singles placed')
  if (phone) await page.getByRole('button', { name: '关闭' }).first().click()
  await eventually(async () => /960\.00/.test(await text(balance)), `${venue}: 40.00 staked`, 15_000)

  // Kickoff within a minute; the match plays 30 s, then settles.
  await page.getByTestId('live-match').first().waitFor({ timeout: 90_000 })
  await page.waitForTimeout(3000)
  await screenshot(page, `sports-live-${venue}-${width}`)
  let bets = []
  await eventually(
    async () => {
      const r = await api(baseURL, '/api/sports/bets', { venue, status: 'settled' }, token)
      bets = r.data?.bets ?? []
      return bets.length === 3
    },
    `${venue}: all three bets settled`,
    150_000,
  )
  const paid = bets.reduce((s, b) => s + Math.round(Number(b.payout) * 100), 0)
  const expected = (96_000 + paid) / 100
  await eventually(
    async () => (await text(balance)).replace(/[^\d.]/g, '') === expected.toFixed(2),
    `${venue}: balance ${expected.toFixed(2)} after settlement`,
    20_000,
  )
  await page.getByRole('tab', { name: '我的注单' }).click()
  await page.getByRole('button', { name: '已结算' }).click()
  await eventually(
    async () => (await page.getByTestId('my-bets').locator('li').count()) >= 3,
    'settled bets listed',
  )
  await screenshot(page, `sports-mybets-${venue}-${width}`)

  await page.goto(`${baseURL}/#/mine/betRecord`)
  await eventually(
    async () => (await page.getByText(parlay[0]).count()) >= 1,
    `${venue}: the parlay ${parlay[0]} in 投注记录`,
    20_000,
  )
  await screenshot(page, `sports-betrecord-${venue}-${width}`)

  const matchId = bets.find((b) => b.kind === 'parlay').legs[0].match_id
  await page.goto(`${baseURL}/#/fair?match=${matchId}`)
  await page.getByText('验证通过').first().waitFor({ timeout: 30_000 })
  await screenshot(page, `sports-verify-${venue}-${width}`)
  return `${bets.length} bets settled, paid ${(paid / 100).toFixed(2)}, ${matchId} verified`
}

export default async function journey(ctx) {
  const [football, esports] = await Promise.all([play(ctx, 'jdsport', 1440), play(ctx, 'jdesport', 375)])
  console.log(`[e2e]   jdsport 1440: ${football}`)
  console.log(`[e2e]   jdesport 375: ${esports}`)
}
