// The fast-3 page (/play/fast3) on the shared-draw machine and parts: the countdown the venues
// journey waits on, the board's staged chips and what is placed on the open draw (read from the
// player's unsettled rounds), the place bar and the draw history with its verifier links.
import { fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Fast3StateData, GameRound } from '../../../src/api/games'
import { server } from '../../../src/api/mocks/node'
import { loggedIn, start } from '../public/helpers'

const ISSUE = '20310101-0803'
const placedRound: GameRound = {
  round_id: 'F3-1',
  venue: 'jdlottery',
  game_code: 'fast3',
  game_name: `快3 第${ISSUE}期`,
  kind: 'fast3',
  stake: '20.00',
  payout: '0.00',
  status: 2,
  result: null,
  bets: [{ bet: 'odd', amount: '20.00' }],
  balance_before: '100.00',
  balance_after: '80.00',
  nonce: null,
  issue: ISSUE,
  server_hash: 'b'.repeat(64),
  client_seed: `fast3-${ISSUE}`,
  created_at: '2031-01-01 08:02:10',
}
const state: Fast3StateData = {
  issue: ISSUE,
  server_hash: 'b'.repeat(64),
  client_seed: `fast3-${ISSUE}`,
  contributions: 0,
  my_seed: '',
  draw_at: '2031-01-01 08:03:00',
  close_at: '2031-01-01 08:02:55',
  server_time: '2031-01-01 08:02:20',
  seconds_left: 40,
  balance: '80.00',
  wallet: 'central',
  draws: [
    {
      issue: '20310101-0802',
      dice: [2, 3, 6],
      server_seed: 'c'.repeat(64),
      server_hash: 'd'.repeat(64),
      client_seed: 'fast3-20310101-0802',
      contributions: 0,
      draw_at: '2031-01-01 08:02:00',
    },
  ],
  rounds: [placedRound],
}

describe('fast-3 page', { timeout: 30_000 }, () => {
  it('shows the countdown, what is placed, stages chips and lists the draws', async () => {
    server.use(
      http.post('*/api/games/fast3/state', () =>
        HttpResponse.json({ code: 200, message: 'ok', data: state }),
      ),
    )
    await loggedIn()
    start('#/play/fast3?venue=jdlottery')
    const countdown = await screen.findByTestId('fast3-countdown', {}, { timeout: 10_000 })
    expect(countdown.textContent).toMatch(/距开奖/)
    expect(screen.getByText(`第 ${ISSUE} 期`)).toBeTruthy()
    // Placed on the open draw, from the unsettled round: on its cell and in the total.
    const odd = screen.getByRole('button', { name: /^单/ })
    expect(within(odd).getByText('已投 20')).toBeTruthy()
    expect(screen.getByTestId('fast3-placed-total').textContent).toMatch(/20\.00/)
    const place = screen.getByRole('button', { name: '确认投注' }) as HTMLButtonElement
    expect(place.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: /^大/ }))
    fireEvent.click(screen.getByRole('button', { name: /^大/ }))
    expect(within(screen.getByRole('button', { name: /^大/ })).getByText('20')).toBeTruthy()
    expect(place.disabled).toBe(false)
    // The draws: the last dice with their sum, and a link to the verifier.
    const draws = screen.getByRole('region', { name: '开奖历史' })
    expect(within(draws).getByText('11')).toBeTruthy()
    expect(within(draws).getByRole('link').getAttribute('href')).toBe('#/fair?kind=fast3&issue=20310101-0802')
  })
})
