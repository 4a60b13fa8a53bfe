// The filter form of a server-paged list: the operator edits a draft, 搜索 applies it (and goes back to
// the first page, since the old page number means nothing under new filters), 重置 clears it. A list
// can check the draft before applying it and show what is wrong beside the field.
import type { PaginationState } from '@tanstack/react-table'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useT } from '../i18n'
import { Button, TextField } from './kit'

type Values = Record<string, string>
type Errors<F> = Partial<Record<keyof F, string>>

export function useFilters<F extends Values>(none: F, pageSize: number, check?: (f: F) => Errors<F>) {
  const [draft, setDraft] = useState(none)
  const [applied, setApplied] = useState(none)
  const [errors, setErrors] = useState<Errors<F>>({})
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize })
  const apply = (next: F = draft) => {
    setDraft(next)
    const found = check?.(next) ?? {}
    setErrors(found)
    if (Object.keys(found).length) return
    setApplied(next)
    setPagination((p) => ({ ...p, pageIndex: 0 }))
  }
  return {
    draft,
    applied,
    errors,
    pagination,
    setPagination,
    apply,
    set: <K extends keyof F>(key: K, value: F[K]) => setDraft((d) => ({ ...d, [key]: value })),
    reset: () => apply(none),
  }
}
export type Filters<F extends Values> = ReturnType<typeof useFilters<F>>

export function FilterBar<F extends Values>({
  label,
  filters,
  children,
  actions,
}: {
  label: string
  filters: Filters<F>
  children: ReactNode
  /** Beside 搜索 and 重置: what acts on the applied filters (an export). */
  actions?: ReactNode
}) {
  const { t } = useT()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    filters.apply()
  }
  return (
    <form
      className="mb-4 flex flex-wrap items-start gap-2 rounded-md border border-white/8 bg-navy-900 p-3"
      aria-label={label}
      onSubmit={submit}
    >
      {children}
      <div className="flex flex-wrap gap-2 self-end">
        <Button tone="primary" type="submit">
          {t('app.search')}
        </Button>
        <Button onClick={() => filters.reset()}>{t('app.reset')}</Button>
        {actions}
      </div>
    </form>
  )
}

/** A text field of the draft, with its error under it. */
export function FilterField<F extends Values>({
  filters,
  name,
  label,
  type = 'text',
  inputMode,
  width = 'w-36',
}: {
  filters: Filters<F>
  name: keyof F & string
  label: string
  type?: 'text' | 'date'
  inputMode?: 'decimal'
  width?: string
}) {
  const errorId = useId()
  const error = filters.errors[name]
  return (
    <div className={type === 'date' ? 'w-40' : width}>
      <TextField
        label={label}
        type={type}
        inputMode={inputMode}
        value={filters.draft[name]}
        onChange={(e) => filters.set(name, e.target.value as F[typeof name])}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-danger-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}
