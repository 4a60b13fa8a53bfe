// /betRecord: platform and time range filters, bets table, pagination, the delay note.
import * as records from '../../api/records'
import { useT } from '../../i18n'
import { Card, Money } from '../ui'
import { Note } from './parts'
import { DateFilter, Filters, PlatformFilter, RecordTable, rowNumber, useRecords } from './RecordList'

type Bet = Awaited<ReturnType<typeof records.betrecord>>['data'][number]

export default function BetRecordPage() {
  const t = useT()
  const actor = useRecords<Bet>(async ({ date, start, end, page, api_type }) => {
    const p = await records.betrecord({ date, start, end, page, api_type })
    return { rows: p.data, total: p.total, summary: {}, claimable: 0 }
  })
  return (
    <Card title={t('member.menu.betRecord')}>
      <Note>{t('member.records.delay')}</Note>
      <Filters>
        <PlatformFilter actor={actor} />
        <DateFilter actor={actor} />
      </Filters>
      <RecordTable<Bet>
        actor={actor}
        caption={t('member.menu.betRecord')}
        rowKey={(r) => r.bet_id}
        columns={[
          { key: 'index', title: t('member.records.index'), render: (_, i) => rowNumber(actor, i) },
          { key: 'bet_time', title: t('member.records.time') },
          { key: 'bet_id', title: t('member.records.orderNo') },
          { key: 'game', title: t('member.records.game'), render: (r) => r.game_name || r.Code },
          {
            key: 'bet_amount',
            title: t('member.records.betAmount'),
            render: (r) => <Money value={r.bet_amount} />,
          },
          {
            key: 'win_loss',
            title: t('member.records.payout'),
            render: (r) => <Money value={r.win_loss} tone="signed" />,
          },
          {
            key: 'status',
            title: t('member.records.status'),
            render: (r) => t(`member.records.bet${r.status}`),
          },
        ]}
      />
    </Card>
  )
}
