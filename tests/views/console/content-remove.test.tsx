// A content editor's removal (src/console/views/content/ContentView.tsx) runs on the settings forms'
// save machine with its confirm step: 删除 asks first, 取消 sends nothing, 确认 sends the row's id once
// and reloads the list; a refusal shows the server's own sentence.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConsoleError } from '../../../src/console/api'

// jsdom has no ResizeObserver; the table's column sizing asks for one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const rows = [{ id: 11, src: '', title: '周末加赠', type: 1, state: 1, sort: 1 }]
const calls = vi.hoisted(() => ({
  listRows: vi.fn(async () => rows),
  removeRow: vi.fn(async () => ({})),
  activityTypes: vi.fn(async () => []),
}))
vi.mock('../../../src/console/views/content/calls', () => calls)

const { ContentListView } = await import('../../../src/console/views/content/ContentView')

describe('removing a content row', () => {
  it('asks first; cancel sends nothing; confirm removes once and reloads', async () => {
    const user = userEvent.setup()
    render(<ContentListView kind="banners" />)
    await user.click(await screen.findByRole('button', { name: '删除' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain('确认删除这条内容？')
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls.removeRow).not.toHaveBeenCalled()

    const loads = calls.listRows.mock.calls.length
    await user.click(screen.getByRole('button', { name: '删除' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '删除' }))
    expect(await screen.findByText('已删除')).toBeTruthy()
    expect(calls.removeRow).toHaveBeenCalledTimes(1)
    expect(calls.removeRow).toHaveBeenCalledWith('banners', 11)
    expect(calls.listRows.mock.calls.length).toBeGreaterThan(loads)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("shows the server's refusal", async () => {
    calls.removeRow.mockRejectedValueOnce(new ConsoleError(403, '您的角色（客服）无权执行此操作', null))
    const user = userEvent.setup()
    render(<ContentListView kind="banners" />)
    await user.click(await screen.findByRole('button', { name: '删除' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '删除' }))
    expect(await screen.findByText('您的角色（客服）无权执行此操作')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
