// The filter form of a server-paged list: the operator edits a draft, 搜索 applies it (and goes back to
// the first page, since the old page number means nothing under new filters), 重置 clears it. A list
// can check the draft before applying it and show what is wrong beside the field. ExportButton saves
// what the applied filters match as the server's audited CSV (docs/operator-console.md, "Working the
// lists").
import type { PaginationState } from '@tanstack/react-table'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { parseMoney } from '../../../core/money'
import { beijingDate } from '../../../core/time'
import { downloadCsv } from '../download'
import { type T, useT } from '../i18n'
import { Button, Notice, Spinner, TextField } from './kit'

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

type Ranges = { from?: string; to?: string; min_amount?: string; max_amount?: string }

/** What is wrong with typed days and amounts, by field: amounts as "200" or "200.5" (core/money). */
export function checkRanges<F extends Ranges>(t: T, f: F): Partial<Record<keyof Ranges, string>> {
  const errors: Partial<Record<keyof Ranges, string>> = {}
  const amount = (k: 'min_amount' | 'max_amount') => {
    const v = f[k]?.trim()
    if (!v) return null
    const r = parseMoney(v)
    if (!r.ok) errors[k] = t('queue.amountInvalid')
    return r.ok ? r.cents : null
  }
  const min = amount('min_amount')
  const max = amount('max_amount')
  if (min !== null && max !== null && max < min) errors.max_amount = t('queue.amountRange')
  if (f.from && f.to && f.to < f.from) errors.to = t('queue.dateRange')
  return errors
}

/**
 * 导出 CSV of what the applied filters match (not the draft being typed): the server answers the file
 * and audits it, or refuses (too many rows) with a message shown under the button.
 */
export function ExportButton({ path, query, name }: { path: string; query: Values; name: string }) {
  const { t } = useT()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = async () => {
    const q = Object.entries({ ...query, format: 'csv' }).filter(([, v]) => v.trim() !== '')
    setBusy(true)
    setError(null)
    try {
      await downloadCsv(
        `${path}?${new URLSearchParams(q)}`,
        `${name}-${beijingDate(new Date())}.csv`,
        t('app.error'),
      )
    } catch (e) {
      setError(e instanceof Error ? e.message : t('app.error'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button onClick={run} disabled={busy}>
        {busy ? <Spinner /> : null}
        {t('queue.export')}
      </Button>
      {error ? (
        <div className="basis-full">
          <Notice kind="error" text={error} />
        </div>
      ) : null}
    </>
  )
}
