// The notification bell (desktop header, phone bottom bar, phone home header): the unread total of
// inbox messages, settled bets and credited deposits from the server's read marks; its panel lists the
// newest items with links and marks them read; a kind's page marks that kind read.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../src/i18n'
import { hash, signInDemo, startApp } from './harness'

const atWidth = (wide: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: wide,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  )
afterEach(() => vi.unstubAllGlobals())

describe('the notification bell', { timeout: 60_000 }, () => {
  for (const wide of [true, false])
    it(`${wide ? 'desktop' : 'phone'}: the unread total; the panel lists the newest items and marks them read`, async () => {
      atWidth(wide)
      await signInDemo()
      const user = userEvent.setup()
      using _app = startApp('#/activity')
      // The fake backend's demo player: 2 messages, 1 settled bet and 1 credited deposit unread. The
      // header's bell is named by its label, the bottom bar's tab by its visible word and the count.
      const name = wide ? '通知中心' : '通知'
      const bell = await screen.findByRole('button', { name: `${name}：4 条未读` }, { timeout: 20_000 })
      expect(within(bell).getByText('4')).toBeTruthy()
      // Below lg the bell is the bottom bar's last tab.
      if (!wide) expect(bell.closest('nav')?.getAttribute('aria-label')).toBe('快捷导航')
      expect(screen.getAllByRole('button', { name: /^通知/ })).toHaveLength(1)

      await user.click(bell)
      const panel = await screen.findByRole('dialog', { name: '通知中心' })
      const unread = await within(panel).findAllByRole('link', { name: /（未读）/ }, { timeout: 20_000 })
      expect(unread).toHaveLength(4)
      expect(within(panel).getAllByRole('link', { name: /^注单已结算/ }).length).toBeGreaterThan(1)
      // Marked read on the server: the bell's count is gone while the panel still shows what was new.
      await waitFor(() => expect(screen.getByRole('button', { name, hidden: true })).toBeTruthy())
      expect(within(panel).getAllByRole('link', { name: /（未读）/ })).toHaveLength(4)

      await user.click(within(panel).getAllByRole('link', { name: /^存款已到账/ })[0])
      await waitFor(() => expect(hash()).toBe('#/mine/transRecord'))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    })

  it('phone home page: the bell sits in the header (the home page has no bottom bar)', async () => {
    atWidth(false)
    await signInDemo()
    using _app = startApp('#/')
    const bell = await screen.findByRole('button', { name: '通知中心：4 条未读' }, { timeout: 20_000 })
    expect(bell.closest('header')).not.toBeNull()
    expect(screen.getAllByRole('button', { name: /^通知中心/ })).toHaveLength(1)
  })

  it('opening the inbox marks the messages read; the other kinds stay unread', async () => {
    atWidth(true)
    await signInDemo()
    using _app = startApp('#/mine/message?type=1')
    await screen.findByRole('button', { name: '通知中心：2 条未读' }, { timeout: 20_000 })
  })

  it('in English', async () => {
    atWidth(true)
    setLanguage('en')
    await signInDemo()
    const user = userEvent.setup()
    using app = startApp('#/activity')
    const bell = await screen.findByRole('button', { name: 'Notifications: 4 unread' }, { timeout: 20_000 })
    await user.click(bell)
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(await within(panel).findAllByRole('link', { name: /^Bet settled/ })).not.toHaveLength(0)
    expect(within(panel).getByRole('link', { name: 'All messages' })).toBeTruthy()
    // Back to Chinese once the app is gone (a running app would re-render after its actor stopped).
    app.view.unmount()
    setLanguage('zh')
  })

  it('a visitor has no bell', async () => {
    using _app = startApp('#/activity')
    await screen.findByTestId('clock')
    expect(screen.queryByRole('button', { name: /^通知中心/ })).toBeNull()
  })
})
