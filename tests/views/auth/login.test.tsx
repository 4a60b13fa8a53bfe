// /login: every message in the rules' order, the captcha reset after a refusal, the input
// limits, show/hide password, the links, and the landing after success. Real app, msw fake backend.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { captchaCode, captchaId, errorToasts, hash, startApp } from '../layout/harness'

const form = async () => {
  await screen.findByRole('heading', { name: '会员登录' })
  return screen.getByRole('button', { name: '登录' }).closest('form') as HTMLFormElement
}

describe('login page', () => {
  it('shows each rule message in order, then logs in and goes to /', { timeout: 20_000 }, async () => {
    using _app = startApp('#/login')
    const user = userEvent.setup()
    const f = within(await form())
    const name = f.getByRole('textbox', { name: '账号' })
    const password = f.getByLabelText('密码', { selector: 'input' })
    const code = f.getByRole('textbox', { name: '验证码' })
    const submit = f.getByRole('button', { name: '登录' })

    await user.click(submit)
    await waitFor(() => expect(errorToasts()).toEqual(['请输入您的账号和密码！']))

    await user.type(name, 'demo888')
    await user.click(submit)
    expect(errorToasts()).toEqual(['请输入您的账号和密码！', '请输入您的账号和密码！'])

    await user.type(password, 'wrongpass1')
    await user.click(submit)
    await waitFor(() => expect(errorToasts()).toContain('请输入验证码！'))

    // The server checks the answer: a wrong one is refused and the picture renewed.
    const first = await captchaId()
    await user.type(code, (await captchaCode()) === 'zzzz' ? 'yyyy' : 'zzzz')
    await user.click(submit)
    await waitFor(() => expect(errorToasts()).toContain('验证码错误或已失效，请重新输入'))
    expect(code).toHaveProperty('value', '')
    expect(await captchaId()).not.toBe(first)

    // Right picture, wrong password: the server's message; the captcha is cleared and renewed.
    const second = await captchaId()
    await user.type(code, (await captchaCode()).toUpperCase())
    await user.click(submit)
    await waitFor(() => expect(errorToasts()).toContain('登录密码错误'))
    expect(code).toHaveProperty('value', '')
    expect(await captchaId()).not.toBe(second)

    await user.clear(password)
    await user.type(password, 'demo8888')
    await user.type(code, await captchaCode())
    await user.click(submit)
    await waitFor(() => expect(hash()).toBe('#/'))
  })

  it('limits the inputs (32, 32, captcha 6) and shows or hides the password', async () => {
    using _app = startApp('#/login')
    const user = userEvent.setup()
    const f = within(await form())
    expect(f.getByRole('textbox', { name: '账号' })).toHaveProperty('maxLength', 32)
    const password = f.getByLabelText('密码', { selector: 'input' })
    expect(password).toHaveProperty('maxLength', 32)
    expect(f.getByRole('textbox', { name: '验证码' })).toHaveProperty('maxLength', 6)
    expect(password).toHaveProperty('type', 'password')
    await user.click(f.getByRole('button', { name: '显示密码' }))
    expect(password).toHaveProperty('type', 'text')
    await user.click(f.getByRole('button', { name: '隐藏密码' }))
    expect(password).toHaveProperty('type', 'password')
  })

  it('has the remember label, forgot password to customer service, and the links', async () => {
    using _app = startApp('#/login')
    const f = within(await form())
    expect(f.getByRole('checkbox', { name: '记住密码' })).toBeTruthy()
    expect(f.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe('#/forgot')
    expect(f.getByRole('link', { name: '注册新账号' }).getAttribute('href')).toBe('#/register')
    expect(f.getByRole('link', { name: '随便逛逛' }).getAttribute('href')).toBe('#/')
    expect(f.getByRole('link', { name: '在线客服' }).getAttribute('href')).toBe('#/kefu')
  })

  it('gives a new picture when the captcha is clicked', async () => {
    using _app = startApp('#/login')
    const user = userEvent.setup()
    const f = within(await form())
    const before = await captchaId()
    await user.click(f.getByRole('button', { name: '看不清？点击图片换一张' }))
    expect(await captchaId()).not.toBe(before)
    expect(await captchaCode()).toMatch(/^[a-z0-9]{4}$/)
    expect(f.getByAltText('验证码').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
  })
})
