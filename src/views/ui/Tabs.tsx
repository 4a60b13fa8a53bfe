import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { cx } from './cx'

export const TABS_VARIANTS = ['underline', 'pill', 'card'] as const
export type TabsVariant = (typeof TABS_VARIANTS)[number]

const listClass: Record<TabsVariant, string> = {
  underline: 'flex gap-6 overflow-x-auto border-white/8 border-b',
  pill: 'inline-flex flex-wrap gap-1 rounded-full bg-navy-950/60 p-1',
  card: 'flex gap-2 overflow-x-auto',
}
const tabClass: Record<TabsVariant, string> = {
  underline:
    '-mb-px whitespace-nowrap border-transparent border-b-2 py-3 text-ink-300 hover:text-white data-selected:border-gold-400 data-selected:text-gold-200',
  // 44 px tall below 768 px, a finger's target (tests/e2e/23-widths.journey.mjs).
  pill: 'whitespace-nowrap rounded-full px-4 py-3 text-ink-300 text-sm hover:text-white data-selected:bg-gold-gradient data-selected:font-medium data-selected:text-navy-950 md:py-1.5',
  card: 'whitespace-nowrap rounded-md border border-white/8 bg-navy-800/60 px-4 py-2 text-ink-300 hover:text-white data-selected:border-gold-400/70 data-selected:bg-navy-700 data-selected:text-gold-200',
}

export type TabItem<K extends string | number> = { key: K; label: ReactNode; disabled?: boolean }

/**
 * Controlled tabs: the owner (a machine or the URL) holds `selected`; `onChange` reports the click.
 * `children` is the selected tab's panel; without children only the tab list is drawn.
 *
 * The WAI-ARIA tabs pattern written out (the home and deposit pages' first screen should not wait for
 * a component library): one tab stop for the list (roving tabindex), Left/Right/Home/End move to a tab
 * and select it, disabled tabs are skipped, the panel is labelled by its tab.
 */
export function Tabs<K extends string | number>({
  items,
  selected,
  onChange,
  variant = 'underline',
  children,
  className,
  label,
}: {
  items: readonly TabItem<K>[]
  selected: K
  onChange: (key: K) => void
  variant?: TabsVariant
  children?: ReactNode
  className?: string
  label?: string
}) {
  const id = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const index = Math.max(
    0,
    items.findIndex((i) => i.key === selected),
  )
  const tabId = (i: number) => `${id}-tab-${i}`
  const panelId = `${id}-panel`

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0)
    if (enabled.length === 0) return
    const at = Math.max(0, enabled.indexOf(index))
    const next =
      e.key === 'ArrowRight'
        ? enabled[(at + 1) % enabled.length]
        : e.key === 'ArrowLeft'
          ? enabled[(at - 1 + enabled.length) % enabled.length]
          : e.key === 'Home'
            ? enabled[0]
            : e.key === 'End'
              ? enabled[enabled.length - 1]
              : undefined
    if (next === undefined) return
    e.preventDefault()
    buttons.current[next]?.focus()
    if (next !== index) onChange(items[next].key)
  }

  return (
    <div className={cx('flex flex-col', className)}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={listClass[variant]}
        onKeyDown={onKeyDown}
      >
        {items.map((item, i) => {
          const on = i === index
          return (
            <button
              key={String(item.key)}
              id={tabId(i)}
              ref={(el) => {
                buttons.current[i] = el
              }}
              type="button"
              role="tab"
              aria-selected={on}
              aria-controls={children !== undefined && on ? panelId : undefined}
              tabIndex={on ? 0 : -1}
              disabled={item.disabled}
              data-selected={on ? '' : undefined}
              onClick={() => !on && onChange(item.key)}
              className={cx('transition', tabClass[variant])}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {children !== undefined ? (
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(index)} className="pt-4 outline-none">
          {children}
        </div>
      ) : null}
    </div>
  )
}
