// 待复核 (docs/operator-console.md, "Four eyes"): the requests waiting for a second operator, oldest
// first, with their expiry, on the review queues' pattern (a server-paged table and a dialog driven by
// the approval machine); filtered by state, days, amounts and number or player, and exported as the
// server's audited CSV (columns.tsx); and, for the owner, the thresholds and caps.
import { useEffect, useMemo, useState } from 'react'
import type { ApprovalRow, ApprovalSettings } from '../../../../core/contract/admin'
import { type ConsoleKey, useT } from '../../i18n'
import { DataTable, fromPage } from '../../ui/DataTable'
import { useFilters } from '../../ui/FilterBar'
import { Button, Card, Notice, PageHeader, Select, Spinner } from '../../ui/kit'
import { Loading } from '../../ui/Loading'
import { useLoad } from '../../ui/useLoad'
import { ConfirmDialog, changes, Field, SaveBar, useSave } from '../settings/Form'
import { ApprovalDialog } from './ApprovalDialog'
import {
  type ApprovalFilters,
  listApprovals,
  NO_APPROVAL_FILTERS,
  readApprovalSettings,
  saveApprovalSettings,
} from './calls'
import { ApprovalFilterBar, checkApprovalFilters, columnsOf } from './columns'

export default function ApprovalsView({
  canSetThresholds,
  onChanged,
}: {
  canSetThresholds: boolean
  onChanged: () => void
}) {
  const { t } = useT()
  const filters = useFilters<ApprovalFilters>(NO_APPROVAL_FILTERS, 20, (f) => checkApprovalFilters(t, f))
  const { applied, pagination } = filters
  const [open, setOpen] = useState<ApprovalRow | null>(null)
  const list = useLoad(
    () => listApprovals(applied, pagination.pageIndex + 1, pagination.pageSize),
    [applied, pagination.pageIndex, pagination.pageSize],
    t('app.error'),
  )
  const filtered = Object.entries(applied).some(
    ([k, v]) => v !== NO_APPROVAL_FILTERS[k as keyof ApprovalFilters],
  )
  const columns = useMemo(() => columnsOf(t, setOpen), [t])
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('approval.title')}>
        <Button onClick={list.reload}>
          {list.loading ? <Spinner /> : null}
          {t('app.refresh')}
        </Button>
      </PageHeader>
      <Notice kind="info" text={t('approval.hint')} />
      <ApprovalFilterBar filters={filters} />
      <DataTable<ApprovalRow>
        label={t('approval.title')}
        columns={columns}
        {...fromPage(list)}
        pagination={pagination}
        onPagination={filters.setPagination}
        empty={t(filtered ? 'queue.noMatch' : 'approval.empty')}
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
