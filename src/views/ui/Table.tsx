import type { ReactNode } from 'react'
import { cx } from './cx'
import { EmptyState } from './EmptyState'
import { Spinner } from './Spinner'

export const ALIGNS = ['left', 'center', 'right'] as const
export type Align = (typeof ALIGNS)[number]
const alignClass: Record<Align, string> = { left: 'text-left', center: 'text-center', right: 'text-right' }

export type Column<R> = {
  key: string
  title: ReactNode
  /** Defaults to `row[key]`. */
  render?: (row: R, index: number) => ReactNode
  align?: Align
  className?: string
}

/** A data table with header, striped rows, a loading state and an empty state. Scrolls sideways on phones. */
export function Table<R>({
  columns,
  rows,
  empty,
  loading = false,
  rowKey,
  caption,
  className,
}: {
  columns: readonly Column<R>[]
  rows: readonly R[]
  empty?: ReactNode
  loading?: boolean
  rowKey: (row: R, index: number) => string | number
  caption?: string
  className?: string
}) {
  return (
    <div className={cx('overflow-x-auto rounded-lg border border-white/8 bg-navy-900/60', className)}>
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr className="bg-navy-800/80 text-ink-300">
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cx(
                  'whitespace-nowrap px-4 py-3 font-medium',
                  alignClass[c.align ?? 'center'],
                  c.className,
                )}
              >
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={columns.length} className="py-12 text-center">
                <Spinner />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty ?? <EmptyState />}</td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr
                key={rowKey(row, i)}
                className="border-white/5 border-t text-ink-100 even:bg-white/[0.02] hover:bg-white/[0.04]"
              >
                {columns.map((c) => (
                  <td key={c.key} className={cx('px-4 py-3', alignClass[c.align ?? 'center'], c.className)}>
                    {c.render ? c.render(row, i) : String((row as Record<string, unknown>)[c.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
