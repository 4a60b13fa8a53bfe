// /payInfo?deposit_no= (new tab after a non-bank deposit): the view of payment.machine. The URL's
// deposit number is bridged into the machine; nothing renders until the order has a deposit number.
// The payment state (PayState.tsx) follows the provider: paid, credited, expired (docs/payments.md).
// Once final (credited, refused, the window over) the outcome replaces the instructions (PayOutcome.tsx).
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useSearch } from 'wouter'
import { useT } from '../../i18n'
import { isCrypto, paymentMachine } from '../../machines/payment.machine'
import { goToMine, useMemberFlow } from '../mine/useMemberFlow'
import { Button, CopyButton, Countdown, QrCode } from '../ui'
import { PayCard, PayOutcome } from './PayOutcome'
import { PayState } from './PayState'

export default function PayInfoPage() {
  const t = useT()
  const search = useSearch()
  const ref = useMemberFlow(paymentMachine, { input: {}, actions: { goToRecords: goToMine('transRecord') } })
  const depositNo = new URLSearchParams(search).get('deposit_no') ?? ''
  useEffect(() => {
    ref.send({ type: 'payment.load', depositNo })
  }, [ref, depositNo])
  const order = useSelector(ref, (s) => s.context.order)
  const kind = useSelector(ref, (s) => s.context.kind)
  const remainingMs = useSelector(ref, (s) => s.context.remainingMs)
  const status = useSelector(ref, (s) => s.context.status)
  const final = useSelector(ref, (s) => s.hasTag('final'))
  if (!order?.deposit_no) return null
  if (final) return <PayOutcome order={order} status={status} />
  const crypto = isCrypto(kind)
  const { info, cardlist } = order
  const chain = info.bank === 'TRC20' ? t('member.pay.tron') : t('member.pay.ethereum')
  return (
    <PayCard>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-400">{t('member.pay.orderNo')}</dt>
        <dd>{order.deposit_no}</dd>
        {crypto ? (
          <>
            <dt className="text-ink-400">{t('member.pay.rate')}</dt>
            <dd>{t('member.pay.rateLine', { coin: cardlist.content || 'USDT', rate: info.usdtrate })}</dd>
            <dt className="text-ink-400">{t('member.pay.cryptoAmount')}</dt>
            <dd>
              {info.real_money} {cardlist.content || 'USDT'}
            </dd>
          </>
        ) : null}
        <dt className="text-ink-400">{t('member.pay.amount')}</dt>
        <dd>¥{info.amount}</dd>
        <dt className="text-ink-400">{t('member.pay.method')}</dt>
        <dd>{info.paytype}</dd>
      </dl>
      <div className="mt-5 rounded-xl bg-navy-900 p-4 text-center">
        <p className="text-ink-300 text-sm">{t('member.pay.exact')}</p>
        <p className="mt-1 font-bold text-3xl text-gold-200">
          {crypto ? `${info.real_money} ${cardlist.content || 'USDT'}` : `¥${info.real_money}`}
        </p>
        <p className="mt-1 text-danger-400 text-xs">{t('member.pay.exactWarning')}</p>
        <div className="mt-4 flex flex-col items-center gap-2">
          {cardlist.payimg ? (
            <img
              src={cardlist.payimg}
              width={210}
              height={210}
              alt={t('common.qrCode')}
              className="size-[210px] rounded-md bg-white p-2"
            />
          ) : (
            <QrCode value={cardlist.mch_id || order.deposit_no} size={210} label={t('common.qrCode')} />
          )}
          <span className="text-ink-300 text-sm">{cardlist.content}</span>
        </div>
        {crypto ? (
          <div className="mt-4 flex items-center justify-center gap-2">
            <span className="break-all font-mono text-sm">{cardlist.mch_id}</span>
            <CopyButton text={cardlist.mch_id} />
          </div>
        ) : null}
        <p className="mt-4 text-ink-300 text-sm">
          {t('member.pay.remaining')}{' '}
          <Countdown remainingMs={remainingMs} label={t('member.pay.remaining')} />
        </p>
        <PayState status={status} />
      </div>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-ink-400 text-xs">
        {crypto ? (
          <>
            <li>{t('member.pay.noteAssets')}</li>
            <li>{t('member.pay.noteConfirm')}</li>
            <li>{t('member.pay.noteChain', { protocol: info.bank, chain })}</li>
            <li>{t('member.pay.noteLoss')}</li>
          </>
        ) : (
          <>
            <li>{t('member.pay.noteExact')}</li>
            <li>{t('member.pay.noteTime')}</li>
            {status && status.status !== 'manual' ? <li>{t('member.pay.lateNote')}</li> : null}
          </>
        )}
      </ul>
      <Button className="mt-6" block onClick={() => ref.send({ type: 'payment.paid' })}>
        {t('member.pay.paid')}
      </Button>
    </PayCard>
  )
}
