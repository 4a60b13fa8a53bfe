// /activityRecord: the player's activity applications and their review state, the promotions paid
// without an application (state 4, named by the server), and every turnover requirement with its
// progress (docs/promotions.md): a deposit's turnover or a bonus's wagering, in progress, met or
// forfeited.
import * as account from '../../api/account'
import { getBetAmount } from '../../api/cashier'
import { useT } from '../../i18n'
import { useResource } from '../home/useResource'
import { Card } from '../ui'
import { RecordTable, useRecords } from './RecordList'
import { RequirementTable } from './Requirements'

type Row = Awaited<ReturnType<typeof account.activityApplyLog>>['data'][number]

export default function ActivityRecordPage() {
  const t = useT()
  const actor = useRecords<Row>(async ({ page }) => {
    const p = await account.activityApplyLog({ page })
    return { rows: p.data, total: p.total, summary: {}, claimable: 0 }
  })
  const wagering = useResource(getBetAmount)
  return (
    <Card titleAs="h1" title={t('member.menu.activityRecord')}>
      <RecordTable<Row>
        actor={actor}
        caption={t('member.menu.activityRecord')}
        rowKey={(r) => r.id}
        columns={[
          { key: 'activity_name', title: t('member.activity.title') },
          { key: 'created_at', title: t('member.activity.time') },
          {
            key: 'state',
            title: t('member.records.status'),
            render: (r) =>
              [1, 2, 3, 4].includes(r.state)
                ? t(`member.activity.state${r.state}`)
                : t('member.records.undefined'),
          },
        ]}
      />
      <section className="mt-6" aria-labelledby="activity-requirements">
        <h2 id="activity-requirements" className="mb-3 font-medium text-ink-100">
          {t('member.requirement.heading')}
        </h2>
        <RequirementTable
          rows={wagering.data?.requirements ?? []}
          loading={wagering.loading && !wagering.data}
          caption={t('member.requirement.heading')}
        />
      </section>
    </Card>
  )
}
