// The match verifier (/fair?match=<id>) against a finished match built with core and served by msw:
// it passes when everything is as played, and fails, saying what, when one event of the published
// timeline or one settled outcome is altered. Before the match ends it shows the commitment only.
import { render, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/api/mocks/node'
import type { SportsMatchDetail } from '../../../src/api/sportsFair'
import FairnessPage from '../../../src/views/games/FairnessPage'
import { finishedMatch } from './match-fixture'

function serve(detail: SportsMatchDetail) {
  server.use(
    http.post('*/api/sports/match', () => HttpResponse.json({ code: 200, message: 'ok', data: detail })),
  )
}
function open(id: string) {
  history.replaceState(null, '', `/#/fair?match=${id}`)
  return render(<FairnessPage />)
}
const verdict = () => screen.findByTestId('match-verdict', {}, { timeout: 20_000 })

describe('match verifier', { timeout: 60_000 }, () => {
  it('a football match as played passes every check and lists goals and settled markets', async () => {
    const d = await finishedMatch('vfl')
    serve(d)
    open(d.match.id)
    const v = await verdict()
    expect(v.dataset.pass).toBe('true')
    expect(within(v).getByText('验证通过')).toBeTruthy()
    expect(within(v).getByText('服务端种子经 3 次哈希后与赛季承诺一致')).toBeTruthy()
    expect(within(v).getByText('浏览器重放的比赛过程与公布的完全一致')).toBeTruthy()
    expect(screen.getByTestId('match-score').textContent).toBe(d.match.score)
    const { events } = d.timeline as { events: { kind: string }[] }
    const goals = events.filter((e) => e.kind === 'goal').length
    expect(within(screen.getByTestId('match-events')).queryAllByText('进球')).toHaveLength(goals)
    const markets = screen.getByTestId('match-markets')
    expect(markets.querySelectorAll('[data-ok="true"]').length).toBe(
      new Set(d.settled.map((s) => s.market)).size,
    )
    expect(within(markets).getByText('独赢')).toBeTruthy()
  })

  it('one altered event of the published timeline fails the replay check', async () => {
    const d = await finishedMatch('vfl')
    const timeline = structuredClone(d.timeline) as { events: { t: number }[] }
    timeline.events[1].t += 60
    serve({ ...d, timeline })
    open(d.match.id)
    const v = await verdict()
    expect(v.dataset.pass).toBe('false')
    expect(within(v).getByText('验证未通过')).toBeTruthy()
    expect(within(v).getByText('浏览器重放的比赛过程与公布的不一致')).toBeTruthy()
    // The seeds themselves are still right.
    expect(within(v).getByText('由贡献重新算出的客户端种子与公布的一致')).toBeTruthy()
  })

  it('a settled outcome the replay does not give is flagged on its market', async () => {
    const d = await finishedMatch('moba')
    const settled = d.settled.map((s, i) =>
      i === 0 ? { ...s, outcome: s.outcome === 'win' ? 'lose' : 'win' } : s,
    )
    serve({ ...d, settled })
    open(d.match.id)
    const v = await verdict()
    expect(v.dataset.pass).toBe('false')
    expect(within(v).getByText('1 个盘口的结算与重放不一致')).toBeTruthy()
    const bad = screen.getByTestId('match-markets').querySelector(`[data-market="${settled[0].market}"]`)
    expect(bad?.getAttribute('data-ok')).toBe('false')
    expect(within(screen.getByTestId('match-events')).getAllByText(/第\d图/).length).toBeGreaterThanOrEqual(2)
  })

  it('before the match ends: the seed is revealed after the match; the commitment is shown', async () => {
    const d = await finishedMatch('vbl')
    serve({ ...d, match: { ...d.match, state: 'live', score: null }, server_seed: null, settled: [] })
    open(d.match.id)
    const pending = await screen.findByTestId('match-pending', {}, { timeout: 20_000 })
    expect(within(pending).getByText(/服务端种子将在比赛结束后公开/)).toBeTruthy()
    expect(within(pending).getByText(d.commitment)).toBeTruthy()
    expect(screen.queryByTestId('match-verdict')).toBeNull()
  })
})
