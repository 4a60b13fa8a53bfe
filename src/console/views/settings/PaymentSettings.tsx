// 支付设置 (docs/settings.md): the money rules (USDT rates and fees, withdrawal limits, count, hours,
// the turnover multiple, the payment window), the deposit channels with their ranges, addresses and
// QR codes, and the operator's receiving bank accounts. Every save of money settings shows what
// changes (before -> after) and waits for a confirmation; the server checks every field.
import { type ReactNode, useEffect, useState } from 'react'
import type {
  MoneyRulesForm,
  PayChannelSetting,
  PaymentSettings,
  ReceivingAccount,
} from '../../../../core/contract/admin'
import { api } from '../../endpoints'
import { useT } from '../../i18n'
import { Badge, Button, Card, Modal, Money, PageHeader, Select } from '../../ui/kit'
import { Loading } from '../../ui/Loading'
import { useLoad } from '../../ui/useLoad'
import { ChangeList, ConfirmDialog, changes, Field, ImagePicker, SaveBar, useSave } from './Form'
import { type SettingsKey, type ST, useST } from './text'

export default function PaymentSettingsView() {
  const { t } = useT()
  const st = useST()
  const rules = useLoad(() => api('moneyRules'), [], t('app.error'))
  const payment = useLoad(() => api('paymentSettings'), [], t('app.error'))
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <PageHeader title={st('pay.title')} />
      <Card title={st('pay.rules')}>
        <Loading loaded={rules}>{(data) => <RulesForm data={data} onSaved={rules.reload} />}</Loading>
      </Card>
      <Card title={st('pay.channels')}>
        <Loading loaded={payment}>{(data) => <Channels data={data} onSaved={payment.reload} />}</Loading>
      </Card>
      <Card title={st('pay.accounts')}>
        <Loading loaded={payment}>{(data) => <Accounts data={data} onSaved={payment.reload} />}</Loading>
      </Card>
    </div>
  )
}

// ---------------------------------------------------------------- money rules

const RULE_FIELDS: [keyof MoneyRulesForm, SettingsKey, 'decimal' | 'numeric' | 'time'][] = [
  ['usdt_rate', 'pay.usdtRate', 'decimal'],
  ['withdraw_usdt_rate', 'pay.withdrawUsdtRate', 'decimal'],
  ['withdraw_fee_trc20', 'pay.feeTrc20', 'decimal'],
  ['withdraw_fee_erc20', 'pay.feeErc20', 'decimal'],
  ['withdraw_min', 'pay.withdrawMin', 'decimal'],
  ['withdraw_max', 'pay.withdrawMax', 'decimal'],
  ['daily_withdraw_times', 'pay.dailyTimes', 'numeric'],
  ['withdraw_begin', 'pay.begin', 'time'],
  ['withdraw_end', 'pay.end', 'time'],
  ['withdraw_multiple', 'pay.multiple', 'decimal'],
  ['deposit_window_minutes', 'pay.window', 'numeric'],
]
type RulesText = Record<keyof MoneyRulesForm, string>
const asText = (d: MoneyRulesForm): RulesText =>
  Object.fromEntries(RULE_FIELDS.map(([k]) => [k, String(d[k])])) as RulesText

function RulesForm({ data, onSaved }: { data: MoneyRulesForm; onSaved: () => void }) {
  const st = useST()
  const [form, setForm] = useState<RulesText>(() => asText(data))
  useEffect(() => setForm(asText(data)), [data])
  const save = useSave((payload) => api('saveMoneyRules', payload), onSaved)
  const labels = Object.fromEntries(RULE_FIELDS.map(([k, label]) => [k, st(label)])) as RulesText
  // Counts go as numbers; anything not a whole number is sent as is and refused by the server.
  const payload = () => ({
    ...form,
    daily_withdraw_times: /^\d+$/.test(form.daily_withdraw_times.trim())
      ? Number(form.daily_withdraw_times)
      : form.daily_withdraw_times,
    deposit_window_minutes: /^\d+$/.test(form.deposit_window_minutes.trim())
      ? Number(form.deposit_window_minutes)
      : form.deposit_window_minutes,
  })
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {RULE_FIELDS.map(([k, , kind]) => (
          <Field
            key={k}
            label={labels[k]}
            name={k}
            value={form[k]}
            type={kind === 'time' ? 'time' : 'text'}
            inputMode={kind === 'time' ? undefined : kind}
            onChange={(v) => {
              setForm({ ...form, [k]: v })
              save.edited()
            }}
            error={save.error}
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
        list={changes(asText(data), form, labels)}
        busy={save.busy}
        onConfirm={save.confirm}
        onBack={save.back}
      />
    </>
  )
}

// ---------------------------------------------------------------- channels

const th = 'border-b border-white/8 px-2 py-1.5 text-left font-normal text-ink-400'
const td = 'border-b border-white/5 px-2 py-1.5 text-ink-50'

/** A settings list: a row per item, its cells under the headers, and an edit button at the end. */
function EditList<T>({
  className,
  headers,
  rows,
  rowKey,
  cells,
  onEdit,
}: {
  className: string
  headers: string[]
  rows: T[]
  rowKey: (row: T) => string | number
  /** The row's cells in the order of `headers`, each with the classes it adds to the cell's own. */
  cells: (row: T) => [content: ReactNode, classes?: string][]
  onEdit: (row: T) => void
}) {
  const st = useST()
  return (
    <table className={className}>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} className={th}>
              {h}
            </th>
          ))}
          <th className={th} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {cells(row).map(([content, classes], i) => (
              <td key={headers[i]} className={classes ? `${td} ${classes}` : td}>
                {content}
              </td>
            ))}
            <td className={td}>
              <Button size="sm" onClick={() => onEdit(row)}>
                {st('pay.edit')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Channels({ data, onSaved }: { data: PaymentSettings; onSaved: () => void }) {
  const st = useST()
  const { t } = useT()
  const [editing, setEditing] = useState<PayChannelSetting | null>(null)
  if (data.channels.length === 0) return <p className="p-4 text-center text-ink-400">{t('app.empty')}</p>
  return (
    <>
      <EditList
        className="w-full text-sm"
        headers={[st('pay.channel'), st('pay.state'), st('pay.range'), st('pay.address')]}
        rows={data.channels}
        rowKey={(c) => c.code}
        cells={(c) => [
          [
            <>
              {c.name} <code className="text-2xs text-ink-400">{c.code}</code>
            </>,
          ],
          [<StateBadge key="state" enabled={c.enabled} />],
          [
            <>
              <Money value={c.min} /> – <Money value={c.max} />
            </>,
          ],
          [c.address || '—', 'max-w-64 truncate font-mono text-2xs'],
        ]}
        onEdit={setEditing}
      />
      {editing ? (
        <ChannelDialog
          key={editing.code}
          channel={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            onSaved()
          }}
        />
      ) : null}
    </>
  )
}

const isUsdt = (code: string) => code.startsWith('usdt-')

function ChannelDialog({
  channel,
  onClose,
  onSaved,
}: {
  channel: PayChannelSetting
  onClose: () => void
  onSaved: () => void
}) {
  const st = useST()
  const save = useSave(({ code, ...body }) => api('savePayChannel', { code, ...body }), onSaved)
  const { form, set, bind } = useDialogForm(channel, save)
  const labels = {
    name: st('pay.name'),
    enabled: st('pay.state'),
    min: st('pay.min'),
    max: st('pay.max'),
    address: isUsdt(channel.code) ? st('pay.address') : st('pay.merchant'),
    qr_image: st('pay.qr'),
    content: st('pay.content'),
  }
  const onOff = (c: PayChannelSetting) => ({ ...c, enabled: stateText(st, c.enabled) })
  return (
    <Modal open title={st('pay.editChannel', { name: channel.name })} onClose={onClose} wide>
      {save.confirming ? (
        <ConfirmStep st={st} list={changes(onOff(channel), onOff(form), labels)} save={save} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field {...bind('name', labels.name)} />
          <StateSelect label={labels.enabled} enabled={form.enabled} onChange={(on) => set('enabled', on)} />
          <Field {...bind('min', labels.min)} inputMode="decimal" />
          <Field {...bind('max', labels.max)} inputMode="decimal" />
          {channel.code !== 'bank' ? <Field {...bind('address', labels.address)} /> : null}
          {channel.code !== 'bank' ? (
            <ImagePicker
              label={labels.qr_image}
              name="qr_image"
              kind="qr"
              value={form.qr_image}
              onChange={(url) => set('qr_image', url)}
              error={save.error}
            />
          ) : null}
          <Field {...bind('content', labels.content)} />
          <DialogSaveBar save={save} onSave={() => save.submit(form, true)} onClose={onClose} />
        </div>
      )}
    </Modal>
  )
}

/** The keys of a form whose values are text. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string

/**
 * A dialog's form: its values, `set`, which also tells the save machine of the edit, and `bind`, the
 * props that tie a text field to one value (its refusal from the server shows under it).
 */
function useDialogForm<F extends Record<string, unknown>>(initial: F, save: ReturnType<typeof useSave>) {
  const [form, setForm] = useState(initial)
  const set = <K extends keyof F>(k: K, v: F[K]) => {
    setForm({ ...form, [k]: v })
    save.edited()
  }
  const bind = <K extends TextKey<F>>(name: K, label: string) => ({
    label,
    name,
    value: form[name] as string,
    onChange: (v: string) => set(name, v as F[K]),
    error: save.error,
  })
  return { form, set, bind }
}

/** 启用 or 停用, as the confirm step lists a channel's or an account's state. */
const stateText = (st: ST, enabled: boolean) => (enabled ? st('pay.enabled') : st('pay.disabled'))

function StateBadge({ enabled }: { enabled: boolean }) {
  const st = useST()
  return enabled ? <Badge tone="green">{st('pay.enabled')}</Badge> : <Badge>{st('pay.disabled')}</Badge>
}

function StateSelect({
  label,
  enabled,
  onChange,
}: {
  label: string
  enabled: boolean
  onChange: (enabled: boolean) => void
}) {
  const st = useST()
  return (
    <Select
      label={label}
      value={enabled ? 'on' : 'off'}
      options={[
        { value: 'on', label: st('pay.enabled') },
        { value: 'off', label: st('pay.disabled') },
      ]}
      onChange={(v) => onChange(v === 'on')}
    />
  )
}

/** A dialog's save bar with its cancel button, across both columns of the form. */
function DialogSaveBar({
  save,
  onSave,
  onClose,
}: {
  save: ReturnType<typeof useSave>
  onSave: () => void
  onClose: () => void
}) {
  const st = useST()
  return (
    <div className="sm:col-span-2">
      <SaveBar busy={save.busy} error={save.error} saved={false} onSave={onSave}>
        <Button onClick={onClose}>{st('form.cancel')}</Button>
      </SaveBar>
    </div>
  )
}

/** The confirm step inside a dialog (the dialog's form gives way to it). */
function ConfirmStep({
  st,
  list,
  save,
}: {
  st: ST
  list: ReturnType<typeof changes>
  save: ReturnType<typeof useSave>
}) {
  return (
    <div>
      <p className="mb-3 text-sm text-ink-200">{st('form.confirmText')}</p>
      <ChangeList list={list} st={st} />
      <div className="mt-4 flex justify-end gap-2">
        <Button onClick={save.back}>{st('form.back')}</Button>
        <Button tone="primary" onClick={save.confirm} disabled={save.busy || list.length === 0}>
          {st('form.confirm')}
        </Button>
      </div>
    </div>
  )
}

// ---------------------------------------------------------------- receiving accounts

type AccountForm = Omit<ReceivingAccount, 'id' | 'bank_name'> & { id: number | null }

function Accounts({ data, onSaved }: { data: PaymentSettings; onSaved: () => void }) {
  const st = useST()
  const [editing, setEditing] = useState<AccountForm | null>(null)
  const blank: AccountForm = {
    id: null,
    bank_id: data.banks[0]?.id ?? 0,
    bank_no: '',
    bank_owner: '',
    bank_address: '',
    enabled: true,
  }
  return (
    <>
      {data.accounts.length === 0 ? (
        <p className="mb-3 text-sm text-ink-400">{st('pay.noAccounts')}</p>
      ) : (
        <EditList
          className="mb-3 w-full text-sm"
          headers={[
            st('pay.bank'),
            st('pay.bankNo'),
            st('pay.bankOwner'),
            st('pay.bankAddress'),
            st('pay.state'),
          ]}
          rows={data.accounts}
          rowKey={(a) => a.id}
          cells={(a) => [
            [a.bank_name],
            [a.bank_no, 'font-mono'],
            [a.bank_owner],
            [a.bank_address],
            [<StateBadge key="state" enabled={a.enabled} />],
          ]}
          onEdit={(a) => setEditing({ ...a })}
        />
      )}
      <Button onClick={() => setEditing(blank)} disabled={data.banks.length === 0}>
        {st('pay.addAccount')}
      </Button>
      {editing ? (
        <AccountDialog
          key={editing.id ?? 'new'}
          account={editing}
          banks={data.banks}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            onSaved()
          }}
        />
      ) : null}
    </>
  )
}

function AccountDialog({
  account,
  banks,
  onClose,
  onSaved,
}: {
  account: AccountForm
  banks: PaymentSettings['banks']
  onClose: () => void
  onSaved: () => void
}) {
  const st = useST()
  const save = useSave(
    ({ id, ...body }) =>
      id === null ? api('addReceivingAccount', body) : api('saveReceivingAccount', { id, ...body }),
    onSaved,
  )
  const { form, set, bind } = useDialogForm(account, save)
  const bankName = (id: number) => banks.find((b) => b.id === id)?.bank_name ?? ''
  const shown = (a: AccountForm) => ({
    ...a,
    bank_id: bankName(a.bank_id),
    enabled: stateText(st, a.enabled),
  })
  const labels = {
    bank_id: st('pay.bank'),
    bank_no: st('pay.bankNo'),
    bank_owner: st('pay.bankOwner'),
    bank_address: st('pay.bankAddress'),
    enabled: st('pay.state'),
  }
  return (
    <Modal
      open
      title={account.id === null ? st('pay.addAccount') : st('pay.editAccount')}
      onClose={onClose}
      wide
    >
      {save.confirming ? (
        <ConfirmStep
          st={st}
          list={changes(
            account.id === null ? shown({ ...account, bank_id: -1 }) : shown(account),
            shown(form),
            labels,
          )}
          save={save}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Select
            label={labels.bank_id}
            value={String(form.bank_id)}
            options={banks.map((b) => ({ value: String(b.id), label: b.bank_name }))}
            onChange={(v) => set('bank_id', Number(v))}
          />
          <Field {...bind('bank_no', labels.bank_no)} inputMode="numeric" />
          <Field {...bind('bank_owner', labels.bank_owner)} />
          <Field {...bind('bank_address', labels.bank_address)} />
          <StateSelect label={labels.enabled} enabled={form.enabled} onChange={(on) => set('enabled', on)} />
          <DialogSaveBar save={save} onSave={() => save.submit(form, true)} onClose={onClose} />
        </div>
      )}
    </Modal>
  )
}
