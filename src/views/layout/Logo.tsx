import { useSettings } from '../../machines/hooks'
import { href, paths } from '../../routes/paths'
import { cx } from '../ui/cx'

export const DEFAULT_LOGO = '/img/brand/logo.svg'

/** The site logo from settings (site_logo), falling back to the in-house wordmark; links home. */
export function Logo({ className }: { className?: string }) {
  const settings = useSettings()
  const title = settings?.title ?? ''
  return (
    <a
      href={href(paths.home())}
      className={cx('inline-flex shrink-0 items-center', className)}
      aria-label={title || undefined}
    >
      <img src={settings?.site_logo || DEFAULT_LOGO} alt={title} className="h-full w-auto" />
    </a>
  )
}
