import { cx } from './cx'

/**
 * "1234.5" -> "¥1,234.50". Works on the decimal string itself (money never passes through a float),
 * so "12345678901234.56" stays exact.
 */
export const formatMoney = (value: string, symbol = '¥') => {
  const s = value.trim()
  if (!/^-?\d+(\.\d*)?$/.test(s)) return `${symbol}0.00`
  const neg = s.startsWith('-')
  const [int, frac = ''] = (neg ? s.slice(1) : s).split('.')
  const grouped = (int.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${neg ? '-' : ''}${symbol}${grouped}.${`${frac}00`.slice(0, 2)}`
}

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
      {formatMoney(value, symbol)}
    </span>
  )
}
