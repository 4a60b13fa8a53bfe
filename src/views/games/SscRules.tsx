// The 时时彩 rules dialog: how a draw works, then every bet type with its odds, house edge and exact
// return. The figures are the engine's (the machine's `rules`, enumerated over all 100 000 draws as
// docs/ssc.md states them); this only lays them out.
import { centsToWire } from '../../../core/money'
import { type MessageKey, useT } from '../../i18n'
import type { SscRule } from '../../machines/ssc.machine'
import { Button, Dialog, Spinner } from '../ui'

/** returned/staked as a percentage to four places, in whole numbers (the figures are exact). */
function percent4(returned: number, staked: number): string {
  const q = (BigInt(returned) * 1_000_000n) / BigInt(staked)
  return `${q / 10_000n}.${String(q % 10_000n).padStart(4, '0')}`
}
const edgePercent = (bp: number) => String(bp / 100)

export function SscRules(props: { open: boolean; rules: SscRule[] | null; onClose: () => void }) {
  const t = useT()
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={t('games.ssc.rulesTitle')}
      size="lg"
      footer={
        <Button variant="secondary" size="lg" onClick={props.onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <p className="text-sm leading-relaxed">{t('games.ssc.rulesIntro')}</p>
      {props.rules === null ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-300" role="status">
          <Spinner /> {t('games.ssc.rulesComputing')}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="ssc-rules">
          {props.rules.map((r) => (
            <li key={r.type} className="rounded-xl border border-navy-600 bg-navy-900 p-3 text-sm">
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-semibold text-gold-200">
                  {t(`games.ssc.rule.${r.type}` as MessageKey)}
                </span>
                <span className="shrink-0 font-mono text-gold-300">
                  {t('games.ssc.odds', { odds: centsToWire(r.odds) })}
                </span>
              </div>
              <p className="mt-1 text-ink-300">{t(`games.ssc.rule.${r.type}.when` as MessageKey)}</p>
              <p className="mt-2 text-ink-100">
                {t('games.ssc.rulesReturn', {
                  rtp: percent4(r.returned, r.staked),
                  edge: edgePercent(r.edgeBp),
                })}
              </p>
              <p className="font-mono text-[11px] text-ink-400">
                {t('games.ssc.rulesExact', { returned: r.returned, staked: r.staked })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-5 font-semibold text-gold-300">{t('games.ssc.rulesFair')}</h3>
      <p className="mt-1 text-xs leading-relaxed text-ink-300">{t('games.ssc.seedHint')}</p>
    </Dialog>
  )
}
