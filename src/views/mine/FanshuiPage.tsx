// /fanshui (rebate records): platform and time range, claim all (暂无领取额度！ when nothing is
// claimable), claimable and claimed totals, table, pagination.
import { useSelector } from '@xstate/react'
import { decimalCents } from '../../../core/money'
import * as records from '../../api/records'
import { useT } from '../../i18n'
import { useSessionSend } from '../../machines/hooks'
import { Button, Card, Money } from '../ui'
import { DateFilter, Filters, PlatformFilter, RecordTable, RecordTotals, useRecords } from './RecordList'

type Row = Awaited<ReturnType<typeof records.getfanshui>>['list']['data'][number]

export default function FanshuiPage() {
  const t = useT()
  const session = useSessionSend()
  const actor = useRecords<Row>(
    async ({ date, start, end, page, api_type }) => {
      const r = await records.getfanshui({ date, start, end, page, api_type })
      return {
        rows: r.list.data,
        total: r.list.total,
        summary: { jisuan: r.jisuan, nojisuan: r.nojisuan },
        claimable: Number(decimalCents(r.nojisuan)),
      }
    },
    {
      nothingToClaimKey: 'v.noRebate',
      claim: async (opts) => {
        const r = await records.dofanshui({}, opts)
        return { key: 'member.fanshui.claimDone', params: { amount: r.amount } }
      },
      userChanged: () => session({ type: 'session.refreshUser' }),
    },
  )
  const summary = useSelector(actor, (s) => s.context.summary)
  const claiming = useSelector(actor, (s) => s.matches('claiming'))
  return (
    <Card titleAs="h1" title={t('member.menu.fanshui')}>
      <div className="mb-4 flex flex-wrap items-center gap-4 rounded-xl border border-gold-400/20 bg-navy-900 p-4">
        <p className="text-sm">
          {t('member.fanshui.claimable')}{' '}
          <Money value={String(summary.nojisuan ?? '0.00')} className="text-gold-200" />
        </p>
        <p className="text-sm">
          {t('member.fanshui.claimed')} <Money value={String(summary.jisuan ?? '0.00')} />
        </p>
        <Button
          size="sm"
          className="ml-auto"
          loading={claiming}
          onClick={() => actor.send({ type: 'records.claim' })}
        >
          {t('member.fanshui.claimAll')}
        </Button>
      </div>
      <Filters>
        <PlatformFilter actor={actor} />
        <DateFilter actor={actor} />
      </Filters>
      <RecordTotals actor={actor} />
      <RecordTable<Row>
        actor={actor}
        caption={t('member.menu.fanshui')}
        rowKey={(r) => r.id}
        columns={[
          { key: 'gamename', title: t('member.records.game') },
          { key: 'money', title: t('member.fanshui.amount'), render: (r) => <Money value={r.money} /> },
          {
            key: 'state',
            title: t('member.records.status'),
            render: (r) => (r.state === 0 ? t('member.fanshui.waiting') : t('member.fanshui.done')),
          },
          { key: 'created_at', title: t('member.fanshui.time') },
          {
            key: 'updated_at',
            title: t('member.fanshui.claimTime'),
            render: (r) => (r.state === 0 ? t('member.fanshui.notYet') : r.updated_at),
          },
        ]}
      />
    </Card>
  )
}
