// The player's turnover requirements, one row each (docs/promotions.md): what it is (a deposit's
// turnover or a bonus's wagering), how far the valid bets have filled it, and whether it is in
// progress, met or forfeited. Shown on /withdraw (the open ones) and on /activityRecord (all).
// MoneyApart shows the player's cash and bonus side by side (the bonus sits in accounts of its own,
// docs/promotions.md "Bonus accounts") with the open requirements: the member centre's money card.
import type { ResponseOf } from '../../../core/contract'
import type { calls } from '../../../core/contract/calls'
import { decimalCents, displayMoney } from '../../../core/money'
import { useT } from '../../i18n'
import { Badge, Money, Progress, Spinner, Table } from '../ui'
import type { BadgeTone } from '../ui/Badge'

export type BetAmount = ResponseOf<typeof calls.getBetAmount>
export type Requirement = BetAmount['requirements'][number]

const STATE_TONE: Record<Requirement['state'], BadgeTone> = {
  active: 'info',
  met: 'success',
  forfeited: 'neutral',
}

/** Percent filled, from the cents (no float on the amounts themselves). */
const percentOf = (r: Requirement) => {
  const amount = decimalCents(r.amount)
  return amount > 0n ? Number((decimalCents(r.progress) * 10_000n) / amount) / 100 : 100
}

export function RequirementTable({
  rows,
  loading = false,
  caption,
}: {
  rows: readonly Requirement[]
  loading?: boolean
  caption: string
}) {
  const t = useT()
  const name = (r: Requirement) => r.title || t(`member.requirement.untitled.${r.kind}`)
  return (
    <Table<Requirement>
      caption={caption}
      rows={rows}
      loading={loading}
      rowKey={(r) => r.id}
      empty={<p className="py-6 text-center text-ink-400 text-sm">{t('member.requirement.none')}</p>}
      columns={[
        { key: 'title', title: t('member.requirement.name'), align: 'left', render: name },
        {
          key: 'kind',
          title: t('member.requirement.kind'),
          render: (r) => t(`member.requirement.kind.${r.kind}`),
        },
        {
          key: 'progress',
          title: t('member.requirement.progress'),
          render: (r) => {
            const text = t('member.requirement.of', {
              progress: displayMoney(r.progress),
              amount: displayMoney(r.amount),
            })
            return (
              <span className="inline-flex min-w-40 flex-col gap-1 text-right md:text-center">
                <span className="font-mono tabular-nums">{text}</span>
                <Progress percent={percentOf(r)} label={name(r)} text={text} />
              </span>
            )
          },
        },
        {
          key: 'state',
          title: t('member.requirement.state'),
          render: (r) => (
            <Badge tone={STATE_TONE[r.state]} size="sm">
              {t(`member.requirement.state.${r.state}`)}
            </Badge>
          ),
        },
        { key: 'created_at', title: t('member.requirement.time') },
      ]}
    />
  )
}

/** Cash (withdrawable now), the active bonus and every open requirement with its progress. */
export function MoneyApart({ wagering, balance }: { wagering: BetAmount | null; balance: string | null }) {
  const t = useT()
  const cash = wagering ? (wagering.cash ?? balance) : null
  const open = wagering?.requirements.filter((r) => r.state === 'active') ?? []
  const figure = (label: string, value: string | null, note: string) => (
    <div className="rounded-xl border border-white/8 bg-navy-900 p-4">
      <p className="text-ink-400 text-sm">{label}</p>
      <p className="font-semibold text-ink-100 text-xl">
        {value === null ? <Spinner size="sm" /> : <Money value={value} />}
      </p>
      <p className="text-ink-400 text-xs">{note}</p>
    </div>
  )
  return (
    <section aria-labelledby="center-money" className="mb-6">
      <h2 id="center-money" className="sr-only">
        {t('member.requirement.heading')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {figure(t('member.withdraw.withdrawable'), cash, t('member.withdraw.withdrawableNote'))}
        {figure(t('member.withdraw.bonus'), wagering?.bonus ?? null, t('member.withdraw.bonusNote'))}
      </div>
      {open.length ? (
        <div className="mt-3">
          <RequirementTable rows={open} caption={t('member.requirement.heading')} />
        </div>
      ) : null}
    </section>
  )
}
