// A venue with several in-house tables (core/games/venue-tables.ts; jdlive: 百家乐 and 骰宝): its entry
// offers one play button per table, each launching that table's game code, in both languages; each
// table's page carries tabs linking the venue's other tables, the current one marked.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadAllCatalogs } from '../../../core/i18n/lazy'
import { setLanguage } from '../../../src/i18n'
import { TableSwitch } from '../../../src/views/games/TableSwitch'
import { loggedIn, preloadPages, start } from './helpers'

describe('tables of one venue', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await loadAllCatalogs()
    await preloadPages(['venues/VenuePage', 'home/HomePage'])
  }, 60_000)
  afterEach(() => setLanguage('zh'))

  it('the venue entry offers baccarat and sic bo, each launching its own game code', async () => {
    await loggedIn()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    start('#/realbet')
    const panel = await screen.findByRole('tabpanel', { name: '金鼎真人' })
    const picker = within(panel).getByRole('group', { name: '选择牌桌' })
    const buttons = within(picker).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['进入百家乐', '进入骰宝'])
    expect(within(panel).queryByRole('button', { name: '立即游戏' })).toBeNull()
    await userEvent.setup().click(buttons[1])
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/#\/gamePage\?name=jdlive&type=1&code=sicbo$/),
      '_blank',
    )
    await userEvent.setup().click(buttons[0])
    expect(open).toHaveBeenLastCalledWith(
      expect.stringMatching(/#\/gamePage\?name=jdlive&type=1&code=baccarat$/),
      '_blank',
    )
  })

  it('a venue of one table keeps its single play button', async () => {
    start('#/realbet')
    await userEvent.setup().click((await screen.findAllByRole('tab'))[1])
    const panel = await screen.findByRole('tabpanel', { name: '华夏真人' })
    expect(within(panel).queryByRole('group')).toBeNull()
    expect(within(panel).getAllByRole('button')).toHaveLength(1)
  })

  it('the table pages link each other, the current one marked, in both languages', () => {
    const { unmount } = render(<TableSwitch venue="jdlive" current="sicbo" />)
    const nav = screen.getByRole('navigation', { name: '本场馆的牌桌' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual(
      [
        ['百家乐', '#/play/baccarat?venue=jdlive&game=baccarat', null],
        ['骰宝', '#/play/sicbo?venue=jdlive&game=sicbo', 'page'],
      ],
    )
    unmount()
    setLanguage('en')
    render(<TableSwitch venue="jdlive" current="baccarat" />)
    const en = screen.getByRole('navigation', { name: 'Tables at this venue' })
    expect(within(en).getByRole('link', { name: 'Baccarat' }).getAttribute('aria-current')).toBe('page')
    expect(within(en).getByRole('link', { name: 'Sic Bo' })).toBeTruthy()
  })

  it('a venue of one table has no tabs', () => {
    const { container } = render(<TableSwitch venue="hxlive" current="baccarat" />)
    expect(container.innerHTML).toBe('')
  })
})
