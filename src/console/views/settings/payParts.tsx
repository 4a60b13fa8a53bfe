// Pieces the payment settings share (PaymentSettings.tsx, Channels.tsx, Accounts.tsx; the rules'
// labels also serve a change waiting for approval): the money rules' fields, the list with an edit
// button per row (none when the operator may only read), the dialog form bound to the save machine,
// the state badge and select, the dialog's save bar and its confirm step.
import { type ReactNode, useState } from 'react'
import type { MoneyRulesForm } from '../../../../core/contract/admin'
import { type ConsoleKey, type T, useT } from '../../i18n'
import { Badge, Button, Select } from '../../ui/kit'
import { ChangeList, type changes, SaveBar, type useSave } from './Form'

/** The money rules' fields, their labels and input kinds (the rules form; a change waiting for approval). */
export const RULE_FIELDS: [keyof MoneyRulesForm, ConsoleKey, 'decimal' | 'numeric' | 'time'][] = [
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

const th = 'border-b border-white/8 px-2 py-1.5 text-left font-normal text-ink-400'
const td = 'border-b border-white/5 px-2 py-1.5 text-ink-50'

/** A settings list: a row per item, its cells under the headers, and (when editable) an edit button. */
export function EditList<T>({
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
  /** Absent when the operator may only read the list. */
  onEdit?: (row: T) => void
}) {
  const { t } = useT()
  // A phone scrolls the list inside its card; words (Chinese ones too) keep together.
  return (
    <div className="overflow-x-auto">
      <table className={`break-keep ${className}`}>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} className={th}>
                {h}
              </th>
            ))}
            {onEdit ? <th className={th} /> : null}
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
              {onEdit ? (
                <td className={td}>
                  <Button size="sm" onClick={() => onEdit(row)}>
                    {t('pay.edit')}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The keys of a form whose values are text. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string

/**
 * A dialog's form: its values, `set`, which also tells the save machine of the edit, and `bind`, the
 * props that tie a text field to one value (its refusal from the server shows under it).
 */
export function useDialogForm<F extends Record<string, unknown>>(
  initial: F,
  save: ReturnType<typeof useSave>,
) {
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
export const stateText = (t: T, enabled: boolean) => (enabled ? t('pay.enabled') : t('pay.disabled'))

export function StateBadge({ enabled }: { enabled: boolean }) {
  const { t } = useT()
  return enabled ? <Badge tone="green">{t('pay.enabled')}</Badge> : <Badge>{t('pay.disabled')}</Badge>
}

export function StateSelect({
  label,
  enabled,
  onChange,
}: {
  label: string
  enabled: boolean
  onChange: (enabled: boolean) => void
}) {
  const { t } = useT()
  return (
    <Select
      label={label}
      value={enabled ? 'on' : 'off'}
      options={[
        { value: 'on', label: t('pay.enabled') },
        { value: 'off', label: t('pay.disabled') },
      ]}
      onChange={(v) => onChange(v === 'on')}
    />
  )
}

/** A dialog's save bar with its cancel button, across both columns of the form. */
export function DialogSaveBar({
  save,
  onSave,
  onClose,
}: {
  save: ReturnType<typeof useSave>
  onSave: () => void
  onClose: () => void
}) {
  const { t } = useT()
  return (
    <div className="sm:col-span-2">
      <SaveBar busy={save.busy} error={save.error} saved={false} submitted={save.submitted} onSave={onSave}>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
      </SaveBar>
    </div>
  )
}

/** The confirm step inside a dialog (the dialog's form gives way to it). */
export function ConfirmStep({
  t,
  list,
  save,
}: {
  t: T
  list: ReturnType<typeof changes>
  save: ReturnType<typeof useSave>
}) {
  return (
    <div>
      <p className="mb-3 text-sm text-ink-200">{t('form.confirmText')}</p>
      <ChangeList list={list} t={t} />
      <div className="mt-4 flex justify-end gap-2">
        <Button onClick={save.back}>{t('form.back')}</Button>
        <Button tone="primary" onClick={save.confirm} disabled={save.busy || list.length === 0}>
          {t('form.confirm')}
        </Button>
      </div>
    </div>
  )
}
