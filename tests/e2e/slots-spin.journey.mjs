// Every in-house slot machine played in the browser (issue 27, "a browser journey that plays it at 375
// and 1440"): a fresh player with money from the back office opens each of the ten machines on a
// 375 px phone and again at 1440 (games-play spins the first one from /concise too), spins once, and
// sees the spin recorded in the page's round list; no page wider than the screen.
import { playerWithCard } from './a11y.mjs'
import { eventually, ok } from './assert.mjs'
import { admin, api } from './kit.mjs'
import { noOverflow } from './narrow-text.mjs'

export const name = 'slots: one spin on each of the ten machines at 375 and at 1440'

const VENUES = ['jdslot', 'xyslot', 'fhslot', 'jlslot', 'tbslot']

export default async function journey({ baseURL, newPage, screenshot }) {
  const { username, token } = await playerWithCard(baseURL, 's2')
  admin(baseURL, 'adjust', username, '500', '--reason', 'e2e slots')
  const seamless = await api(baseURL, '/api/uptransferstatus', { transferstatus: 1 }, token)
  ok(seamless.code === 200, `seamless mode on (${seamless.message})`)
  for (const width of [375, 1440]) {
    const page = await newPage(width)
    await page.addInitScript((t) => sessionStorage.setItem('token', t), token)
    for (const game of VENUES.flatMap((v) => [`${v}-01`, `${v}-02`])) {
      const venue = game.slice(0, -3)
      // Loaded afresh: the round list is this machine's alone.
      await page.goto(`${baseURL}/#/play/slot?venue=${venue}&game=${game}`)
      await page.reload()
      const balance = page.getByTestId('game-balance')
      await eventually(async () => /¥/.test((await balance.textContent()) ?? ''), `${game} balance shown`)
      const rows = page.getByTestId('round-row')
      const had = await rows.count()
      const spin = page.getByRole('button', { name: '旋转', exact: true })
      await spin.click()
      await eventually(
        async () => (await rows.count()) > had && (await spin.isEnabled()),
        `${game}: the spin is recorded at ${width}`,
        15_000,
      )
      await noOverflow(page, `${game} at ${width}`)
      if (venue === 'jdslot') await screenshot(page, `slots-${game}-${width}`)
    }
    await page.close()
  }
}
