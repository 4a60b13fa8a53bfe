import { useLayoutEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { useT } from '../../i18n'
import { dismissToast, uiState } from '../../state/ui'
import { cx } from '../ui/cx'

/**
 * Transient notices (docs/contract.md): type 0 error, type 1 success; each leaves after 2 s (state/ui.ts).
 * A manual popover, shown again whenever a notice arrives, so it is drawn above a modal dialog that is
 * open at the time (both live in the browser's top layer, the latest shown on top).
 */
const CAN_POP = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype

export function Toasts() {
  const t = useT()
  const { toasts } = useSnapshot(uiState)
  const ref = useRef<HTMLDivElement>(null)
  const newest = toasts.at(-1)?.id
  useLayoutEffect(() => {
    const box = ref.current
    if (!box || !CAN_POP || newest === undefined) return
    if (box.matches(':popover-open')) box.hidePopover()
    box.showPopover()
  }, [newest])
  return (
    <div
      ref={ref}
      popover={CAN_POP ? 'manual' : undefined}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 bottom-auto z-[80] m-0 flex w-auto flex-col items-center gap-2 overflow-visible border-0 bg-transparent p-0 px-4 text-inherit"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={cx(
            'pointer-events-auto flex max-w-md animate-toast-in items-center gap-3 rounded-lg border py-2.5 pr-2 pl-4 shadow-raised backdrop-blur-md',
            toast.type === 0
              ? 'border-danger-500/40 bg-navy-900/95 text-danger-400'
              : 'border-success-500/40 bg-navy-900/95 text-success-400',
          )}
        >
          <svg
            viewBox="0 0 20 20"
            className="size-5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden
          >
            <circle cx="10" cy="10" r="8" />
            {toast.type === 0 ? (
              <path d="M10 6v5M10 14h.01" strokeLinecap="round" />
            ) : (
              <path d="m6.5 10.2 2.4 2.4 4.6-5" strokeLinecap="round" strokeLinejoin="round" />
            )}
          </svg>
          <span role={toast.type === 0 ? 'alert' : 'status'} className="text-ink-50 text-sm">
            {toast.message}
          </span>
          <button
            type="button"
            aria-label={t('layout.toastClose')}
            onClick={() => dismissToast(toast.id)}
            className="ml-1 flex size-6 items-center justify-center rounded-full text-ink-400 hover:text-white"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
