import { type ReactNode, useId, useLayoutEffect, useRef } from 'react'
import { useT } from '../../i18n'
import { Button } from './Button'
import { CloseIcon } from './CloseIcon'
import { cx } from './cx'

export const DIALOG_SIZES = ['sm', 'md', 'lg'] as const
export type DialogSize = (typeof DIALOG_SIZES)[number]
const sizeClass: Record<DialogSize, string> = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' }

type DialogProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  children?: ReactNode
  footer?: ReactNode
  size?: DialogSize
  /** Show the close icon in the corner. */
  closable?: boolean
  /**
   * Appear without the fade: for a gate that stands in front of a page as it opens (the date-of-birth
   * prompt), where a fade only delays what the player has to read first.
   */
  instant?: boolean
}

/**
 * A modal: the browser's own `<dialog>` opened with showModal(), so the page behind is inert, the
 * dialog sits in the top layer above everything, Escape closes it and, when it closes, focus goes back
 * to the control that opened it (docs/accessibility.md). No library: it costs no script or forced
 * layout before a page that opens with a dialog (the deposit page's gates) can paint.
 * Open state belongs to the caller's machine:
 * `<Dialog open={snap.hasTag('modal')} onClose={() => send({ type: 'x.cancel' })}>`.
 */
export function Dialog(props: DialogProps) {
  // Closed, nothing is drawn (as before): each opening is a fresh showModal() with its own focus return.
  return props.open ? <OpenDialog {...props} /> : null
}

function OpenDialog({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closable = true,
  instant = false,
}: DialogProps) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // The latest onClose for the native events, without re-running the open/close effect.
  const close = useRef(onClose)
  close.current = onClose
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement
    if (!dialog.open) dialog.showModal()
    return () => {
      // Closing before the element leaves the page: close() is what gives focus back.
      dialog.close()
      // Opened with nothing focused (a dialog the page opens by itself, the home page's notices): the
      // next Tab starts at the top of the page (the skip link), not after where the dialog stood.
      if (!opener || opener === document.body) {
        document.body.setAttribute('tabindex', '-1')
        document.body.focus({ preventScroll: true })
        document.body.removeAttribute('tabindex')
      }
    }
  }, [])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape (and a phone's back gesture) ask to close; the caller's machine decides.
      onCancel={(e) => {
        e.preventDefault()
        close.current()
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.preventDefault()
        e.stopPropagation()
        close.current()
      }}
      // A press on the dim area around the panel (the dialog element itself) closes, as a tap outside.
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) close.current()
      }}
      className={cx(
        'fixed inset-0 z-[60] m-0 hidden size-full max-h-none max-w-none items-center justify-center open:flex',
        'overflow-y-auto overscroll-contain border-0 bg-transparent p-4 text-inherit',
        'backdrop:bg-navy-950/75 backdrop:backdrop-blur-sm',
      )}
    >
      <div
        className={cx(
          'relative w-full overflow-hidden rounded-xl border border-gold-400/20 bg-surface shadow-raised',
          !instant &&
            'transition duration-200 ease-out-soft starting:translate-y-2 starting:scale-95 starting:opacity-0',
          sizeClass[size],
        )}
      >
        <div aria-hidden className="h-1 bg-gold-gradient" />
        <div className="flex items-center justify-between gap-4 px-6 pt-5">
          <h2 id={titleId} className="font-semibold text-gold-100 text-lg">
            {title}
          </h2>
          {closable ? (
            <button
              type="button"
              onClick={() => close.current()}
              aria-label={t('common.close')}
              className="-mr-2 flex size-8 items-center justify-center rounded-full text-ink-400 hover:bg-white/6 hover:text-white"
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
        {children ? <div className="px-6 pt-4 pb-6 text-ink-200">{children}</div> : null}
        {footer ? (
          <div className="flex justify-end gap-3 border-white/6 border-t bg-navy-950/30 px-6 py-4">
            {footer}
          </div>
        ) : null}
      </div>
    </dialog>
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
