// The slot page (/play/slot?venue=&game=): moving to another machine in the same tab starts that
// machine afresh, with its own venue's table (wallet, rounds), never the last machine's round drawn
// with this machine's symbols (the games journey met "reading 'name'" when one machine's grid was
// drawn with another's smaller symbol set).
import { act, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { server } from '../../../src/api/mocks/node'
import { loggedIn, preloadPages, start } from '../public/helpers'

describe('slot page', { timeout: 30_000 }, () => {
  beforeAll(() => preloadPages(['games/SlotGamePage']))

  it('opens the other machine afresh on its own venue when the address changes', async () => {
    const venues: string[] = []
    const listen = async ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/api/games/table'))
        venues.push(((await request.clone().json()) as { venue: string }).venue)
    }
    server.events.on('request:start', listen)
    server.use(
      http.post('*/api/games/table', async ({ request }) => {
        const { venue } = (await request.json()) as { venue: string }
        return HttpResponse.json({
          code: 200,
          message: 'ok',
          data: {
            venue,
            venue_name: venue === 'xyslot' ? '星耀电子' : '金鼎电子',
            balance: venue === 'xyslot' ? '12.00' : '345.00',
            wallet: 'venue',
            seed: { server_hash: 'a'.repeat(64), client_seed: 'c', nonce: 0 },
            previous_seed: null,
            rounds: [],
          },
        })
      }),
    )
    try {
      await loggedIn()
      start('#/play/slot?venue=jdslot&game=jdslot-02')
      await screen.findByRole('heading', { level: 1, name: '金鼎彩金' }, { timeout: 10_000 })
      await screen.findByTestId('reels')
      expect(venues).toContain('jdslot')
      act(() => {
        location.hash = '#/play/slot?venue=xyslot&game=xyslot-02'
      })
      await screen.findByRole('heading', { level: 1, name: '流星许愿' })
      await screen.findByTestId('reels')
      expect(venues.at(-1)).toBe('xyslot')
      // The balance shown is the new venue's wallet, not the last one's.
      await screen.findByText(/12\.00/)
      expect(screen.queryByText(/345\.00/)).toBeNull()
      // Every cell is drawn with one of this machine's own symbols.
      for (const cell of screen.getByTestId('reels').querySelectorAll('[aria-label]'))
        expect(cell.getAttribute('aria-label')).not.toBe('')
    } finally {
      server.events.removeListener('request:start', listen)
    }
  })
})
