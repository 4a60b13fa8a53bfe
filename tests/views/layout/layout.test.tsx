// The main layout: the Beijing clock whatever the host's time zone, the navigation
// dropdown counts, the language flags, the member block and its logout confirmation, maintenance mode,
// and the footer's licence badges from settings. Real app against the msw fake backend.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../../src/api/mocks/db'
import { setLanguage } from '../../../src/i18n'
import { formatBeijing } from '../../../src/views/layout/clock'
import { hash, signInDemo, startApp } from './harness'

// A page of the main layout without the home page's welcome and notice modals (which make the rest inert).
const PAGE = '#/abouts?type=1'

const hostZone = process.env.TZ

afterEach(() => {
  process.env.TZ = hostZone
  vi.useRealTimers()
  setLanguage('zh')
})

describe('clock', () => {
  it('formats Beijing time (GMT+8) independently of the host time zone', () => {
    const instant = Date.UTC(2024, 0, 1, 16, 0, 5) // 2024-01-02 00:00:05 in Beijing
    for (const zone of ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Auckland']) {
      process.env.TZ = zone
      expect(formatBeijing(instant)).toBe('2024-01-02 00:00:05')
    }
  })

  it('shows Beijing time in the header and ticks every second, under a New York host', async () => {
    process.env.TZ = 'America/New_York'
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.UTC(2024, 5, 30, 15, 59, 58)) // 23:59:58 in Beijing, 11:59:58 in New York
    using _app = startApp(PAGE)
    const clock = await screen.findByTestId('clock')
    expect(clock.textContent).toBe('2024-06-30 23:59:58')
    vi.setSystemTime(Date.UTC(2024, 5, 30, 16, 0, 1))
    await waitFor(() => expect(clock.textContent).toBe('2024-07-01 00:00:01'), { timeout: 2500 })
  })
})

describe('navigation', () => {
  it('lists the venues per category with the spec counts; lottery entries open the vrbet lobby', {
    timeout: 20_000,
  }, async () => {
    using _app = startApp(PAGE)
    const nav = await screen.findByRole('navigation', { name: '主导航' })
    const counts: Record<string, number> = {
      真人视讯: 4,
      体育赛事: 3,
      电子竞技: 4,
      棋牌游戏: 4,
      电子游艺: 5,
      彩票游戏: 3,
      优惠活动: 4,
    }
    await waitFor(() => expect(nav.querySelectorAll('li li a').length).toBe(27), { timeout: 20_000 })
    for (const [label, n] of Object.entries(counts)) {
      const item = within(nav).getByRole('link', { name: label }).closest('li') as HTMLElement
      expect(item.querySelectorAll(':scope li a')).toHaveLength(n)
    }
    const lottery = within(nav).getByRole('link', { name: '彩票游戏' }).closest('li') as HTMLElement
    for (const a of lottery.querySelectorAll(':scope li a'))
      expect(a.getAttribute('href')).toBe('#/member/game?plat_name=vrbet&game_type=3')
  })

  it('switches the language with the flags and keeps the choice', { timeout: 20_000 }, async () => {
    using _app = startApp(PAGE)
    const user = userEvent.setup()
    await screen.findByRole('navigation', { name: '主导航' })
    await user.click(screen.getAllByRole('button', { name: 'English' })[0])
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy()
    expect(localStorage.getItem('lang')).toBe('en')
    await user.click(screen.getAllByRole('button', { name: '简体中文' })[0])
    expect(await screen.findByRole('navigation', { name: '主导航' })).toBeTruthy()
  })
})

describe('member block', () => {
  it('shows name, VIP, balance and the money links; logout asks first and 点错了 keeps the session', {
    timeout: 20_000,
  }, async () => {
    await signInDemo()
    using app = startApp(PAGE)
    const user = userEvent.setup()
    const links = await screen.findByRole('navigation', { name: '会员中心' })
    expect(within(links).getByRole('link', { name: '存款' }).getAttribute('href')).toBe('#/mine/recharge')
    expect(within(links).getByRole('link', { name: '取款' }).getAttribute('href')).toBe('#/mine/withdraw')
    expect(within(links).getByRole('link', { name: '转账' }).getAttribute('href')).toBe('#/mine/transfer')
    const header = screen.getAllByRole('banner')[0]
    await within(header).findByText('demo888')
    await waitFor(() => expect(header.textContent).toMatch(/VIP\d+/))
    await waitFor(() => expect(header.textContent).toMatch(/¥[\d,]+\.\d{2}/))
    expect(within(header).getAllByRole('button', { name: '刷新余额' }).length).toBeGreaterThan(0)

    await user.click(within(links).getByRole('button', { name: '退出' }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 })
    expect(within(dialog).getByText('您确定要退出登录吗?')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: '点错了' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(app.actor.system.get('session').getSnapshot().context.token).not.toBeNull()

    await user.click(within(links).getByRole('button', { name: '退出' }))
    await user.click(
      within(await screen.findByRole('dialog', {}, { timeout: 20_000 })).getByRole('button', {
        name: '是的',
      }),
    )
    await waitFor(() => expect(hash()).toBe('#/login'))
    expect(app.actor.system.get('session').getSnapshot().context.token).toBeNull()
    expect(sessionStorage.getItem('token')).toBeNull()
  })
})

describe('maintenance and footer', () => {
  it('shows only the repair tip when site_state is 0', async () => {
    db.settings.site_state = 0
    db.settings.repair_tips = '系统升级中，请稍后访问'
    using _app = startApp(PAGE)
    expect(await screen.findByRole('heading', { name: '系统升级中，请稍后访问' })).toBeTruthy()
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.queryByRole('contentinfo')).toBeNull()
  })

  it('draws the licence badges, 18+ notice, copyright, help links from settings and the 责任博彩 settings link', async () => {
    db.settings.licences = [
      {
        name: '测试牌照甲',
        number: 'T-1',
        url: 'https://example.test/a',
        badge: '/img/licences/demo-1.svg',
        demo: true,
      },
      {
        name: '测试牌照乙',
        number: 'T-2',
        url: 'javascript:alert(1)',
        badge: '/img/licences/demo-2.svg',
        demo: true,
      },
    ]
    db.settings.copyright = '© 2018-2026 测试版权'
    using _app = startApp(PAGE)
    const footer = await screen.findByRole('contentinfo')
    // The badge pictures are asked for once the first screen is drawn (Footer.tsx).
    await waitFor(() =>
      expect(within(footer).getByAltText('测试牌照甲').getAttribute('src')).toBe('/img/licences/demo-1.svg'),
    )
    const badges = within(footer)
      .getAllByRole('img')
      .filter((i) => i.getAttribute('src')?.startsWith('/img/licences/'))
    expect(badges.map((b) => b.getAttribute('alt'))).toEqual(['测试牌照甲', '测试牌照乙'])
    expect(badges[0].closest('a')?.getAttribute('href')).toBe('https://example.test/a')
    // A non-http link from settings is never rendered as a link target.
    expect(badges[1].closest('a')?.getAttribute('href')).toBeNull()
    expect(within(footer).getByText('© 2018-2026 测试版权')).toBeTruthy()
    expect(within(footer).getByText('未满18周岁禁止参与。请理性娱乐，量力而行。')).toBeTruthy()
    const help = within(footer).getByRole('navigation', { name: '帮助中心' })
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([...[1, 2, 3, 4, 5].map((n) => `#/abouts?type=${n}`), '#/mine/responsible'])
    expect(within(footer).getByRole('link', { name: '了解责任博彩与自我限制' }).getAttribute('href')).toBe(
      '#/abouts?type=2',
    )
  })
})

describe('toasts and loading', () => {
  it('shows an error toast for 2 s and the loading overlay while requested', async () => {
    const { toast, showLoading, hideLoading } = await import('../../../src/state/ui')
    using _app = startApp(PAGE)
    await screen.findByRole('navigation', { name: '主导航' })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await act(async () => {
      toast(0, '出错了')
      toast(1, '成功了')
    })
    expect(screen.getByRole('alert').textContent).toBe('出错了')
    expect(screen.getAllByRole('status').some((s) => s.textContent === '成功了')).toBe(true)
    await act(async () => vi.advanceTimersByTime(1999))
    expect(screen.queryByRole('alert')).not.toBeNull()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('alert')).toBeNull()
    vi.useRealTimers()
    await act(async () => showLoading())
    expect(screen.getAllByText('加载中，请稍候…').length).toBeGreaterThan(0)
    await act(async () => hideLoading())
    expect(screen.queryByText('加载中，请稍候…')).toBeNull()
  })
})

describe('the header login form exists only at desktop width', () => {
  /** Captcha requests while `run` goes, with matchMedia answering `matches` for every query. */
  async function captchasAt(matches: boolean, run: () => Promise<void>) {
    const { server } = await import('../../../src/api/mocks/node')
    let captchas = 0
    const count = ({ request }: { request: Request }) => {
      if (request.url.includes('/api/captcha')) captchas += 1
    }
    server.events.on('request:start', count)
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    )
    try {
      await run()
      return captchas
    } finally {
      vi.unstubAllGlobals()
      server.events.removeListener('request:start', count)
    }
  }

  it('at phone width: the 登录 link, no inline form, no captcha asked for', async () => {
    const captchas = await captchasAt(false, async () => {
      using _app = startApp(PAGE)
      await screen.findByTestId('clock')
      expect(screen.getAllByRole('link', { name: '登录' }).length).toBeGreaterThan(0)
      await new Promise((r) => setTimeout(r, 300))
      expect(screen.queryByRole('form', { name: '登录' })).toBeNull()
      // The desktop navigation is not made at phone width (the phone's menu is the drawer).
      expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull()
    })
    expect(captchas).toBe(0)
  })

  it('at desktop width: the inline form with its captcha', async () => {
    const captchas = await captchasAt(true, async () => {
      using _app = startApp(PAGE)
      expect(await screen.findByRole('form', { name: '登录' })).toBeTruthy()
      expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy()
      await waitFor(() =>
        expect(screen.getByRole('form', { name: '登录' }).querySelector('img')).toBeTruthy(),
      )
    })
    expect(captchas).toBe(1)
  })
})

describe('phone navigation to the member pages', () => {
  it('the bottom bar and the drawer reach 会员中心, 投注记录, 消息, 存款 and 取款', {
    timeout: 20_000,
  }, async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    )
    try {
      await signInDemo()
      using _app = startApp(PAGE)
      const bar = await screen.findByRole('navigation', { name: '快捷导航' }, { timeout: 5_000 })
      expect(within(bar).getByRole('link', { name: '会员中心' }).getAttribute('href')).toBe('#/mine/center')
      expect(within(bar).getByRole('link', { name: '存款' }).getAttribute('href')).toBe('#/mine/recharge')
      const user = userEvent.setup()
      await user.click(screen.getByRole('button', { name: '打开导航菜单' }))
      const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 })
      const member = within(drawer).getByRole('navigation', { name: '会员中心菜单' })
      const hrefs = Object.fromEntries(
        within(member)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      )
      expect(hrefs).toEqual({
        会员中心: '#/mine/center',
        投注记录: '#/mine/betRecord',
        消息: '#/mine/message',
      })
      expect(within(drawer).getByRole('link', { name: '存款' }).getAttribute('href')).toBe('#/mine/recharge')
      expect(within(drawer).getByRole('link', { name: '取款' }).getAttribute('href')).toBe('#/mine/withdraw')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
