// What one slot round paid, step by step: each screen's wins (cascade steps with their multiplier), the
// scatter pay, the free spins and the hold-and-spin bonus, as recorded by the server (MachineResult).
import type { Machine, MachineResult, Screen } from '../../../core/games/engines/slots/types'
import { useLanguage, useT } from '../../i18n'
import { stakes, symbolName } from './SlotInfo'

export function SlotOutcome({ machine: m, result: r }: { machine: Machine; result: MachineResult }) {
  const t = useT()
  const lang = useLanguage()
  const name = (i: number) => symbolName(m.symbols[i], lang)
  const lines = (s: Screen) =>
    s.wins.map((w) =>
      w.line >= 0
        ? t('games.slot.win.line', {
            line: w.line + 1,
            symbol: name(w.symbol),
            count: w.count,
            x: stakes(w.credits * s.multiplier),
          })
        : t('games.slot.win.way', {
            symbol: name(w.symbol),
            count: w.count,
            ways: w.ways,
            x: stakes(w.credits * s.multiplier),
          }),
    )
  const items: string[] = []
  r.screens.forEach((s, n) => {
    if (n > 0 && s.wins.length) items.push(t('games.slot.cascadeStep', { n, mult: s.multiplier }))
    items.push(...lines(s))
  })
  if (m.scatter && r.scatters >= 3)
    items.push(
      t('games.slot.scatter', { n: r.scatters, symbol: name(m.scatter.symbol), x: stakes(r.scatterCredits) }),
    )
  if (r.free.length)
    items.push(
      t('games.slot.free', { n: r.free.length, x: stakes(r.free.reduce((s, f) => s + f.credits, 0)) }),
    )
  if (r.hold)
    items.push(
      t('games.slot.hold', { n: r.hold.cash.flat().filter((v) => v > 0).length, x: stakes(r.hold.credits) }),
    )
  if (!items.length) return null
  return (
    <div className="mt-3 text-xs text-ink-300" data-testid="slot-outcome">
      <ul className="grid gap-1 sm:grid-cols-2">
        {items.map((x, i) => (
          <li key={`${i}-${x}`}>{x}</li>
        ))}
      </ul>
      <p className="mt-2 font-semibold text-gold-200">{t('games.slot.total', { x: stakes(r.credits) })}</p>
    </div>
  )
}
