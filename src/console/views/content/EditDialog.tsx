// The edit dialog of a content editor (docs/content.md): the form checked by the contract's schema
// before it is sent; the server validates, sanitises and audits it again.
import { useState } from 'react'
import { Button, Modal } from '../../ui/kit'
import { useSave } from '../settings/Form'
import { saveRow } from './calls'
import { type Editor, type Field, TEXT } from './editors'
import { FormFields } from './Fields'
import { BusyButton, callsOf, checkForm, MessageNotice, type Row, useSay } from './formKit'

export function EditDialog({
  editor,
  fields,
  row,
  onClose,
  onSaved,
}: {
  editor: Editor
  fields: Field[]
  row: Row | null
  onClose: () => void
  onSaved: () => void
}) {
  const say = useSay()
  const [form, setForm] = useState<Row>(() => ({ ...(row ?? editor.blank) }))
  const [invalid, setInvalid] = useState<string | null>(null)
  // The save is the settings forms' machine (settingsSave.machine.ts): saving, then saved or the
  // server's refusal, with the form kept for another try.
  const saver = useSave((payload) => saveRow(editor.kind, payload), onSaved)
  const busy = saver.busy
  const error = invalid ?? saver.error?.text ?? null
  const set = (name: string, v: unknown) => {
    setForm((f) => ({ ...f, [name]: v }))
    saver.edited()
  }
  const save = () => {
    const problem = checkForm(callsOf(editor.kind).save.request, form, fields, say)
    setInvalid(problem)
    if (!problem) saver.submit(form, false)
  }
  return (
    <Modal open title={`${say(row ? TEXT.edit : TEXT.create)} · ${say(editor.title)}`} onClose={onClose} wide>
      <div className="max-h-[70vh] overflow-y-auto pr-1">
        <FormFields fields={fields} form={form} set={set} />
      </div>
      <MessageNotice message={error ? { kind: 'error', text: error } : null} />
      <div className="mt-4 flex justify-end gap-2">
        <Button onClick={onClose} disabled={busy}>
          {say('app.cancel')}
        </Button>
        <BusyButton busy={busy} onClick={save}>
          {say(TEXT.save)}
        </BusyButton>
      </div>
    </Modal>
  )
}
