// Where the inbox bell sits: in the desktop header and as a tab of the phone's bottom bar (one of the
// two is drawn at a time). Its code loads on its own once a player is signed in, outside the first
// load; the slot keeps the bell's room meanwhile, so nothing moves when it arrives.
import { lazy, Suspense } from 'react'
import { cx } from '../ui/cx'

const InboxBell = lazy(() => import('./InboxBell'))

export const BELL_VARIANTS = ['header', 'tab'] as const
export type BellVariant = (typeof BELL_VARIANTS)[number]
const slotClass: Record<BellVariant, string> = {
  header: 'flex size-9 shrink-0',
  tab: 'flex min-w-0 flex-1',
}

export function BellSlot({ variant, className }: { variant: BellVariant; className?: string }) {
  return (
    <span className={cx(slotClass[variant], className)}>
      <Suspense fallback={null}>
        <InboxBell variant={variant} />
      </Suspense>
    </span>
  )
}
