// 支付设置 (docs/settings.md): the money rules (USDT rates and fees, withdrawal limits, count, hours,
// the turnover multiple, the payment window), the deposit channels with their ranges, addresses and
// QR codes (Channels.tsx), and the operator's receiving bank accounts (Accounts.tsx). Every save of
// money settings shows what changes (before -> after) and waits for a confirmation; the server checks
// every field. Channels and accounts are where players pay: only `settings.receiving` changes them;
// other roles read them, with the reason shown (docs/operator-console.md, "Four eyes"). Each channel's
// provider and credentials (Providers.tsx, docs/payments.md) likewise.
import { useEffect, useState } from 'react'
import type { MoneyRulesForm } from '../../../../core/contract/admin'
import { useT } from '../../i18n'
import { Card, Notice, PageHeader } from '../../ui/kit'
import { Loading } from '../../ui/Loading'
import { useLoad } from '../../ui/useLoad'
import { Accounts } from './Accounts'
import { Channels } from './Channels'
import { readMoneyRules, readPaymentSettings, saveMoneyRules } from './calls'
import { ConfirmDialog, changes, Field, SaveBar, useSave } from './Form'
import { Providers } from './Providers'
import { RULE_FIELDS } from './payParts'

export default function PaymentSettingsView({ canChangeReceiving }: { canChangeReceiving: boolean }) {
  const { t } = useT()
  const rules = useLoad(readMoneyRules, [], t('app.error'))
  const payment = useLoad(readPaymentSettings, [], t('app.error'))
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <PageHeader title={t('pay.title')} />
      <Card title={t('pay.rules')}>
        <Loading loaded={rules}>{(data) => <RulesForm data={data} onSaved={rules.reload} />}</Loading>
      </Card>
      {canChangeReceiving ? null : <Notice kind="info" text={t('pay.readOnly')} />}
      <Card title={t('pay.channels')}>
        <Loading loaded={payment}>
          {(data) => <Channels data={data} editable={canChangeReceiving} onSaved={payment.reload} />}
        </Loading>
      </Card>
      <Card title={t('pay.accounts')}>
        <Loading loaded={payment}>
          {(data) => <Accounts data={data} editable={canChangeReceiving} onSaved={payment.reload} />}
        </Loading>
      </Card>
      <Card title={t('pv.title')}>
        <Providers editable={canChangeReceiving} />
      </Card>
    </div>
  )
}

// ---------------------------------------------------------------- money rules

type RulesText = Record<keyof MoneyRulesForm, string>
const asText = (d: MoneyRulesForm): RulesText =>
  Object.fromEntries(RULE_FIELDS.map(([k]) => [k, String(d[k])])) as RulesText

function RulesForm({ data, onSaved }: { data: MoneyRulesForm; onSaved: () => void }) {
  const { t } = useT()
  const [form, setForm] = useState<RulesText>(() => asText(data))
  useEffect(() => setForm(asText(data)), [data])
  const save = useSave(saveMoneyRules, onSaved)
  const labels = Object.fromEntries(RULE_FIELDS.map(([k, label]) => [k, t(label)])) as RulesText
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
        submitted={save.submitted}
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
