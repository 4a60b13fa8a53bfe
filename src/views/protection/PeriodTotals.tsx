// The totals of the period a record page shows (issue 17 item 6), over periodTotals.machine: deposits,
// withdrawals, stakes, payouts, win/loss, bonus money (marked as given by the site) and net deposits
// since the account opened. The page passes its period; a change reloads.
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ProtectionTotals } from '../../../core/contract'
import { type MessageKey, useT } from '../../i18n'
import { type Period, periodTotalsMachine } from '../../machines/periodTotals.machine'
import { Button, Money } from '../ui'

const ROWS: { key: keyof ProtectionTotals; label: MessageKey; signed?: boolean }[] = [
  { key: 'deposits', label: 'pr.totals.deposits' },
  { key: 'withdrawals', label: 'pr.totals.withdrawals' },
  { key: 'stakes', label: 'pr.totals.stakes' },
  { key: 'payouts', label: 'pr.totals.payouts' },
  { key: 'win_loss', label: 'pr.totals.winLoss', signed: true },
  { key: 'bonuses', label: 'pr.totals.bonuses' },
]

export function PeriodTotals({ period }: { period: Period }) {
  const t = useT()
  const ref = useActorRef(periodTotalsMachine, { input: { period } })
  const totals = useSelector(ref, (s) => s.context.totals)
  const error = useSelector(ref, (s) => s.context.error)
  const loading = useSelector(ref, (s) => s.hasTag('busy'))
  const shown = useSelector(ref, (s) => s.context.period)
  useEffect(() => {
    ref.send({ type: 'totals.period', period })
  }, [ref, period])
  return (
    <section
      className="mb-4 rounded-xl border border-white/8 bg-navy-900 p-4"
      aria-labelledby="period-totals"
      aria-busy={loading}
      data-testid="period-totals"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="period-totals" className="font-semibold text-gold-100">
          {t('pr.totals')}
        </h2>
        <span className="text-ink-400 text-xs">
          {t('pr.totals.range')} {t('pr.totals.period', shown)}
        </span>
      </div>
      {error ? (
        <div role="alert" className="flex items-center gap-3 text-danger-400 text-sm">
          {t(error as MessageKey)}
          <Button size="sm" variant="secondary" onClick={() => ref.send({ type: 'totals.retry' })}>
            {t('pr.retry')}
          </Button>
        </div>
      ) : !totals ? (
        <p role="status" className="text-ink-400 text-sm">
          {t('pr.totals.loading')}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
            {ROWS.map((r) => (
              <div key={r.key} className="flex flex-col">
                <dt className="text-ink-400 text-xs">{t(r.label)}</dt>
                <dd className="font-semibold">
                  <Money value={totals[r.key]} tone={r.signed ? 'signed' : 'plain'} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 border-white/6 border-t pt-2 text-sm">
            <span className="text-ink-400">{t('pr.totals.net')}：</span>
            <Money value={totals.net_deposits_lifetime} tone="signed" className="font-semibold" />
          </p>
          <p className="mt-1 text-ink-400 text-xs">{t('pr.totals.bonusNote')}</p>
        </>
      )}
    </section>
  )
}
