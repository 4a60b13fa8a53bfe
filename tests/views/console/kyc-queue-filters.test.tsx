// The KYC queue's filters (src/console/views/kyc/KycQueue.tsx; docs/kyc.md, "The review queue"): the
// state select asks the server for that state at once, 搜索 sends the typed player and days, a day range
// backwards is refused beside its field, and a decided player shows who reviewed, when and the reason
// instead of the 审核 button.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// The table watches its width (DataTable turns into cards on phones); jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

const calls = vi.hoisted(() => ({ kycQueue: vi.fn() }))
vi.mock('../../../src/console/views/kyc/calls', async (original) => ({
  ...(await original<object>()),
  kycQueue: calls.kycQueue,
}))

import KycQueueView from '../../../src/console/views/kyc/KycQueue'

const decided = {
  username: 'alice',
  realname: '张三',
  birthday: '1990-01-01',
  tier: 'basic',
  state: 'refused',
  reason: '证件模糊',
  submitted_at: '2024-05-02 10:00:00',
  reviewed_at: '2024-05-03 09:00:00',
  reviewer: 'risk01',
  documents: [],
}

beforeEach(() => {
  calls.kycQueue.mockReset()
  calls.kycQueue.mockResolvedValue({ rows: [], total: 0, page: 1, per_page: 20 })
})

describe('KYC queue filters', () => {
  it('sends the state, the player and the days, and shows the decision', async () => {
    const user = userEvent.setup()
    render(<KycQueueView />)
    await waitFor(() => expect(calls.kycQueue).toHaveBeenCalledTimes(1))
    expect(calls.kycQueue.mock.calls[0][0]).toMatchObject({ state: 'pending', q: '', from: '', to: '' })

    calls.kycQueue.mockResolvedValue({ rows: [decided], total: 1, page: 1, per_page: 20 })
    await user.click(screen.getByRole('button', { name: /审核状态/ }))
    await user.click(await screen.findByRole('option', { name: '未通过' }))
    await waitFor(() => expect(calls.kycQueue.mock.lastCall?.[0]).toMatchObject({ state: 'refused' }))
    const row = (await screen.findByText('alice')).closest('tr') as HTMLElement
    expect(within(row).getByText('risk01 · 2024-05-03 09:00:00')).toBeTruthy()
    expect(within(row).getByText('证件模糊')).toBeTruthy()
    expect(within(row).queryByRole('button', { name: '审核' })).toBeNull()

    await user.type(screen.getByRole('textbox', { name: '会员账号' }), 'alice')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() =>
      expect(calls.kycQueue.mock.lastCall?.[0]).toMatchObject({ state: 'refused', q: 'alice' }),
    )
    const n = calls.kycQueue.mock.calls.length
    const from = screen.getByLabelText('提交开始日期')
    const to = screen.getByLabelText('提交结束日期')
    await user.type(from, '2024-05-03')
    await user.type(to, '2024-05-01')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    expect(await screen.findByText('结束日期不能早于开始日期')).toBeTruthy()
    expect(calls.kycQueue.mock.calls.length).toBe(n)
  })
})
