import type { ReactNode } from 'react'
import { cx } from './cx'

export const BADGE_TONES = ['gold', 'navy', 'cta', 'success', 'danger', 'neutral', 'info'] as const
export type BadgeTone = (typeof BADGE_TONES)[number]
const toneClass: Record<BadgeTone, string> = {
  gold: 'bg-gold-gradient text-navy-950',
  navy: 'bg-navy-700 text-gold-200 ring-1 ring-gold-400/30',
  // cta-600, not 500: white text on it reads at 5.7:1 (4.2:1 on 500).
  cta: 'bg-cta-600 text-white',
  success: 'bg-success-500/15 text-success-400 ring-1 ring-success-500/30',
  danger: 'bg-danger-500/15 text-danger-400 ring-1 ring-danger-500/30',
  neutral: 'bg-white/8 text-ink-200',
  info: 'bg-info-400/15 text-info-400 ring-1 ring-info-400/30',
}
export const BADGE_SIZES = ['sm', 'md'] as const
export type BadgeSize = (typeof BADGE_SIZES)[number]
const sizeClass: Record<BadgeSize, string> = { sm: 'h-5 px-1.5 text-2xs', md: 'h-6 px-2.5 text-xs' }

export function Badge({
  tone = 'neutral',
  size = 'md',
  children,
  className,
}: {
  tone?: BadgeTone
  size?: BadgeSize
  children: ReactNode
  className?: string
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center justify-center gap-1 whitespace-nowrap rounded-full font-semibold',
        toneClass[tone],
        sizeClass[size],
        className,
      )}
    >
      {children}
    </span>
  )
}
