// A login password reset by customer service (the operator console): the server answers 227 to every
// call but reading the user until the player picks a new one. The first 227 takes the player to the
// member centre with the login-password dialog open and the reason shown; the balance poll's next
// 227s do not move them again.
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/api/mocks/node'
import { openAs } from './helpers'

const MUST_CHANGE = { code: 227, message: '您的登录密码已由客服重置，请先修改登录密码', data: null }

describe('password reset by customer service', { timeout: 90_000 }, () => {
  it('a 227 opens the login-password dialog in the member centre, once', async () => {
    using _app = await openAs('#/mine/transfer')
    let refused = 0
    server.use(
      http.post('*/api/balance', () => {
        refused++
        return HttpResponse.json(MUST_CHANGE)
      }),
      http.post('*/api/transfer', () => HttpResponse.json(MUST_CHANGE)),
      http.post('*/api/userapimoney', () => HttpResponse.json(MUST_CHANGE)),
      http.post('*/api/balancelist', () => HttpResponse.json(MUST_CHANGE)),
    )
    const dialog = await screen.findByRole('dialog', { name: '登录密码' }, { timeout: 20_000 })
    expect(location.hash).toBe('#/mine/center?reset=1')
    expect(within(dialog).getByLabelText('旧密码')).toBeTruthy()
    expect(await screen.findByText(/您的登录密码已由客服重置，请先修改登录密码/)).toBeTruthy()
    // Later refusals (the 4.3 s balance poll) leave the player where they are.
    const seen = refused
    await waitFor(() => expect(refused).toBeGreaterThan(seen), { timeout: 20_000 })
    expect(location.hash).toBe('#/mine/center?reset=1')
  })
})
