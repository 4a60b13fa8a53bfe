// Every page at 375 and 1440 px: a full-page screenshot, and no control (link, button, [role=button],
// [onclick]) covered by another element at its centre while scrolling through the page (floating
// menus, the red-packet float, sticky bars). Member and game pages as a fresh player with a card.

import { coveredControls, openPage, PAGES, playerWithCard } from './a11y.mjs'
import { ok } from './assert.mjs'

export const name = 'layout: every page at 375 and 1440, no control covered by another element'

export default async function journey({ baseURL, newPage, screenshot }) {
  const { token } = await playerWithCard(baseURL, 'l1')
  const problems = []
  for (const width of [375, 1440]) {
    const visitor = await newPage(width)
    const member = await newPage(width)
    await member.addInitScript((t) => sessionStorage.setItem('token', t), token)
    for (const [shot, path, session] of PAGES) {
      const page = session ? member : visitor
      await openPage(page, baseURL, path)
      const covered = await coveredControls(page)
      for (const c of covered) problems.push(`${shot} at ${width}: ${c}`)
      await screenshot(page, `layout-${shot}-${width}`)
    }
    await visitor.close()
    await member.close()
  }
  ok(problems.length === 0, `no covered control:\n  ${problems.join('\n  ')}`)
}
