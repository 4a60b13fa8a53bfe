// /welfare lists the bonuses waiting for 申请 with their wagering; nothing is paid until the player
// asks, and a claim pays once (docs/promotions.md, "Opt-in"). Runs on the msw mock backend.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { openAs } from './helpers'

describe('bonuses claimed with 申请', { timeout: 90_000 }, () => {
  it('/welfare shows the VIP level-up bonus with its wagering and pays it on 申请', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/welfare')
    const apply = await screen.findByRole('button', { name: '申请VIP晋级礼金 18.00元' }, { timeout: 20_000 })
    expect(screen.getByText('需完成红利1倍流水（18.00元有效投注）后可提现')).toBeTruthy()
    expect(screen.getByText(/^申请截止：\d{4}-\d{2}-\d{2} /)).toBeTruthy()
    await user.click(apply)
    expect((await screen.findByRole('status')).textContent).toContain(
      '申请成功，18.00元已存入红利账户，完成18.00元有效投注后可提现',
    )
    expect(await screen.findByText('暂无可申请的礼金')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^申请VIP晋级礼金/ })).toBeNull()
  })
})
