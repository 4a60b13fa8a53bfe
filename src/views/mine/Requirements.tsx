// The player's turnover requirements, one row each (docs/promotions.md): what it is (a deposit's
// turnover or a bonus's wagering), how far the valid bets have filled it, and whether it is in
// progress, met or forfeited. Shown on /withdraw (the open ones) and on /activityRecord (all).
import type { ResponseOf } from '../../../core/contract'
import type { calls } from '../../../core/contract/calls'
import { decimalCents, displayMoney } from '../../../core/money'
import { useT } from '../../i18n'
import { Badge, Progress, Table } from '../ui'
import type { BadgeTone } from '../ui/Badge'

export type Requirement = ResponseOf<typeof calls.getBetAmount>['requirements'][number]

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
