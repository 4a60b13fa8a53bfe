// The receiving bank accounts of 支付设置 (docs/settings.md): where players transfer bank deposits.
// Adding or changing one needs `settings.receiving` (and may wait for a second operator,
// docs/operator-console.md "Four eyes"); without it the list is read-only.
import { useState } from 'react'
import type { PaymentSettings, ReceivingAccount } from '../../../../core/contract/admin'
import { useT } from '../../i18n'
import { Button, Modal, Select } from '../../ui/kit'
import { saveReceivingAccount } from './calls'
import { changes, Field, useSave } from './Form'
import {
  ConfirmStep,
  DialogSaveBar,
  EditList,
  StateBadge,
  StateSelect,
  stateText,
  useDialogForm,
} from './payParts'

type AccountForm = Omit<ReceivingAccount, 'id' | 'bank_name'> & { id: number | null }

export function Accounts({
  data,
  editable,
  onSaved,
}: {
  data: PaymentSettings
  editable: boolean
  onSaved: () => void
}) {
  const { t } = useT()
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
        <p className="mb-3 text-sm text-ink-400">{t('pay.noAccounts')}</p>
      ) : (
        <EditList
          className="mb-3 w-full text-sm"
          headers={[t('pay.bank'), t('pay.bankNo'), t('pay.bankOwner'), t('pay.bankAddress'), t('pay.state')]}
          rows={data.accounts}
          rowKey={(a) => a.id}
          cells={(a) => [
            [a.bank_name],
            [a.bank_no, 'font-mono'],
            [a.bank_owner],
            [a.bank_address],
            [<StateBadge key="state" enabled={a.enabled} />],
          ]}
          onEdit={editable ? (a) => setEditing({ ...a }) : undefined}
        />
      )}
      {editable ? (
        <Button onClick={() => setEditing(blank)} disabled={data.banks.length === 0}>
          {t('pay.addAccount')}
        </Button>
      ) : null}
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
  const { t } = useT()
  const save = useSave(saveReceivingAccount, onSaved)
  const { form, set, bind } = useDialogForm(account, save)
  const bankName = (id: number) => banks.find((b) => b.id === id)?.bank_name ?? ''
  const shown = (a: AccountForm) => ({
    ...a,
    bank_id: bankName(a.bank_id),
    enabled: stateText(t, a.enabled),
  })
  const labels = {
    bank_id: t('pay.bank'),
    bank_no: t('pay.bankNo'),
    bank_owner: t('pay.bankOwner'),
    bank_address: t('pay.bankAddress'),
    enabled: t('pay.state'),
  }
  return (
    <Modal
      open
      title={account.id === null ? t('pay.addAccount') : t('pay.editAccount')}
      onClose={onClose}
      wide
    >
      {save.confirming ? (
        <ConfirmStep
          t={t}
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
