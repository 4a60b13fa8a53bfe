// Venue, slots, promotions, VIP, help and sponsorship pages against the fake backend: counts, the
// login-only apply button and its toast, and the query handling of /abouts, /concise and /asdwl.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../src/api/mocks/node'
import { navigate } from '../../../src/routes/hashLocation'
import { uiState } from '../../../src/state/ui'
import { loggedIn, start } from './helpers'

const toasts = () => uiState.toasts.map((t) => `${t.type}:${t.message}`)

describe('public pages', { timeout: 30_000 }, () => {
  it('venue page: one tab per platform with selected and unselected images', async () => {
    start('#/realbet')
    const tabs = await screen.findAllByRole('tab')
    expect(tabs).toHaveLength(4)
    expect(tabs[0].getAttribute('aria-selected')).toBe('true')
    expect(tabs[0].querySelector('img')?.getAttribute('src')).toBe('/img/venues/jdlive/tab-on.svg')
    expect(tabs[1].querySelector('img')?.getAttribute('src')).toBe('/img/venues/hxlive/tab-off.svg')
    await userEvent.setup().click(tabs[1])
    const panel = await screen.findByRole('tabpanel', { name: '华夏真人' })
    expect(within(panel).getAllByText(/华夏龙虎：RNG 电子牌桌/).length).toBeGreaterThan(0)
  })

  it('slots: every machine under all games by default; each provider list is loaded once', async () => {
    let calls = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/gamelistBycode')) calls++
    })
    start('#/concise')
    // The ten machines, two of each of the five slot venues, with their artwork and names.
    const all = await screen.findByRole('list', { name: '全部游戏' })
    const items = within(all).getAllByRole('listitem')
    expect(items).toHaveLength(10)
    for (const item of items) {
      const name = within(item).getByRole('heading').textContent ?? ''
      expect(name).not.toBe('')
      expect(within(item).getByRole('img', { name }).getAttribute('src')).toBeTruthy()
    }
    expect(screen.getByText('共 10 款游戏')).toBeTruthy()
    const providers = document.querySelector<HTMLElement>('nav[aria-label="游戏厂商"]')
    expect(providers?.hidden).toBe(true)
    expect(providers?.querySelectorAll('button')).toHaveLength(5)
    act(() => navigate('/concise?type=jdslot'))
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '全部游戏' })).getAllByRole('listitem')).toHaveLength(2),
    )
    act(() => navigate('/concise'))
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '全部游戏' })).getAllByRole('listitem')).toHaveLength(
        10,
      ),
    )
    act(() => navigate('/concise?type=jdslot'))
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '全部游戏' })).getAllByRole('listitem')).toHaveLength(2),
    )
    expect(calls).toBe(5)
    server.events.removeAllListeners()
  })

  it('promotions: all tab plus one per type, cards open /activityInfo', async () => {
    start('#/activity')
    const tabs = await screen.findAllByRole('tab')
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5))
    expect(tabs[0].textContent).toBe('全部')
    const list = await screen.findByRole('list', { name: '优惠活动' })
    const first = within(list).getAllByRole('link')[0]
    expect(first.getAttribute('href')).toMatch(/^#\/activityInfo\?id=\d+$/)
  })

  it('activity detail: no apply button for a visitor', async () => {
    start('#/activityInfo?id=1')
    await screen.findByRole('heading', { name: '活动规则' })
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull()
  })

  it('activity detail: the apply result is a success toast whatever the code', async () => {
    await loggedIn()
    start('#/activityInfo?id=1')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: '立即申请' }))
    await waitFor(() => expect(toasts()).toContain('1:申请成功'))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '立即申请' }).hasAttribute('disabled')).toBe(false),
    )
    await user.click(screen.getByRole('button', { name: '立即申请' }))
    await waitFor(() => expect(toasts()).toContain('1:您已经申请过，等待管理员审核'))
  })

  it('/vip: ten level tabs, the level panel, the rebate table and the rules popup', async () => {
    start('#/vip')
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(Array.from({ length: 10 }, (_, i) => `VIP${i + 1}`))
    const table = await screen.findByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(11)
    expect(screen.getByText(/90 天/)).toBeTruthy()
    expect(screen.getByText(/15:00 至 16:00/)).toBeTruthy()
    expect(screen.getByText(/1 日与 16 日/)).toBeTruthy()
    expect(screen.getByText(/注册未满三个月/)).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: '返水规则' }))
    expect(await screen.findByText(/计算周期为北京时间每日 00:00 至 23:59/)).toBeTruthy()
  })

  it('/abouts: the tab follows the query, also on a later route change', async () => {
    start('#/abouts?type=2')
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('责任博彩'))
    act(() => navigate('/abouts?type=5'))
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('联系我们'))
    await userEvent.setup().click(screen.getByRole('tab', { name: '隐私政策' }))
    await waitFor(() => expect(decodeURIComponent(location.hash)).toBe('#/abouts?type=3'))
  })

  it('/asdwl: type 2 selects the English club; the sub-navigation switches without a route change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      start('#/asdwl?type=2')
      expect(await screen.findByRole('heading', { name: '精彩集锦' })).toBeTruthy()
      // The machine starts (and shows the overlay) in an effect, just after the first paint.
      await waitFor(() => expect(uiState.loadingCount).toBe(1))
      await act(() => vi.advanceTimersByTimeAsync(2100))
      expect(uiState.loadingCount).toBe(0)
      await userEvent
        .setup({ advanceTimers: vi.advanceTimersByTime })
        .click(screen.getByRole('button', { name: '维拉诺瓦竞技' }))
      expect(await screen.findByRole('heading', { name: '俱乐部荣誉' })).toBeTruthy()
      expect(decodeURIComponent(location.hash)).toBe('#/asdwl?type=2')
      for (const n of ['38', '13', '8', '3']) expect(screen.getByText(n)).toBeTruthy()
      expect(screen.getAllByText('2')).toHaveLength(2)
      expect(
        within(screen.getByRole('navigation', { name: '页面导航', hidden: true })).getAllByRole('button', {
          hidden: true,
        }),
      ).toHaveLength(7)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a refused content call shows the server message as an error toast', async () => {
    server.use(
      http.post('*/api/uservip', () => HttpResponse.json({ code: 500, message: '服务繁忙', data: null })),
    )
    start('#/vip')
    await waitFor(() => expect(toasts()).toContain('0:服务繁忙'))
  })
})
