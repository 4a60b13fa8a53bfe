// The console flows moved onto machines with a confirm step (docs/operator-console.md, "Loading and
// acting"): the support reset names the player and refuses a short note beside the field; ending one's
// own session names the device first; the reality-check default lists before -> after and sends the
// whole number once; an inbox send names who receives it; a review's confirmation restates the player,
// the amount and the order number.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { translate } from '../../../src/console/i18n'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const recovery = vi.hoisted(() => ({
  outboxPage: vi.fn(),
  playerContacts: vi.fn(async () => [
    { channel: 'sms', address: '13800001234', masked: '138****1234', verified: true, verified_at: null },
    { channel: 'email', address: '', masked: '', verified: false, verified_at: null },
  ]),
  supportReset: vi.fn(async () => ({
    username: 'player1',
    method: 'code',
    masked: '138****1234',
    expires_in: 900,
    temporary_password: null,
  })),
}))
vi.mock('../../../src/console/views/recovery/calls', () => recovery)
const account = vi.hoisted(() => ({
  mySessions: vi.fn(async () => [
    {
      id: 1,
      current: true,
      user_agent: 'Firefox',
      ip: '10.0.0.1',
      created_at: '2026-11-27 09:00:00',
      last_seen_at: '2026-11-27 10:00:00',
      expires_at: '2026-11-28 09:00:00',
    },
    {
      id: 2,
      current: false,
      user_agent: 'Safari iPhone',
      ip: '203.0.113.9',
      created_at: '2026-11-26 21:00:00',
      last_seen_at: '2026-11-26 22:00:00',
      expires_at: '2026-11-27 21:00:00',
    },
  ]),
  revokeMySession: vi.fn(async () => ({})),
  changeMyPassword: vi.fn(),
}))
vi.mock('../../../src/console/views/account/calls', () => account)
const protection = vi.hoisted(() => ({
  limitsReached: vi.fn(async () => []),
  activeExclusions: vi.fn(async () => []),
  readProtectionSettings: vi.fn(async () => ({ reality_check_minutes: 0 })),
  setRealityDefault: vi.fn(async (n: number) => ({ reality_check_minutes: n })),
  exportExclusions: vi.fn(),
  playerProtection: vi.fn(),
}))
vi.mock('../../../src/console/views/protectionCalls', () => protection)
const content = vi.hoisted(() => ({
  inboxSent: vi.fn(async () => []),
  sendInbox: vi.fn(async () => ({ recipients: 1 })),
}))
vi.mock('../../../src/console/views/content/calls', () => content)

const { SupportReset } = await import('../../../src/console/views/recovery/SupportReset')
const { default: AccountView } = await import('../../../src/console/views/account/Account')
const { ProtectionView, realityMinutesOf } = await import('../../../src/console/views/Protection')
const { InboxView } = await import('../../../src/console/views/content/InboxView')
const { confirmText } = await import('../../../src/console/views/ReviewDialog')

describe('support reset', () => {
  it('refuses a short note beside it, names the player, then resets once', async () => {
    const user = userEvent.setup()
    render(<SupportReset onDone={() => {}} />)
    await user.click(screen.getByRole('button', { name: '查询联系方式' }))
    expect(screen.getByRole('alert').textContent).toBe('请输入会员账号')
    expect(recovery.playerContacts).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText('会员账号'), 'player1')
    await user.click(screen.getByRole('button', { name: '查询联系方式' }))
    await screen.findByText('13800001234')
    await user.type(screen.getByLabelText(/身份核验记录/), '姓名')
    await user.click(screen.getByRole('button', { name: '确认重置' }))
    expect(screen.getByRole('alert').textContent).toBe('请记录身份核验方式，至少 4 个字')
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.type(screen.getByLabelText(/身份核验记录/), '与最近充值')
    await user.click(screen.getByRole('button', { name: '确认重置' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain('确认向会员 player1 的 138****1234 发送找回密码验证码？')
    await user.click(within(dialog).getByRole('button', { name: '确认' }))
    expect(await screen.findByText(/验证码已发送至 138\*\*\*\*1234，15 分钟内有效/)).toBeTruthy()
    expect(recovery.supportReset).toHaveBeenCalledTimes(1)
    expect(recovery.supportReset).toHaveBeenCalledWith({
      username: 'player1',
      method: 'code',
      channel: 'sms',
      note: '姓名与最近充值',
    })
  })
})

describe('ending one of my sessions', () => {
  it('names the session first; back sends nothing; confirm ends it once', async () => {
    const user = userEvent.setup()
    render(<AccountView operator={{ id: 1, username: 'admin', role: 'owner', permissions: [] } as never} />)
    await user.click(await screen.findByRole('button', { name: '结束会话' }))
    let dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain('设备：Safari iPhone；地址：203.0.113.9')
    await user.click(within(dialog).getByRole('button', { name: '返回' }))
    expect(account.revokeMySession).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '结束会话' }))
    dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: '确认' }))
    expect(await screen.findByText('会话已结束')).toBeTruthy()
    expect(account.revokeMySession).toHaveBeenCalledTimes(1)
    expect(account.revokeMySession).toHaveBeenCalledWith(2)
  })
})

describe('the reality-check default', () => {
  it('takes only the whole numbers the server takes', () => {
    expect(realityMinutesOf('30')).toBe(30)
    expect(realityMinutesOf(' 0 ')).toBe(0)
    for (const bad of ['45', '15.5', '1e1', '-15', '', 'abc']) expect(realityMinutesOf(bad), bad).toBeNull()
  })

  it('lists before -> after and saves the number once after the confirm', async () => {
    const user = userEvent.setup()
    render(<ProtectionView canChange />)
    await user.click(await screen.findByRole('button', { name: /默认间隔/ }))
    await user.click(await screen.findByRole('option', { name: '每 30 分钟' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('关闭')
    expect(dialog.textContent).toContain('每 30 分钟')
    expect(protection.setRealityDefault).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: '确认保存' }))
    await vi.waitFor(() => expect(protection.setRealityDefault).toHaveBeenCalledWith(30))
    expect(protection.setRealityDefault).toHaveBeenCalledTimes(1)
  })
})

describe('an inbox send', () => {
  it('asks first naming the player and the title; back sends nothing; confirm sends once', async () => {
    const user = userEvent.setup()
    render(<InboxView />)
    await user.type(await screen.findByLabelText('标题 · 中文'), '维护通知')
    await user.type(screen.getByLabelText('内容 · 中文'), '今晚维护')
    await user.type(screen.getByLabelText('玩家账号'), 'player1')
    await user.click(screen.getByRole('button', { name: '发送' }))
    let dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain('确认发送站内信「维护通知」给 指定玩家：player1')
    await user.click(within(dialog).getByRole('button', { name: '返回' }))
    expect(content.sendInbox).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '发送' }))
    dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: '确认' }))
    expect(await screen.findByText('已发送，收件人 1 位')).toBeTruthy()
    expect(content.sendInbox).toHaveBeenCalledTimes(1)
    expect(content.sendInbox).toHaveBeenCalledWith(
      expect.objectContaining({ audience: 'player', username: 'player1', title: '维护通知' }),
    )
  })
})

describe('a review confirmation', () => {
  const t = (k: Parameters<typeof translate>[1], p?: Record<string, string | number>) => translate('zh', k, p)
  it('restates the player, the amount and the order', () => {
    const row = { order_no: 'D202611270001', username: 'player1', amount: '200', realname: '' }
    expect(confirmText(t, 'deposits', row as never, 'approve')).toBe(
      '确认通过 player1 的存款 200.00 元（订单 D202611270001）？',
    )
    expect(confirmText(t, 'withdrawals', { ...row, amount: '12345.5' } as never, 'refuse')).toBe(
      '确认拒绝 player1 的提款 12,345.50 元（订单 D202611270001）？',
    )
    expect(
      translate('en', 'review.confirm.approve.deposits', { player: 'p', amount: '1.00', order: 'D1' }),
    ).toBe("Approve p's deposit of 1.00 CNY (order D1)?")
  })
})
