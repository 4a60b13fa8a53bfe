// The content editors (docs/content.md): one list per kind (banners, notices, articles, promotions,
// venues, VIP levels, red-packet rules) with an edit dialog whose Chinese and English fields sit side
// by side and whose rich text shows a preview as the player page renders it (sanitised); the welcome
// modal and the inbox have their own forms. Every save goes to the server, which validates, sanitises
// and audits it; the player site reads the change on its next request.
import type { PaginationState } from '@tanstack/react-table'
import { type ChangeEvent, type Dispatch, type SetStateAction, useMemo, useState } from 'react'
import { type ContentKind, contentCalls } from '../../../../core/contract/admin'
import { SafeHtml } from '../../../views/ui/SafeHtml'
import { type AdminCall, call, failureText } from '../../api'
import { useT } from '../../i18n'
import { type Column, DataTable } from '../../ui/DataTable'
import {
  Badge,
  Button,
  Modal,
  Money,
  Notice,
  PageHeader,
  Select,
  Spinner,
  TextArea,
  TextField,
} from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { type Bi, EDITORS, type Editor, type Field, pickText, TEXT } from './editors'

type Row = Record<string, unknown>
type Say = (b: Bi, params?: Record<string, string | number>) => string

type Loose = AdminCall & { request: Parameters<typeof checkForm>[0] }
/** One editor's calls, with the row type left open (the editors share this screen). */
const callsOf = (kind: ContentKind) =>
  contentCalls[kind] as unknown as { list: Loose; save: Loose; remove: Loose }

function useSay(): Say {
  const { lang } = useT()
  return (b, params) =>
    pickText(lang, b).replace(/\{(\w+)\}/g, (m, k: string) => (params && k in params ? String(params[k]) : m))
}

type Message = { kind: 'error' | 'success'; text: string }

/**
 * The send of a page form (grab window, welcome modal, inbox): the contract's check first, then the
 * call; the last answer (the success text `send` returns, or the refusal) stays shown as the message.
 */
function useSubmit() {
  const say = useSay()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<Message | null>(null)
  const submit = async (invalid: string | null, send: () => Promise<string>) => {
    if (invalid) return setMessage({ kind: 'error', text: invalid })
    setBusy(true)
    try {
      setMessage({ kind: 'success', text: await send() })
    } catch (e) {
      setMessage({ kind: 'error', text: failureText(e, say(TEXT.saveFailed)) })
    } finally {
      setBusy(false)
    }
  }
  return { busy, message, submit }
}

function MessageNotice({ message }: { message: Message | null }) {
  if (!message) return null
  return (
    <div className="mt-3">
      <Notice kind={message.kind} text={message.text} />
    </div>
  )
}

/** The form's primary button: a spinner while the call runs, and no second click meanwhile. */
function BusyButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: string }) {
  return (
    <Button tone="primary" onClick={onClick} disabled={busy}>
      {busy ? <Spinner /> : null}
      {children}
    </Button>
  )
}

const HOURS8 = 8 * 3600_000
/** ISO moment -> the Beijing wall time a datetime-local input shows. */
const toLocal = (v: unknown) =>
  typeof v === 'string' && v ? new Date(Date.parse(v) + HOURS8).toISOString().slice(0, 16) : ''
/** A Beijing wall time from the input -> ISO with its offset (empty stays open). */
const fromLocal = (v: string) => (v ? `${v}:00+08:00` : null)
const beijing = (v: unknown) => (toLocal(v) ? toLocal(v).replace('T', ' ') : '—')

/** The first refusal of the contract's schema, named as the form names the field. */
function checkForm(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean
      error?: { issues: { path: PropertyKey[]; message: string }[] }
    }
  },
  v: Row,
  fields: Field[],
  say: Say,
) {
  const r = schema.safeParse(v)
  if (r.success) return null
  const issue = r.error?.issues[0]
  if (issue?.message === 'dateRange') return say(TEXT.windowOrder)
  const name = String(issue?.path[0] ?? '')
  const f = fields.find((x) => x.name === name)
  const twin = fields.find((x) => x.en === name)
  const label = f ? say(f.label) : twin ? `${say(twin.label)} · ${say(TEXT.en)}` : name
  return say(TEXT.invalid, { field: label })
}

// ---------------------------------------------------------------- fields

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
      onChange((await call(contentCalls.upload, { data })).url)
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

function FieldInput({
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
      const options = (field.options ?? []).map((o) => ({ value: o.value, label: say(o.label) }))
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

function FormFields({
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

// ---------------------------------------------------------------- an editor's list and dialog

function EditDialog({
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
      await call(def, form)
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
          {say(['取消', 'Cancel'])}
        </Button>
        <BusyButton busy={busy} onClick={save}>
          {say(TEXT.save)}
        </BusyButton>
      </div>
    </Modal>
  )
}

function cellOf(kind: Field['kind'] | undefined, v: unknown, say: Say, field?: Field) {
  const option = field?.options?.find((o) => o.value === String(v))
  if (kind === 'flag' && option)
    return (
      <Badge tone={Number(v) !== 1 ? 'default' : field?.name === 'maintenance' ? 'red' : 'green'}>
        {say(option.label)}
      </Badge>
    )
  if (option) return say(option.label)
  if (kind === 'image')
    return typeof v === 'string' && v ? (
      <img src={v} alt="" className="h-8 max-w-24 rounded-xs object-contain" />
    ) : (
      '—'
    )
  if (kind === 'flag')
    return Number(v) === 1 ? <Badge tone="green">{say(TEXT.on)}</Badge> : <Badge>{say(TEXT.off)}</Badge>
  if (kind === 'datetime') return <span className="whitespace-nowrap text-xs">{beijing(v)}</span>
  if (kind === 'amount') return <Money value={String(v)} />
  return <span className="line-clamp-2 max-w-80">{String(v ?? '')}</span>
}

export function ContentListView({ kind }: { kind: ContentKind }) {
  const say = useSay()
  const { t } = useT()
  const editor = EDITORS[kind]
  const list = useLoad(() => call(callsOf(kind).list) as Promise<Row[]>, [kind], t('app.error'))
  const types = useLoad(
    () => (kind === 'activities' ? call(contentCalls.activityTypes) : Promise.resolve([])),
    [kind],
    t('app.error'),
  )
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 })
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null)
  const [removing, setRemoving] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)

  const fields = useMemo(
    () =>
      editor.fields.map((f) =>
        f.name === 'type' && kind === 'activities'
          ? {
              ...f,
              options: (types.data ?? []).map((x) => ({
                value: String(x.id),
                label: [x.name, x.name] as const,
              })),
            }
          : f,
      ),
    [editor, kind, types.data],
  )
  const remove = async () => {
    if (!removing) return
    setBusy(true)
    try {
      await call(callsOf(kind).remove, { id: removing.id })
      setMessage({ kind: 'success', text: say(TEXT.removed) })
      setRemoving(null)
      list.reload()
    } catch (e) {
      setMessage({ kind: 'error', text: failureText(e, say(TEXT.saveFailed)) })
      setRemoving(null)
    } finally {
      setBusy(false)
    }
  }
  const columns: Column<Row>[] = [
    ...editor.columns.map(
      (c): Column<Row> => ({
        id: c.name,
        header: say(c.label),
        cell: ({ row }) =>
          cellOf(
            c.kind,
            row.original[c.name],
            say,
            editor.fields.find((f) => f.name === c.name),
          ),
      }),
    ),
    {
      id: 'actions',
      header: say(TEXT.actions),
      cell: ({ row }) => (
        <div className="flex gap-1.5">
          <Button size="sm" tone="primary" onClick={() => setEditing({ row: row.original })}>
            {say(TEXT.edit)}
          </Button>
          {editor.remove ? (
            <Button size="sm" tone="danger" onClick={() => setRemoving(row.original)}>
              {say(TEXT.remove)}
            </Button>
          ) : null}
        </div>
      ),
    },
  ]
  const rows = list.data
    ? list.data.slice(
        pagination.pageIndex * pagination.pageSize,
        (pagination.pageIndex + 1) * pagination.pageSize,
      )
    : null
  return (
    <div>
      <PageHeader title={say(editor.title)}>
        <Button onClick={list.reload}>{t('app.refresh')}</Button>
        {editor.create ? (
          <Button tone="primary" onClick={() => setEditing({ row: null })}>
            {say(TEXT.create)}
          </Button>
        ) : null}
      </PageHeader>
      {kind === 'redpackets' ? <GrabWindowCard /> : null}
      {message ? (
        <div className="mb-3">
          <Notice kind={message.kind} text={message.text} />
        </div>
      ) : null}
      <DataTable<Row>
        columns={columns}
        rows={rows}
        total={list.data?.length ?? 0}
        pagination={pagination}
        onPagination={setPagination}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={say(editor.create ? TEXT.empty : TEXT.emptyNoCreate)}
        label={say(editor.title)}
        rowKey={(r) => String(r[editor.key])}
      />
      {editing ? (
        <EditDialog
          key={String(editing.row?.[editor.key] ?? 'new')}
          editor={editor}
          fields={fields}
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            setMessage({ kind: 'success', text: say(TEXT.saved) })
            list.reload()
          }}
        />
      ) : null}
      <Modal open={removing !== null} title={say(TEXT.remove)} onClose={() => setRemoving(null)}>
        <p className="mb-4 text-sm text-ink-200">{say(TEXT.removeConfirm)}</p>
        <div className="flex justify-end gap-2">
          <Button onClick={() => setRemoving(null)} disabled={busy}>
            {say(['取消', 'Cancel'])}
          </Button>
          <Button tone="danger" onClick={remove} disabled={busy}>
            {busy ? <Spinner /> : null}
            {say(TEXT.remove)}
          </Button>
        </div>
      </Modal>
    </div>
  )
}

// ---------------------------------------------------------------- the red-packet grab window

const GRAB_FIELDS: Field[] = [
  { name: 'grab_begin', label: TEXT.grabBegin, kind: 'text' },
  { name: 'grab_end', label: TEXT.grabEnd, kind: 'text' },
]

function GrabWindowCard() {
  const say = useSay()
  const { t } = useT()
  const data = useLoad(() => call(contentCalls.grabWindow), [], t('app.error'))
  const [form, setForm] = useState<Row | null>(null)
  const { busy, message, submit } = useSubmit()
  const current: Row | null = form ?? data.data
  const save = async () => {
    if (!current) return
    await submit(checkForm(contentCalls.saveGrabWindow.request, current, GRAB_FIELDS, say), async () => {
      setForm(await call(contentCalls.saveGrabWindow, current))
      return say(TEXT.saved)
    })
  }
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
              set={(n, v) => setForm({ ...current, [n]: v })}
            />
          ))}
          <BusyButton busy={busy} onClick={save}>
            {say(TEXT.save)}
          </BusyButton>
        </div>
      )}
      <MessageNotice message={message} />
    </section>
  )
}

/** A page form on its panel: the fields, the last answer, and the send button on the right. */
function FormPanel({
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

// ---------------------------------------------------------------- the welcome modal

const WELCOME_FIELDS: Field[] = [
  { name: 'webcontent', en: 'webcontent_en', label: TEXT.welcomeText, kind: 'rich', long: true },
  {
    name: 'index_modal',
    label: TEXT.welcomeSwitch,
    kind: 'flag',
    options: [
      { value: '1', label: TEXT.on },
      { value: '0', label: TEXT.off },
    ],
  },
]

function WelcomeForm({ initial, onSaved }: { initial: Row; onSaved: (r: Row) => void }) {
  const say = useSay()
  const [form, setForm] = useState<Row>(initial)
  const { busy, message, submit } = useSubmit()
  const save = () =>
    submit(checkForm(contentCalls.saveWelcome.request, form, WELCOME_FIELDS, say), async () => {
      onSaved(await call(contentCalls.saveWelcome, form))
      return say(TEXT.saved)
    })
  return (
    <FormPanel
      fields={WELCOME_FIELDS}
      form={form}
      setForm={setForm}
      message={message}
      busy={busy}
      onSubmit={save}
      submitText={say(TEXT.save)}
    />
  )
}

export function WelcomeView() {
  const say = useSay()
  const { t } = useT()
  const data = useLoad(() => call(contentCalls.welcome), [], t('app.error'))
  return (
    <div>
      <PageHeader title={say(TEXT.welcome)} />
      {data.error ? (
        <Notice kind="error" title={t('app.error')} text={data.error}>
          <Button onClick={data.reload}>{t('app.retry')}</Button>
        </Notice>
      ) : !data.data ? (
        <p className="p-10 text-center text-ink-300">
          <Spinner /> {t('app.loading')}
        </p>
      ) : (
        <WelcomeForm initial={data.data} onSaved={() => data.reload()} />
      )}
    </div>
  )
}

// ---------------------------------------------------------------- inbox messages

const INBOX_FIELDS: Field[] = [
  { name: 'title', en: 'title_en', label: TEXT.title, kind: 'text' },
  { name: 'content', en: 'content_en', label: TEXT.text, kind: 'rich' },
  {
    name: 'audience',
    label: TEXT.audience,
    kind: 'select',
    options: [
      { value: 'player', label: TEXT.toPlayer },
      { value: 'vip', label: TEXT.toVip },
      { value: 'all', label: TEXT.toAll },
    ],
  },
]
const INBOX_BLANK: Row = {
  audience: 'player',
  username: '',
  vip_level: '1',
  title: '',
  title_en: '',
  content: '',
  content_en: '',
}

export function InboxView() {
  const say = useSay()
  const { t } = useT()
  const sent = useLoad(() => call(contentCalls.inbox), [], t('app.error'))
  const [form, setForm] = useState<Row>(INBOX_BLANK)
  const { busy, message, submit } = useSubmit()
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 })
  const fields: Field[] = [
    ...INBOX_FIELDS,
    form.audience === 'player'
      ? { name: 'username', label: TEXT.username, kind: 'text' }
      : form.audience === 'vip'
        ? { name: 'vip_level', label: TEXT.vipLevel, kind: 'number' }
        : null,
  ].filter((f): f is Field => f !== null)
  const send = async () => {
    const body: Row = {
      ...form,
      username: form.audience === 'player' ? form.username : undefined,
      vip_level: form.audience === 'vip' ? form.vip_level : undefined,
    }
    await submit(checkForm(contentCalls.sendInbox.request, body, fields, say), async () => {
      const r = await call(contentCalls.sendInbox, body)
      setForm(INBOX_BLANK)
      sent.reload()
      return say(TEXT.sent, { n: r.recipients })
    })
  }
  type Sent = NonNullable<typeof sent.data>[number]
  const audience = (r: Sent) =>
    r.audience === 'player'
      ? `${say(TEXT.toPlayer)}：${r.username ?? ''}`
      : r.audience === 'vip'
        ? `VIP ${r.vip_level}`
        : say(TEXT.toAll)
  const columns: Column<Sent>[] = [
    {
      id: 'time',
      header: say(TEXT.time),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs">{beijing(row.original.created_at)}</span>
      ),
    },
    { id: 'audience', header: say(TEXT.audience), cell: ({ row }) => audience(row.original) },
    { id: 'title', header: say(TEXT.title), cell: ({ row }) => row.original.title },
    { id: 'title_en', header: 'English', cell: ({ row }) => row.original.title_en || '—' },
  ]
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={say(TEXT.inbox)} />
      <FormPanel
        fields={fields}
        form={form}
        setForm={setForm}
        message={message}
        busy={busy}
        onSubmit={send}
        submitText={say(TEXT.send)}
      />
      <h2 className="text-sm font-semibold text-ink-200">{say(TEXT.history)}</h2>
      <DataTable<Sent>
        columns={columns}
        rows={sent.data ? sent.data.slice(pagination.pageIndex * 20, pagination.pageIndex * 20 + 20) : null}
        total={sent.data?.length ?? 0}
        pagination={pagination}
        onPagination={setPagination}
        loading={sent.loading}
        error={sent.error}
        onRetry={sent.reload}
        empty={say(TEXT.emptyNoCreate)}
        label={say(TEXT.history)}
        rowKey={(r) => String(r.id)}
      />
    </div>
  )
}
