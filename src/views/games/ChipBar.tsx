import type { ReactNode } from 'react'
import { displayMoney, yuan } from '../../../core/money'
import { useT } from '../../i18n'

/**
 * The betting bar of the chip tables (sic bo, fast-3): chip choice, the slip total, clear, the
 * table's own action (`children`), and the empty-slip hint. The machines own chip, slip and
 * whether the action is allowed; this only renders and reports clicks. Chips and the slip total are
 * whole yuan.
 */
export function ChipBar({
  chips,
  chip,
  total,
  onChip,
  onClear,
  clearDisabled = false,
  children,
}: {
  chips: readonly number[]
  chip: number
  total: number
  onChip: (amount: number) => void
  onClear: () => void
  clearDisabled?: boolean
  children: ReactNode
}) {
  const t = useT()
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <span className="text-sm text-ink-300">{t('games.sicbo.chip')}</span>
        {chips.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={chip === c}
            onClick={() => onChip(c)}
            className="size-11 rounded-full border-4 border-dashed border-gold-300 bg-cta-600 text-sm font-bold text-white aria-pressed:ring-4 aria-pressed:ring-gold-300"
          >
            {c}
          </button>
        ))}
        <span className="ml-3 text-sm">{t('games.sicbo.total', { amount: displayMoney(yuan(total)) })}</span>
        <button
          type="button"
          onClick={onClear}
          disabled={clearDisabled}
          className="min-h-11 min-w-11 rounded-lg border border-ink-400 px-3 py-2 text-sm"
        >
          {t('games.sicbo.clear')}
        </button>
        {children}
      </div>
      {total === 0 ? (
        <p className="mt-2 text-center text-xs text-ink-400">{t('games.sicbo.emptySlip')}</p>
      ) : null}
    </>
  )
}
