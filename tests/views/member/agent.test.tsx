// The agent page (docs/agents.md) against the fake backend: an agent reaches it from the member
// centre's 代理登录 entry and sees the referral link, the periods and the empty states; a player who is
// not an agent reads how to apply, with the way to the application.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { findMessage, openAs } from './helpers'

describe('/mine/agent', () => {
  it('an agent: the entry opens the page with the referral link, the periods and the statements', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/center', 'agent888', 'agent8888')
    const nav = await screen.findByRole('navigation', { name: '会员中心菜单' }, { timeout: 20_000 })
    expect(within(nav).queryByRole('link', { name: '申请代理' })).toBeNull()
    await user.click(within(nav).getByRole('link', { name: '代理登录' }))
    await findMessage('我的推广链接')
    expect(screen.getByTestId('referral-link').textContent).toMatch(/#\/register\?pid=\d+$/)
    await findMessage('该周期内还没有下线玩家')
    expect(screen.getByText('还没有佣金账单')).toBeTruthy()
    await user.click(screen.getByRole('tab', { name: '自定义' }))
    await user.click(screen.getByRole('button', { name: '查询' }))
    await findMessage('请同时选择开始日期和结束日期')
  })

  it('anyone else: what an agent gets and how to apply', async () => {
    using _app = await openAs('#/mine/agent')
    await findMessage('您还不是代理')
    const apply = screen.getByRole('link', { name: '去申请代理' })
    expect(apply.getAttribute('href')).toBe('#/mine/applyagent')
  })
})
