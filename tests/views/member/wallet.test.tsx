import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { db } from '../../../src/api/mocks/db'
import { chooseFirst, findMessage, openAs } from './helpers'

describe('member wallet pages', { timeout: 90_000 }, () => {
  it('/withdraw checks selection, amount and password in order, then submits', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/withdraw')
    const submit = await screen.findByRole('button', { name: '立即取款' }, { timeout: 20_000 })
    // The only bound card is chosen already.
    const onlyCard = await screen.findByRole('radio', { name: /东岳商业银行/ }, { timeout: 20_000 })
    await waitFor(() => expect((onlyCard as HTMLInputElement).checked).toBe(true))
    await user.click(submit)
    await findMessage('单笔取款不能低于100元')
    await user.type(screen.getByLabelText('取款金额'), '150')
    await user.click(submit)
    await findMessage('请输入您的支付密码')
    await user.click(screen.getByRole('tab', { name: 'USDT取款' }))
    expect((screen.getByLabelText('取款金额') as HTMLInputElement).value).toBe('')
    await user.click(submit)
    await findMessage('请选择USDT地址')
    await user.click(screen.getByRole('tab', { name: '银行卡取款' }))
    expect((screen.getByRole('radio', { name: /东岳商业银行/ }) as HTMLInputElement).checked).toBe(true)
    // A quick amount fills the field; only steps the cash covers are offered.
    const quick = screen.getByRole('radiogroup', { name: '快捷金额' })
    await user.click(within(quick).getByRole('radio', { name: '¥100' }))
    expect((screen.getByLabelText('取款金额') as HTMLInputElement).value).toBe('100')
    await user.clear(screen.getByLabelText('取款金额'))
    await user.type(screen.getByLabelText('取款金额'), '150')
    await user.type(screen.getByLabelText('取款密码'), '123456')
    await user.click(submit)
    await findMessage('提交成功，等待后台审核')
  })

  it('/withdraw with an active bonus: the cash apart from the bonus, the requirement, and the forfeit asked first', async () => {
    const user = userEvent.setup()
    const demo = db.users.find((u) => u.username === 'demo888')
    if (!demo) throw new Error('no demo888 in the fake backend')
    demo.centsBalance = 209_100
    demo.requirements.push({
      id: 9,
      kind: 'bonus',
      title: '新会员首存加赠 100%',
      cents: 888_000,
      progress: 320_000,
      bonus: 88_800,
      state: 'active',
      created: Date.now(),
    })
    using _app = await openAs('#/mine/withdraw')
    const cash = (await screen.findByText('可提现金额', {}, { timeout: 20_000 })).parentElement
    await waitFor(() => expect(cash?.textContent).toContain('¥1,203.00'))
    expect(screen.getByText('进行中的红利').parentElement?.textContent).toContain('¥888.00')
    const table = screen.getByRole('table', { name: '流水要求' })
    const row = within(table).getByRole('row', { name: /新会员首存加赠 100%/ })
    expect(within(row).getByText('红利流水')).toBeTruthy()
    expect(within(row).getByText('¥3,200.00 / ¥8,880.00')).toBeTruthy()
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('36')

    await user.click(screen.getByRole('radio', { name: /东岳商业银行/ }))
    await user.type(screen.getByLabelText('取款金额'), '100')
    await user.type(screen.getByLabelText('取款密码'), '123456')
    await user.click(screen.getByRole('button', { name: '立即取款' }))
    let dialog = await screen.findByRole('dialog', { name: '放弃红利并提现？' }, { timeout: 20_000 })
    expect(within(dialog).getByText(/您有进行中的红利888\.00元尚未完成流水/)).toBeTruthy()
    // Keeping the bonus: nothing is withdrawn.
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(demo.withdrawals).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: '立即取款' }))
    dialog = await screen.findByRole('dialog', { name: '放弃红利并提现？' }, { timeout: 20_000 })
    await user.click(within(dialog).getByRole('button', { name: '确认放弃并提现' }))
    await findMessage('提交成功，等待后台审核')
    expect(demo.withdrawals.map((w) => w.cents)).toEqual([10_000])
    expect(demo.requirements.at(-1)?.state).toBe('forfeited')
    expect(demo.centsBalance).toBe(209_100 - 88_800 - 10_000)
  })

  it('/activityRecord lists every requirement with its kind, progress and state', async () => {
    const demo = db.users.find((u) => u.username === 'demo888')
    if (!demo) throw new Error('no demo888 in the fake backend')
    demo.requirements.push({
      id: 9,
      kind: 'bonus',
      title: '新会员首存加赠 100%',
      cents: 888_000,
      progress: 888_000,
      bonus: 88_800,
      state: 'forfeited',
      created: Date.now(),
    })
    using _app = await openAs('#/activityRecord')
    const table = await screen.findByRole('table', { name: '流水要求' }, { timeout: 20_000 })
    const forfeited = await within(table).findByRole('row', { name: /新会员首存加赠 100%/ })
    expect(within(forfeited).getByText('已放弃')).toBeTruthy()
    const deposit = within(table).getByRole('row', { name: /存款流水/ })
    expect(within(deposit).getByText('¥2,000.00 / ¥2,000.00')).toBeTruthy()
    expect(within(deposit).getByText('已完成')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/member\.requirement/)
  })

  it('/bankCard: bank and USDT bind dialogs check in the spec order; unbind asks first', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/bankCard')
    await user.click(await screen.findByRole('button', { name: '添加银行卡' }, { timeout: 20_000 }))
    let dialog = await screen.findByRole('dialog')
    const bind = () => user.click(within(dialog).getByRole('button', { name: '确认绑定' }))
    await bind()
    await findMessage('请输入姓名')
    await user.type(within(dialog).getByLabelText('持卡人姓名'), '张三')
    await bind()
    await findMessage('请输入银行')
    await chooseFirst(user, within(dialog).getByLabelText('支持银行'))
    await bind()
    await findMessage('请输入开户行地址')
    await user.type(within(dialog).getByLabelText('开户行'), '演示支行')
    await bind()
    await findMessage('请输人银行卡号')
    await user.type(within(dialog).getByLabelText('银行卡号'), '1234567')
    await bind()
    await findMessage('请输人支付密码')
    await user.type(within(dialog).getByLabelText('支付密码'), '12345')
    await bind()
    await findMessage('请输人正确的卡号长度')
    await user.type(within(dialog).getByLabelText('银行卡号'), '8')
    await bind()
    await findMessage('请输人支付密码长度')
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(screen.getByRole('tab', { name: 'USDT地址' }))
    await user.click(screen.getByRole('button', { name: '添加USDT地址' }))
    dialog = await screen.findByRole('dialog')
    await bind()
    await findMessage('请输入USDT地址')
    await user.type(within(dialog).getByLabelText('USDT地址'), 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')
    await bind()
    await findMessage('请选择钱包协议')
    await user.click(within(dialog).getByRole('radio', { name: 'TRC20' }))
    await bind()
    await findMessage('请输人支付密码')
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))

    await user.click(screen.getByRole('tab', { name: '银行卡' }))
    await user.click(screen.getByRole('button', { name: '解绑' }))
    expect(await findMessage('确定要解绑吗？')).toBeTruthy()
  })

  it('/transfer: switching to transfer mode explains it and asks to confirm; the dialog reads the venue and refuses an empty amount', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/transfer')
    expect(await screen.findByRole('button', { name: '一键回收' }, { timeout: 20_000 })).toBeTruthy()
    await user.click(screen.getByRole('tab', { name: '转账模式' }))
    const confirm = await screen.findByRole('dialog', { name: '切换到转账模式？' })
    expect(within(confirm).getByText(/进入每个场馆前，需要先把资金从中心钱包转入该场馆钱包/)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: '确认切换' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(screen.queryByRole('button', { name: '一键回收' })).toBeNull())
    await user.click(await screen.findByRole('button', { name: /金鼎真人/ }))
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText('¥500.00')
    await user.click(within(dialog).getByRole('button', { name: '确认转账' }))
    await findMessage('请输入操作金额！')
    await user.type(within(dialog).getByLabelText('转账金额'), '100')
    await user.click(within(dialog).getByRole('button', { name: '确认转账' }))
    await findMessage('转账成功')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
