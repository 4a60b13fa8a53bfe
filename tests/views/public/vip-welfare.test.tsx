// /vip links a player to 我的红包 (/welfare), where VIP bonuses are claimed with 申请, with the number
// of open ones once the claims list has answered (docs/promotions.md, "Opt-in"). Mock backend: every
// player starts with one VIP level-up bonus to claim.
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { server } from '../../../src/api/mocks/node'
import { loggedIn, preloadPages, start } from './helpers'

describe('/vip and the bonuses to claim', { timeout: 60_000 }, () => {
  beforeAll(() => preloadPages(['vip/VipPage']), 60_000)
  // The player's box: role queries over the whole page (the rebate table) are slow in jsdom.
  const mine = () => screen.findByLabelText('我的等级', {}, { timeout: 20_000 })

  it('a player with an open bonus sees 我的红包 with its count, linking to /welfare', async () => {
    await loggedIn()
    start('#/vip')
    const link = await within(await mine()).findByRole('link', { name: '我的红包 1 项礼金待申请' })
    expect(link.getAttribute('href')).toBe('#/mine/welfare')
  })

  it('without open bonuses the link stays, without a count', async () => {
    let asked = 0
    server.use(
      http.post('*/api/bonusClaims', () => {
        asked++
        return HttpResponse.json({ code: 200, message: '', data: [] })
      }),
    )
    await loggedIn()
    start('#/vip')
    const link = await within(await mine()).findByRole('link', { name: '我的红包' })
    expect(link.getAttribute('href')).toBe('#/mine/welfare')
    await waitFor(() => expect(asked).toBe(1))
    expect(
      within(await mine())
        .getByRole('link', { name: '我的红包' })
        .querySelector('[aria-hidden]'),
    ).toBeNull()
  })
})
