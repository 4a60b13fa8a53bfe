// Home while its data is on the way: every waiting area holds the size of what comes (venue cards of
// the final shape, the notice bar), so nothing below moves when the answers land; the first venue
// picture, the largest image above the fold on a phone, is fetched first and never lazily.
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { db } from '../../../src/api/mocks/db'
import { server } from '../../../src/api/mocks/node'
import { start } from './helpers'

/** Holds one call until `open()`; then the fake backend's own handler answers it. */
function gate(method: 'get' | 'post', path: string) {
  let open = () => {}
  const opened = new Promise<void>((r) => {
    open = r
  })
  server.use(
    http[method](path, async () => {
      await opened
      // Nothing returned: msw goes on to the fake backend's handler.
    }),
  )
  return { open }
}

describe('home while its data loads', { timeout: 60_000 }, () => {
  it('shows venue cards of the final shape and the notice bar before the answers come', async () => {
    db.settings.index_modal = 0
    const games = gate('get', '*/api/game/list')
    const notices = gate('post', '*/api/homenotice')
    start('#/')

    // The first render of the page includes its transform: allow for a slow machine.
    const skeletons = await screen.findByTestId('venue-skeletons', {}, { timeout: 30_000 })
    expect(skeletons.getAttribute('aria-busy')).toBe('true')
    expect(skeletons.querySelectorAll('li')).toHaveLength(3)
    expect(skeletons.querySelectorAll('.aspect-\\[32\\/21\\]')).toHaveLength(3)
    // The notice bar is in place, empty, while the notices load.
    const bar = screen.getByRole('marquee', { name: '最新公告' })
    expect(within(bar).queryAllByRole('listitem')).toHaveLength(0)

    games.open()
    notices.open()
    const section = screen.getByRole('region', { name: '热门游戏' })
    const venues = await within(section).findByRole('list', { name: '真人视讯' })
    expect(screen.queryByTestId('venue-skeletons')).toBeNull()
    // (queried directly: the notice modal that opens now hides the page from role queries)
    const pictures = [...venues.querySelectorAll('img')]
    expect(pictures.length).toBeGreaterThan(1)
    expect(pictures[0].getAttribute('loading')).toBe('eager')
    expect(pictures[0].getAttribute('fetchpriority')).toBe('high')
    for (const p of pictures.slice(1)) expect(p.getAttribute('loading')).toBe('lazy')
    await waitFor(() => expect(bar.querySelectorAll('li').length).toBeGreaterThan(0))
  })
})
