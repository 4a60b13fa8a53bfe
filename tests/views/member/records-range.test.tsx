// The record pages' custom date range beside the presets, against the msw fake backend: a valid range
// reloads from page 1 with start/end, a preset replaces it, and the shared rule's refusals show under
// the inputs without a request.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { monthsBefore } from '../../../core/contract'
import { beijingDate } from '../../../core/time'
import { server } from '../../../src/api/mocks/node'
import { findMessage, openAs } from './helpers'

const DAY = 86_400_000
const day = (offset: number) => beijingDate(new Date(Date.now() + offset * DAY))

/** Bodies of the record calls sent from now on. */
function recordRequests(path: string) {
  const bodies: Record<string, unknown>[] = []
  const listener = async ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) bodies.push(await request.clone().json())
  }
  server.events.on('request:start', listener)
  return bodies
}

const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const betShown = (id: string) => screen.queryAllByText(id).length > 0
/** waitFor with room for a loaded CI machine. */
const until = (check: () => void) => waitFor(check, { timeout: 20_000 })

describe('record pages: custom date range', { timeout: 90_000 }, () => {
  it('/betRecord: a range reloads page 1 with start/end; a preset replaces it', async () => {
    const user = userEvent.setup()
    using _app = await openAs('#/mine/betRecord')
    await until(() => expect(betShown('B1000')).toBe(true))
    const sent = recordRequests('/api/betrecord')
    // 12 demo bets: go to page 2 first, then a range must bring page 1 back.
    await user.click(screen.getByRole('button', { name: '第 2 页' }))
    await until(() => expect(betShown('B1010')).toBe(true))
    expect(screen.getByLabelText('开始日期')).toHaveProperty('min', monthsBefore(day(0), 12))
    expect(screen.getByLabelText('结束日期')).toHaveProperty('max', day(0))

    setDate('开始日期', day(-20))
    expect(sent.filter((b) => b.page === 1)).toHaveLength(0) // one end only: nothing is sent yet
    setDate('结束日期', day(-2))
    await until(() => expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0))
    expect(sent.at(-1)).toMatchObject({ start: day(-20), end: day(-2), page: 1 })
    // While the range applies, no preset is checked.
    const presets = screen.getByRole('radiogroup', { name: '时间范围' })
    expect(within(presets).queryByRole('radio', { checked: true })).toBeNull()

    setDate('结束日期', day(0))
    await until(() => expect(betShown('B1000')).toBe(true))
    expect(sent.at(-1)).toMatchObject({ start: day(-20), end: day(0), page: 1 })

    await user.click(within(presets).getByRole('radio', { name: '今天' }))
    await until(() => expect(sent.at(-1)).toMatchObject({ date: 1, start: '', end: '' }))
    expect(screen.getByLabelText('开始日期')).toHaveProperty('value', '')
    expect(screen.getByLabelText('结束日期')).toHaveProperty('value', '')
    expect(within(presets).getByRole('radio', { name: '今天' })).toHaveProperty('checked', true)
  })

  it('/transRecord: refusals show under the input they concern, and nothing is sent', async () => {
    using _app = await openAs('#/mine/transRecord')
    await screen.findByText('审核通过', {}, { timeout: 20_000 })
    const sent = recordRequests('/api/gettransrecord')

    setDate('开始日期', day(-3))
    setDate('结束日期', day(-5))
    await findMessage('结束日期不能早于开始日期')
    expect(screen.getByLabelText('结束日期').getAttribute('aria-invalid')).toBe('true')

    setDate('结束日期', day(1))
    await findMessage('结束日期不能晚于今天')

    // One day before the 12 months the page offers.
    const tooOld = beijingDate(new Date(Date.parse(`${monthsBefore(day(0), 12)}T00:00:00+08:00`) - DAY))
    setDate('开始日期', tooOld)
    await findMessage('结束日期不能晚于今天')
    setDate('结束日期', day(0))
    const alert = await findMessage('只能查询最近12个月内的记录')
    expect(screen.getByLabelText('开始日期').getAttribute('aria-describedby')).toBe(alert.id)
    expect(sent).toHaveLength(0)

    // The deposit 10 days ago is in a valid range; the error goes away.
    setDate('开始日期', day(-10))
    await until(() => expect(sent.at(-1)).toMatchObject({ start: day(-10), end: day(0), type: 1 }))
    expect(screen.queryByText('只能查询最近12个月内的记录')).toBeNull()
    await findMessage('审核通过')
  })

  it('/fanshui: clearing both dates goes back to the preset', async () => {
    using _app = await openAs('#/mine/fanshui')
    await screen.findByRole('button', { name: '一键领取' }, { timeout: 20_000 })
    const sent = recordRequests('/api/getfanshui')
    setDate('开始日期', day(-3))
    setDate('结束日期', day(-3))
    await until(() => expect(sent.at(-1)).toMatchObject({ start: day(-3), end: day(-3) }))
    setDate('开始日期', '')
    setDate('结束日期', '')
    await until(() => expect(sent.at(-1)).toMatchObject({ date: 4, start: '', end: '' }))
    expect(sent).toHaveLength(2)
  })
})
