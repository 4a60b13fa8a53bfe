// The slot lobby (/concise, docs/jackpot.md "Lobby") against the fake backend: the live jackpot, the
// empty shelves, a visitor's star kept on the device, a player's star kept on the server, a search
// across every provider with its empty state, and the all-games tab listing every machine (the venue
// cards when the machine lists cannot be read).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../src/api/mocks/node'
import { loggedIn, start } from './helpers'

afterEach(() => localStorage.clear())

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((h) => h.textContent ?? '')

describe('slot lobby', { timeout: 30_000 }, () => {
  it('a visitor sees the jackpot and empty shelves, stars a machine on this device, and searches', async () => {
    const user = userEvent.setup()
    start('#/concise?type=jdslot')
    const pool = await screen.findByTestId('jackpot-pool')
    await waitFor(() => expect(pool.textContent).toMatch(/^¥[\d,]+\.\d{2}$/))
    expect(
      screen.getByText(
        /每次旋转投注额的 1% 注入奖池；单次旋转开出奖池的概率按投注额计：投注 100 元为 1\/50,000/,
      ),
    ).toBeTruthy()
    expect(await screen.findByText('还没有收藏的游戏，点击游戏上的 ☆ 即可收藏')).toBeTruthy()
    expect(screen.getByText('登录后可查看最近玩过的游戏')).toBeTruthy()

    const machines = await screen.findByRole('list', { name: '全部游戏' })
    const first = within(machines).getAllByRole('listitem')[0]
    const name = within(first).getByRole('heading').textContent ?? ''
    await user.click(within(first).getByRole('button', { name: `收藏 ${name}` }))
    const favourites = await screen.findByRole('list', { name: '我的收藏' })
    expect(within(favourites).getByRole('heading', { name }).textContent).toBe(name)
    expect(JSON.parse(localStorage.getItem('slots.favourites') ?? '[]')).toHaveLength(1)
    expect(within(machines).getAllByRole('button', { name: `取消收藏 ${name}` })).toHaveLength(1)

    const search = screen.getByRole('searchbox', { name: '搜索游戏' })
    await user.type(search, 'zzz-none')
    expect(await screen.findByText('没有找到与“zzz-none”相关的游戏')).toBeTruthy()
    await user.clear(search)
    await user.type(search, name.slice(0, 2))
    const results = await screen.findByRole('list', { name: '搜索结果' })
    // Every provider's machines whose name has those characters: more than the one provider's.
    const found = within(results)
      .getAllByRole('heading')
      .map((h) => h.textContent ?? '')
    expect(found.every((n) => n.includes(name.slice(0, 2)))).toBe(true)
    expect(found.length).toBeGreaterThan(1)
  })

  it('a player’s star is kept on the server and comes back on the next visit', async () => {
    await loggedIn()
    const user = userEvent.setup()
    const { view } = start('#/concise?type=xyslot')
    expect(await screen.findByText('还没有玩过电子游艺，玩过的游戏会显示在这里')).toBeTruthy()
    const machines = await screen.findByRole('list', { name: '全部游戏' })
    const second = within(machines).getAllByRole('listitem')[1]
    const name = within(second).getByRole('heading').textContent ?? ''
    await user.click(within(second).getByRole('button', { name: `收藏 ${name}` }))
    await screen.findByRole('list', { name: '我的收藏' })
    expect(localStorage.getItem('slots.favourites')).toBeNull()
    view.unmount()
    start('#/concise')
    const favourites = await screen.findByRole('list', { name: '我的收藏' })
    expect(
      within(favourites)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([name])
  })

  it('all games lists every machine of every venue, each with its artwork, star and play button', async () => {
    start('#/concise')
    const all = await screen.findByRole('list', { name: '全部游戏' })
    await waitFor(() => expect(within(all).getAllByRole('listitem')).toHaveLength(10))
    const machines = names(all)
    expect(new Set(machines).size).toBe(10)
    for (const item of within(all).getAllByRole('listitem')) {
      const name = within(item).getByRole('heading').textContent ?? ''
      expect(within(item).getByRole('img', { name }).getAttribute('src')).toMatch(/\S/)
      expect(within(item).getByRole('button', { name: `收藏 ${name}` })).toBeTruthy()
      expect(within(item).getByRole('button', { name: '进入游戏' })).toBeTruthy()
    }
    // The same machines as the five provider tabs together, in venue order.
    const byVenue: string[] = []
    for (const venue of ['jdslot', 'xyslot', 'fhslot', 'jlslot', 'tbslot']) {
      const res = await fetch('/api/gamelistBycode', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gamecode: venue }),
      })
      const { data } = (await res.json()) as { data: { gamename: string }[] }
      byVenue.push(...data.map((g) => g.gamename))
    }
    expect(machines).toEqual(byVenue)
  })

  it('all games falls back to the venue cards when the machine lists cannot be read', async () => {
    server.use(
      http.post('*/api/gamelistBycode', () =>
        HttpResponse.json({ code: 500, message: '服务繁忙', data: null }),
      ),
    )
    start('#/concise')
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '全部游戏' })).getAllByRole('listitem')).toHaveLength(5),
    )
    expect(screen.getByText('共 5 款游戏')).toBeTruthy()
  })
})
