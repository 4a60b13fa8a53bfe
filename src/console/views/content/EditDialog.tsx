// The edit dialog of a content editor (docs/content.md): the form checked by the contract's schema
// before it is sent; the server validates, sanitises and audits it again.
import { useState } from 'react'
import { failureText } from '../../api'
import { Button, Modal } from '../../ui/kit'
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
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const set = (name: string, v: unknown) => setForm((f) => ({ ...f, [name]: v }))
  const save = async () => {
    const def = callsOf(editor.kind).save
    const invalid = checkForm(def.request, form, fields, say)
    if (invalid) return setError(invalid)
    setBusy(true)
    setError(null)
    try {
      await saveRow(editor.kind, form)
      onSaved()
    } catch (e) {
      setError(failureText(e, say(TEXT.saveFailed)))
    } finally {
      setBusy(false)
    }
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
