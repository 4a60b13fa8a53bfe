// The restricted member centre (issue 17 item 4): while a time-out or self-exclusion is in force,
// every member page opens with what still works (withdraw, records, customer service) and what the
// server refuses until when. The server enforces it whatever this shows (code 233).
import { useSnapshot } from 'valtio'
import { protectionStatus } from '../../api/protection'
import { useT } from '../../i18n'
import { openCustomerService } from '../../routes/external'
import { useHashPathname } from '../../routes/hashLocation'
import { href, paths } from '../../routes/paths'
import { protectionPrompts } from '../../state/protectionPrompts'
import { useResource } from '../home/useResource'

export function RestrictedNotice() {
  const t = useT()
  const { breakVersion } = useSnapshot(protectionPrompts)
  // Read again on every member page and after a break starts (another tab may have started one).
  const pathname = useHashPathname()
  const x = useResource(() => protectionStatus(), `${breakVersion} ${pathname}`).data?.exclusion
  if (!x) return null
  const link = 'text-gold-300 underline underline-offset-2 hover:text-gold-200'
  return (
    <section
      className="mb-4 rounded-xl border border-danger-400/40 bg-danger-400/10 p-4 text-sm"
      aria-labelledby="restricted-title"
      data-testid="restricted-notice"
    >
      <h2 id="restricted-title" className="font-semibold text-danger-400">
        {t('pr.restricted.title')}
      </h2>
      <p className="mt-1">
        {/* A reopen is asked for (or can be) only once a self-exclusion has ended. */}
        {x.reopen_at
          ? t('pr.reopening', { at: x.reopen_at })
          : x.can_request_reopen
            ? t('p.selfExclusionClosed')
            : t(`pr.current.${x.kind}`, { until: x.ends_at })}
      </p>
      <p className="mt-1 text-ink-300">{t('pr.restricted.cannot')}</p>
      <p className="mt-1">
        {t('pr.restricted.can')}
        <span className="ml-2 inline-flex flex-wrap gap-3">
          <a className={link} href={href(paths.mine('withdraw'))}>
            {t('member.menu.withdraw')}
          </a>
          <a className={link} href={href(paths.mine('transRecord'))}>
            {t('member.menu.transRecord')}
          </a>
          <button type="button" className={link} onClick={() => openCustomerService()}>
            {t('pr.restricted.support')}
          </button>
        </span>
      </p>
    </section>
  )
}
