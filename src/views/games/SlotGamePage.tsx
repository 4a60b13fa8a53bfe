import { useMachine } from '@xstate/react'
import { SLOT_STAKES } from '../../../core/games/engines/slot'
import { winningCells } from '../../../core/games/engines/slots/evaluate'
import { SLOT_MACHINES, venueMachines } from '../../../core/games/engines/slots/index'
import type { Machine, MachineResult } from '../../../core/games/engines/slots/types'
import { centsToWire, displayMoney } from '../../../core/money'
import type { GameRound } from '../../api/games'
import { useLanguage, useT } from '../../i18n'
import { plainAmount } from '../../machines/memberKit'
import { slotMachine } from '../../machines/slot.machine'
import { paths } from '../../routes/paths'
import { useHashRoute } from '../home/useHashQuery'
import { JackpotBanner } from '../slots/JackpotBanner'
import { GameShell, TableStatus } from './GameShell'
import { Glyph } from './Glyph'
import { RoundHistory } from './RoundHistory'
import { SeedPanel } from './SeedPanel'
import { SlotInfo, stakes } from './SlotInfo'
import { SlotOutcome } from './SlotOutcome'

/** A recorded round of a machine (older rounds of the classic game carry no machine code). */
const machineResult = (x: unknown): MachineResult | null =>
  x && typeof x === 'object' && 'machine' in x && 'screens' in x ? (x as MachineResult) : null

/**
 * /play/slot?venue=&game=: one slot machine of a slot venue (docs/games.md, "Slots"), on the shared
 * provably-fair engine; without a game code, the venue's first machine.
 */
export default function SlotGamePage() {
  const { query } = useHashRoute()
  const venue = query.get('venue') ?? 'jdslot'
  const named = SLOT_MACHINES[query.get('game') ?? '']
  const cfg = named?.venue === venue ? named : (venueMachines(venue)[0] ?? venueMachines('jdslot')[0])
  // One machine actor per slot machine: moving to another machine's address in the same tab starts
  // afresh (its own venue wallet, no round of the machine before drawn with this one's symbols).
  return <SlotMachinePage key={cfg.code} cfg={cfg} />
}

function SlotMachinePage({ cfg }: { cfg: Machine }) {
  const t = useT()
  const lang = useLanguage()
  const [snap, send] = useMachine(slotMachine, { input: { venue: cfg.venue, game: cfg.code } })
  const { table, last, stake } = snap.context
  const spinning = snap.hasTag('spinning')
  const result = machineResult(last?.result)
  const first = result?.screens[0]
  // A spin that won the shared pool says so (docs/jackpot.md); the amount is already in its payout.
  const jackpotWon = (last?.result as { jackpot?: { amount?: string } } | undefined)?.jackpot?.amount
  const hit = !spinning && result && first ? winningCells(cfg, first.grid, first.wins) : null
  const describe = (r: GameRound) => {
    const res = machineResult(r.result)
    return res
      ? res.credits > 0
        ? t('games.slot.summary', { x: stakes(res.credits) })
        : t('games.lose')
      : ''
  }

  return (
    <GameShell
      title={lang === 'en' ? cfg.titleEn : cfg.title}
      subtitle={`${table?.venue_name ?? ''} · ${t('games.slot.rtp', { rtp: `${(cfg.rtp * 100).toFixed(2)}%` })}`}
      balance={table?.balance ?? null}
      wallet={table?.wallet ?? null}
      fairHref={paths.fair({ kind: 'slot', venue: cfg.code })}
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
                      const s = first ? first.grid[reel][row] : cfg.strips[reel][row]
                      const lit = hit?.[reel][row] ?? false
                      const cash = result?.cash?.[reel][row] ?? 0
                      const mult = first?.wildMult?.[reel][row] ?? 1
                      return (
                        <div
                          key={row}
                          className={`relative flex aspect-square items-center justify-center rounded-lg ${lit ? 'bg-gold-500/25 ring-2 ring-gold-300' : 'bg-navy-800'} ${spinning ? 'blur-[2px]' : ''}`}
                        >
                          <Glyph symbol={cfg.symbols[s]} size={64} highlight={lit} />
                          {!spinning && (cash > 0 || mult > 1) ? (
                            <span className="absolute bottom-1 rounded bg-navy-950/80 px-1 text-xs font-bold text-gold-200">
                              ×{cash > 0 ? stakes(cash) : mult}
                            </span>
                          ) : null}
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
                  : jackpotWon
                    ? t('games.slot.jackpotWon', { amount: displayMoney(jackpotWon) })
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
                    className="min-h-11 min-w-11 rounded-full border border-gold-600 px-3 py-1 text-sm aria-pressed:bg-gold-500 aria-pressed:text-navy-950"
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
              {result && !spinning ? <SlotOutcome machine={cfg} result={result} /> : null}
            </section>
            <JackpotBanner active />
            <RoundHistory rounds={table.rounds} describe={describe} />
          </div>
          <div className="space-y-6">
            <SeedPanel
              kind="slot"
              venue={cfg.code}
              seed={table.seed}
              previous={table.previous_seed}
              draft={snap.context.clientSeedDraft}
              busy={snap.hasTag('busy')}
              onEdit={(value) => send({ type: 'seed.edit', value })}
              onRotate={() => send({ type: 'seed.rotate' })}
            />
            <SlotInfo machine={cfg} />
          </div>
        </div>
      )}
    </GameShell>
  )
}
