import type { ReactNode } from 'react'
import { cx } from './cx'
import { EmptyState } from './EmptyState'
import { Spinner } from './Spinner'

export const ALIGNS = ['left', 'center', 'right'] as const
export type Align = (typeof ALIGNS)[number]

/** Below md: `cards` stacks each row as a card of "title  value" lines; `scroll` keeps the grid and scrolls. */
export const TABLE_PHONE_LAYOUTS = ['cards', 'scroll'] as const
export type TablePhoneLayout = (typeof TABLE_PHONE_LAYOUTS)[number]

// The card layout keeps the one table in the DOM and re-flows it with CSS on phones: the header is only
// read out, each row is a card, each cell a line with its column title (data-label) before the value.
const layoutClass = {
  cards: {
    frame: 'md:overflow-x-auto md:rounded-lg md:border md:border-white/8 md:bg-navy-900/60',
    table: 'max-md:block md:min-w-[36rem]',
    head: 'max-md:sr-only',
    body: 'max-md:flex max-md:flex-col max-md:gap-3',
    row: 'md:border-t md:even:bg-white/[0.02] md:hover:bg-white/[0.04] max-md:block max-md:rounded-lg max-md:border max-md:border-white/8 max-md:bg-navy-900/60 max-md:px-4 max-md:py-2',
    cell: 'md:px-4 md:py-3 max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-4 max-md:py-1.5 max-md:text-right max-md:[overflow-wrap:anywhere] max-md:before:shrink-0 max-md:before:text-left max-md:before:text-ink-400 max-md:before:content-[attr(data-label)]',
    lone: 'max-md:block',
    align: { left: 'md:text-left', center: 'md:text-center', right: 'md:text-right' },
  },
  scroll: {
    frame: 'overflow-x-auto rounded-lg border border-white/8 bg-navy-900/60',
    table: 'min-w-[36rem]',
    head: '',
    body: '',
    row: 'border-t even:bg-white/[0.02] hover:bg-white/[0.04]',
    cell: 'px-4 py-3',
    lone: '',
    align: { left: 'text-left', center: 'text-center', right: 'text-right' },
  },
} as const satisfies Record<
  TablePhoneLayout,
  Record<'frame' | 'table' | 'head' | 'body' | 'row' | 'cell' | 'lone', string> & {
    align: Record<Align, string>
  }
>

// Where CSS changes the display of table elements, browsers may stop exposing them as a table
// (WebKit does); the card layout states the roles so it stays a table for assistive technology.
const tableRoles = {
  cards: { table: 'table', group: 'rowgroup', row: 'row', header: 'columnheader', cell: 'cell' },
  scroll: { table: undefined, group: undefined, row: undefined, header: undefined, cell: undefined },
} as const

export type Column<R> = {
  key: string
  title: ReactNode
  /** The cell's label in the phone card layout when `title` is not plain text. */
  label?: string
  /** Defaults to `row[key]`. */
  render?: (row: R, index: number) => ReactNode
  align?: Align
  className?: string
}

/**
 * A data table with header, striped rows, a loading state and an empty state. On phones each row
 * becomes a card of labelled lines (`phone="scroll"` keeps the grid and scrolls it sideways instead).
 */
export function Table<R>({
  columns,
  rows,
  empty,
  loading = false,
  rowKey,
  caption,
  className,
  phone = 'cards',
}: {
  columns: readonly Column<R>[]
  rows: readonly R[]
  empty?: ReactNode
  loading?: boolean
  rowKey: (row: R, index: number) => string | number
  caption?: string
  className?: string
  phone?: TablePhoneLayout
}) {
  const l = layoutClass[phone]
  const role = tableRoles[phone]
  return (
    <div className={cx(l.frame, className)}>
      <table role={role.table} className={cx('w-full border-collapse text-sm', l.table)}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead role={role.group} className={l.head}>
          <tr role={role.row} className="bg-navy-800/80 text-ink-300">
            {columns.map((c) => (
              <th
                key={c.key}
                role={role.header}
                scope="col"
                className={cx(
                  'whitespace-nowrap px-4 py-3 font-medium',
                  l.align[c.align ?? 'center'],
                  c.className,
                )}
              >
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={role.group} className={l.body}>
          {loading ? (
            <tr role={role.row} className={l.lone}>
              <td role={role.cell} colSpan={columns.length} className={cx('py-12 text-center', l.lone)}>
                <Spinner />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr role={role.row} className={l.lone}>
              <td role={role.cell} colSpan={columns.length} className={l.lone}>
                {empty ?? <EmptyState />}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row, i)} role={role.row} className={cx('border-white/5 text-ink-100', l.row)}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    role={role.cell}
                    data-label={typeof c.title === 'string' ? c.title : c.label}
                    className={cx(l.cell, l.align[c.align ?? 'center'], c.className)}
                  >
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
