import { useT } from '../../i18n'
import { Button, Dialog, SafeHtml } from '../ui'

/** The welcome modal (settings HTML, sanitised) and the latest-notice modal (first 2 notices). */
export function HomeModals({
  welcomeOpen,
  noticesOpen,
  welcomeHtml,
  notices,
  title,
  onClose,
  onViewAll,
}: {
  welcomeOpen: boolean
  noticesOpen: boolean
  welcomeHtml: string
  notices: string[]
  title: string
  onClose: () => void
  onViewAll: () => void
}) {
  const t = useT()
  // One dialog whose content follows the sequence: two dialogs swapping in one render once left the
  // closing welcome dialog on top of the stack, and the notice dialog then ignored Escape.
  const welcome = welcomeOpen
  return (
    <Dialog
      open={welcomeOpen || noticesOpen}
      onClose={onClose}
      title={
        welcome
          ? title
            ? `${t('public.welcome.title')} · ${title}`
            : t('public.welcome.title')
          : t('public.noticeModal.title')
      }
      footer={
        welcome ? (
          <Button onClick={onClose}>{t('public.welcome.close')}</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('public.noticeModal.close')}
            </Button>
            <Button onClick={onViewAll}>{t('public.noticeModal.viewAll')}</Button>
          </>
        )
      }
    >
      {welcome ? (
        <SafeHtml html={welcomeHtml} className="max-h-[60vh] overflow-y-auto" />
      ) : (
        <ol className="flex flex-col gap-3">
          {notices.map((n, i) => (
            <li key={i} className="flex gap-3 rounded-lg border border-white/8 bg-navy-900/60 p-4">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-gold-gradient font-semibold text-navy-950 text-xs">
                {i + 1}
              </span>
              <p className="text-ink-100 leading-relaxed">{n}</p>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  )
}
