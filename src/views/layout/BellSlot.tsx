// Where the notification bell sits: in the desktop header, as a tab of the phone's bottom bar, and in
// the phone home page's header (which has no bottom bar); one of them is drawn at a time. Its code loads
// on its own once a player is signed in, outside the first load; the slot keeps the bell's room
// meanwhile, so nothing moves when it arrives.
import { lazy, Suspense } from 'react'
import { cx } from '../ui/cx'

const NotifyBell = lazy(() => import('./NotifyBell'))

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
        <NotifyBell variant={variant} />
      </Suspense>
    </span>
  )
}
