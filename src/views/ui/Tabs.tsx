import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { ReactNode } from 'react'
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
  pill: 'whitespace-nowrap rounded-full px-4 py-1.5 text-ink-300 text-sm hover:text-white data-selected:bg-gold-gradient data-selected:font-medium data-selected:text-navy-950',
  card: 'whitespace-nowrap rounded-md border border-white/8 bg-navy-800/60 px-4 py-2 text-ink-300 hover:text-white data-selected:border-gold-400/70 data-selected:bg-navy-700 data-selected:text-gold-200',
}

export type TabItem<K extends string | number> = { key: K; label: ReactNode; disabled?: boolean }

/**
 * Controlled tabs: the owner (a machine or the URL) holds `selected`; `onChange` reports the click.
 * `children` is the selected tab's panel; without children only the tab list is drawn.
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
  const index = Math.max(
    0,
    items.findIndex((i) => i.key === selected),
  )
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(i) => items[i] && onChange(items[i].key)}
      className={cx('flex flex-col', className)}
    >
      <TabList aria-label={label} className={listClass[variant]}>
        {items.map((i) => (
          <Tab key={String(i.key)} disabled={i.disabled} className={cx('transition', tabClass[variant])}>
            {i.label}
          </Tab>
        ))}
      </TabList>
      {children !== undefined ? (
        <TabPanels className="pt-4">
          {items.map((i) => (
            <TabPanel key={String(i.key)} className="outline-none">
              {children}
            </TabPanel>
          ))}
        </TabPanels>
      ) : null}
    </TabGroup>
  )
}
