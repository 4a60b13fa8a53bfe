// /register: the agreement checked by default, each validation message in the rules'
// order, the captcha rules, the server's refusal, the limits, the hidden token, the pid referrer, success.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/api/mocks/node'
import { captchaCode, captchaId, errorToasts, hash, startApp } from '../layout/harness'

const form = async () => {
  await screen.findByRole('heading', { name: '注册账号' })
  return screen.getByRole('button', { name: '立即注册' }).closest('form') as HTMLFormElement
}
const fields = (f: ReturnType<typeof within>) => ({
  name: f.getByRole('textbox', { name: '账号' }),
  password: f.getByLabelText('密码', { selector: 'input' }),
  confirm: f.getByLabelText('确认密码', { selector: 'input' }),
  realname: f.getByRole('textbox', { name: '真实姓名' }),
  birthday: f.getByLabelText('出生日期', { selector: 'input' }),
  pay: f.getByLabelText('取款密码', { selector: 'input' }),
  code: f.getByRole('textbox', { name: '验证码' }),
  agree: f.getByRole('checkbox'),
  submit: f.getByRole('button', { name: '立即注册' }),
})

describe('register page', () => {
  it('shows each rule message in order, then registers and goes to /', {
    timeout: 30_000,
  }, async () => {
    using _app = startApp('#/register')
    const user = userEvent.setup()
    const x = fields(within(await form()))
    const last = () => errorToasts().at(-1)
    const expectLast = (m: string) => waitFor(() => expect(last()).toBe(m))

    expect(x.agree).toHaveProperty('checked', true)
    await user.click(x.agree)
    await user.click(x.submit)
    await expectLast('请阅读并同意相关条款和隐私协议！')
    await user.click(x.agree)

    await user.type(x.name, 'abc12')
    await user.click(x.submit)
    await expectLast('用户名长度不得低于6位，以字母和数字组合！')
    await user.clear(x.name)
    await user.type(x.name, 'abcdefg')
    await user.click(x.submit)
    await expectLast('用户名长度不得低于6位，以字母和数字组合！')
    await user.clear(x.name)
    await user.type(x.name, 'newplayer01')

    await user.type(x.password, 'abcdefgh')
    await user.click(x.submit)
    await expectLast('密码长度最少8位！以字母和数字组合！')
    await user.clear(x.password)
    await user.type(x.password, 'abcd1234')

    await user.type(x.confirm, 'abcd12345')
    await user.click(x.submit)
    await expectLast('两次密码不一致！')
    await user.clear(x.confirm)
    await user.type(x.confirm, 'abcd1234')

    await user.type(x.realname, '张三3')
    await user.click(x.submit)
    await expectLast('姓名格式不正确，可以是中，英文名称！')
    await user.clear(x.realname)
    await user.type(x.realname, '张三')

    await user.type(x.pay, '12345')
    await user.click(x.submit)
    await expectLast('支付密码长度需是6位！')
    await user.clear(x.pay)
    await user.type(x.pay, '123456')

    // The date of birth is required (the picker gives YYYY-MM-DD; the server checks 18+).
    await user.click(x.submit)
    await expectLast('请输入正确的日期格式：YYYY-MM-DD')
    fireEvent.change(x.birthday, { target: { value: '1990-05-01' } })

    // Captcha: too short / not mixed, then not the picture's code.
    await user.type(x.code, 'abc')
    await user.click(x.submit)
    await expectLast('验证码错误！')
    expect(x.code).toHaveProperty('value', '')
    const shown = await captchaId()
    await user.type(x.code, (await captchaCode()) === 'z9z9' ? 'y8y8' : 'z9z9')
    await user.click(x.submit)
    await expectLast('验证码错误或已失效，请重新输入')
    expect(x.code).toHaveProperty('value', '')
    expect(await captchaId()).not.toBe(shown)

    // The server refuses a taken name; the captcha is reset.
    await user.clear(x.name)
    await user.type(x.name, 'demo888')
    const before = await captchaId()
    await user.type(x.code, await captchaCode())
    await user.click(x.submit)
    await expectLast('此用户名已被注册')
    expect(x.code).toHaveProperty('value', '')
    expect(await captchaId()).not.toBe(before)

    await user.clear(x.name)
    await user.type(x.name, 'newplayer01')
    await user.type(x.code, (await captchaCode()).toUpperCase())
    await user.click(x.submit)
    await waitFor(() => expect(hash()).toBe('#/'))
  })

  it('limits the inputs: 32 for name, passwords and real name, 6 pay password, 4 captcha', async () => {
    using _app = startApp('#/register')
    const x = fields(within(await form()))
    for (const input of [x.name, x.password, x.confirm, x.realname])
      expect(input).toHaveProperty('maxLength', 32)
    expect(x.pay).toHaveProperty('maxLength', 6)
    expect(x.code).toHaveProperty('maxLength', 4)
  })

  it('carries a hidden form token and sends the pid referrer from the query', {
    timeout: 20_000,
  }, async () => {
    using _app = startApp('#/register?pid=42')
    const user = userEvent.setup()
    const f = await form()
    const token = f.querySelector('input[type="hidden"][name="_token"]') as HTMLInputElement
    expect(token.value).toMatch(/^[0-9a-f-]{36}$/)
    expect(within(f).getByText('推荐人ID：42')).toBeTruthy()

    const bodies: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/register')) bodies.push(await request.clone().json())
    })
    const x = fields(within(f))
    await user.type(x.name, 'friend2024')
    await user.type(x.password, 'abcd1234')
    await user.type(x.confirm, 'abcd1234')
    await user.type(x.realname, 'Li Lei')
    await user.type(x.pay, '654321')
    fireEvent.change(x.birthday, { target: { value: '1992-02-29' } })
    await user.type(x.code, await captchaCode())
    await user.click(x.submit)
    await waitFor(() => expect(hash()).toBe('#/'))
    server.events.removeAllListeners()
    expect(bodies).toEqual([
      expect.objectContaining({ name: 'friend2024', pid: 42, realname: 'Li Lei', birthday: '1992-02-29' }),
    ])
  })

  it('links to /login and /', async () => {
    using _app = startApp('#/register')
    const f = within(await form())
    expect(f.getByRole('link', { name: '已有账号？立即登录' }).getAttribute('href')).toBe('#/login')
    expect(f.getByRole('link', { name: '随便逛逛' }).getAttribute('href')).toBe('#/')
  })
})
