import { displayMoney } from '../../../core/money'
import { cx } from './cx'

export const MONEY_TONES = ['plain', 'gold', 'signed'] as const
export type MoneyTone = (typeof MONEY_TONES)[number]

export function Money({
  value,
  symbol = '¥',
  tone = 'plain',
  className,
}: {
  value: string
  symbol?: string
  /** signed: green when positive, red when negative (win/loss columns). */
  tone?: MoneyTone
  className?: string
}) {
  const negative = value.trim().startsWith('-')
  const isZero = /^-?0*(\.0*)?$/.test(value.trim())
  return (
    <span
      className={cx(
        'font-mono tabular-nums',
        tone === 'gold' && 'text-gold-300',
        tone === 'signed' && !isZero && (negative ? 'text-danger-400' : 'text-success-400'),
        className,
      )}
    >
      {displayMoney(value, symbol)}
    </span>
  )
}
