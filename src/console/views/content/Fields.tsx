// The inputs of the content forms (docs/content.md): one per field kind, a Chinese field beside its
// English twin with previews of rich text as the player page renders it (sanitised), and the panel a
// page form sits on.
import { type ChangeEvent, type Dispatch, type SetStateAction, useState } from 'react'
import { SafeHtml } from '../../../views/ui/SafeHtml'
import { failureText } from '../../api'
import { Notice, Select, Spinner, TextArea, TextField } from '../../ui/kit'
import { uploadImage } from './calls'
import { type Field, TEXT } from './editors'
import {
  BusyButton,
  fromLocal,
  type Message,
  MessageNotice,
  optionText,
  type Row,
  toLocal,
  useSay,
} from './formKit'

function ImageInput({
  field,
  value,
  onChange,
}: {
  field: Field
  value: string
  onChange: (v: string) => void
}) {
  const say = useSay()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    setBusy(true)
    setError(null)
    try {
      const data = await new Promise<string>((resolve, reject) => {
        const r = new FileReader()
        r.onload = () => resolve(String(r.result))
        r.onerror = () => reject(r.error)
        r.readAsDataURL(file)
      })
      onChange(await uploadImage(data))
    } catch (err) {
      setError(failureText(err, say(TEXT.uploadFailed)))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <TextField label={say(field.label)} value={value} onChange={(e) => onChange(e.target.value)} />
      <div className="flex items-center gap-2">
        <label className="inline-flex cursor-pointer items-center gap-1.5 rounded-sm border border-white/10 bg-navy-700 px-2.5 py-1 text-xs text-ink-50 hover:bg-navy-600">
          {busy ? <Spinner /> : null}
          {busy ? say(TEXT.uploading) : say(TEXT.upload)}
          <input
            type="file"
            accept="image/png,image/gif,image/jpeg,image/webp"
            className="sr-only"
            onChange={pick}
            disabled={busy}
          />
        </label>
        {value ? <img src={value} alt="" className="h-10 max-w-40 rounded-xs object-contain" /> : null}
      </div>
      {error ? <Notice kind="error" text={error} /> : null}
    </div>
  )
}

function Preview({ html, label }: { html: string; label: string }) {
  return (
    <div className="rounded-sm border border-white/8 bg-navy-950 p-3">
      <div className="mb-2 text-2xs text-ink-400">{label}</div>
      <div className="max-h-56 overflow-y-auto text-sm">
        <SafeHtml html={html} />
      </div>
    </div>
  )
}

export function FieldInput({
  field,
  form,
  set,
}: {
  field: Field
  form: Row
  set: (name: string, v: unknown) => void
}) {
  const say = useSay()
  const value = form[field.name]
  const str = value === null || value === undefined ? '' : String(value)
  switch (field.kind) {
    case 'image':
      return <ImageInput field={field} value={str} onChange={(v) => set(field.name, v)} />
    case 'datetime':
      return (
        <TextField
          label={say(field.label)}
          type="datetime-local"
          value={toLocal(value)}
          onChange={(e) => set(field.name, fromLocal(e.target.value))}
        />
      )
    case 'flag':
    case 'select': {
      const options = (field.options ?? []).map((o) => ({ value: o.value, label: optionText(say, o) }))
      if (!options.some((o) => o.value === str)) options.unshift({ value: str, label: str || '—' })
      return (
        <Select label={say(field.label)} value={str} options={options} onChange={(v) => set(field.name, v)} />
      )
    }
    case 'number':
      return (
        <TextField
          label={say(field.label)}
          inputMode="numeric"
          value={str}
          onChange={(e) => set(field.name, e.target.value)}
        />
      )
    case 'amount':
      return (
        <TextField
          label={say(field.label)}
          inputMode="decimal"
          value={str}
          onChange={(e) => set(field.name, e.target.value)}
        />
      )
    default:
      return field.long ? (
        <TextArea label={say(field.label)} value={str} onChange={(v) => set(field.name, v)} rows={3} />
      ) : (
        <TextField label={say(field.label)} value={str} onChange={(e) => set(field.name, e.target.value)} />
      )
  }
}

/** A Chinese field and its English twin side by side; rich text with both previews under them. */
function Pair({ field, form, set }: { field: Field; form: Row; set: (name: string, v: unknown) => void }) {
  const say = useSay()
  const en = field.en as string
  const zhLabel = `${say(field.label)} · ${say(TEXT.zh)}`
  const enLabel = `${say(field.label)} · ${say(TEXT.en)}`
  const rich = field.kind === 'rich'
  const rows = rich ? (field.long ? 10 : 5) : 2
  const box = (name: string, label: string) =>
    rich || field.long ? (
      <TextArea label={label} value={String(form[name] ?? '')} onChange={(v) => set(name, v)} rows={rows} />
    ) : (
      <TextField label={label} value={String(form[name] ?? '')} onChange={(e) => set(name, e.target.value)} />
    )
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {box(field.name, zhLabel)}
      {box(en, enLabel)}
      {rich ? (
        <>
          <Preview label={`${say(TEXT.preview)} · ${say(TEXT.zh)}`} html={String(form[field.name] ?? '')} />
          <Preview
            label={`${say(TEXT.preview)} · ${say(TEXT.en)}`}
            html={String(form[en] ?? '') || String(form[field.name] ?? '')}
          />
        </>
      ) : null}
    </div>
  )
}

export function FormFields({
  fields,
  form,
  set,
}: {
  fields: Field[]
  form: Row
  set: (name: string, v: unknown) => void
}) {
  const say = useSay()
  const pairs = fields.filter((f) => f.en)
  const singles = fields.filter((f) => !f.en)
  return (
    <div className="flex flex-col gap-4">
      {pairs.length > 0 ? <p className="text-xs text-ink-400">{say(TEXT.enHint)}</p> : null}
      {pairs.map((f) => (
        <Pair key={f.name} field={f} form={form} set={set} />
      ))}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3">
        {singles.map((f) => (
          <FieldInput key={f.name} field={f} form={form} set={set} />
        ))}
      </div>
    </div>
  )
}

/** A page form on its panel: the fields, the last answer, and the send button on the right. */
export function FormPanel({
  fields,
  form,
  setForm,
  message,
  busy,
  onSubmit,
  submitText,
}: {
  fields: Field[]
  form: Row
  setForm: Dispatch<SetStateAction<Row>>
  message: Message | null
  busy: boolean
  onSubmit: () => void
  submitText: string
}) {
  return (
    <div className="rounded-md border border-white/8 bg-navy-900 p-4">
      <FormFields fields={fields} form={form} set={(n, v) => setForm((f) => ({ ...f, [n]: v }))} />
      <MessageNotice message={message} />
      <div className="mt-4 flex justify-end">
        <BusyButton busy={busy} onClick={onSubmit}>
          {submitText}
        </BusyButton>
      </div>
    </div>
  )
}
