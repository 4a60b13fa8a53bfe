import { useT } from '../../i18n'
import { cx } from './cx'

/** Page numbers with ellipses: first, last, and two either side of the current page. */
export const pageWindow = (page: number, pages: number): Array<number | 'gap'> => {
  const out: Array<number | 'gap'> = []
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p)
    else if (out[out.length - 1] !== 'gap') out.push('gap')
  }
  return out
}

const pageButton =
  'flex h-8 min-w-8 items-center justify-center rounded-sm border px-2 text-sm transition disabled:cursor-not-allowed disabled:opacity-40'

export function Pagination({
  page,
  total,
  pageSize = 10,
  onChange,
  className,
}: {
  page: number
  total: number
  pageSize?: number
  onChange: (page: number) => void
  className?: string
}) {
  const t = useT()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (total <= 0) return null
  return (
    <nav
      aria-label={t('common.pagination')}
      className={cx('flex flex-wrap items-center justify-end gap-2', className)}
    >
      <span className="mr-2 text-ink-400 text-xs">{t('common.total', { total })}</span>
      <button
        type="button"
        className={cx(pageButton, 'border-white/10 text-ink-200 hover:border-gold-400/60')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('common.prevPage')}
      >
        ‹
      </button>
      {pageWindow(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-ink-500">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('common.pageN', { page: p })}
            onClick={() => p !== page && onChange(p)}
            className={cx(
              pageButton,
              p === page
                ? 'border-gold-400 bg-gold-400/15 font-semibold text-gold-200'
                : 'border-white/10 text-ink-200 hover:border-gold-400/60',
            )}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={cx(pageButton, 'border-white/10 text-ink-200 hover:border-gold-400/60')}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
        aria-label={t('common.nextPage')}
      >
        ›
      </button>
    </nav>
  )
}
