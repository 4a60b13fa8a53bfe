// 投注记录 with sportsbook bets (issue 24 item 7), against the msw fake backend: a single shows its
// match, market, selection, odds taken and result (with a link to verify the match); a parlay lists
// every leg, an unsettled one as open, while the spec's columns stay as they were.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LEAGUES } from '../../../core/sportsbook'
import { openAs } from './helpers'

const team = (league: string, i: number) => LEAGUES.find((l) => l.id === league)!.teams[i].zh
const rowOf = (id: string) => screen.getAllByText(id)[0].closest('tr') as HTMLElement

describe('bet records: sportsbook legs', { timeout: 90_000 }, () => {
  it('a single and a parlay show their legs under the bet', async () => {
    using _app = await openAs('#/mine/betRecord')
    await waitFor(() => expect(screen.queryAllByText('SB2001').length).toBeGreaterThan(0), {
      timeout: 20_000,
    })
    // The spec's columns are all still there.
    for (const title of ['序号', '时间', '订单号', '游戏名称', '投注金额', '派彩', '输赢', '状态'])
      expect(screen.getAllByRole('columnheader', { name: title }).length).toBeGreaterThan(0)

    const single = rowOf('SB2001')
    const [leg] = within(single).getAllByTestId('bet-leg')
    expect(within(single).getByText('单注')).toBeTruthy()
    expect(leg.textContent).toContain(`${team('vfl', 0)} vs ${team('vfl', 1)}2-1`)
    expect(leg.textContent).toContain(`独赢: ${team('vfl', 0)} @1.95`)
    expect(within(leg).getByText('赢')).toBeTruthy()
    expect(within(leg).getByRole('link', { name: '验证' }).getAttribute('href')).toBe('#/fair?match=vfl-1-3')
    expect(single.textContent).toContain('195.00') // 派彩: stake 100.00 at 1.95

    const parlay = rowOf('SB2002')
    expect(within(parlay).getByText('2串1')).toBeTruthy()
    const legs = within(parlay).getAllByTestId('bet-leg')
    expect(legs).toHaveLength(2)
    expect(legs[0].textContent).toContain('让球 -0.5/1')
    expect(legs[0].textContent).toContain('@2.08')
    expect(within(legs[0]).getByText('赢一半')).toBeTruthy()
    expect(legs[1].textContent).toContain('第1图总击杀 28.5: 大 @1.88')
    expect(within(legs[1]).getByText('未结算')).toBeTruthy()
    expect(within(legs[1]).queryByRole('link', { name: '验证' })).toBeNull()
    // Other games' rows are as before.
    expect(within(rowOf('B1001')).queryByTestId('bet-legs')).toBeNull()
  })
})
