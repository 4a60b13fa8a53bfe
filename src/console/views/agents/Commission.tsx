// 代理佣金 (docs/agents.md): the commission rule (saved with an audit row of before and after), the
// agents with their referrals and commission paid, the monthly statements, and settling an ended month
// (RunButton.tsx: choose, confirm, the server's answer; a month settles once).
import { useState } from 'react'
import { type ConsoleKey, useT } from '../../i18n'
import { Badge, Button, Card, Money, Notice, PageHeader, Spinner, TextField } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { commissionStatements, listAgents } from './calls'
import { RuleCard } from './RuleCard'
import { RunButton } from './RunButton'

const th = 'border-b border-white/8 px-2 py-1.5 text-left font-normal text-ink-400'
const td = 'border-b border-white/5 px-2 py-1.5 text-ink-50'
const tdr = `${td} text-right`

export default function CommissionView() {
  const { t } = useT()
  const [month, setMonth] = useState('')
  const [page, setPage] = useState(1)
  const [q, setQ] = useState('')
  const agents = useLoad(() => listAgents(q), [q], t('app.error'))
  const statements = useLoad(() => commissionStatements(month, page), [month, page], t('app.error'))
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.commission')} />
      <RuleCard />
      <Card title={t('agents.list')}>
        <form
          className="mb-3 flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            setQ(String(new FormData(e.currentTarget).get('q') ?? '').trim())
          }}
        >
          <TextField label={t('agents.search')} name="q" maxLength={64} />
          <Button type="submit">{t('reports.apply')}</Button>
        </form>
        {agents.error ? (
          <Notice kind="error" title={t('app.error')} text={agents.error}>
            <Button onClick={agents.reload}>{t('app.retry')}</Button>
          </Notice>
        ) : !agents.data ? (
          <p className="p-4 text-center text-ink-300">
            <Spinner /> {t('app.loading')}
          </p>
        ) : agents.data.rows.length === 0 ? (
          <p className="p-4 text-center text-ink-400">{t('app.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-label={t('agents.list')}>
              <thead>
                <tr>
                  <th className={th}>{t('agents.agent')}</th>
                  <th className={th}>{t('agents.approvedAt')}</th>
                  <th className={`${th} text-right`}>{t('agents.players')}</th>
                  <th className={`${th} text-right`}>{t('agents.paid')}</th>
                  <th className={th}>{t('agents.lastMonth')}</th>
                </tr>
              </thead>
              <tbody>
                {agents.data.rows.map((a) => (
                  <tr key={a.id}>
                    <td className={td}>
                      {a.username} <span className="text-ink-400">{a.realname}</span>
                    </td>
                    <td className={td}>{a.approved_at ?? '—'}</td>
                    <td className={tdr}>{a.players}</td>
                    <td className={tdr}>
                      <Money value={a.paid_total} />
                    </td>
                    <td className={td}>{a.last_month ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Card title={t('agents.statements')}>
        <div className="mb-3 flex flex-wrap items-end gap-2">
          <TextField
            label={t('agents.month')}
            type="month"
            value={month}
            onChange={(e) => {
              setMonth(e.target.value)
              setPage(1)
            }}
          />
          {month ? (
            <Button onClick={() => setMonth('')} size="sm">
              {t('agents.allMonths')}
            </Button>
          ) : null}
          <RunButton onDone={statements.reload} />
        </div>
        {statements.error ? (
          <Notice kind="error" title={t('app.error')} text={statements.error}>
            <Button onClick={statements.reload}>{t('app.retry')}</Button>
          </Notice>
        ) : !statements.data ? (
          <p className="p-4 text-center text-ink-300">
            <Spinner /> {t('app.loading')}
          </p>
        ) : statements.data.rows.length === 0 ? (
          <p className="p-4 text-center text-ink-400">{t('app.empty')}</p>
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="w-full text-sm" aria-label={t('agents.statements')}>
                <thead>
                  <tr>
                    <th className={th}>{t('agents.month')}</th>
                    <th className={th}>{t('agents.agent')}</th>
                    <th className={`${th} text-right`}>{t('agents.active')}</th>
                    <th className={`${th} text-right`}>{t('agents.stakes')}</th>
                    <th className={`${th} text-right`}>{t('agents.netLoss')}</th>
                    <th className={`${th} text-right`}>%</th>
                    <th className={`${th} text-right`}>{t('agents.amount')}</th>
                    <th className={th}>{t('agents.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {statements.data.rows.map((s) => (
                    <tr key={s.id}>
                      <td className={td}>{s.month}</td>
                      <td className={td}>{s.username}</td>
                      <td className={tdr}>
                        {s.active_players} / {s.players}
                      </td>
                      <td className={tdr}>
                        <Money value={s.stakes} />
                      </td>
                      <td className={tdr}>
                        <Money value={s.net_loss} />
                      </td>
                      <td className={tdr}>{s.share_percent}</td>
                      <td className={tdr}>
                        <Money value={s.amount} />
                      </td>
                      <td className={td}>
                        {s.state === 1 ? (
                          <Badge tone="green">{t('agents.paidState')}</Badge>
                        ) : (
                          <Badge>{t(`agents.reason.${s.reason}` as ConsoleKey)}</Badge>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-3 flex items-center justify-end gap-2 text-ink-300 text-xs">
              <Button size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                ‹
              </Button>
              {page} / {Math.max(1, Math.ceil(statements.data.total / statements.data.per_page))}
              <Button
                size="sm"
                disabled={page * statements.data.per_page >= statements.data.total}
                onClick={() => setPage((p) => p + 1)}
              >
                ›
              </Button>
            </div>
          </>
        )}
      </Card>
    </div>
  )
}
