// The deposit channels of 支付设置 (docs/settings.md): each with its range, address or merchant id and
// QR code. Changing them needs `settings.receiving` (where players pay; the change may wait for a
// second operator, docs/operator-console.md "Four eyes"); without it the list is read-only.
import { useState } from 'react'
import type { PayChannelSetting, PaymentSettings } from '../../../../core/contract/admin'
import { useT } from '../../i18n'
import { Modal, Money } from '../../ui/kit'
import { channelName } from '../../ui/names'
import { savePayChannel } from './calls'
import { changes, Field, ImagePicker, useSave } from './Form'
import {
  ConfirmStep,
  DialogSaveBar,
  EditList,
  StateBadge,
  StateSelect,
  stateText,
  useDialogForm,
} from './payParts'

export function Channels({
  data,
  editable,
  onSaved,
}: {
  data: PaymentSettings
  editable: boolean
  onSaved: () => void
}) {
  const { t } = useT()
  const [editing, setEditing] = useState<PayChannelSetting | null>(null)
  if (data.channels.length === 0) return <p className="p-4 text-center text-ink-400">{t('app.empty')}</p>
  return (
    <>
      <EditList
        className="w-full text-sm"
        headers={[t('pay.channel'), t('pay.state'), t('pay.range'), t('pay.address')]}
        rows={data.channels}
        rowKey={(c) => c.code}
        cells={(c) => [
          [
            <span key="name" className="flex flex-col">
              {c.name}
              <span className="text-2xs text-ink-400">{channelName(t, c.code)}</span>
            </span>,
          ],
          [<StateBadge key="state" enabled={c.enabled} />],
          [
            <>
              <Money value={c.min} /> – <Money value={c.max} />
            </>,
          ],
          [c.address || '—', 'max-w-64 truncate font-mono text-2xs'],
        ]}
        onEdit={editable ? setEditing : undefined}
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
  const { t } = useT()
  const save = useSave(savePayChannel, onSaved)
  const { form, set, bind } = useDialogForm(channel, save)
  const labels = {
    name: t('pay.name'),
    enabled: t('pay.state'),
    min: t('pay.min'),
    max: t('pay.max'),
    address: isUsdt(channel.code) ? t('pay.address') : t('pay.merchant'),
    qr_image: t('pay.qr'),
    content: t('pay.content'),
  }
  const onOff = (c: PayChannelSetting) => ({ ...c, enabled: stateText(t, c.enabled) })
  return (
    <Modal open title={t('pay.editChannel', { name: channel.name })} onClose={onClose} wide>
      {save.confirming ? (
        <ConfirmStep t={t} list={changes(onOff(channel), onOff(form), labels)} save={save} />
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
