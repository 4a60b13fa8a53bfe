// 代理佣金 (docs/agents.md): the commission rule (saved with an audit row of before and after), the
// agents with their referrals and commission paid, the monthly statements, and settling an ended month
// (commissionRun machine: choose, confirm, the server's answer; a month settles once).
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import { beijingDate } from '../../../../core/time'
import { api } from '../../endpoints'
import { type ConsoleKey, useT } from '../../i18n'
import { commissionRunMachine } from '../../machines/commissionRun.machine'
import { Badge, Button, Card, Modal, Money, Notice, PageHeader, Spinner, TextField } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'

const th = 'border-b border-white/8 px-2 py-1.5 text-left font-normal text-ink-400'
const td = 'border-b border-white/5 px-2 py-1.5 text-ink-50'
const tdr = `${td} text-right`

const lastMonth = () => {
  const [y, m] = beijingDate(new Date()).slice(0, 7).split('-').map(Number)
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
}

export default function CommissionView() {
  const { t } = useT()
  const [month, setMonth] = useState('')
  const [page, setPage] = useState(1)
  const [q, setQ] = useState('')
  const agents = useLoad(
    () => api('agents', { per_page: 20, page: 1, q: q || undefined }),
    [q],
    t('app.error'),
  )
  const statements = useLoad(
    () => api('commissions', { page, per_page: 20, month: month || undefined }),
    [month, page],
    t('app.error'),
  )
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

function RuleCard() {
  const { t } = useT()
  const rule = useLoad(() => api('commissionRule'), [], t('app.error'))
  const [form, setForm] = useState({ share: '', minActive: '', minPayout: '', enabled: true })
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  useEffect(() => {
    if (rule.data)
      setForm({
        share: rule.data.share_percent,
        minActive: String(rule.data.min_active_players),
        minPayout: rule.data.min_payout,
        enabled: rule.data.enabled,
      })
  }, [rule.data])
  if (rule.error)
    return (
      <Notice kind="error" title={t('app.error')} text={rule.error}>
        <Button onClick={rule.reload}>{t('app.retry')}</Button>
      </Notice>
    )
  if (!rule.data)
    return (
      <Card title={t('agents.rule')}>
        <p className="p-4 text-center text-ink-300">
          <Spinner /> {t('app.loading')}
        </p>
      </Card>
    )
  const save = async () => {
    setBusy(true)
    setMessage(null)
    try {
      await api('setCommissionRule', {
        share_percent: form.share,
        min_active_players: form.minActive,
        min_payout: form.minPayout,
        enabled: form.enabled,
      })
      setMessage({ kind: 'success', text: t('agents.saved') })
      rule.reload()
    } catch (e) {
      setMessage({ kind: 'error', text: e instanceof Error ? e.message : t('app.error') })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card title={t('agents.rule')}>
      <p className="mb-3 text-ink-400 text-xs">{t('agents.ruleHelp')}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          save()
        }}
      >
        <TextField
          label={t('agents.share')}
          inputMode="decimal"
          value={form.share}
          onChange={(e) => setForm({ ...form, share: e.target.value })}
        />
        <TextField
          label={t('agents.minActive')}
          inputMode="numeric"
          value={form.minActive}
          onChange={(e) => setForm({ ...form, minActive: e.target.value })}
        />
        <TextField
          label={t('agents.minPayout')}
          inputMode="decimal"
          value={form.minPayout}
          onChange={(e) => setForm({ ...form, minPayout: e.target.value })}
        />
        <label className="flex items-center gap-2 pb-2 text-ink-200 text-sm">
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
          />
          {t('agents.enabled')}
        </label>
        <Button type="submit" tone="primary" disabled={busy}>
          {busy ? <Spinner /> : null}
          {t('agents.save')}
        </Button>
      </form>
      <p className="mt-2 text-ink-500 text-xs">
        {t('agents.updated', { at: rule.data.updated_at, by: rule.data.updated_by || '—' })}
      </p>
      {message ? (
        <div className="mt-3">
          <Notice kind={message.kind} text={message.text} />
        </div>
      ) : null}
    </Card>
  )
}

function RunButton({ onDone }: { onDone: () => void }) {
  const { t } = useT()
  const [state, send] = useMachine(
    commissionRunMachine.provide({
      actors: { run: fromPromise(({ input }) => api('runCommission', { month: input.month })) },
    }),
  )
  const c = state.context
  const open = !state.matches('idle')
  const close = () => {
    if (state.matches('done')) {
      send({ type: 'close' })
      onDone()
    } else send({ type: 'cancel' })
  }
  return (
    <>
      <Button onClick={() => send({ type: 'open', month: lastMonth() })}>{t('agents.run')}</Button>
      <Modal open={open} title={t('agents.runTitle')} onClose={close}>
        {state.matches('done') && c.result ? (
          <div className="flex flex-col gap-3">
            <Notice
              kind="success"
              text={t('agents.ran', { month: c.result.month, agents: c.result.agents, paid: c.result.paid })}
            />
            <div className="flex justify-end">
              <Button onClick={close}>{t('app.close')}</Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <TextField
              label={t('agents.month')}
              type="month"
              value={c.month}
              max={lastMonth()}
              onChange={(e) => send({ type: 'month', month: e.target.value })}
            />
            <p className="text-ink-300 text-sm">{t('agents.runConfirm', { month: c.month || '—' })}</p>
            {c.error ? <Notice kind="error" text={c.error} /> : null}
            <div className="flex justify-end gap-2">
              <Button onClick={close}>{t('app.cancel')}</Button>
              <Button
                tone="primary"
                disabled={state.matches('running') || !/^\d{4}-\d{2}$/.test(c.month)}
                onClick={() => send({ type: 'confirm' })}
              >
                {state.matches('running') ? <Spinner /> : null}
                {t('app.confirm')}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </>
  )
}
