// /welfare: the bonuses waiting for 申请 (VIP level-up, birthday; BonusClaims.tsx), then the red-packet
// records: remaining and cumulative counts, claim (您的剩余次数不足！ below one), a link to the
// red-packet activity, and the records with pagination of 10.
import { useSelector } from '@xstate/react'
import * as redpacket from '../../api/redpacket'
import { useT } from '../../i18n'
import { useSessionSend } from '../../machines/hooks'
import { paths } from '../../routes/paths'
import { Button, Card, Money } from '../ui'
import { BonusClaims } from './BonusClaims'
import { RecordTable, rowNumber, useRecords } from './RecordList'
import { openInNewTab } from './useMemberFlow'

type Row = Awaited<ReturnType<typeof redpacket.redpacket>>['data'][number]

export default function WelfarePage() {
  const t = useT()
  const session = useSessionSend()
  const actor = useRecords<Row>(
    async ({ page }) => {
      const [p, status] = await Promise.all([redpacket.redpacket({ page }), redpacket.userredpacket()])
      const left = Math.max(0, status.sendnums)
      return { rows: p.data, total: p.total, summary: { left, taken: status.acquirednum }, claimable: left }
    },
    {
      nothingToClaimKey: 'v.redpacketCount',
      claim: async (opts) => {
        const r = await redpacket.douserredpacket({}, opts)
        return { key: 'member.redpacket.won', params: { amount: r.redpacketmoney } }
      },
      userChanged: () => session({ type: 'session.refreshBalance' }),
    },
  )
  const summary = useSelector(actor, (s) => s.context.summary)
  const claiming = useSelector(actor, (s) => s.matches('claiming'))
  return (
    <>
      <BonusClaims />
      <Card titleAs="h1" title={t('member.menu.welfare')}>
        <div className="mb-4 flex flex-wrap items-center gap-4 rounded-xl border border-gold-400/20 bg-navy-900 p-4">
          <p className="text-sm">{t('member.welfare.left', { n: summary.left ?? 0 })}</p>
          <p className="text-sm">{t('member.welfare.taken', { n: summary.taken ?? 0 })}</p>
          <div className="ml-auto flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => openInNewTab(paths.userredpacket())}>
              {t('member.welfare.activity')}
            </Button>
            <Button size="sm" loading={claiming} onClick={() => actor.send({ type: 'records.claim' })}>
              {t('member.welfare.claim')}
            </Button>
          </div>
        </div>
        <RecordTable<Row>
          actor={actor}
          caption={t('member.menu.welfare')}
          rowKey={(r) => r.id}
          columns={[
            { key: 'index', title: t('member.records.index'), render: (_, i) => rowNumber(actor, i) },
            { key: 'money', title: t('member.welfare.deposit'), render: (r) => <Money value={r.money} /> },
            {
              key: 'redpacketmoney',
              title: t('member.welfare.amount'),
              render: (r) => <Money value={r.redpacketmoney} />,
            },
            { key: 'created_at', title: t('member.welfare.depositTime') },
            { key: 'usetime', title: t('member.welfare.claimTime') },
          ]}
        />
      </Card>
    </>
  )
}
