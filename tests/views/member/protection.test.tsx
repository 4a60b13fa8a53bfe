// Player protection in the member centre against the msw fake backend (docs/protection.md): a 235 from
// any call opens the date-of-birth dialog wherever the player is, a 234 away from a game page opens
// the reality check, record pages show the totals of their period, and a break restricts the member
// centre with a notice saying what still works.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ProtectionStatus } from '../../../core/contract'
import { beijingDate } from '../../../core/time'
import { sendTo } from '../../../src/api/client'
import { server } from '../../../src/api/mocks/node'
import * as protection from '../../../src/api/protection'
import { findMessage, openAs } from './helpers'

const until = (check: () => void) => waitFor(check, { timeout: 20_000 })
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: '成功', data })

/** The status the fake backend answers, with some fields replaced. */
async function statusWith(over: Partial<ProtectionStatus>) {
  return { ...(await protection.protectionStatus()), ...over }
}

describe('protection in the member centre', { timeout: 90_000 }, () => {
  it('a 235 from a transfer opens the date-of-birth dialog; once saved the player submits again', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/transfer')
    const required = await statusWith({ birth_date_required: true })
    let saved = ''
    server.use(
      http.post('*/api/transfer', () =>
        HttpResponse.json({ code: 235, message: '请先填写您的出生日期（须年满 18 周岁）', data: null }),
      ),
      http.get('*/api/protection', () => ok(required)),
      http.post('*/api/protection/birthdate', async ({ request }) => {
        saved = ((await request.json()) as { birth_date: string }).birth_date
        return ok({ ...required, birth_date_required: false })
      }),
    )
    await expect(sendTo({ method: 'POST', path: '/api/transfer' }, { amount: '10' })).rejects.toMatchObject({
      code: 235,
    })
    const dialog = await screen.findByRole('dialog', { name: '请填写出生日期' }, { timeout: 20_000 })
    await user.type(within(dialog).getByLabelText('出生日期'), '1990-05-01')
    await user.click(within(dialog).getByRole('button', { name: '确认' }))
    await findMessage('出生日期已确认，请重新提交刚才的操作')
    expect(saved).toBe('1990-05-01')
    await until(() => expect(screen.queryByRole('dialog', { name: '请填写出生日期' })).toBeNull())
  })

  it('a 234 away from the game pages opens the reality check; 继续 answers it', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/transfer')
    const base = await statusWith({})
    const due = {
      ...base,
      session: { ...base.session, net: '-35.00' },
      reality: { interval_minutes: 15, chosen: true, due_at: base.server_time, due: true },
    }
    let answered = false
    server.use(
      http.post('*/api/transfer', () =>
        HttpResponse.json({ code: 234, message: '请先确认游戏时长提醒，再继续游戏', data: null }),
      ),
      http.get('*/api/protection', () => ok(answered ? base : due)),
      http.post('*/api/protection/reality/continue', () => {
        answered = true
        return ok(base)
      }),
    )
    await expect(sendTo({ method: 'POST', path: '/api/transfer' }, { amount: '10' })).rejects.toMatchObject({
      code: 234,
    })
    const dialog = await screen.findByRole('dialog', { name: '游戏时长提醒' }, { timeout: 20_000 })
    expect(dialog.textContent).toMatch(/本次净输赢 -35\.00 元/)
    await user.click(within(dialog).getByRole('button', { name: '继续' }))
    await until(() => expect(screen.queryByRole('dialog', { name: '游戏时长提醒' })).toBeNull())
    expect(answered).toBe(true)
  })

  it('a record page shows the totals of its period, bonus money apart', async () => {
    const user = userEvent.setup()
    const periods: string[] = []
    server.use(
      http.get('*/api/protection/totals', ({ request }) => {
        const q = new URL(request.url).searchParams
        periods.push(`${q.get('start')}..${q.get('end')}`)
        return ok({
          start: q.get('start'),
          end: q.get('end'),
          deposits: '300.00',
          withdrawals: '100.00',
          stakes: '80.00',
          payouts: '50.00',
          win_loss: '-30.00',
          bonuses: '18.00',
          net_deposits_lifetime: '200.00',
        })
      }),
    )
    using _app = await openAs('#/mine/betRecord')
    const totals = await screen.findByTestId('period-totals', {}, { timeout: 20_000 })
    await until(() => expect(totals.textContent).toMatch(/红利（优惠赠送）¥18\.00/))
    expect(totals.textContent).toMatch(/开户以来净存款（存款 − 提款）：¥200\.00/)
    const today = beijingDate(new Date())
    await user.click(screen.getByRole('radio', { name: '今天' }))
    await until(() => expect(periods.at(-1)).toBe(`${today}..${today}`))
    await until(() => expect(totals.textContent).toContain(`${today} 至 ${today}`))
  })

  it('during a time-out every member page says what still works', async () => {
    using _app = await openAs('#/mine/withdraw')
    await protection.exclude({ duration: '24h', confirm: true })
    // The notice reads the status on each member page.
    location.hash = '#/mine/transRecord'
    const notice = await screen.findByTestId('restricted-notice', {}, { timeout: 20_000 })
    expect(notice.textContent).toMatch(/暂停中，至 .* 结束/)
    expect(notice.textContent).toContain('期间不能：存款、游戏、转入场馆、领取优惠与红包。')
    expect(within(notice).getByRole('link', { name: '取款' }).getAttribute('href')).toBe('#/mine/withdraw')
    expect(within(notice).getByRole('button', { name: '联系客服' })).toBeTruthy()
  })
})
