// The slot lobby (/concise, docs/jackpot.md "Lobby") against the fake backend: the live jackpot, the
// empty shelves, a visitor's star kept on the device, a player's star kept on the server, and a search
// across every provider with its empty state.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { loggedIn, start } from './helpers'

afterEach(() => localStorage.clear())

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
})
