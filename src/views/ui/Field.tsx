import { createContext, type ReactNode, useContext, useId } from 'react'
import { cx } from './cx'

/** What a Field tells the control inside it: its id, the id of its hint/error, and whether it is invalid. */
type FieldWiring = { id: string; describedBy?: string; invalid: boolean; disabled?: boolean }
const FieldContext = createContext<FieldWiring | null>(null)
export const useFieldWiring = () => useContext(FieldContext)

/**
 * A labelled form row. The label, hint and error are wired to the Input inside (htmlFor, aria-describedby,
 * aria-invalid), so tests and screen readers find the input by its label. Plain elements, no library:
 * the header's login form is on every page and must stay light.
 */
export function Field({
  label,
  error,
  hint,
  children,
  className,
  labelHidden = false,
  disabled,
}: {
  label: ReactNode
  error?: ReactNode
  hint?: ReactNode
  children: ReactNode
  className?: string
  /** Keep the label for assistive technology but do not draw it (compact header forms). */
  labelHidden?: boolean
  disabled?: boolean
}) {
  const id = useId()
  const noteId = `${id}-note`
  const note = error ?? hint
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cx('font-medium text-ink-200 text-sm', labelHidden && 'sr-only')}>
        {label}
      </label>
      <FieldContext.Provider
        value={{ id, describedBy: note ? noteId : undefined, invalid: Boolean(error), disabled }}
      >
        {children}
      </FieldContext.Provider>
      {note ? (
        <p
          id={noteId}
          role={error ? 'alert' : undefined}
          className={cx('text-xs', error ? 'text-danger-400' : 'text-ink-400')}
        >
          {note}
        </p>
      ) : null}
    </div>
  )
}
