import { DialogBackdrop, DialogPanel, DialogTitle, Dialog as HDialog } from '@headlessui/react'
import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { Button } from './Button'
import { cx } from './cx'

export const DIALOG_SIZES = ['sm', 'md', 'lg'] as const
export type DialogSize = (typeof DIALOG_SIZES)[number]
const sizeClass: Record<DialogSize, string> = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' }

/**
 * A modal over Headless UI. Open state belongs to the caller's machine:
 * `<Dialog open={snap.hasTag('modal')} onClose={() => send({ type: 'x.cancel' })}>`.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closable = true,
  instant = false,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  children?: ReactNode
  footer?: ReactNode
  size?: DialogSize
  /** Show the close icon in the corner. */
  closable?: boolean
  /**
   * Appear and leave without the fade: for a gate that stands in front of a page as it opens (the
   * date-of-birth prompt), where a fade only delays what the player has to read first.
   */
  instant?: boolean
}) {
  const t = useT()
  return (
    <HDialog open={open} onClose={onClose} className="fixed inset-0 z-[60]">
      <DialogBackdrop
        transition={!instant}
        className="fixed inset-0 bg-navy-950/75 backdrop-blur-sm transition duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          transition={!instant}
          className={cx(
            'relative w-full overflow-hidden rounded-xl border border-gold-400/20 bg-surface shadow-raised',
            'transition duration-200 ease-out-soft data-closed:translate-y-2 data-closed:scale-95 data-closed:opacity-0',
            sizeClass[size],
          )}
        >
          <div aria-hidden className="h-1 bg-gold-gradient" />
          <div className="flex items-center justify-between gap-4 px-6 pt-5">
            <DialogTitle className="font-semibold text-gold-100 text-lg">{title}</DialogTitle>
            {closable ? (
              <button
                type="button"
                onClick={onClose}
                aria-label={t('common.close')}
                className="-mr-2 flex size-8 items-center justify-center rounded-full text-ink-400 hover:bg-white/6 hover:text-white"
              >
                <svg
                  viewBox="0 0 20 20"
                  className="size-4"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  aria-hidden
                >
                  <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
                </svg>
              </button>
            ) : null}
          </div>
          {children ? <div className="px-6 pt-4 pb-6 text-ink-200">{children}</div> : null}
          {footer ? (
            <div className="flex justify-end gap-3 border-white/6 border-t bg-navy-950/30 px-6 py-4">
              {footer}
            </div>
          ) : null}
        </DialogPanel>
      </div>
    </HDialog>
  )
}

/** A yes/no question (logout, unbind). The labels default to confirm/cancel. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'primary',
}: {
  open: boolean
  title: ReactNode
  message?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
  busy?: boolean
  tone?: 'primary' | 'danger'
}) {
  const t = useT()
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  )
}
