// The /payInfo page once the order is final (payment.machine's `final` tag: credited, refused, or the
// window over): the outcome alone, with nothing left to pay and no countdown, and the ways on: the
// transaction records and the member centre (docs/payments.md).
import type { ReactNode } from 'react'
import type { PayInfo } from '../../../core/contract/calls'
import type { PayStatus } from '../../../core/contract/payments'
import { useT } from '../../i18n'
import { href, paths } from '../../routes/paths'
import { buttonClasses } from '../ui'
import { PayState } from './PayState'

/** The page's frame and title, shared by the instructions and the outcome. */
export function PayCard({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <main className="min-h-screen bg-navy-950 px-4 py-8 text-ink-100">
      <div className="mx-auto max-w-2xl rounded-2xl border border-gold-400/20 bg-surface p-6">
        <h1 className="font-semibold text-gold-100 text-xl">{t('member.pay.title')}</h1>
        {children}
      </div>
    </main>
  )
}

const OPEN: PayStatus = {
  deposit_no: '',
  status: 'expired',
  pay_url: '',
  paid: null,
  unit: 'CNY',
  confirmations: 0,
  credited: null,
  settled_at: null,
}

export function PayOutcome({ order, status }: { order: PayInfo; status: PayStatus | null }) {
  const t = useT()
  // The window is over before the server closed the order (or before its first answer): expired.
  const open = !status || status.status === 'awaiting' || status.status === 'manual'
  const shown: PayStatus = open ? { ...OPEN, ...status, status: 'expired' } : status
  return (
    <PayCard>
      <PayState status={shown} checkout={false} />
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-400">{t('member.pay.orderNo')}</dt>
        <dd>{order.deposit_no}</dd>
        <dt className="text-ink-400">{t('member.pay.amount')}</dt>
        <dd>¥{order.info.amount}</dd>
        {shown.credited ? (
          <>
            <dt className="text-ink-400">{t('member.pay.outcome.credited')}</dt>
            <dd className="font-semibold text-gold-200">¥{shown.credited}</dd>
          </>
        ) : null}
        {shown.settled_at ? (
          <>
            <dt className="text-ink-400">{t('member.pay.outcome.time')}</dt>
            <dd>{shown.settled_at}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href={href(paths.mine('transRecord'))} className={buttonClasses({ block: true })}>
          {t('member.pay.outcome.records')}
        </a>
        <a href={href(paths.mine('center'))} className={buttonClasses({ variant: 'ghost', block: true })}>
          {t('member.pay.outcome.centre')}
        </a>
      </div>
    </PayCard>
  )
}
