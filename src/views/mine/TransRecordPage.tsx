// /transRecord ("fund records"): platform, type (deposit, withdrawal, transfer in, transfer out) and
// time range; one label per fund-record state.
import { useSelector } from '@xstate/react'
import * as records from '../../api/records'
import { useT } from '../../i18n'
import { Card, Money, RadioGroup } from '../ui'
import { Note } from './parts'
import {
  DateFilter,
  FilterGroup,
  Filters,
  PlatformFilter,
  type RecordsRef,
  RecordTable,
  RecordTotals,
  useRecords,
} from './RecordList'

type Row = Awaited<ReturnType<typeof records.gettransrecord>>['data'][number]

/** Deposits and withdrawals: 1 pending, 2 approved, 3 rejected; transfers: 0 failed, 1 success, 2 pending. */
export const transStateKey = (type: number, state: number) =>
  type <= 2
    ? [1, 2, 3].includes(state)
      ? `member.records.review${state}`
      : 'member.records.undefined'
    : [0, 1, 2].includes(state)
      ? `member.records.transfer${state}`
      : 'member.records.undefined'

export default function TransRecordPage() {
  const t = useT()
  const actor = useRecords<Row>(async ({ date, start, end, page, api_type, type }) => {
    const p = await records.gettransrecord({ date, start, end, page, api_type, type })
    return { rows: p.data, total: p.total, summary: {}, claimable: 0 }
  })
  const type = useSelector(actor, (s) => s.context.filters.type)
  return (
    <Card titleAs="h1" title={t('member.records.fundTitle')}>
      <Note>{t('member.records.delay')}</Note>
      <Filters>
        <PlatformFilter actor={actor} />
        <TypeFilter actor={actor} />
        <DateFilter actor={actor} />
      </Filters>
      <RecordTotals actor={actor} />
      <RecordTable<Row>
        actor={actor}
        caption={t('member.records.fundTitle')}
        rowKey={(r) => r.id}
        columns={[
          { key: 'created_at', title: t('member.records.time') },
          ...(type <= 2 ? [{ key: 'out_trade_no', title: t('member.records.orderNo') }] : []),
          { key: 'pay_way', title: type <= 2 ? t('member.records.payWay') : t('member.records.venue') },
          {
            key: 'amount',
            title: t('member.records.amount'),
            render: (r: Row) => <Money value={r.amount} />,
          },
          {
            key: 'state',
            title: t('member.records.status'),
            render: (r: Row) => t(transStateKey(type, r.state)),
          },
        ]}
      />
    </Card>
  )
}

function TypeFilter({ actor }: { actor: RecordsRef }) {
  const t = useT()
  const value = useSelector(actor, (s) => s.context.filters.type)
  return (
    <FilterGroup legend={t('member.records.type')}>
      <RadioGroup
        label={t('member.records.type')}
        options={[1, 2, 3, 4].map((v) => ({ value: v, label: t(`member.records.type${v}`) }))}
        value={value}
        onChange={(v) => actor.send({ type: 'records.filter', filters: { type: v } })}
      />
    </FilterGroup>
  )
}
