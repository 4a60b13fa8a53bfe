// 代理佣金's rule (src/console/views/agents/RuleCard.tsx) is saved through the settings save machine
// after a confirm step listing what changes: 返回 sends nothing, 确认 sends the edited rule once.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

const rule = {
  share_percent: '30.00',
  min_active_players: 5,
  min_payout: '100.00',
  enabled: true,
  updated_at: '2026-11-01 12:00:00',
  updated_by: 'admin',
}
const calls = vi.hoisted(() => ({
  readCommissionRule: vi.fn(async () => rule),
  saveCommissionRule: vi.fn(async () => ({})),
}))
vi.mock('../../../src/console/views/agents/calls', () => calls)

const { RuleCard } = await import('../../../src/console/views/agents/RuleCard')

describe('the commission rule', () => {
  it('lists the change, goes back without saving, then saves the edited rule once', async () => {
    const user = userEvent.setup()
    render(<RuleCard />)
    const share = await screen.findByLabelText('佣金比例（%）')
    await user.clear(share)
    await user.type(share, '35')
    await user.click(screen.getByRole('button', { name: '保存规则' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain('30.00')
    expect(dialog.textContent).toContain('35')
    expect(dialog.textContent).not.toContain('最少有效玩家')
    await user.click(within(dialog).getByRole('button', { name: '返回修改' }))
    expect(calls.saveCommissionRule).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '保存规则' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认保存' }))
    expect(await screen.findByText('规则已保存')).toBeTruthy()
    expect(calls.saveCommissionRule).toHaveBeenCalledTimes(1)
    expect(calls.saveCommissionRule).toHaveBeenCalledWith({
      share: '35',
      minActive: '5',
      minPayout: '100.00',
      enabled: true,
    })
  })
})
