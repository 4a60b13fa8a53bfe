import { useT } from '../../i18n'
import { toast } from '../../state/ui'
import { cx } from './cx'

/**
 * Copies `text` to the clipboard and confirms with the spec's toast 复制成功！. `name` says what is
 * copied (read out as 复制 + name); `tabIndex`/`onFocus` let a group of them share one Tab stop.
 */
export function CopyButton({
  text,
  label,
  name,
  className,
  tabIndex,
  onFocus,
}: {
  text: string
  label?: string
  name?: string
  className?: string
  tabIndex?: number
  onFocus?: () => void
}) {
  const t = useT()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      toast(1, t('common.copied'))
    } catch {
      toast(0, t('common.copyFailed'))
    }
  }
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={name ? `${label ?? t('common.copy')} ${name}` : undefined}
      tabIndex={tabIndex}
      onFocus={onFocus}
      className={cx(
        'inline-flex items-center gap-1 rounded-sm px-1.5 py-0.5 text-gold-300 text-xs hover:bg-gold-400/10 hover:text-gold-200',
        className,
      )}
    >
      <svg
        viewBox="0 0 20 20"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        aria-hidden
      >
        <rect x="7" y="7" width="10" height="10" rx="2" />
        <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
      </svg>
      {label ?? t('common.copy')}
    </button>
  )
}
