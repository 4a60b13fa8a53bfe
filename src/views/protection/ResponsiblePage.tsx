// /mine/responsible (责任博彩): the view of responsible.machine. Limits with what remains and any
// pending raise, the limit form, time-outs and self-exclusions behind a confirmation naming the end,
// reopening after a self-exclusion, the reality-check interval, totals over a chosen period (up to 12
// months) and the history of changes.
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import {
  EXCLUSION_DURATIONS,
  type ProtectionStatus,
  REALITY_MINUTES,
  SESSION_MINUTES,
  TIMEOUT_DURATIONS,
} from '../../../core/contract'
import { monthsBefore, RECORD_RANGE_MONTHS } from '../../../core/contract/rules'
import { type MessageKey, useT } from '../../i18n'
import { type Period, presetPeriod } from '../../machines/periodTotals.machine'
import { type LimitSlot, responsibleMachine } from '../../machines/responsible.machine'
import { protectionPrompts } from '../../state/protectionPrompts'
import { useMemberFlow } from '../mine/useMemberFlow'
import { Button, Card, ConfirmDialog, EmptyState, Field, Input, RadioGroup, Spinner } from '../ui'
import { BirthDateGate } from './BirthDateGate'
import { PeriodTotals } from './PeriodTotals'

type Ref = ReturnType<typeof useMemberFlow<typeof responsibleMachine>>

const SLOTS: LimitSlot[] = [
  { kind: 'deposit', period: 'day' },
  { kind: 'deposit', period: 'week' },
  { kind: 'deposit', period: 'month' },
  { kind: 'loss', period: 'day' },
  { kind: 'loss', period: 'week' },
  { kind: 'loss', period: 'month' },
  { kind: 'session', period: 'session' },
]

export default function ResponsiblePage() {
  const t = useT()
  const ref = useMemberFlow(responsibleMachine)
  const status = useSelector(ref, (s) => s.context.status)
  const loading = useSelector(ref, (s) => s.matches('loading'))
  const failed = useSelector(ref, (s) => s.matches('failed'))
  const loadError = useSelector(ref, (s) => s.context.loadError)
  const breakEnds = status?.exclusion?.ends_at
  // A break just taken restricts the member centre: its notice reads the status again.
  useEffect(() => {
    if (breakEnds) protectionPrompts.breakVersion++
  }, [breakEnds])
  return (
    <Card titleAs="h1" title={t('pr.title')}>
      <p className="mb-4 rounded-lg bg-gold-400/10 px-3 py-2 text-gold-200 text-sm">{t('pr.intro')}</p>
      {loading ? <Spinner label={t('pr.loading')} /> : null}
      {failed ? (
        <EmptyState
          title={t(loadError as MessageKey)}
          action={<Button onClick={() => ref.send({ type: 'pr.retry' })}>{t('pr.retry')}</Button>}
        />
      ) : null}
      {status ? (
        <div className="flex flex-col gap-6">
          <Limits actor={ref} status={status} />
          <Breaks actor={ref} status={status} />
          <Reality actor={ref} status={status} />
          <Totals />
          <History status={status} />
        </div>
      ) : null}
      <BirthDateGate />
    </Card>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-semibold text-gold-100 text-lg">{title}</h2>
      {children}
    </section>
  )
}

function Limits({ actor, status }: { actor: Ref; status: ProtectionStatus }) {
  const t = useT()
  const slot = useSelector(actor, (s) => s.context.slot)
  const open = useSelector(actor, (s) => s.hasTag('form'))
  const valueText = (kind: string, amount: string | null) =>
    amount === null ? t('pr.none') : kind === 'session' ? t('pr.minutes', { minutes: amount }) : `¥${amount}`
  return (
    <Section title={t('pr.limits')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SLOTS.map((s) => {
          const l = status.limits.find((x) => x.kind === s.kind && x.period === s.period)
          const editing = open && slot?.kind === s.kind && slot.period === s.period
          const name = `${t(`pr.kind.${s.kind}`)} · ${t(`pr.period.${s.period}`)}`
          return (
            <li
              key={`${s.kind}:${s.period}`}
              className="flex flex-col gap-2 rounded-xl border border-white/8 bg-navy-900 p-4"
              data-testid={`limit-${s.kind}-${s.period}`}
            >
              <div className="flex items-center justify-between gap-3">
                <span className="text-ink-300 text-sm">{name}</span>
                <span className="font-semibold text-gold-200">{valueText(s.kind, l?.amount ?? null)}</span>
              </div>
              {l?.remaining ? (
                <p className="text-ink-300 text-sm">{t('pr.remaining', { amount: l.remaining })}</p>
              ) : null}
              {l?.pending ? (
                <p className="text-sm text-gold-300">
                  {l.pending.amount === null
                    ? t('pr.pendingRemove', { at: l.pending.at })
                    : t('pr.pending', { at: l.pending.at, value: valueText(s.kind, l.pending.amount) })}
                </p>
              ) : null}
              {editing ? (
                <LimitForm actor={actor} name={name} hasLimit={!!l} />
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  className="self-start"
                  aria-label={`${t('pr.edit')} ${name}`}
                  onClick={() => actor.send({ type: 'pr.edit', slot: s })}
                >
                  {t('pr.edit')}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

function LimitForm({ actor, name, hasLimit }: { actor: Ref; name: string; hasLimit: boolean }) {
  const t = useT()
  const slot = useSelector(actor, (s) => s.context.slot)
  const amount = useSelector(actor, (s) => s.context.amount)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'pr.save' })
      }}
    >
      {slot?.kind === 'session' ? (
        <RadioGroup
          label={`${name} · ${t('pr.sessionChoice')}`}
          options={SESSION_MINUTES.map((m) => ({ value: String(m), label: t('pr.minutes', { minutes: m }) }))}
          value={amount || null}
          onChange={(v) => actor.send({ type: 'pr.amount', value: v })}
        />
      ) : (
        <Field label={`${name} · ${t('pr.amount')}`} error={error ? t(error as MessageKey) : undefined}>
          <Input
            inputMode="decimal"
            value={amount}
            onChange={(e) => actor.send({ type: 'pr.amount', value: e.target.value })}
          />
        </Field>
      )}
      {slot?.kind === 'session' && error ? (
        <p role="alert" className="text-danger-400 text-sm">
          {t(error as MessageKey)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={busy}>
          {t('pr.save')}
        </Button>
        {hasLimit ? (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => actor.send({ type: 'pr.remove' })}
          >
            {t('pr.remove')}
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="ghost" onClick={() => actor.send({ type: 'pr.cancel' })}>
          {t('pr.cancel')}
        </Button>
      </div>
    </form>
  )
}

function Breaks({ actor, status }: { actor: Ref; status: ProtectionStatus }) {
  const t = useT()
  const confirming = useSelector(actor, (s) => s.hasTag('confirm'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const until = useSelector(actor, (s) => s.context.until)
  const duration = useSelector(actor, (s) => s.context.duration)
  const error = useSelector(actor, (s) => s.context.error)
  const x = status.exclusion
  const buttons = (list: readonly string[]) => (
    <div className="flex flex-wrap gap-2">
      {list.map((d) => (
        <Button
          key={d}
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => actor.send({ type: 'pr.exclude', duration: d as never })}
        >
          {t(`pr.d.${d}` as MessageKey)}
        </Button>
      ))}
    </div>
  )
  return (
    <Section title={t('pr.breaks')}>
      {x ? (
        <div className="rounded-xl border border-gold-400/30 bg-gold-400/10 p-4 text-sm" role="status">
          <p>{t(`pr.current.${x.kind}`, { until: x.ends_at })}</p>
          {x.reopen_at ? <p className="mt-1">{t('pr.reopening', { at: x.reopen_at })}</p> : null}
          {x.can_request_reopen ? (
            <Button
              size="sm"
              className="mt-3"
              disabled={busy}
              onClick={() => actor.send({ type: 'pr.reopen' })}
            >
              {t('pr.reopen')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p className="text-ink-300 text-sm">{t('pr.timeout')}</p>
      {buttons(TIMEOUT_DURATIONS)}
      <p className="text-ink-300 text-sm">{t('pr.selfExclusion')}</p>
      {buttons(EXCLUSION_DURATIONS)}
      <ConfirmDialog
        open={confirming}
        title={t('pr.confirm.title')}
        message={
          <>
            <span className="block font-semibold text-gold-200">
              {duration ? t(`pr.d.${duration}` as MessageKey) : ''}
            </span>
            <span className="block">{t('pr.confirm.body', { until })}</span>
            {error ? (
              <span role="alert" className="mt-2 block text-danger-400">
                {t(error as MessageKey)}
              </span>
            ) : null}
          </>
        }
        confirmLabel={t('pr.confirm.ok')}
        tone="danger"
        busy={busy}
        onConfirm={() => actor.send({ type: 'pr.confirm' })}
        onCancel={() => actor.send({ type: 'pr.cancel' })}
      />
    </Section>
  )
}

function Reality({ actor, status }: { actor: Ref; status: ProtectionStatus }) {
  const t = useT()
  return (
    <Section title={t('pr.reality')}>
      <RadioGroup
        label={t('pr.reality')}
        options={REALITY_MINUTES.map((m) => ({
          value: String(m),
          label: m === 0 ? t('pr.reality.off') : t('pr.reality.every', { minutes: m }),
        }))}
        value={String(status.reality.interval_minutes)}
        onChange={(v) => actor.send({ type: 'pr.reality', interval: Number(v) })}
      />
    </Section>
  )
}

const TOTAL_SPANS = ['today', 'week', 'month', 'year'] as const
type Span = (typeof TOTAL_SPANS)[number]
function spanPeriod(span: Span): Period {
  if (span !== 'year') return presetPeriod(({ today: 1, week: 2, month: 4 } as const)[span])
  const { end } = presetPeriod(1)
  return { start: monthsBefore(end, RECORD_RANGE_MONTHS.ui), end }
}

/** What the player deposited, withdrew, staked and won over today, 7 days, 30 days or 12 months. */
function Totals() {
  const t = useT()
  const [span, setSpan] = useState<Span>('month')
  const period = useMemo(() => spanPeriod(span), [span])
  return (
    <Section title={t('pr.totals.section')}>
      <RadioGroup
        label={t('pr.totals.range')}
        options={TOTAL_SPANS.map((s) => ({ value: s, label: t(`pr.span.${s}`) }))}
        value={span}
        onChange={(v) => setSpan(v as Span)}
      />
      <PeriodTotals period={period} />
    </Section>
  )
}

function History({ status }: { status: ProtectionStatus }) {
  const t = useT()
  return (
    <Section title={t('pr.history')}>
      {status.history.length === 0 ? (
        <p className="text-ink-400 text-sm">{t('pr.history.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-white/6 text-sm">
          {status.history.map((h) => (
            <li key={`${h.created_at}-${h.what}-${h.new_amount}`} className="flex flex-wrap gap-x-4 py-2">
              <span className="text-ink-400">{h.created_at}</span>
              <span>{h.what}</span>
              <span>
                {h.old_amount ?? '—'} → {h.new_amount ?? '—'}
              </span>
              <span className="text-ink-400">{h.effective_at}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
