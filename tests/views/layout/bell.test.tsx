// The inbox bell (the desktop header, the phone's bottom bar): the unread count, a link to the inbox, and
// opening the inbox sees everything (the total seen is kept on the device as messageNum).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

describe('the inbox bell', { timeout: 60_000 }, () => {
  for (const wide of [true, false])
    it(`${wide ? 'desktop' : 'phone'}: one bell with the unread count, leading to the inbox, which sees them all`, async () => {
      atWidth(wide)
      localStorage.setItem('messageNum', '1')
      await signInDemo()
      const user = userEvent.setup()
      using _app = startApp('#/activity')
      // The fake backend's inbox holds 3 messages; 1 was seen.
      const bell = await screen.findByRole('link', { name: '消息中心：2 条未读' }, { timeout: 20_000 })
      expect(within(bell).getByText('2')).toBeTruthy()
      // Below lg the bell is the bottom bar's last tab.
      if (!wide) expect(bell.closest('nav')?.getAttribute('aria-label')).toBe('快捷导航')
      expect(screen.getAllByRole('link', { name: /^消息中心/ })).toHaveLength(1)
      await user.click(bell)
      await waitFor(() => expect(hash()).toBe('#/mine/message?type=1'))
      const seen = await screen.findByRole('link', { name: '消息中心' }, { timeout: 20_000 })
      expect(seen.getAttribute('aria-current')).toBe('page')
      expect(localStorage.getItem('messageNum')).toBe('3')
    })

  it('a visitor has no bell', async () => {
    using _app = startApp('#/activity')
    await screen.findByTestId('clock')
    expect(screen.queryByRole('link', { name: /^消息中心/ })).toBeNull()
  })
})
