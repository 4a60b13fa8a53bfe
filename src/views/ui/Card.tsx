import type { ReactNode } from 'react'
import { cx } from './cx'

export const CARD_TONES = ['surface', 'glass', 'gold'] as const
export type CardTone = (typeof CARD_TONES)[number]
const toneClass: Record<CardTone, string> = {
  surface: 'border-white/8 bg-surface',
  glass: 'border-white/10 bg-navy-900/55 backdrop-blur-md',
  gold: 'border-gold-400/35 bg-surface shadow-gold',
}
export const CARD_PADDINGS = ['none', 'sm', 'md', 'lg'] as const
export type CardPadding = (typeof CARD_PADDINGS)[number]
const paddingClass: Record<CardPadding, string> = { none: '', sm: 'p-3', md: 'p-5', lg: 'p-8' }

/** A panel with an optional title row (title on the left, `extra` on the right). */
export function Card({
  title,
  extra,
  children,
  tone = 'surface',
  padding = 'md',
  className,
  as: Tag = 'section',
  titleAs: Heading = 'h2',
}: {
  title?: ReactNode
  extra?: ReactNode
  children?: ReactNode
  tone?: CardTone
  padding?: CardPadding
  className?: string
  as?: 'section' | 'div' | 'article' | 'aside'
  /** h1 when the card is the page itself (the member pages), so its title is the page's main heading. */
  titleAs?: 'h1' | 'h2'
}) {
  return (
    <Tag className={cx('rounded-xl border shadow-card', toneClass[tone], className)}>
      {title || extra ? (
        <header className="flex items-center justify-between gap-3 border-white/6 border-b px-5 py-3.5">
          {title ? (
            <Heading className="flex items-center gap-2 font-semibold text-gold-100 text-md">
              <span aria-hidden className="h-4 w-1 rounded-full bg-gold-gradient" />
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {extra}
        </header>
      ) : null}
      <div className={paddingClass[padding]}>{children}</div>
    </Tag>
  )
}
