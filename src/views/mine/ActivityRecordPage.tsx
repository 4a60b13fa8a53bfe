// /activityRecord: the player's activity applications and their review state, and the promotions paid
// without an application (state 4, named by the server).
import * as account from '../../api/account'
import { useT } from '../../i18n'
import { Card } from '../ui'
import { RecordTable, useRecords } from './RecordList'

type Row = Awaited<ReturnType<typeof account.activityApplyLog>>['data'][number]

export default function ActivityRecordPage() {
  const t = useT()
  const actor = useRecords<Row>(async ({ page }) => {
    const p = await account.activityApplyLog({ page })
    return { rows: p.data, total: p.total, summary: {}, claimable: 0 }
  })
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
    </Card>
  )
}
