// axe-core (the pinned npm package, injected into the page) on the main pages at 1440 and 375 px:
// any serious or critical violation of WCAG 2.0-2.2 A/AA fails the journey.

import { axeViolations, openPage, playerWithCard } from './a11y.mjs'
import { ok } from './assert.mjs'

export const name = 'axe: no serious or critical violation on the main pages at 1440 and 375'

const AXE_PAGES = [
  ['home', '/', false],
  ['venue', '/realbet', false],
  ['slots', '/concise', false],
  ['activity', '/activity', false],
  ['vip', '/vip', false],
  ['login', '/login', false],
  ['register', '/register', false],
  ['deposit', '/mine/recharge', true],
  ['withdraw', '/mine/withdraw', true],
  ['transfer', '/mine/transfer', true],
  ['transRecord', '/mine/transRecord', true],
  ['betRecord', '/mine/betRecord', true],
  ['fanshui', '/mine/fanshui', true],
  ['activityRecord', '/mine/activityRecord', true],
  ['sicbo', '/play/sicbo?venue=jdlive', true],
  ['slot', '/play/slot?venue=jdslot', true],
]

export default async function journey({ baseURL, newPage }) {
  const { token } = await playerWithCard(baseURL, 'x1')
  const problems = []
  for (const width of [1440, 375]) {
    const visitor = await newPage(width)
    const member = await newPage(width)
    await member.addInitScript((t) => sessionStorage.setItem('token', t), token)
    for (const [label, path, session] of AXE_PAGES) {
      const page = session ? member : visitor
      await openPage(page, baseURL, path)
      for (const v of await axeViolations(page)) problems.push(`${label} at ${width}: ${v}`)
    }
    await visitor.close()
    await member.close()
  }
  ok(problems.length === 0, `axe found:\n  ${problems.join('\n  ')}`)
}
