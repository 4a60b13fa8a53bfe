// The order's payment state on /payInfo (payment.machine polls it, docs/payments.md): a badge that
// says awaiting, confirming, paid-under-review, credited, expired or refused, what the provider
// reported paid when it differs, and the link to the provider's hosted checkout while unpaid.
import type { PayStatus } from '../../../core/contract/payments'
import { useT } from '../../i18n'
import { Badge, buttonClasses } from '../ui'
import type { BadgeTone } from '../ui/Badge'

const TONE: Record<PayStatus['status'], BadgeTone> = {
  awaiting: 'info',
  confirming: 'info',
  review: 'gold',
  credited: 'success',
  expired: 'danger',
  refused: 'danger',
  manual: 'neutral',
}

/** `checkout`: offer the hosted checkout while unpaid (not once the order is final). */
export function PayState({ status, checkout = true }: { status: PayStatus | null; checkout?: boolean }) {
  const t = useT()
  if (!status) return null
  const unpaid = checkout && status.status === 'awaiting' && status.pay_url !== ''
  return (
    <div className="mt-4 flex flex-col items-center gap-3" aria-live="polite">
      <Badge tone={TONE[status.status]}>
        {t(`member.pay.state.${status.status}`, { n: status.confirmations })}
      </Badge>
      {status.paid && status.status === 'review' ? (
        <span className="text-ink-300 text-sm">
          {t('member.pay.paidAmount', { amount: status.paid, unit: status.unit })}
        </span>
      ) : null}
      {unpaid ? (
        <a
          href={status.pay_url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'cta' })}
        >
          {t('member.pay.goPay')}
        </a>
      ) : null}
    </div>
  )
}
