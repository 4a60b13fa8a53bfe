// What an operator reads beside a deposit or a withdrawal, in the queue table and in the review
// dialog: the payer with the duplicate flag and, for a payment the provider reported with another
// amount, both amounts; the destination with its payout at the provider; the withdrawal's risk picture;
// on a decided order, the decision.
import type { ReactNode } from 'react'
import { decimalCents } from '../../../core/money'
import { type T, useT } from '../i18n'
import { Badge, Money } from '../ui/kit'
import { channelName, providerName } from '../ui/names'
import type { Rows } from './queueRows'

/** A card or account number in groups of four, in full (finance matches it against the statement). */
export const groupedCard = (no: string) => no.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ')

/** One labelled fact of the payer; an empty value reads as what is missing. */
function Fact({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="flex gap-2">
      <span className="shrink-0 text-ink-400">{label}</span>
      <span className={`min-w-0 break-all text-ink-50 ${mono ? 'font-mono' : ''}`}>{children}</span>
    </div>
  )
}

/** Bank: the depositor's name, bank, branch and card; USDT: the payment as ordered and as reported. */
function PayerFacts({ p, t }: { p: Rows['deposits']['payer']; t: T }) {
  const u = p.usdt
  if (u)
    return (
      <>
        <Fact label={t('payer.protocol')}>{u.protocol}</Fact>
        <Fact label={t('payer.usdt')}>
          <Money value={u.amount} /> USDT · {t('payer.rate')} {u.rate}
        </Fact>
        <Fact label={t('payer.from')} mono={Boolean(u.from_address)}>
          {u.from_address || <span className="text-ink-400">{t('payer.unreported')}</span>}
        </Fact>
        <Fact label={t('payer.tx')} mono={Boolean(u.tx_hash)}>
          {u.tx_hash || <span className="text-ink-400">{t('payer.unreported')}</span>}
        </Fact>
        {u.tx_hash ? <Fact label={t('payer.confirmations')}>{u.confirmations}</Fact> : null}
      </>
    )
  if (!p.bank_owner && !p.bank && !p.bank_no) return <div className="text-ink-400">{t('payer.wallet')}</div>
  return (
    <>
      <Fact label={t('payer.name')}>{p.bank_owner}</Fact>
      <Fact label={t('payer.bank')}>
        {p.bank}
        {p.branch ? ` · ${p.branch}` : ''}
      </Fact>
      <Fact label={t('payer.card')} mono>
        {groupedCard(p.bank_no)}
      </Fact>
    </>
  )
}

export function Payer({ row }: { row: Rows['deposits'] }) {
  const { t } = useT()
  return (
    <div className="min-w-64 max-w-80 text-xs leading-5">
      <PayerFacts p={row.payer} t={t} />
      {row.paid !== null && row.paid !== row.amount ? (
        <div className="text-danger-400">
          {t('review.ordered')} <Money value={row.amount} /> · {t('review.paid')} <Money value={row.paid} />
        </div>
      ) : null}
      {row.duplicate ? (
        <span title={row.duplicate_of.join(', ')}>
          <Badge tone="red">{t('review.duplicate')}</Badge>
        </span>
      ) : null}
    </div>
  )
}

export function Destination({ row }: { row: Rows['withdrawals'] }) {
  const { t } = useT()
  const d = row.destination
  return (
    <div className="text-xs leading-5">
      {d.usdt_address ? (
        <div className="max-w-56 break-all font-mono">
          {channelName(t, d.kind)} {d.usdt_address}
        </div>
      ) : (
        <div>
          {d.bank} <span className="font-mono">{d.card_no}</span> {d.owner}
        </div>
      )}
      {row.payout ? <Payout payout={row.payout} t={t} /> : null}
    </div>
  )
}

const PAYOUT_TONE = {
  queued: 'default',
  submitted: 'gold',
  unknown: 'gold',
  paid: 'green',
  failed: 'red',
} as const

/** The payout at the provider: its state, reference, fee and net (docs/payments.md, "Payouts"). */
function Payout({ payout: p, t }: { payout: NonNullable<Rows['withdrawals']['payout']>; t: T }) {
  return (
    <div className="mt-1 border-white/8 border-t pt-1">
      <Badge tone={PAYOUT_TONE[p.status]}>{t(`payout.${p.status}`)}</Badge>{' '}
      <span className="text-ink-400">{providerName(t, p.provider)}</span>
      {p.ref ? (
        <div>
          {t('payout.ref')} <span className="font-mono">{p.ref}</span>
        </div>
      ) : null}
      {p.net !== null ? (
        <div>
          {t('payout.net')} <Money value={p.net} /> {p.unit} · {t('payout.fee')}{' '}
          <Money value={p.fee ?? '0.00'} /> {p.unit}
        </div>
      ) : null}
      {p.reason ? <div className="text-danger-400">{p.reason}</div> : null}
    </div>
  )
}

/** The context risk reads before paying out: wagering, 30-day money, net position, shared payees. */
export function Risk({ row }: { row: Rows['withdrawals'] }) {
  const { t } = useT()
  const r = row.risk
  const required = decimalCents(r.wagering_required)
  // Whole percent, rounded down in cents: the bar reaches 100 only when the wagering is met.
  const pct = required > 0n ? Math.min(100, Number((decimalCents(r.wagering_done) * 100n) / required)) : 100
  return (
    <div className="grid min-w-64 grid-cols-2 gap-x-3 gap-y-0.5 text-xs">
      <div className="col-span-2">
        <div className="flex justify-between text-ink-300">
          <span>{t('review.wagering')}</span>
          <span className={r.wagering_met ? 'text-success-400' : 'text-danger-400'}>
            <Money value={r.wagering_done} /> / <Money value={r.wagering_required} />
          </span>
        </div>
        <div className="mt-0.5 h-1 rounded-full bg-navy-700">
          <div
            className={`h-1 rounded-full ${r.wagering_met ? 'bg-success-500' : 'bg-danger-500'}`}
            style={{ width: `${pct}%` }}
          />
        </div>
      </div>
      <span className="text-ink-400">{t('review.deposits30')}</span>
      <Money value={r.deposits_30d} />
      <span className="text-ink-400">{t('review.bets30')}</span>
      <Money value={r.bets_30d} />
      <span className="text-ink-400">{t('review.net')}</span>
      <Money value={r.net_position} signed />
      <span className="text-ink-400">{t('review.winLoss')}</span>
      <Money value={r.win_loss} signed />
      <span className="text-ink-400">{t('review.shared')}</span>
      <span className={r.shared_with.length ? 'text-danger-400' : 'text-ink-300'}>
        {r.shared_with.length ? r.shared_with.join('、') : t('review.none')}
      </span>
    </div>
  )
}

/** Who decided a deposit or withdrawal, when, and the note (a refusal's reason, an approval's note). */
export function Decision({ row }: { row: Pick<Rows['deposits'], 'reviewed_by' | 'reviewed_at' | 'note'> }) {
  const { t } = useT()
  return (
    <div className="max-w-56 text-xs leading-5">
      <div className="whitespace-nowrap text-ink-300">
        {t('queue.decidedBy', { who: row.reviewed_by || '—', at: row.reviewed_at ?? '—' })}
      </div>
      {row.note ? <div className="break-words text-ink-100">{row.note}</div> : null}
    </div>
  )
}
