// /play/sports through the real app and the msw fake backend: the board with its leagues and priced
// matches, a selection added to the slip, a single placed (balance debited, bet id shown), a parlay of
// two matches, and the player's open bets.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUND_S, sportsClock } from '../../../src/api/mocks/sportsFixtures'
import { loggedIn, preloadPages, start } from '../public/helpers'

// The fake backend's clock is held at 116 s into a round: the leagues kick off 0-115 s into each
// round, so the next close is 54 s away and no match the test picks can close while it places bets.
const realClock = sportsClock.now
beforeAll(() => {
  const round = ROUND_S * 1000
  const held = Math.floor(Date.now() / round) * round + 116_000
  sportsClock.now = () => held
  return preloadPages(['sports/SportsPage'])
})
afterAll(() => {
  sportsClock.now = realClock
})

const rows = () => screen.findAllByTestId('match-row')
const prices = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('aria-pressed'))

describe('/play/sports', { timeout: 60_000 }, () => {
  it('shows the venue board and places a single from the slip', async () => {
    await loggedIn()
    start('#/play/sports?venue=jdsport')
    expect(await screen.findByRole('button', { name: '金鼎虚拟超级联赛' })).toBeTruthy()
    const [first] = await rows()
    fireEvent.click(prices(first)[0])
    const slip = screen.getByTestId('bet-slip')
    fireEvent.change(within(slip).getAllByLabelText('投注额')[0], { target: { value: '10' } })
    fireEvent.click(within(slip).getByRole('button', { name: /确认投注 ¥10.00/ }))
    const done = await screen.findByTestId('slip-confirmed')
    expect(within(done).getByText(/投注成功/)).toBeTruthy()
    expect(within(done).getByText(/^SB/)).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toContain('12,878.00'))
  })

  it('places a parlay of two matches and lists it under my bets', async () => {
    await loggedIn()
    start('#/play/sports?venue=jdesport')
    const list = await rows()
    fireEvent.click(prices(list[0])[0])
    fireEvent.click(prices(list[1])[0])
    const slip = screen.getByTestId('bet-slip')
    fireEvent.click(within(slip).getByRole('button', { name: /串关/ }))
    fireEvent.change(within(slip).getByLabelText('投注额'), { target: { value: '5' } })
    fireEvent.click(within(slip).getByRole('button', { name: /确认投注 ¥5.00/ }))
    await screen.findByTestId('slip-confirmed')
    fireEvent.click(screen.getByRole('tab', { name: '我的注单' }))
    const bets = await screen.findByTestId('my-bets')
    expect(within(bets).getByText(/2串1/)).toBeTruthy()
  })
})
