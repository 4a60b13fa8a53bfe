// /payInfo once the order is final (src/views/payinfo/PayOutcome.tsx): the outcome alone, with no QR
// code, countdown, checkout or 我已支付 left, and the links to the records and the member centre.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PayInfo } from '../../../core/contract/calls'
import type { PayStatus } from '../../../core/contract/payments'
import { PayOutcome } from '../../../src/views/payinfo/PayOutcome'

const order: PayInfo = {
  deposit_no: 'D1',
  info: {
    created_at: '2024-05-01 12:00:00',
    expires_at: '2024-05-01 13:00:00',
    server_time: '2024-05-01 12:00:00',
    usdtrate: '7.20',
    real_money: '100.00',
    amount: '100.00',
    paytype: '微信扫码支付',
    bank: '',
    state: 1,
  },
  cardlist: { content: '微信', payimg: '', mch_id: 'wx-demo' },
}
const status = (patch: Partial<PayStatus>): PayStatus => ({
  deposit_no: 'D1',
  status: 'awaiting',
  pay_url: 'http://pay.test/pay/SP1',
  paid: null,
  unit: 'CNY',
  confirmations: 0,
  credited: null,
  settled_at: null,
  ...patch,
})

/** Nothing to pay is left on the page. */
function expectNothingToPay() {
  expect(screen.queryByRole('img', { name: '二维码' })).toBeNull()
  expect(screen.queryByText('剩余支付时间')).toBeNull()
  expect(screen.queryByRole('button', { name: '我已支付' })).toBeNull()
  expect(screen.queryByRole('link', { name: '前往收银台支付' })).toBeNull()
}

describe('/payInfo once final', () => {
  it('credited: 已到账, the amount credited and its time, the records and the member centre', () => {
    render(
      <PayOutcome
        order={order}
        status={status({ status: 'credited', credited: '100.00', settled_at: '2024-05-01 12:03:00' })}
      />,
    )
    expect(screen.getByText('已到账')).toBeTruthy()
    expect(screen.getByText('到账金额').nextElementSibling?.textContent).toBe('¥100.00')
    expect(screen.getByText('时间').nextElementSibling?.textContent).toBe('2024-05-01 12:03:00')
    expect(screen.getByRole('link', { name: '查看交易记录' }).getAttribute('href')).toBe('#/mine/transRecord')
    expect(screen.getByRole('link', { name: '返回会员中心' }).getAttribute('href')).toBe('#/mine/center')
    expectNothingToPay()
  })

  it('refused: 订单未通过 with its time, nothing credited', () => {
    render(
      <PayOutcome order={order} status={status({ status: 'refused', settled_at: '2024-05-01 12:30:00' })} />,
    )
    expect(screen.getByText('订单未通过')).toBeTruthy()
    expect(screen.queryByText('到账金额')).toBeNull()
    expect(screen.getByText('时间').nextElementSibling?.textContent).toBe('2024-05-01 12:30:00')
    expectNothingToPay()
  })

  it('the window over while the server still says awaiting (or before its answer): 订单已过期, no checkout', () => {
    const { unmount } = render(<PayOutcome order={order} status={status({})} />)
    expect(screen.getByText('订单已过期')).toBeTruthy()
    expectNothingToPay()
    unmount()
    render(<PayOutcome order={order} status={null} />)
    expect(screen.getByText('订单已过期')).toBeTruthy()
    expectNothingToPay()
  })
})
