// A slot machine's info panel: its stated RTP (exact or simulated), the simulation's measured figures and
// volatility class, its features in words built from the machine's own numbers, and its paytable.
import type { SlotSymbol } from '../../../core/games/engines/slot'
import { MEASURED } from '../../../core/games/engines/slots/measured'
import { CREDITS, MAX_CASCADES, MAX_FREE_SPINS, type Machine } from '../../../core/games/engines/slots/types'
import { useLanguage, useT } from '../../i18n'
import { Glyph } from './Glyph'

const pct = (x: number) => `${(x * 100).toFixed(2)}%`
/** Whole credits as a multiple of the stake, in digits (no float arithmetic): 250 credits is "2.5". */
export const stakes = (credits: number) => {
  const whole = Math.trunc(credits / CREDITS)
  const part = String(credits % CREDITS)
    .padStart(2, '0')
    .replace(/0$/, '')
  return part === '' || part === '0' ? String(whole) : `${whole}.${part}`
}

export const symbolName = (s: SlotSymbol, lang: string) => (lang === 'en' ? (s.nameEn ?? s.name) : s.name)

export function SlotInfo({ machine: m }: { machine: Machine }) {
  const t = useT()
  const lang = useLanguage()
  const measured = MEASURED[m.code]
  const name = (i: number) => symbolName(m.symbols[i], lang)
  const list = (xs: readonly number[]) => xs.map((x) => `×${x}`).join(' / ')
  const features: string[] = [t(`games.slot.mode.${m.mode}`)]
  if (m.wildMultiplier)
    features.push(
      t(
        m.wildMultiplier.in === 'free'
          ? 'games.slot.feature.wildMultiplierFree'
          : 'games.slot.feature.wildMultiplier',
        { values: list(m.wildMultiplier.values) },
      ),
    )
  if (m.scatter) {
    features.push(
      t('games.slot.feature.freeSpins', {
        symbol: name(m.scatter.symbol),
        pays: m.scatter.pays.map(stakes).join('/'),
        spins: m.scatter.spins.join('/'),
        mult: m.scatter.multiplier,
        max: MAX_FREE_SPINS,
      }),
    )
    if (m.scatter.strips) features.push(t('games.slot.feature.freeSpinsStrips'))
  }
  if (m.cascade)
    features.push(t('games.slot.feature.cascade', { mults: list(m.cascade.multipliers), max: MAX_CASCADES }))
  if (m.hold)
    features.push(
      t('games.slot.feature.holdAndSpin', {
        trigger: m.hold.trigger,
        symbol: name(m.hold.symbol),
        values: m.hold.cash.values.map(stakes).join('/'),
        grand: stakes(m.hold.grand),
      }),
    )
  return (
    <section
      aria-labelledby="slot-info"
      className="rounded-2xl border border-navy-600 bg-navy-900 p-4 text-sm"
      data-testid="slot-info"
    >
      <h2 id="slot-info" className="mb-2 font-semibold text-gold-300">
        {t('games.slot.info')}
      </h2>
      <p className="font-semibold text-gold-200" data-testid="slot-rtp">
        {t(m.rtpBasis === 'exact' ? 'games.slot.rtpExact' : 'games.slot.rtpStated', { rtp: pct(m.rtp) })}
      </p>
      <p data-testid="slot-volatility">
        {t('games.slot.volatility', { level: t(`games.slot.vol.${m.volatility}`) })}
      </p>
      {measured ? (
        <p className="mt-1 text-xs text-ink-400">
          {t('games.slot.measured', {
            spins: measured.spins.toLocaleString('en'),
            rtp: pct(measured.rtp),
            sd: measured.sd.toFixed(2),
            hit: pct(measured.hitRate),
            feature: pct(measured.featureRate),
          })}
        </p>
      ) : null}
      <h3 className="mt-3 mb-1 font-semibold text-gold-300">{t('games.slot.features')}</h3>
      <ul className="list-disc space-y-1 pl-5 text-xs text-ink-300">
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <h3 className="mt-3 mb-1 font-semibold text-gold-300">{t('games.slot.paytable')}</h3>
      <p className="mb-2 text-xs text-ink-400">
        {t('games.slot.paysIn', {
          unit: t(m.mode === 'lines' ? 'games.slot.unit.line' : 'games.slot.unit.way'),
        })}
      </p>
      <ul className="space-y-1">
        {m.symbols.map((s, i) => (
          <li key={s.id} className="flex items-center gap-3">
            <Glyph symbol={s} size={32} />
            <span className="w-20 truncate">{symbolName(s, lang)}</span>
            <span className="font-mono text-xs text-ink-300">
              {i === m.scatter?.symbol
                ? t('games.slot.scatterPays')
                : i === m.hold?.symbol
                  ? t('games.slot.cashSymbol')
                  : m.pays[i].some((p) => p > 0)
                    ? m.pays[i].map((p, k) => `${k + 3}×${stakes(p)}`).join(' · ')
                    : '—'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
