// /betRecord: platform and time range filters, bets table, pagination, the delay note.
import { centsToWire, decimalCents } from '../../../core/money'
import * as records from '../../api/records'
import { useT } from '../../i18n'
import { Card, CopyButton, Money } from '../ui'
import { BetLegs } from './BetLegs'
import { Note } from './parts'
import {
  DateFilter,
  Filters,
  PlatformFilter,
  RecordTable,
  RecordTotals,
  rowNumber,
  useRecords,
} from './RecordList'

type Bet = Awaited<ReturnType<typeof records.betrecord>>['data'][number]

/**
 * What a settled bet paid back (派彩): the stake plus the win/loss the record carries (payout minus
 * stake), so a lost bet pays 0.00 and a win at 1:1 pays twice the stake. Unsettled and invalid bets have
 * paid nothing yet: null.
 */
export const betPayout = (bet: Pick<Bet, 'bet_amount' | 'win_loss' | 'status'>) =>
  bet.status === 1 ? centsToWire(decimalCents(bet.bet_amount) + decimalCents(bet.win_loss)) : null

export default function BetRecordPage() {
  const t = useT()
  const actor = useRecords<Bet>(async ({ date, start, end, page, api_type }) => {
    const p = await records.betrecord({ date, start, end, page, api_type })
    return { rows: p.data, total: p.total, summary: {}, claimable: 0 }
  })
  return (
    <Card titleAs="h1" title={t('member.menu.betRecord')}>
      <Note>{t('member.records.delay')}</Note>
      <Filters>
        <PlatformFilter actor={actor} />
        <DateFilter actor={actor} />
      </Filters>
      <RecordTotals actor={actor} />
      <RecordTable<Bet>
        actor={actor}
        caption={t('member.menu.betRecord')}
        rowKey={(r) => r.bet_id}
        columns={[
          { key: 'index', title: t('member.records.index'), render: (_, i) => rowNumber(actor, i) },
          { key: 'bet_time', title: t('member.records.time') },
          {
            key: 'bet_id',
            title: t('member.records.orderNo'),
            render: (r) => (
              <span className="inline-flex items-center gap-1">
                <span className="font-mono text-ink-200 text-xs [overflow-wrap:anywhere]">{r.bet_id}</span>
                <CopyButton text={r.bet_id} />
              </span>
            ),
          },
          {
            key: 'game',
            title: t('member.records.game'),
            // A sportsbook bet shows its legs (match, market, selection, odds, result) in its game cell.
            render: (r) => (r.legs?.length ? <BetLegs legs={r.legs} /> : r.game_name || r.Code),
          },
          {
            key: 'bet_amount',
            title: t('member.records.betAmount'),
            render: (r) => <Money value={r.bet_amount} />,
          },
          {
            key: 'payout',
            title: t('member.records.payout'),
            render: (r) => {
              const payout = betPayout(r)
              return payout === null ? t('member.records.notSettled') : <Money value={payout} />
            },
          },
          {
            key: 'win_loss',
            title: t('member.records.winLoss'),
            render: (r) =>
              r.status === 1 ? <Money value={r.win_loss} tone="signed" /> : t('member.records.notSettled'),
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
