// The outcome of an action the four-eyes gate diverted (code 250; docs/operator-console.md, "Four
// eyes"): not an error but a request waiting for another operator, named by its number, amount and
// expiry, with a way to the queue where it waits.
import { Link } from 'wouter'
import { useT } from '../../i18n'
import type { Submitted } from '../../machines/diverted'
import { Money, Notice } from '../../ui/kit'

export function SubmittedNotice({ approval }: { approval: Submitted }) {
  const { t } = useT()
  return (
    <Notice
      kind="info"
      title={t('approval.submitted')}
      text={t('approval.submittedDetail', { id: approval.id, expires: approval.expires })}
    >
      {approval.amount ? (
        <span className="text-ink-300">
          {t('col.amount')}：<Money value={approval.amount} />
        </span>
      ) : null}
      <Link href="/approvals" className="text-gold-300 underline">
        {t('nav.approvals')}
      </Link>
    </Notice>
  )
}
