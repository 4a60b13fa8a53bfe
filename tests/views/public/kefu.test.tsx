// /kefu on the fake backend (src/api/mocks/handlers/support.ts, docs/support.md): a visitor answers the
// captcha, chats and gets the stand-in agent's answer (the mock has no live stream, so the page polls);
// then signs in on the same device and finds the same conversation, now kept with the account.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { db } from '../../../src/api/mocks/db'
import { App } from '../../../src/app'
import { appMachine } from '../../../src/machines/app.machine'
import { readStoredSession } from '../../../src/state/session'
import { captchaCode } from '../layout/harness'

function start(hash: string) {
  history.replaceState(null, '', `/${hash}`)
  const actor = createActor(appMachine, { input: { stored: readStoredSession(), pageUrl: location.href } })
  actor.start()
  const view = render(<App actor={actor} />)
  return { actor, view }
}

describe('/kefu on the fake backend', () => {
  it('a visitor chats after the captcha, then signs in and keeps the conversation', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup()
    const first = start('#/kefu')
    try {
      await user.type(await screen.findByRole('textbox', { name: '验证码' }), await captchaCode())
      await user.click(screen.getByRole('button', { name: '开始咨询' }))
      const box = await screen.findByPlaceholderText('请输入您的问题…', {}, { timeout: 8000 })
      await user.type(box, '我想问一下注册的问题')
      await user.click(screen.getByRole('button', { name: '发送' }))
      expect(await screen.findByText('我想问一下注册的问题')).toBeTruthy()
      // The agent's answer arrives by polling (no stream in the mock).
      expect(await screen.findByText('您好，请问有什么可以帮您？', {}, { timeout: 8000 })).toBeTruthy()
      expect(localStorage.getItem('jd.support.visitor')).toMatch(/^[a-z0-9]{43}$/)
    } finally {
      first.actor.stop()
      first.view.unmount()
    }
    // Signed in on the same device: the visitor's conversation is the member's now.
    db.sessions.set('tok-kefu', 1)
    sessionStorage.setItem('token', 'tok-kefu')
    const second = start('#/kefu')
    try {
      expect(await screen.findByText('我想问一下注册的问题', {}, { timeout: 8000 })).toBeTruthy()
      expect(await screen.findByText('您已登录，本次咨询已保存到您的账号')).toBeTruthy()
      await waitFor(() => expect(localStorage.getItem('jd.support.visitor')).toBeNull())
    } finally {
      second.actor.stop()
      second.view.unmount()
    }
  })
})
