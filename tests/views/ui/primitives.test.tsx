// The UI primitives: formatting, paging, tables, sanitising, QR, and the Headless UI wrappers driven as
// controlled components.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { displayMoney } from '../../../core/money'
import {
  Badge,
  Button,
  Carousel,
  ConfirmDialog,
  Countdown,
  Dialog,
  EmptyState,
  Field,
  formatMmSs,
  Input,
  Money,
  Pagination,
  PasswordInput,
  QrCode,
  RadioGroup,
  SafeHtml,
  Select,
  Table,
  Tabs,
} from '../../../src/views/ui'
import { pageWindow } from '../../../src/views/ui/Pagination'

describe('Money', () => {
  it('formats decimal strings exactly, without floats', () => {
    expect(displayMoney('1234.5')).toBe('¥1,234.50')
    expect(displayMoney('1234.50')).toBe('¥1,234.50')
    expect(displayMoney('0')).toBe('¥0.00')
    expect(displayMoney('-5.2')).toBe('-¥5.20')
    expect(displayMoney('12345678901234.56')).toBe('¥12,345,678,901,234.56')
    expect(displayMoney('007.1')).toBe('¥7.10')
    expect(displayMoney('abc')).toBe('¥0.00')
    render(<Money value="1000.00" />)
    expect(screen.getByText('¥1,000.00')).toBeTruthy()
  })
})

describe('Countdown', () => {
  it('renders mm:ss of the remaining time, never negative, 60 minutes as 60:00', () => {
    expect(formatMmSs(60 * 60 * 1000)).toBe('60:00')
    expect(formatMmSs(61_000)).toBe('01:01')
    expect(formatMmSs(500)).toBe('00:01')
    expect(formatMmSs(0)).toBe('00:00')
    expect(formatMmSs(-5000)).toBe('00:00')
    render(<Countdown remainingMs={125_000} />)
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('剩余时间 02:05')
  })
})

describe('Pagination', () => {
  it('shows a window of pages with gaps and reports the chosen page', async () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12])
    const onChange = vi.fn()
    render(<Pagination page={1} total={35} pageSize={10} onChange={onChange} />)
    const nav = screen.getByRole('navigation', { name: '分页' })
    expect(within(nav).getByText('共 35 条')).toBeTruthy()
    expect(within(nav).getByRole('button', { name: '上一页' })).toHaveProperty('disabled', true)
    expect(within(nav).getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page')
    await userEvent.click(within(nav).getByRole('button', { name: '第 4 页' }))
    await userEvent.click(within(nav).getByRole('button', { name: '下一页' }))
    expect(onChange.mock.calls).toEqual([[4], [2]])
  })

  it('draws nothing without records', () => {
    const { container } = render(<Pagination page={1} total={0} onChange={() => {}} />)
    expect(container.innerHTML).toBe('')
  })
})

describe('Table and EmptyState', () => {
  const columns = [
    { key: 'name', title: '名称' },
    { key: 'amount', title: '金额', render: (r: { amount: string }) => <Money value={r.amount} /> },
  ]
  it('renders rows through the column renderers', () => {
    render(<Table columns={columns} rows={[{ name: '甲', amount: '10.5' }]} rowKey={(r) => r.name} />)
    expect(screen.getByRole('columnheader', { name: '金额' })).toBeTruthy()
    expect(screen.getByRole('cell', { name: '¥10.50' })).toBeTruthy()
  })
  it('on phones each row is a card: every cell carries its column title as its label, still a table', () => {
    const { container } = render(
      <Table
        columns={[...columns, { key: 'state', title: <b>状态</b>, label: '状态' }]}
        rows={[{ name: '甲', amount: '10.5', state: '成功' }]}
        rowKey={(r) => r.name}
      />,
    )
    const cells = [...container.querySelectorAll('td')]
    expect(cells.map((td) => [td.dataset.label, td.textContent])).toEqual([
      ['名称', '甲'],
      ['金额', '¥10.50'],
      ['状态', '成功'],
    ])
    expect(container.querySelector('table')?.getAttribute('role')).toBe('table')
    expect(container.querySelector('tbody tr')?.getAttribute('role')).toBe('row')
    // Opting out keeps the plain grid, scrolled sideways on phones.
    const scroll = render(<Table columns={columns} rows={[]} rowKey={(_, i) => i} phone="scroll" />)
    expect(scroll.container.querySelector('table')?.hasAttribute('role')).toBe(false)
    expect(scroll.container.firstElementChild?.className).toContain('overflow-x-auto')
  })
  it('shows the empty state when there are no rows', () => {
    render(<Table columns={columns} rows={[]} rowKey={(_, i) => i} />)
    expect(screen.getByText('暂无数据')).toBeTruthy()
    render(<EmptyState title="没有记录" description="换个时间范围试试" />)
    expect(screen.getByText('没有记录')).toBeTruthy()
  })
})

describe('SafeHtml', () => {
  it('removes scripts and event handlers and opens links in a new tab', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="x()">好<script>alert(1)</script></p><a href="https://a.test">链接</a><img src=x onerror="y()">'
        }
      />,
    )
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onclick]')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    const a = container.querySelector('a') as HTMLAnchorElement
    expect(a.getAttribute('target')).toBe('_blank')
    expect(a.getAttribute('rel')).toBe('noopener noreferrer')
  })
})

describe('QrCode', () => {
  it('draws an inline SVG for the value', () => {
    render(<QrCode value="https://example.test/app" label="扫码下载" size={120} />)
    const img = screen.getByRole('img', { name: '扫码下载' })
    expect(img.querySelector('svg')).not.toBeNull()
    expect(img.style.width).toBe('120px')
  })
})

describe('Button, Badge, Field, Input, PasswordInput', () => {
  it('disables a loading button and names inputs by their field label', async () => {
    const onClick = vi.fn()
    render(
      <>
        <Button loading onClick={onClick}>
          提交
        </Button>
        <Badge tone="gold">VIP3</Badge>
        <Field label="金额" error="请输入金额">
          <Input />
        </Field>
        <Field label="支付密码" hint="6位数字">
          <PasswordInput />
        </Field>
      </>,
    )
    const button = screen.getByRole('button', { name: /提交/ })
    expect(button).toHaveProperty('disabled', true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    const amount = screen.getByRole('textbox', { name: '金额' })
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('请输入金额')
    expect(amount.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    const pay = screen.getByLabelText('支付密码', { selector: 'input' })
    expect(pay).toHaveProperty('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: '显示密码' }))
    expect(pay).toHaveProperty('type', 'text')
    expect(screen.getByText('VIP3')).toBeTruthy()
  })
})

/** Tabs held by the caller, as a page holds them in its machine or URL. */
function TabsHarness() {
  const [tab, setTab] = useState<'a' | 'b' | 'c' | 'd'>('a')
  return (
    <Tabs
      label="存款方式"
      items={[
        { key: 'a', label: '银行卡' },
        { key: 'b', label: 'USDT' },
        { key: 'c', label: '微信', disabled: true },
        { key: 'd', label: '支付宝' },
      ]}
      selected={tab}
      onChange={setTab}
    >
      <p>面板 {tab}</p>
    </Tabs>
  )
}

describe('Form controls and dialogs', () => {
  it('Tabs report the clicked tab and show the selected panel', async () => {
    render(<TabsHarness />)
    expect(screen.getByRole('tab', { name: '银行卡' }).getAttribute('aria-selected')).toBe('true')
    await userEvent.click(screen.getByRole('tab', { name: 'USDT' }))
    expect(screen.getByRole('tab', { name: 'USDT' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('面板 b')).toBeTruthy()
  })

  it('Tabs by keyboard: one Tab stop, arrows and Home/End move and select, a disabled tab is skipped', async () => {
    render(<TabsHarness />)
    const tab = (name: string) => screen.getByRole('tab', { name })
    expect(screen.getByRole('tablist', { name: '存款方式' })).toBeTruthy()
    expect([tab('银行卡'), tab('USDT'), tab('支付宝')].map((t) => t.tabIndex)).toEqual([0, -1, -1])
    await userEvent.tab()
    expect(document.activeElement).toBe(tab('银行卡'))
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('USDT'))
    expect(tab('USDT').getAttribute('aria-selected')).toBe('true')
    // 微信 is disabled: the next arrow lands on 支付宝, and past the end it wraps to the first.
    await userEvent.keyboard('{ArrowRight}')
    expect(tab('支付宝').getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{ArrowRight}')
    expect(tab('银行卡').getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{ArrowLeft}')
    expect(tab('支付宝').getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{Home}')
    expect(tab('银行卡').getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(tab('支付宝'))
    const panel = screen.getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('支付宝').id)
    expect(tab('支付宝').getAttribute('aria-controls')).toBe(panel.id)
  })

  it('Select reports the chosen value', async () => {
    const onSelect = vi.fn()
    render(
      <Field label="场馆" hint="选择后生效">
        <Select
          value={null}
          onChange={onSelect}
          options={[
            { value: 'jd', label: '金鼎真人' },
            { value: 'hx', label: '华夏真人' },
          ]}
        />
      </Field>,
    )
    const select = screen.getByRole('combobox', { name: '场馆' }) as HTMLSelectElement
    // Nothing chosen yet: the placeholder shows and cannot be chosen back.
    expect(select.value).toBe('')
    expect(screen.getByRole('option', { name: '请选择' })).toHaveProperty('disabled', true)
    expect(select.getAttribute('aria-describedby')).toBeTruthy()
    await userEvent.selectOptions(select, '华夏真人')
    expect(onSelect).toHaveBeenCalledWith('hx')
  })

  it('Select gives back a number option as a number and shows the chosen one', () => {
    const onSelect = vi.fn()
    render(
      <Select
        value={2}
        onChange={onSelect}
        options={[
          { value: 1, label: '今日' },
          { value: 2, label: '一周内' },
        ]}
      />,
    )
    const select = screen.getByRole('combobox') as HTMLSelectElement
    expect(select.selectedOptions[0]?.textContent).toBe('一周内')
    expect(screen.queryByRole('option', { name: '请选择' })).toBeNull()
    fireEvent.change(select, { target: { value: '1' } })
    expect(onSelect).toHaveBeenCalledWith(1)
  })

  it('RadioGroup reports the chosen value', async () => {
    const onRadio = vi.fn()
    render(
      <RadioGroup
        label="时间范围"
        value={1}
        onChange={onRadio}
        options={[
          { value: 1, label: '今日' },
          { value: 2, label: '一周内' },
        ]}
      />,
    )
    const group = screen.getByRole('radiogroup', { name: '时间范围' })
    expect(within(group).getByRole('radio', { name: '今日' })).toHaveProperty('checked', true)
    await userEvent.click(within(group).getByRole('radio', { name: '一周内' }))
    expect(onRadio).toHaveBeenCalledWith(2)
    // One native group (one name): the browser gives it one Tab stop and moves the choice by arrow keys.
    const names = within(group)
      .getAllByRole('radio')
      .map((r) => (r as HTMLInputElement).name)
    expect(new Set(names).size).toBe(1)
  })

  it('Dialog is a modal <dialog> named by its title; Escape, the close icon and a press outside ask to close', async () => {
    const onClose = vi.fn()
    const { rerender } = render(
      <Dialog open onClose={onClose} title="温馨提示">
        <p>您还未绑定钱包卡</p>
      </Dialog>,
    )
    // Focus moves into the dialog (its first control: the close icon).
    expect(document.activeElement?.getAttribute('aria-label')).toBe('关闭')
    const dialog = screen.getByRole('dialog', { name: '温馨提示' })
    expect(dialog.tagName).toBe('DIALOG')
    expect((dialog as HTMLDialogElement).open).toBe(true)
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    expect(onClose).toHaveBeenCalledTimes(2)
    // A press on the dim area (the dialog element around the panel), not on the panel.
    fireEvent.mouseDown(dialog)
    expect(onClose).toHaveBeenCalledTimes(3)
    fireEvent.mouseDown(within(dialog).getByText('您还未绑定钱包卡'))
    expect(onClose).toHaveBeenCalledTimes(3)
    // The caller's state closes it: nothing is left in the page.
    rerender(
      <Dialog open={false} onClose={onClose} title="温馨提示">
        <p>您还未绑定钱包卡</p>
      </Dialog>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('ConfirmDialog asks and answers through its two buttons', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(
      <ConfirmDialog
        open
        title="退出登录"
        message="您确定要退出登录吗?"
        confirmLabel="是的"
        cancelLabel="点错了"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    )
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('您确定要退出登录吗?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: '点错了' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '是的' }))
    await waitFor(() => expect(onCancel).toHaveBeenCalled())
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })
})

describe('Carousel', () => {
  it('shows the first slide at once as a still picture, then the slider with its dots and arrows', async () => {
    render(
      <Carousel
        label="活动轮播"
        autoplayMs={0}
        slides={['首存加赠', 'VIP 礼金', '每日返水'].map((title) => (
          <img key={title} src={`/img/${title}.svg`} alt={title} />
        ))}
      />,
    )
    // First render: only the first slide, no controls that would do nothing yet.
    const region = screen.getByRole('region', { name: '活动轮播' })
    expect(
      within(region)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['首存加赠'])
    expect(within(region).queryByRole('button')).toBeNull()
    // After the first screen: the slider in its place, every slide, the dots and the arrows.
    expect(await screen.findByRole('button', { name: '第 2 张' })).toBeTruthy()
    const slider = screen.getByRole('region', { name: '活动轮播' })
    expect(within(slider).getByRole('button', { name: '下一张' })).toBeTruthy()
    expect(slider.querySelectorAll('img')).toHaveLength(3)
  })
})
