// The red-packet grab window (Beijing wall times), shown above the red-packet rules (docs/content.md);
// a save lists the window before -> after and asks first (formKit's useFormSave).
import { useState } from 'react'
import { contentCalls } from '../../../../core/contract/admin'
import { useT } from '../../i18n'
import { Button, Notice, Spinner } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { ConfirmDialog, changes } from '../settings/Form'
import { readGrabWindow, saveGrabWindow } from './calls'
import { type Field, TEXT } from './editors'
import { FieldInput } from './Fields'
import { BusyButton, checkForm, MessageNotice, type Row, useFormSave, useSay } from './formKit'

const GRAB_FIELDS: Field[] = [
  { name: 'grab_begin', label: TEXT.grabBegin, kind: 'text' },
  { name: 'grab_end', label: TEXT.grabEnd, kind: 'text' },
]

export function GrabWindowCard() {
  const say = useSay()
  const { t } = useT()
  const data = useLoad(readGrabWindow, [], t('app.error'))
  const [form, setForm] = useState<Row | null>(null)
  const saver = useFormSave(async (payload) => {
    setForm(await saveGrabWindow(payload))
    data.reload()
    return say(TEXT.saved)
  })
  const current: Row | null = form ?? data.data
  const save = () => {
    if (current)
      saver.submit(checkForm(contentCalls.saveGrabWindow.request, current, GRAB_FIELDS, say), current)
  }
  // The confirm step lists the window before -> after (the settings forms' ConfirmDialog).
  const list =
    data.data && current
      ? changes(data.data, current, { grab_begin: say(TEXT.grabBegin), grab_end: say(TEXT.grabEnd) })
      : []
  return (
    <section className="mb-4 rounded-md border border-white/8 bg-navy-900 p-4">
      <h2 className="mb-3 text-sm font-semibold text-ink-200">{say(TEXT.grabWindow)}</h2>
      {data.error ? (
        <Notice kind="error" title={t('app.error')} text={data.error}>
          <Button onClick={data.reload}>{t('app.retry')}</Button>
        </Notice>
      ) : !current ? (
        <p className="text-ink-300">
          <Spinner /> {t('app.loading')}
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          {GRAB_FIELDS.map((f) => (
            <FieldInput
              key={f.name}
              field={f}
              form={current}
              set={(n, v) => {
                setForm({ ...current, [n]: v })
                saver.edited()
              }}
            />
          ))}
          <BusyButton busy={saver.busy} onClick={save}>
            {say(TEXT.save)}
          </BusyButton>
        </div>
      )}
      <MessageNotice message={saver.message} />
      <ConfirmDialog
        open={saver.confirming}
        list={list}
        busy={saver.busy}
        onConfirm={saver.confirm}
        onBack={saver.back}
      />
    </section>
  )
}
