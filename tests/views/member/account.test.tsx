import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { findMessage, openAs } from './helpers'

describe('member account pages', { timeout: 90_000 }, () => {
  it('/center: profile patterns and the password dialog order of the rules', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/center')
    const save = await screen.findByRole('button', { name: '保存' }, { timeout: 20_000 })
    await user.type(screen.getByLabelText('手机号码'), '12345')
    await user.click(save)
    await findMessage('请输入正确手机号')
    await user.clear(screen.getByLabelText('手机号码'))
    await user.type(screen.getByLabelText('手机号码'), '13800138000')
    await user.type(screen.getByLabelText('电子邮箱'), 'nope')
    await user.click(save)
    await findMessage('请输入正确邮箱号')
    await user.clear(screen.getByLabelText('电子邮箱'))
    await user.type(screen.getByLabelText('电子邮箱'), 'demo@example.com')
    await user.click(save)
    await findMessage('操作成功')

    await user.click(screen.getAllByRole('button', { name: '修改' })[1])
    const dialog = await screen.findByRole('dialog')
    const ok = () => user.click(within(dialog).getByRole('button', { name: '确定' }))
    const field = (label: string) => within(dialog).getByLabelText(label)
    await ok()
    await findMessage('请输入旧密码')
    await user.type(field('旧密码'), '123')
    await ok()
    await findMessage('请输入新密码')
    await user.type(field('新密码'), '123')
    await ok()
    await findMessage('请输入确认密码')
    await user.type(field('确认密码'), '456')
    await ok()
    await findMessage('请输入正确的旧密码长度')
    await user.type(field('旧密码'), '456')
    await ok()
    await findMessage('请输入正确的新密码长度')
    await user.type(field('新密码'), '789')
    await ok()
    await findMessage('两次密码不一致！')
    await user.clear(field('新密码'))
    await user.type(field('新密码'), '123456')
    await user.clear(field('确认密码'))
    await user.type(field('确认密码'), '123456')
    await ok()
    await findMessage('新旧密码不能一致！')
    expect((field('旧密码') as HTMLInputElement).value).toBe('')
    await user.type(field('旧密码'), '123456')
    await user.type(field('新密码'), '654321')
    await user.type(field('确认密码'), '654321')
    await ok()
    await findMessage('密码修改成功！')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('/applyagent: mobile pattern then the note', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/applyagent')
    const submit = await screen.findByRole('button', { name: '提交申请' }, { timeout: 20_000 })
    await user.click(submit)
    await findMessage('请输入正确手机号')
    await user.type(screen.getByLabelText('联系电话'), '13800138000')
    await user.click(submit)
    await findMessage('请输入申请理由')
    await user.type(screen.getByLabelText('申请说明'), '有推广渠道')
    await user.click(submit)
    await findMessage('申请已提交，请等待审核')
  })

  it('shell: apply-agent for players, agent login for agents; active item follows the path', async () => {
    using _app = await openAs('#/mine/fanshui')
    const nav = await screen.findByRole('navigation', { name: '会员中心菜单' }, { timeout: 20_000 })
    expect(within(nav).getByRole('link', { name: '返水记录' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: '申请代理' })).toBeTruthy()
    expect(within(nav).queryByRole('link', { name: '代理登录' })).toBeNull()
    // The next VIP level's two requirements, each with its own bar.
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: '晋级存款进度' }).getAttribute('aria-valuenow'),
      ).not.toBeNull(),
    )
    expect(screen.getByRole('progressbar', { name: '晋级流水进度' })).toBeTruthy()
  })

  it('/fanshui claims, then says 暂无领取额度！ when nothing is left', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/fanshui')
    const claim = await screen.findByRole('button', { name: '一键领取' }, { timeout: 20_000 })
    await user.click(claim)
    await screen.findByText(/成功领取/, {}, { timeout: 20_000 })
    await waitFor(() => expect(screen.getByRole('button', { name: '一键领取' })).toBeTruthy())
    await user.click(screen.getByRole('button', { name: '一键领取' }))
    await findMessage('暂无领取额度！')
  })

  it('/welfare refuses a claim without remaining grabs', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/welfare', 'agent888', 'agent8888')
    await screen.findByText('剩余领取次数：0', {}, { timeout: 20_000 })
    await user.click(screen.getByRole('button', { name: '立即领取' }))
    await findMessage('您的剩余次数不足！')
  })

  it('/transRecord filters by type and shows state labels', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/transRecord')
    expect(await screen.findByText('审核通过', {}, { timeout: 20_000 })).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: '转入' }))
    await waitFor(() => expect(screen.queryByText('审核通过')).toBeNull())
  })
})
