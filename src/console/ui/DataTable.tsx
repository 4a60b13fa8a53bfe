// The console's one data grid, on TanStack Table (v9): the server owns paging and sorting (manual
// flags; the caller's loader receives the page and the sort), the table owns headers, sort toggles
// and the row model; this component owns the markup, the dense back-office look and the loading,
// empty and error states.
import {
  type ColumnDef,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { type ReactNode, useEffect, useRef } from 'react'
import { useT } from '../i18n'
import { Button, Notice, Spinner } from './kit'
import type { Loaded } from './useLoad'

export const features = tableFeatures({ rowSortingFeature, rowPaginationFeature })
export type Features = typeof features
// biome-ignore lint/suspicious/noExplicitAny: a column's value type differs per column
export type Column<T extends RowData> = ColumnDef<Features, T, any>

type Props<T extends RowData> = {
  columns: Column<T>[]
  rows: T[] | null
  total: number
  pagination: PaginationState
  onPagination: (p: PaginationState) => void
  sorting?: SortingState
  onSorting?: (s: SortingState) => void
  loading: boolean
  error: string | null
  onRetry: () => void
  empty: string
  label: string
  rowKey: (row: T) => string
  /** Extra content under a row (e.g. the review panel of the selected item). */
  expanded?: (row: T) => ReactNode
}

const EMPTY: never[] = []

/** A server-paged read (useLoad of `{ rows, total }`) as the table's rows, total and states. */
export const fromPage = <T,>(list: Loaded<{ rows: T[]; total: number }>) => ({
  rows: list.data ? list.data.rows : list.error ? [] : null,
  total: list.data?.total ?? 0,
  loading: list.loading,
  error: list.error,
  onRetry: list.reload,
})

export function DataTable<T extends RowData>(p: Props<T>) {
  const { t } = useT()
  const table = useTable({
    features,
    columns: p.columns,
    data: (p.rows ?? EMPTY) as T[],
    rowCount: p.total,
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    getRowId: (row: T) => p.rowKey(row),
    state: { pagination: p.pagination, sorting: p.sorting ?? [] },
    onPaginationChange: (u) => p.onPagination(typeof u === 'function' ? u(p.pagination) : u),
    onSortingChange: (u) => {
      const cur = p.sorting ?? []
      p.onSorting?.(typeof u === 'function' ? u(cur) : u)
    },
  })
  const pages = Math.max(1, Math.ceil(p.total / p.pagination.pageSize))
  const colCount = p.columns.length
  const scroller = useRef<HTMLDivElement>(null)
  // A table wider than the screen scrolls in its card; when nothing inside it takes focus (an empty
  // list, rows without links) the card itself does, so the keyboard can scroll it too (WCAG 2.1.1).
  // Only then: a Tab stop before the first queue action would cost the operator a press.
  useEffect(() => {
    const el = scroller.current
    if (!el) return
    const check = () => {
      const scrolls = el.scrollWidth > el.clientWidth
      const focusable = el.querySelector('a[href], button, input, select, textarea, [tabindex]') !== null
      if (scrolls && !focusable) el.setAttribute('tabindex', '0')
      else el.removeAttribute('tabindex')
    }
    check()
    const seen = new ResizeObserver(check)
    seen.observe(el)
    return () => seen.disconnect()
  })
  return (
    <div className="overflow-hidden rounded-md border border-white/8 bg-navy-900">
      {/* Wide tables scroll inside their card on a phone; words (Chinese ones too) keep together. */}
      <div ref={scroller} className="relative overflow-x-auto">
        <table className="w-full border-collapse break-keep text-left text-sm" aria-label={p.label}>
          <thead className="bg-navy-850 text-xs text-ink-300">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = Boolean(p.onSorting) && header.column.getCanSort()
                  const sorted = header.column.getIsSorted()
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                      className="whitespace-nowrap border-b border-white/8 px-3 py-2 font-medium"
                    >
                      {sortable ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 hover:text-ink-50"
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden className="text-gold-400">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {p.error ? (
              <tr>
                <td colSpan={colCount} className="p-6">
                  <Notice kind="error" title={t('app.error')} text={p.error}>
                    <Button onClick={p.onRetry}>{t('app.retry')}</Button>
                  </Notice>
                </td>
              </tr>
            ) : p.rows === null ? (
              <tr>
                <td colSpan={colCount} className="p-10 text-center text-ink-300">
                  <Spinner /> {t('app.loading')}
                </td>
              </tr>
            ) : p.rows.length === 0 ? (
              <tr>
                <td colSpan={colCount} className="p-10 text-center text-ink-300">
                  {p.empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <RowWithPanel key={row.id} colCount={colCount} panel={p.expanded?.(row.original)}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="border-b border-white/5 px-3 py-2 align-top text-ink-100">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </RowWithPanel>
              ))
            )}
          </tbody>
        </table>
        {p.loading && p.rows !== null ? (
          <div className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-gold-400" aria-hidden />
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-white/8 px-3 py-2 text-xs text-ink-300">
        <span>{t('app.page', { page: p.pagination.pageIndex + 1, pages, total: p.total })}</span>
        <div className="flex gap-2">
          <Button size="sm" disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
            {t('app.prev')}
          </Button>
          <Button size="sm" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
            {t('app.next')}
          </Button>
        </div>
      </div>
    </div>
  )
}

function RowWithPanel({
  children,
  panel,
  colCount,
}: {
  children: ReactNode
  panel: ReactNode
  colCount: number
}) {
  return (
    <>
      <tr className={panel ? 'bg-navy-800' : 'hover:bg-navy-850'}>{children}</tr>
      {panel ? (
        <tr className="bg-navy-800">
          <td colSpan={colCount} className="border-b border-gold-700/40 px-3 pb-3">
            {panel}
          </td>
        </tr>
      ) : null}
    </>
  )
}
