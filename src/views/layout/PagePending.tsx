import { useT } from '../../i18n'
import { href, paths } from '../../routes/paths'
import { buttonClasses } from '../ui/Button'
import { cx } from '../ui/cx'

/**
 * The shell of a page whose content lands in a later issue: the page's real title inside the layout
 * and an honest note, no invented content.
 */
export function PagePending({ title }: { title: string }) {
  const t = useT()
  return (
    <section className="mx-auto w-full max-w-page px-4 py-10 md:py-16">
      <div className="relative overflow-hidden rounded-2xl border border-white/8 bg-surface px-6 py-14 text-center shadow-card md:px-12">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 left-1/2 size-72 -translate-x-1/2 rounded-full bg-gold-400/10 blur-3xl"
        />
        <h1 className="relative font-semibold text-2xl text-gold-gradient md:text-display">{title}</h1>
        <p className="relative mt-4 text-ink-300">{t('common.pagePending')}</p>
        <a href={href(paths.home())} className={cx(buttonClasses({ variant: 'secondary' }), 'relative mt-8')}>
          {t('common.backHome')}
        </a>
      </div>
    </section>
  )
}

export default PagePending
