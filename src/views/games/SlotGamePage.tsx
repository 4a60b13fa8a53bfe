import { useMachine } from '@xstate/react'
import { PAYLINES, SLOT_STAKES } from '../../../core/games/engines/slot'
import { SLOT_CONFIGS } from '../../../core/games/engines/slot-themes'
import { centsToWire, displayMoney } from '../../../core/money'
import type { GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { plainAmount } from '../../machines/memberKit'
import { slotMachine } from '../../machines/slot.machine'
import { paths } from '../../routes/paths'
import { useHashRoute } from '../home/useHashQuery'
import { GameShell, TableStatus } from './GameShell'
import { Glyph } from './Glyph'
import { RoundHistory } from './RoundHistory'
import { SeedPanel } from './SeedPanel'

type SlotResult = {
  grid: number[][]
  wins: { line: number; symbol: number; count: number; multiplier: number }[]
  multiplier: number
}

/** /play/slot?venue=&game=: the 5-reel slot of a slot venue, on the shared provably-fair engine. */
export default function SlotGamePage() {
  const t = useT()
  const { query } = useHashRoute()
  const venue = query.get('venue') ?? 'jdslot'
  const cfg = SLOT_CONFIGS[venue] ?? SLOT_CONFIGS.jdslot
  const [snap, send] = useMachine(slotMachine, { input: { venue: cfg.venue, game: query.get('game') ?? '' } })
  const { table, last, stake } = snap.context
  const spinning = snap.hasTag('spinning')
  const result = (last?.result ?? null) as SlotResult | null
  const winCells = new Set(
    (spinning ? [] : (result?.wins ?? [])).flatMap((w) =>
      PAYLINES[w.line].slice(0, w.count).map((row, reel) => `${reel}-${row}`),
    ),
  )
  const describe = (r: GameRound) => {
    const res = r.result as SlotResult | null
    return res ? (res.wins.length ? `${res.wins.length}线 ×${res.multiplier}` : t('games.lose')) : ''
  }

  return (
    <GameShell
      title={last?.game_name || table?.venue_name || cfg.title}
      subtitle={`${cfg.title} · ${t('games.slot.rtp', { rtp: `${(cfg.rtp * 100).toFixed(2)}%` })}`}
      balance={table?.balance ?? null}
      wallet={table?.wallet ?? null}
      fairHref={paths.fair({ kind: 'slot', venue: cfg.venue })}
    >
      {!table ? (
        <TableStatus
          failed={snap.matches('failed')}
          message={snap.context.error}
          code={snap.context.errorCode}
          onRetry={() => send({ type: 'table.retry' })}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
          <div className="space-y-6">
            <section
              aria-label={cfg.title}
              className="rounded-3xl border-4 border-gold-600 bg-gradient-to-b from-navy-800 to-navy-950 p-4 shadow-[0_0_40px_#d29b2a33]"
            >
              <div className="grid grid-cols-5 gap-2" data-testid="reels">
                {Array.from({ length: 5 }, (_, reel) => (
                  <div
                    key={reel}
                    className={`flex flex-col gap-2 rounded-xl bg-navy-950/80 p-2 ${spinning ? 'animate-pulse' : ''}`}
                  >
                    {Array.from({ length: 3 }, (_, row) => {
                      const s = result ? result.grid[reel][row] : (reel + row * 2) % cfg.symbols.length
                      return (
                        <div
                          key={row}
                          className={`flex aspect-square items-center justify-center rounded-lg ${winCells.has(`${reel}-${row}`) ? 'bg-gold-500/25 ring-2 ring-gold-300' : 'bg-navy-800'} ${spinning ? 'blur-[2px]' : ''}`}
                        >
                          <Glyph
                            symbol={cfg.symbols[s]}
                            size={64}
                            highlight={winCells.has(`${reel}-${row}`)}
                          />
                        </div>
                      )
                    })}
                  </div>
                ))}
              </div>
              <div
                className="mt-4 min-h-7 text-center text-lg font-semibold"
                aria-live="polite"
                data-testid="spin-result"
              >
                {spinning || !last
                  ? ''
                  : last.payout !== '0.00'
                    ? t('games.win', { amount: displayMoney(last.payout) })
                    : t('games.lose')}
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-center gap-2">
                <span className="text-sm text-ink-300">{t('games.stake')}</span>
                {SLOT_STAKES.map((c) => (
                  <button
                    key={c}
                    type="button"
                    aria-pressed={stake === c}
                    onClick={() => send({ type: 'slot.stake', stake: c })}
                    className="rounded-full border border-gold-600 px-3 py-1 text-sm aria-pressed:bg-gold-500 aria-pressed:text-navy-950"
                  >
                    {plainAmount(centsToWire(c))}
                  </button>
                ))}
                <button
                  type="button"
                  onClick={() => send({ type: 'slot.spin' })}
                  disabled={!snap.can({ type: 'slot.spin' })}
                  className="ml-2 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 px-10 py-3 text-lg font-bold text-navy-950 shadow-lg disabled:opacity-60"
                >
                  {spinning ? t('games.slot.spinning') : t('games.slot.spin')}
                </button>
              </div>
              {result && !spinning && result.wins.length ? (
                <ul className="mt-3 grid gap-1 text-xs text-ink-300 sm:grid-cols-2">
                  {result.wins.map((w) => (
                    <li key={w.line}>
                      {t('games.slot.lineWin', {
                        line: w.line + 1,
                        symbol: cfg.symbols[w.symbol].name,
                        count: w.count,
                        mult: w.multiplier,
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
            <RoundHistory rounds={table.rounds} describe={describe} />
          </div>
          <div className="space-y-6">
            <SeedPanel
              kind="slot"
              venue={cfg.venue}
              seed={table.seed}
              previous={table.previous_seed}
              draft={snap.context.clientSeedDraft}
              busy={snap.hasTag('busy')}
              onEdit={(value) => send({ type: 'seed.edit', value })}
              onRotate={() => send({ type: 'seed.rotate' })}
            />
            <section
              aria-labelledby="paytable"
              className="rounded-2xl border border-navy-600 bg-navy-900 p-4 text-sm"
            >
              <h2 id="paytable" className="mb-2 font-semibold text-gold-300">
                {t('games.slot.paytable')}
              </h2>
              <p className="mb-3 text-xs text-ink-400">{t('games.slot.lines')}</p>
              <ul className="space-y-1">
                {cfg.symbols.map((s, i) => (
                  <li key={s.id} className="flex items-center gap-3">
                    <Glyph symbol={s} size={32} />
                    <span className="w-16 truncate">{s.name}</span>
                    <span className="font-mono text-xs text-ink-300">
                      3×{cfg.pays[i][0]} · 4×{cfg.pays[i][1]} · 5×{cfg.pays[i][2]}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      )}
    </GameShell>
  )
}
