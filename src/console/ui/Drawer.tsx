// The menu as a drawer on screens narrower than the fixed sidebar's breakpoint (lg, 1024 px): a modal
// Headless UI dialog from the left edge. It traps focus, Escape and the backdrop close it, and focus
// goes back to the menu button. Wider than that the drawer closes itself: the sidebar is on screen.
import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react'
import { type ReactNode, useEffect } from 'react'
import { useReturnFocus } from './returnFocus'

const WIDE = '(min-width: 1024px)'

export function Drawer({
  open,
  label,
  onClose,
  children,
}: {
  open: boolean
  label: string
  onClose: () => void
  children: ReactNode
}) {
  useReturnFocus(open)
  useEffect(() => {
    if (!open) return
    const wide = window.matchMedia(WIDE)
    const follow = () => {
      if (wide.matches) onClose()
    }
    follow()
    wide.addEventListener('change', follow)
    return () => wide.removeEventListener('change', follow)
  }, [open, onClose])
  return (
    <Dialog open={open} onClose={onClose} aria-label={label} className="relative z-50 lg:hidden">
      <DialogBackdrop className="fixed inset-0 bg-black/60" />
      <DialogPanel className="fixed inset-y-0 left-0 flex w-64 max-w-[85vw] flex-col border-r border-white/5 bg-[#040814] shadow-raised">
        {children}
      </DialogPanel>
    </Dialog>
  )
}
