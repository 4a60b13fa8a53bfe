// 待复核 (docs/operator-console.md, "Four eyes"): the requests waiting for a second operator, oldest
// first, with their expiry, on the review queues' pattern (a server-paged table and a dialog driven by
// the approval machine); the decided ones on demand; and, for the owner, the thresholds and caps.
import type { PaginationState } from '@tanstack/react-table'
import { useEffect, useMemo, useState } from 'react'
import type { ApprovalRow, ApprovalSettings } from '../../../../core/contract/admin'
import { type ConsoleKey, type T, useT } from '../../i18n'
import { type Column, DataTable, fromPage } from '../../ui/DataTable'
import { Badge, Button, Card, Money, Notice, PageHeader, Select, Spinner } from '../../ui/kit'
import { Loading } from '../../ui/Loading'
import { useLoad } from '../../ui/useLoad'
import { timeCell } from '../cells'
import { ConfirmDialog, changes, Field, SaveBar, useSave } from '../settings/Form'
import { ApprovalDialog } from './ApprovalDialog'
import { listApprovals, readApprovalSettings, saveApprovalSettings } from './calls'
import { stateBadgeOf, what } from './summary'

export default function ApprovalsView({
  canSetThresholds,
  onChanged,
}: {
  canSetThresholds: boolean
  onChanged: () => void
}) {
  const { t } = useT()
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 })
  const [show, setShow] = useState<'pending' | 'decided'>('pending')
  const [open, setOpen] = useState<ApprovalRow | null>(null)
  const list = useLoad(
    () => listApprovals(show, pagination.pageIndex + 1, pagination.pageSize),
    [show, pagination.pageIndex, pagination.pageSize],
    t('app.error'),
  )
  const columns = useMemo(() => columnsOf(t, setOpen), [t])
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('approval.title')}>
        <Select
          label={t('approval.show')}
          value={show}
          onChange={(v) => {
            setShow(v)
            setPagination((p) => ({ ...p, pageIndex: 0 }))
          }}
          options={[
            { value: 'pending', label: t('approval.show.pending') },
            { value: 'decided', label: t('approval.show.decided') },
          ]}
        />
        <Button onClick={list.reload}>
          {list.loading ? <Spinner /> : null}
          {t('app.refresh')}
        </Button>
      </PageHeader>
      <Notice kind="info" text={t('approval.hint')} />
      <DataTable<ApprovalRow>
        label={t('approval.title')}
        columns={columns}
        {...fromPage(list)}
        pagination={pagination}
        onPagination={setPagination}
        empty={t('approval.empty')}
        rowKey={(r) => String(r.id)}
      />
      {open ? (
        <ApprovalDialog
          key={open.id}
          row={open}
          onClose={(changed) => {
            setOpen(null)
            if (changed) {
              list.reload()
              onChanged()
            }
          }}
        />
      ) : null}
      {canSetThresholds ? <ThresholdsCard /> : null}
    </div>
  )
}

function columnsOf(t: T, decide: (row: ApprovalRow) => void): Column<ApprovalRow>[] {
  return [
    {
      id: 'id',
      header: '#',
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.id}</span>,
    },
    {
      id: 'kind',
      header: t('approval.col.kind'),
      cell: ({ row }) => t(`approval.kind.${row.original.kind}` as ConsoleKey),
    },
    {
      id: 'amount',
      header: t('col.amount'),
      cell: ({ row }) =>
        row.original.amount ? (
          <Money value={row.original.amount} signed={row.original.kind === 'adjust'} />
        ) : (
          '—'
        ),
    },
    { id: 'what', header: t('approval.col.what'), cell: ({ row }) => what(row.original, t) },
    {
      id: 'maker',
      header: t('approval.col.maker'),
      cell: ({ row }) => (
        <div>
          {row.original.maker} {row.original.mine ? <Badge tone="gold">{t('approval.mine')}</Badge> : null}
          <div>{timeCell(row.original.created_at)}</div>
        </div>
      ),
    },
    {
      id: 'expires',
      header: t('approval.col.expires'),
      cell: ({ row }) => timeCell(row.original.expires_at),
    },
    {
      id: 'state',
      header: t('col.state'),
      cell: ({ row }) => (
        <div>
          {stateBadgeOf(row.original, t)}
          {row.original.checker ? <div className="text-xs text-ink-400">{row.original.checker}</div> : null}
          {row.original.reason ? <div className="text-xs text-ink-400">{row.original.reason}</div> : null}
        </div>
      ),
    },
    {
      id: 'actions',
      header: t('col.actions'),
      cell: ({ row }) =>
        row.original.state === 'pending' || row.original.state === 'expired' ? (
          <Button size="sm" tone="primary" onClick={() => decide(row.original)}>
            {t('approval.open')}
          </Button>
        ) : null,
    },
  ]
}

// ---------------------------------------------------------------- the owner's thresholds

const AMOUNTS: [keyof ApprovalSettings, ConsoleKey][] = [
  ['adjust_threshold', 'approval.set.adjustThreshold'],
  ['withdrawal_threshold', 'approval.set.withdrawalThreshold'],
  ['approve_daily_max', 'approval.set.approveDailyMax'],
  ['adjust_max', 'approval.set.adjustMax'],
  ['adjust_daily_max', 'approval.set.adjustDailyMax'],
  ['expiry_hours', 'approval.set.expiryHours'],
]
/** The kinds of change the owner may put behind four eyes, each with its on/off switch. */
const SWITCHES: [keyof ApprovalSettings, ConsoleKey][] = [
  ['receiving_changes', 'approval.set.receivingChanges'],
  ['promotion_changes', 'approval.set.promotionChanges'],
  ['money_changes', 'approval.set.moneyChanges'],
  ['maintenance_changes', 'approval.set.maintenanceChanges'],
]
type Form = Record<keyof ApprovalSettings, string>
const asForm = (d: ApprovalSettings): Form =>
  Object.fromEntries(Object.entries(d).map(([k, v]) => [k, String(v)])) as Form

function ThresholdsCard() {
  const { t } = useT()
  const settings = useLoad(readApprovalSettings, [], t('app.error'))
  return (
    <Card title={t('approval.settings')}>
      <p className="mb-3 text-xs text-ink-400">{t('approval.settingsHint')}</p>
      <Loading loaded={settings}>
        {(data) => <ThresholdsForm data={data} onSaved={settings.reload} />}
      </Loading>
    </Card>
  )
}

function ThresholdsForm({ data, onSaved }: { data: ApprovalSettings; onSaved: () => void }) {
  const { t } = useT()
  const [form, setForm] = useState<Form>(() => asForm(data))
  useEffect(() => setForm(asForm(data)), [data])
  const save = useSave(saveApprovalSettings, onSaved)
  const labels = Object.fromEntries([
    ...AMOUNTS.map(([k, key]) => [k, t(key)]),
    ...SWITCHES.map(([k, key]) => [k, t(key)]),
  ]) as Form
  const set = (k: keyof ApprovalSettings, v: string) => {
    setForm({ ...form, [k]: v })
    save.edited()
  }
  // The hours go as a number when they are one; anything else is sent as is and refused by the server.
  const payload = () => ({
    ...form,
    ...Object.fromEntries(SWITCHES.map(([k]) => [k, form[k] === 'true'])),
    expiry_hours: /^\d+$/.test(form.expiry_hours.trim()) ? Number(form.expiry_hours) : form.expiry_hours,
  })
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {AMOUNTS.map(([k]) => (
          <Field
            key={k}
            label={labels[k]}
            name={k}
            value={form[k]}
            inputMode={k === 'expiry_hours' ? 'numeric' : 'decimal'}
            onChange={(v) => set(k, v)}
            error={save.error}
          />
        ))}
        {SWITCHES.map(([k]) => (
          <Select
            key={k}
            label={labels[k]}
            value={form[k] as 'true' | 'false'}
            onChange={(v) => set(k, v)}
            options={[
              { value: 'true', label: t('approval.set.receivingOn') },
              { value: 'false', label: t('approval.set.receivingOff') },
            ]}
          />
        ))}
      </div>
      <SaveBar
        busy={save.busy}
        error={save.error}
        saved={save.saved}
        onSave={() => save.submit(payload(), true)}
      />
      <ConfirmDialog
        open={save.confirming}
        list={changes(asForm(data), form, labels)}
        busy={save.busy}
        onConfirm={save.confirm}
        onBack={save.back}
      />
    </>
  )
}
