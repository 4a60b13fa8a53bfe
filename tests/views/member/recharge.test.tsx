import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { bindcard } from '../../../src/api/cashier'
import { db } from '../../../src/api/mocks/db'
import { protectionOf } from '../../../src/api/mocks/handlers/protection'
import { server } from '../../../src/api/mocks/node'
import { chooseFirst, findMessage, openAs } from './helpers'

/** The player binds a card (as on /bankCard) and opens /mine/recharge again. */
async function bindCardAndReturn() {
  await bindcard({
    bank: '东岳商业银行',
    bank_no: '6222020000000001',
    bank_owner: '测试玩家',
    bank_address: '演示支行',
    pay_pass: '123456',
  })
  await act(async () => {
    location.hash = '#/mine/recharge'
  })
}

describe('/mine/recharge', { timeout: 30_000 }, () => {
  it('checks the bank form in the spec order, then the range, then submits', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/recharge')
    const submit = await screen.findByRole('button', { name: '立即存款' }, { timeout: 20_000 })
    // The depositor name starts as the player's real name; emptied, it is asked for first.
    const name = screen.getByLabelText('存款人姓名') as HTMLInputElement
    await waitFor(() => expect(name.value).toBe('张三'))
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false))
    await user.clear(name)
    await user.click(submit)
    await findMessage('请输入存款人姓名')
    await user.type(screen.getByLabelText('存款人姓名'), '张三')
    await user.click(submit)
    await findMessage('请输入银行类型')
    await chooseFirst(user, screen.getByLabelText('存款银行'))
    await user.click(submit)
    await findMessage('请输入银行卡号')
    await user.type(screen.getByLabelText('存款卡号'), '6222 0000 1111 2222 3333 4444 5555')
    expect((screen.getByLabelText('存款卡号') as HTMLInputElement).value).toHaveLength(24)
    await user.click(submit)
    await findMessage('请输入银行开户行地址')
    await user.type(screen.getByLabelText('开户行地址'), '演示支行')
    await user.click(submit)
    await findMessage('请输入100-50000之间的金额！')
    // A quick amount fills the field; the player may still type another.
    await user.click(screen.getByRole('radio', { name: '¥500' }))
    expect((screen.getByLabelText('存款金额') as HTMLInputElement).value).toBe('500')
    await user.clear(screen.getByLabelText('存款金额'))
    await user.type(screen.getByLabelText('存款金额'), '101')
    await user.click(submit)
    await findMessage('提交成功，等待后台审核')
    // Until the page leaves for /transRecord the fields wait: nothing typed there could be dropped.
    expect((screen.getByLabelText('存款人姓名') as HTMLInputElement).disabled).toBe(true)
  })

  it('USDT: the protocol reloads the range, the equivalent is rounded down, a deposit opens /payInfo', async () => {
    const user = userEvent.setup()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    using _app = await openAs('#/mine/recharge')
    await user.click(await screen.findByRole('tab', { name: 'USDT' }, { timeout: 20_000 }))
    await user.click(screen.getByRole('radio', { name: 'ERC20' }))
    // 立即存款 is taken once the protocol's range is in.
    const submit = screen.getByRole('button', { name: '立即存款' }) as HTMLButtonElement
    await waitFor(() => expect(submit.disabled).toBe(false))
    await user.click(submit)
    await findMessage('请输入500-100000之间的金额！')
    await user.type(screen.getByLabelText('存款金额'), '1000')
    expect(screen.getByText(/约 138\.88 USDT/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '立即存款' }))
    await findMessage('正在跳转...')
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(expect.stringMatching(/#\/payInfo\?deposit_no=\w+/), '_blank'),
    )
  })

  it('while the chosen method loads, 立即存款 is disabled with the reason; enabled once it is in', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/recharge')
    const submit = await screen.findByRole('button', { name: '立即存款' }, { timeout: 20_000 })
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false))
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // Nothing answered here: once released, the request falls through to the fake backend's handler.
    server.use(
      http.post('*/api/getPayRange', async () => {
        await held
      }),
    )
    await user.click(screen.getByRole('tab', { name: '微信' }))
    const button = screen.getByRole('button', { name: '立即存款' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    const reason = screen.getByText('正在读取该存款方式的金额范围与优惠，请稍候')
    expect(reason.getAttribute('role')).toBe('status')
    expect(button.getAttribute('aria-describedby')).toBe(reason.id)
    release()
    await waitFor(() => expect(button.disabled).toBe(false))
    expect(screen.queryByText('正在读取该存款方式的金额范围与优惠，请稍候')).toBeNull()
  })

  it('bonus offers are listed with their terms, unticked; only a ticked offer travels with the order', async () => {
    const user = userEvent.setup()
    const demo = db.users.find((u) => u.username === 'demo888')
    if (!demo) throw new Error('no demo888 in the fake backend')
    demo.deposits = [] // a player before the first approved deposit: the first-deposit match is open
    using _app = await openAs('#/mine/recharge')
    const offer = await screen.findByRole('checkbox', { name: /新会员首存加赠 100%/ }, { timeout: 20_000 })
    expect((offer as HTMLInputElement).checked).toBe(false)
    expect(screen.getByText('首存100%，最低存款100元，最高888元，需完成红利10倍流水')).toBeTruthy()
    const deposit = async (amount: string) => {
      await user.type(screen.getByLabelText('存款人姓名'), '张三')
      await chooseFirst(user, screen.getByLabelText('存款银行'))
      await user.type(screen.getByLabelText('存款卡号'), '6222000011112222')
      await user.type(screen.getByLabelText('开户行地址'), '演示支行')
      await user.type(screen.getByLabelText('存款金额'), amount)
      await user.click(screen.getByRole('button', { name: '立即存款' }))
      await findMessage('提交成功，等待后台审核')
    }
    await deposit('101')
    expect(demo.deposits.at(-1)?.offers).toEqual([])

    // The page leaves for /transRecord; back on the deposit page the player ticks the offer.
    await waitFor(() => expect(location.hash).toBe('#/mine/transRecord'), { timeout: 5000 })
    await act(async () => {
      location.hash = '#/mine/recharge'
    })
    await user.click(
      await screen.findByRole('checkbox', { name: /新会员首存加赠 100%/ }, { timeout: 20_000 }),
    )
    await deposit('200')
    expect(demo.deposits.at(-1)?.offers).toEqual([1])
  })

  it('without a binding shows the warm reminder; go-bind leads to /bankCard; back after binding, the form keeps what is typed', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/recharge', 'agent888', 'agent8888')
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 })
    expect(within(dialog).getByText('您还未绑定钱包卡，请前往添加')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: '前往绑定' }))
    await waitFor(() => expect(location.hash).toBe('#/mine/bankCard'))
    // The deposit page stays alive in the background; its reminder must not float over /bankCard.
    await screen.findByRole('button', { name: '添加银行卡' }, { timeout: 20_000 })
    expect(screen.queryByText('您还未绑定钱包卡，请前往添加')).toBeNull()
    // Bind a card and come back: the form, no reminder, and what is typed at once is kept.
    await bindCardAndReturn()
    expect(screen.queryByText('您还未绑定钱包卡，请前往添加')).toBeNull()
    // The depositor name starts as the real name (李四); what the player types over it is kept.
    const name = (await screen.findByLabelText('存款人姓名', {}, { timeout: 20_000 })) as HTMLInputElement
    await user.clear(name)
    await user.type(name, '测试玩家')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect((screen.getByLabelText('存款人姓名') as HTMLInputElement).value).toBe('测试玩家')
  })

  it('one prompt at a time: no card and no date of birth shows the card reminder alone, the date-of-birth gate once a card is bound', async () => {
    const user = userEvent.setup()
    const agent = db.users.find((u) => u.username === 'agent888')
    if (!agent) throw new Error('no agent888 in the fake backend')
    protectionOf(agent).birthDate = ''
    using _app = await openAs('#/mine/recharge', 'agent888', 'agent8888')
    const reminder = await screen.findByRole('dialog', {}, { timeout: 20_000 })
    expect(within(reminder).getByText('您还未绑定钱包卡，请前往添加')).toBeTruthy()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    await user.click(within(reminder).getByRole('button', { name: '前往绑定' }))
    await waitFor(() => expect(location.hash).toBe('#/mine/bankCard'))
    await bindCardAndReturn()
    const gate = await screen.findByRole('dialog', { name: '请填写出生日期' }, { timeout: 20_000 })
    expect(gate).toBeTruthy()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })
})
