// The owner's operator dialogs (src/console/views/account/CreateOperatorDialog.tsx, OperatorDialogs.tsx)
// over their machines: the new operator's fields are refused one by one beside the field, and the
// allow-list names its bad line, restates the list before saving and sends only the checked lines.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

const calls = vi.hoisted(() => ({
  createOperator: vi.fn(),
  setOperatorIps: vi.fn(async () => ({})),
}))
vi.mock('../../../src/console/views/account/calls', () => calls)

const { CreateOperatorDialog } = await import('../../../src/console/views/account/CreateOperatorDialog')
const { AllowListDialog } = await import('../../../src/console/views/account/OperatorDialogs')

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

describe('operator dialogs', () => {
  it('refuses an empty or malformed account name and a missing role, beside the fields', async () => {
    const user = userEvent.setup()
    render(<CreateOperatorDialog onClose={() => {}} />)
    const name = screen.getByLabelText('账号')
    await user.click(screen.getByRole('button', { name: '确认' }))
    expect(errorOf(name)).toBe('请填写账号')
    expect(screen.getByText('请选择角色')).toBeTruthy()
    await user.type(name, 'ab-c')
    expect(name.getAttribute('aria-invalid')).toBeNull()
    await user.click(screen.getByRole('button', { name: '确认' }))
    expect(errorOf(name)).toBe('账号须为 3–32 位字母、数字或下划线')
    expect(calls.createOperator).not.toHaveBeenCalled()
  })

  it('names the bad line, confirms the list, then saves the checked lines', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(
      <AllowListDialog
        operator={{ id: 7, username: 'risk1', allowed_ips: ['203.0.113.7'] }}
        own={false}
        onClose={onClose}
      />,
    )
    const box = screen.getByLabelText('允许的地址')
    await user.type(box, '{Enter}10.0.0.300')
    await user.click(screen.getByRole('button', { name: '确认' }))
    expect(screen.getByRole('alert').textContent).toContain('第 2 行“10.0.0.300”')
    await user.clear(box)
    await user.type(box, '203.0.113.7{Enter}{Enter}2001:db8::/32')
    await user.click(screen.getByRole('button', { name: '确认' }))
    expect(screen.getByText(/为 risk1 保存以下 2 条地址/)).toBeTruthy()
    expect(calls.setOperatorIps).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '确认' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith(true))
    expect(calls.setOperatorIps).toHaveBeenCalledWith(7, ['203.0.113.7', '2001:db8::/32'])
  })
})
