// 支付商与密钥 in 支付设置 (docs/payments.md, "Channels and credentials"): each channel's provider,
// merchant id and secret, and what the provider does for it (pay-ins, payouts, the bank statement).
// The secret is never shown: a reference names an environment variable, a typed secret is sealed by
// the server, and the list shows its fingerprint. Changing it needs `settings.receiving` and may wait
// for a second operator (four eyes, like the channels' addresses).
import { useState } from 'react'
import type { PayProviderSetting } from '../../../../core/contract/admin'
import { type T, useT } from '../../i18n'
import { Badge, Modal, Select } from '../../ui/kit'
import { Loading } from '../../ui/Loading'
import { channelName } from '../../ui/names'
import { useLoad } from '../../ui/useLoad'
import { readPayProviders, savePayProvider } from './calls'
import { changes, Field, useSave } from './Form'
import { ConfirmStep, DialogSaveBar, EditList, useDialogForm } from './payParts'

type ProviderForm = {
  channel: PayProviderSetting['channel']
  provider: string
  merchant_id: string
  secret_ref: string
  secret: string
  payin: boolean
  payout: boolean
  statement: boolean
}

const secretText = (t: T, p: PayProviderSetting) =>
  p.secret_source === 'missing'
    ? t('pv.source.missing')
    : `${p.secret_source === 'sealed' ? t('pv.source.sealed') : t('pv.source.reference', { ref: p.secret_ref })} ${p.secret_mask}`

/** The switches a channel may have: bank takes no pay-ins, WeChat and Alipay pay nothing out. */
const SWITCHES = (channel: string) =>
  (['payin', 'payout', 'statement'] as const).filter((k) =>
    k === 'payin'
      ? channel !== 'bank'
      : k === 'payout'
        ? channel !== 'wechat' && channel !== 'alipay'
        : channel === 'bank',
  )

export function Providers({ editable }: { editable: boolean }) {
  const { t } = useT()
  const list = useLoad(readPayProviders, [], t('app.error'))
  const [editing, setEditing] = useState<PayProviderSetting | null>(null)
  return (
    <>
      <p className="mb-3 text-ink-400 text-xs">{t('pv.hint')}</p>
      <Loading loaded={list}>
        {(rows) => (
          <div className="overflow-x-auto">
            <EditList
              className="w-full text-sm"
              headers={[
                t('pv.channel'),
                t('pv.provider'),
                t('pv.merchant'),
                t('pv.secret'),
                t('pv.switches'),
              ]}
              rows={rows}
              rowKey={(p) => p.channel}
              cells={(p) => [
                [<span key="c">{channelName(t, p.channel)}</span>],
                [
                  <span key="p">
                    {p.provider}{' '}
                    {p.reachable ? (
                      <Badge tone="green">{t('pv.reachable')}</Badge>
                    ) : (
                      <Badge>{t('pv.unreachable')}</Badge>
                    )}
                  </span>,
                ],
                [p.merchant_id, 'font-mono text-2xs'],
                [secretText(t, p), 'font-mono text-2xs'],
                [
                  SWITCHES(p.channel)
                    .filter((k) => p[k])
                    .map((k) => t(`pv.${k}`))
                    .join(' · ') || '—',
                ],
              ]}
              onEdit={editable ? setEditing : undefined}
            />
          </div>
        )}
      </Loading>
      {editing ? (
        <ProviderDialog
          key={editing.channel}
          current={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            list.reload()
          }}
        />
      ) : null}
    </>
  )
}

function ProviderDialog({
  current,
  onClose,
  onSaved,
}: {
  current: PayProviderSetting
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useT()
  const save = useSave(savePayProvider, onSaved)
  const initial: ProviderForm = {
    channel: current.channel,
    provider: current.provider,
    merchant_id: current.merchant_id,
    secret_ref: current.secret_ref,
    secret: '',
    payin: current.payin,
    payout: current.payout,
    statement: current.statement,
  }
  const { form, set, bind } = useDialogForm(initial, save)
  const onOff = (on: boolean) => (on ? t('pv.on') : t('pv.off'))
  // The confirm step never shows a typed secret, only that one was typed.
  const shown = (f: ProviderForm) => ({
    ...f,
    secret: f.secret ? t('pv.newSecret') : '',
    payin: onOff(f.payin),
    payout: onOff(f.payout),
    statement: onOff(f.statement),
  })
  const labels = {
    provider: t('pv.provider'),
    merchant_id: t('pv.merchant'),
    secret_ref: t('pv.secretRef'),
    secret: t('pv.secretNew'),
    payin: t('pv.payin'),
    payout: t('pv.payout'),
    statement: t('pv.statement'),
  }
  return (
    <Modal open title={t('pv.edit', { channel: channelName(t, current.channel) })} onClose={onClose} wide>
      {save.confirming ? (
        <ConfirmStep t={t} list={changes(shown(initial), shown(form), labels)} save={save} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field {...bind('provider', labels.provider)} />
          <Field {...bind('merchant_id', labels.merchant_id)} />
          <Field {...bind('secret_ref', labels.secret_ref)} />
          <Field {...bind('secret', labels.secret)} type="password" />
          <p className="text-ink-400 text-xs sm:col-span-2">{t('pv.secretHint')}</p>
          {SWITCHES(current.channel).map((k) => (
            <Select
              key={k}
              label={labels[k]}
              value={form[k] ? 'on' : 'off'}
              options={[
                { value: 'on', label: t('pv.on') },
                { value: 'off', label: t('pv.off') },
              ]}
              onChange={(v) => set(k, v === 'on')}
            />
          ))}
          <DialogSaveBar save={save} onSave={() => save.submit(form, true)} onClose={onClose} />
        </div>
      )}
    </Modal>
  )
}
