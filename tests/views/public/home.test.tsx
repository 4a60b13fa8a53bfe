// Home: 3 venues per category tab, the modal sequence driven by index_modal, the notice
// modal's two notices and its buttons, the red-packet icon and its switch, login and new-tab rules.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { db, notices } from '../../../src/api/mocks/db'
import { navigate } from '../../../src/routes/hashLocation'
import { popupMemory } from '../../../src/state/popups'
import { uiState } from '../../../src/state/ui'
import { openRedPacket } from '../../../src/views/home/redPacket'
import { loggedIn, preloadPages, start } from './helpers'

// The pages these tests visit are loaded (and transformed) once, before any timed wait: a cold first
// load on a busy machine took longer than a wait's timeout and failed a test that passes alone.
beforeAll(() => preloadPages(['home/HomePage', 'help/AboutsPage']), 120_000)

afterEach(() => {
  uiState.dismissedRedPacket = false
  popupMemory.noticesSeen = false
  popupMemory.welcomeSeenOn = ''
  sessionStorage.removeItem('popups.noticesSeen')
  localStorage.removeItem('popups.welcomeSeenOn')
  vi.restoreAllMocks()
})

const closeWelcome = async () => {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: '我知道了' }))
  return user
}

describe('home', { timeout: 30_000 }, () => {
  it('shows the welcome modal with the sanitised settings HTML, then the first 2 notices', async () => {
    db.settings.webcontent =
      '<p>欢迎词</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>'
    start('#/')
    const welcome = (await screen.findByText('欢迎词')).closest('dialog') as HTMLElement
    expect(within(welcome).getByText(/欢迎光临/)).toBeTruthy()
    expect(welcome.innerHTML).not.toContain('onerror')
    expect(welcome.querySelector('script')).toBeNull()
    const user = await closeWelcome()
    expect(localStorage.getItem('popups.welcomeSeenOn')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const modal = await screen.findByRole('dialog', { name: '最新公告' })
    const items = within(modal).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0].textContent).toContain(notices[0])
    expect(items[1].textContent).toContain(notices[1])
    await user.click(within(modal).getByRole('button', { name: '查看全部公告' }))
    await waitFor(() => expect(decodeURIComponent(location.hash)).toMatch(/^#\/(login|mine\/message)/))
  })

  it('keeps its modals off other pages while it stays alive in the background', async () => {
    db.settings.webcontent = '<p>欢迎词</p>'
    start('#/')
    await screen.findByText('欢迎词')
    act(() => navigate('/abouts?type=1'))
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('常见问题'))
    // Home is still mounted (kept alive) with its welcome modal open in its machine, but not shown.
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => navigate('/'))
    expect(await screen.findByText('欢迎词')).toBeTruthy()
  })

  it('skips the welcome modal when index_modal is 0 and closes the notice modal', async () => {
    db.settings.index_modal = 0
    start('#/')
    const modal = await screen.findByRole('dialog', { name: '最新公告' })
    expect(screen.queryByRole('dialog', { name: /欢迎光临/ })).toBeNull()
    await userEvent.setup().click(within(modal).getAllByRole('button', { name: '关闭' }).at(-1)!)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(popupMemory.noticesSeen).toBe(true)
    expect(sessionStorage.getItem('popups.noticesSeen')).toBe('1')
  })

  it('lists at most 3 venues per category tab', async () => {
    db.settings.index_modal = 0
    popupMemory.noticesSeen = true
    start('#/')
    const region = await screen.findByRole('region', { name: '热门游戏' })
    const count = async (name: string) =>
      within(await within(region).findByRole('list', { name })).getAllByRole('listitem').length
    expect(await count('真人视讯')).toBe(3)
    const user = userEvent.setup()
    for (const [tab, n] of [
      ['体育赛事', 3],
      ['电子竞技', 3],
      ['棋牌游戏', 3],
      ['电子游艺', 3],
      ['彩票游戏', 3],
    ] as const) {
      await user.click(within(region).getByRole('tab', { name: tab }))
      expect(await count(tab)).toBe(n)
    }
  })

  it('asks a visitor to log in before opening a game', async () => {
    db.settings.index_modal = 0
    popupMemory.noticesSeen = true
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    start('#/')
    const region = await screen.findByRole('region', { name: '热门游戏' })
    await userEvent.setup().click((await within(region).findAllByRole('button', { name: '进入游戏' }))[0])
    expect(uiState.toasts.map((t) => t.message)).toContain('请先登录')
    expect(open).not.toHaveBeenCalled()
  })

  it('opens /gamePage in a new tab for a logged-in player', async () => {
    await loggedIn()
    db.settings.index_modal = 0
    popupMemory.noticesSeen = true
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    start('#/')
    const region = await screen.findByRole('region', { name: '热门游戏' })
    await userEvent.setup().click((await within(region).findAllByRole('button', { name: '进入游戏' }))[0])
    expect(open).toHaveBeenCalledWith(expect.stringContaining('#/gamePage?name=jdlive&type=1'), '_blank')
  })

  it('shows the red-packet icon when the switch is 1 and hides it once dismissed', async () => {
    db.settings.index_modal = 0
    popupMemory.noticesSeen = true
    start('#/')
    // Drawn twice (docked in the side menu below 1400 px, floating beside the page above); one
    // dismissal hides both.
    const dismiss = await screen.findAllByRole('button', { name: '关闭红包' })
    expect(dismiss).toHaveLength(2)
    expect(screen.getAllByRole('button', { name: '抢红包' })).toHaveLength(2)
    await userEvent.setup().click(dismiss[0])
    expect(screen.queryByRole('button', { name: '抢红包' })).toBeNull()
  })

  it('hides the red-packet icon when the switch is 0', async () => {
    db.settings.index_modal = 0
    db.settings.redpacket_switch = 0
    popupMemory.noticesSeen = true
    start('#/')
    await screen.findByRole('region', { name: '热门游戏' })
    expect(screen.queryByRole('button', { name: '抢红包' })).toBeNull()
  })

  it('red packet: closed switch, no token, and a new tab with a token', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    openRedPacket(false)
    expect(uiState.toasts.at(-1)?.message).toBe('红包已关闭')
    openRedPacket(true)
    expect(location.hash).toBe('#/login')
    await loggedIn()
    const { setToken } = await import('../../../src/api/client')
    setToken(sessionStorage.getItem('token'))
    openRedPacket(true)
    expect(open).toHaveBeenCalledWith(expect.stringContaining('#/userredpacket'), '_blank')
  })
})
