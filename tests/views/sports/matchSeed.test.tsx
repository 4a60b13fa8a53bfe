// The client-seed section of an open match's "more markets" panel (issue 24 item 5), through the real
// app and the msw fake backend: the combined seed and the contribution count load when the panel
// opens, a malformed seed is refused in the browser, a contribution updates the seed and the count,
// and a refusal after the close shows the server's message and locks the field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { server } from '../../../src/api/mocks/node'
import { loggedIn, preloadPages, start } from '../public/helpers'

beforeAll(() => preloadPages(['sports/SportsPage']))

/** The last row of the board: a matchday ahead, so betting on it stays open for minutes. */
async function openSeedPanel() {
  await loggedIn()
  start('#/play/sports?venue=jdsport')
  const row = (await screen.findAllByTestId('match-row')).at(-1)!
  fireEvent.click(within(row).getByRole('button', { expanded: false }))
  const panel = within(row).getByTestId('match-seed')
  await within(panel).findByTestId('match-seed-combined')
  return within(panel)
}

describe('match client seed', { timeout: 60_000 }, () => {
  it('loads the combined seed, validates the field and submits a contribution', async () => {
    const panel = await openSeedPanel()
    expect(panel.getByRole('heading', { name: '公平性 · 客户端种子' })).toBeTruthy()
    expect(panel.getByText('默认种子（尚无贡献）')).toBeTruthy()
    expect(panel.getByTestId('match-seed-combined').getAttribute('title')).toMatch(/^sportsbook-/)
    expect(panel.getByTestId('match-seed-mine').textContent).toBe('你尚未贡献种子')
    expect(panel.getByText(/种子贡献随投注一同截止/)).toBeTruthy()
    expect(panel.getByRole('link', { name: '验证本场' }).getAttribute('href')).toMatch(/^#\/fair\?match=/)

    const input = panel.getByLabelText('我的客户端种子')
    const submit = panel.getByRole('button', { name: '提交种子' })
    fireEvent.change(input, { target: { value: 'lucky 7' } })
    expect(panel.getByText(/种子须为1-64个可见ASCII字符/)).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect((submit as HTMLButtonElement).disabled).toBe(true)

    fireEvent.change(input, { target: { value: 'lucky-7' } })
    expect(panel.queryByText(/种子须为1-64个可见ASCII字符/)).toBeNull()
    fireEvent.click(submit)
    await panel.findByText('合并种子（1 份贡献）')
    const combined = panel.getByTestId('match-seed-combined')
    expect(combined.getAttribute('title')).toMatch(/^[0-9a-f]{64}$/)
    expect(combined.textContent).toContain('…')
    expect(panel.getByTestId('match-seed-mine').textContent).toBe('我的贡献：lucky-7')
    expect(panel.getByRole('status').textContent).toBe('已提交，当前合并种子已更新')
  })

  it("a refusal after the close shows the server's message and locks the seed", async () => {
    server.use(
      http.post('*/api/sports/seed', () =>
        HttpResponse.json({ code: 203, message: '该场比赛已停止投注，种子已锁定', data: null }),
      ),
    )
    const panel = await openSeedPanel()
    const input = panel.getByLabelText('我的客户端种子')
    fireEvent.change(input, { target: { value: 'late-seed' } })
    fireEvent.click(panel.getByRole('button', { name: '提交种子' }))
    expect((await panel.findByRole('alert')).textContent).toBe('该场比赛已停止投注，种子已锁定')
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(true))
    expect(panel.getByTestId('match-seed-mine').textContent).toBe('投注已截止，种子已锁定')
  })
})
