// "验证上一局" (issue 30): a game page's round records link the verifier to the newest settled round; the
// verifier, on a round whose seed pair is still in use, offers one button that reveals the pair and then
// checks the round by itself; the verdict is a ✓ or ✗ in plain words, the seeds in the technical details.
// The server is msw serving a sic bo round played with core's engine.
import { createHash, webcrypto } from 'node:crypto'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { subtleHmac } from '../../../core/games/fair'
import { replayRound } from '../../../core/games/replay'
import type { GameRound, RoundDetail } from '../../../src/api/games'
import { server } from '../../../src/api/mocks/node'
import FairnessPage from '../../../src/views/games/FairnessPage'
import { RoundHistory } from '../../../src/views/games/RoundHistory'

const serverSeed = 'b'.repeat(64)
const serverHash = createHash('sha256').update(serverSeed).digest('hex')
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'ok', data })

function gameRound(id: string, status: number, dice: number[] = []): GameRound {
  return {
    round_id: id,
    venue: 'jdlive',
    game_code: 'sicbo',
    game_name: '金鼎骰宝',
    kind: 'sicbo',
    stake: '10.00',
    payout: '0.00',
    status,
    result: { dice },
    bets: [{ bet: 'big', amount: '10.00' }],
    balance_before: '100.00',
    balance_after: '90.00',
    nonce: 4,
    issue: null,
    server_hash: serverHash,
    client_seed: 'my-seed',
    created_at: '2031-01-01 08:00:00',
  }
}

async function playedDice() {
  const subtle = webcrypto.subtle as unknown as SubtleCrypto
  const o = await replayRound(subtleHmac(subtle), 'sicbo', 'jdlive', {
    serverSeed,
    clientSeed: 'my-seed',
    nonce: 4,
  })
  if (o.kind !== 'sicbo') throw new Error('not sic bo')
  return o.dice
}

/** The round, secret until the seed pair is rotated; `rotations` counts the reveal clicks that reached the server. */
function serve(dice: number[]) {
  const state = { revealed: false, rotations: 0 }
  server.use(
    http.post('*/api/games/round', () =>
      ok({
        round: gameRound('SB-7', 1, dice),
        server_seed: state.revealed ? serverSeed : null,
        server_hash: serverHash,
        client_seed: 'my-seed',
        nonce: 4,
        contributions: [],
      } satisfies RoundDetail),
    ),
    http.post('*/api/games/seed/rotate', () => {
      state.revealed = true
      state.rotations++
      return ok({
        previous: {
          server_seed: serverSeed,
          server_hash: serverHash,
          client_seed: 'my-seed',
          rounds: 5,
          revealed_at: '2031-01-01 08:01:00',
        },
        current: { server_hash: 'c'.repeat(64), client_seed: 'my-seed', nonce: 0 },
      })
    }),
  )
  return state
}

function open() {
  history.replaceState(null, '', '/#/fair?round=SB-7')
  return render(<FairnessPage />)
}

describe('verify the last round in one click', { timeout: 30_000 }, () => {
  it('the round records link the newest settled round, not a bet still waiting for its draw', () => {
    const { unmount } = render(
      <RoundHistory
        rounds={[gameRound('SB-9', 2), gameRound('SB-8', 1), gameRound('SB-7', 1)]}
        describe={() => ''}
      />,
    )
    expect(screen.getByRole('link', { name: '验证上一局' }).getAttribute('href')).toBe('#/fair?round=SB-8')
    unmount()
    render(<RoundHistory rounds={[gameRound('SB-9', 2)]} describe={() => ''} />)
    expect(screen.queryByRole('link', { name: '验证上一局' })).toBeNull()
    expect(screen.getByText('上一局结算后可验证')).toBeTruthy()
  })

  it('a seed still in use: one button reveals it, then the round is checked and passes', async () => {
    const state = serve(await playedDice())
    open()
    const reveal = await screen.findByTestId('fair-reveal', {}, { timeout: 10_000 })
    expect(within(reveal).getByText('这一局的种子还在使用中')).toBeTruthy()
    expect(within(reveal).getByText('金鼎骰宝 · 局号 SB-7')).toBeTruthy()
    fireEvent.click(within(reveal).getByRole('button', { name: '公开种子并验证' }))
    const verdict = await screen.findByTestId('fair-result', {}, { timeout: 10_000 })
    expect(state.rotations).toBe(1)
    expect(verdict.dataset.pass).toBe('true')
    expect(within(verdict).getByText('本局结果与公布的种子一致')).toBeTruthy()
    expect(
      within(verdict).getByText('开局前公布的种子指纹，与现在公开的种子相符：种子没有被中途更换'),
    ).toBeTruthy()
    expect(within(verdict).getByText('在您的浏览器里重新算出的结果，和记录的结果完全相同')).toBeTruthy()
    // The plain explanation is on the page; the seeds wait in the closed technical details.
    expect(screen.getByText('我们是怎么验证的')).toBeTruthy()
    const details = screen.getByText('技术细节：种子、随机数（nonce）、哈希，手动验证').closest('details')
    expect(details?.open).toBe(false)
    expect(within(details as HTMLElement).getByDisplayValue(serverSeed)).toBeTruthy()
  })

  it('a record that is not what the seeds give fails with a ✗', async () => {
    const dice = await playedDice()
    serve(dice.map((d) => (d % 6) + 1))
    open()
    fireEvent.click(await screen.findByRole('button', { name: '公开种子并验证' }, { timeout: 10_000 }))
    const verdict = await screen.findByTestId('fair-result', {}, { timeout: 10_000 })
    expect(verdict.dataset.pass).toBe('false')
    expect(within(verdict).getByText('本局结果与公布的种子不一致')).toBeTruthy()
    expect(within(verdict).getByText('在您的浏览器里重新算出的结果，和记录的结果不同')).toBeTruthy()
  })
})
