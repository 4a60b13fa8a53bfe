// Pieces of the settings forms: a field that shows the server's refusal under itself, the save
// machine bound to one save call, the confirm list (before -> after), the save bar, and the image
// picker (QR codes, licence badges) that uploads through the operator API.
import { useActorRef, useSelector } from '@xstate/react'
import { type ReactNode, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { failureText } from '../../api'
import { type T, useT } from '../../i18n'
import type { Submitted } from '../../machines/diverted'
import { type SaveError, settingsSaveMachine } from '../../machines/settingsSave.machine'
import { Button, Modal, Notice, Spinner, TextField } from '../../ui/kit'
import { SubmittedNotice } from '../approvals/Submitted'
import { uploadImage } from './calls'

export function Field({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  inputMode,
}: {
  label: string
  name: string
  value: string
  onChange: (v: string) => void
  error: SaveError | null
  hint?: string
  type?: string
  inputMode?: 'decimal' | 'numeric' | 'url'
}) {
  const refused = error?.field === name ? error.text : null
  return (
    <div className="flex flex-col gap-1" data-field={name}>
      <TextField
        label={label}
        value={value}
        type={type}
        inputMode={inputMode}
        aria-invalid={refused ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {refused ? (
        <span role="alert" className="text-xs text-danger-400">
          {refused}
        </span>
      ) : hint ? (
        <span className="text-2xs text-ink-500">{hint}</span>
      ) : null}
    </div>
  )
}

/** The save machine with its save call; `onSaved` runs after the server accepted. */
export function useSave(save: (payload: Record<string, unknown>) => Promise<unknown>, onSaved?: () => void) {
  const { t } = useT()
  // The actor is made once; it calls the latest render's functions (a view's props may change under it).
  const latest = useRef({ save, onSaved })
  latest.current = { save, onSaved }
  const ref = useActorRef(
    settingsSaveMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: Record<string, unknown> }) => {
          const out = await latest.current.save(input)
          latest.current.onSaved?.()
          return out
        }),
      },
    }),
    { input: { fallback: t('form.saveFailed') } },
  )
  const state = useSelector(ref, (s) => ({
    confirming: s.matches('confirming'),
    busy: s.hasTag('busy'),
    error: s.context.error,
    saved: s.context.saved,
    submitted: s.context.submitted,
  }))
  return {
    ...state,
    submit: (payload: Record<string, unknown>, confirm: boolean) =>
      ref.send({ type: 'submit', payload, confirm }),
    confirm: () => ref.send({ type: 'confirm' }),
    back: () => ref.send({ type: 'back' }),
    edited: () => ref.send({ type: 'edit' }),
  }
}

export type Change = { label: string; before: string; after: string }

/** The fields whose value differs, as the confirm step lists them. */
export function changes<T extends Record<string, unknown>>(
  before: T,
  after: T,
  labels: Partial<Record<keyof T, string>>,
): Change[] {
  const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v))
  return (Object.keys(labels) as (keyof T)[])
    .filter((k) => show(before[k]) !== show(after[k]))
    .map((k) => ({ label: labels[k] ?? String(k), before: show(before[k]), after: show(after[k]) }))
}

export function ChangeList({ list, t }: { list: Change[]; t: T }) {
  if (list.length === 0) return <p className="text-sm text-ink-300">{t('form.noChange')}</p>
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-left text-ink-400">
          <th className="py-1 font-normal" />
          <th className="py-1 font-normal">{t('form.before')}</th>
          <th className="py-1 font-normal">{t('form.after')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((c) => (
          <tr key={c.label} className="border-t border-white/5">
            <td className="py-1 pr-2 text-ink-300">{c.label}</td>
            <td className="py-1 pr-2 break-all text-ink-400 line-through">{c.before || '—'}</td>
            <td className="py-1 break-all text-gold-200">{c.after || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The confirm step as a dialog (the page forms). */
export function ConfirmDialog({
  open,
  list,
  busy,
  onConfirm,
  onBack,
}: {
  open: boolean
  list: Change[]
  busy: boolean
  onConfirm: () => void
  onBack: () => void
}) {
  const { t } = useT()
  return (
    <Modal open={open} title={t('form.confirmTitle')} onClose={onBack} wide>
      <p className="mb-3 text-sm text-ink-200">{t('form.confirmText')}</p>
      <ChangeList list={list} t={t} />
      <div className="mt-4 flex justify-end gap-2">
        <Button onClick={onBack}>{t('form.back')}</Button>
        <Button tone="primary" onClick={onConfirm} disabled={busy || list.length === 0}>
          {t('form.confirm')}
        </Button>
      </div>
    </Modal>
  )
}

/** The save button with the answer of the last save (a refusal without a field shows here). */
export function SaveBar({
  busy,
  error,
  saved,
  submitted = null,
  onSave,
  children,
}: {
  busy: boolean
  error: SaveError | null
  saved: boolean
  /** The save became a four-eyes request (nothing saved yet). */
  submitted?: Submitted | null
  onSave: () => void
  children?: ReactNode
}) {
  const { t } = useT()
  return (
    <div className="mt-4 flex flex-col gap-2">
      {/* A refused field is marked under itself too; the message also shows here, by the button. */}
      {error ? <Notice kind="error" text={error.text} /> : null}
      {saved ? <Notice kind="success" text={t('form.saved')} /> : null}
      {submitted ? <SubmittedNotice approval={submitted} /> : null}
      <div className="flex gap-2">
        <Button tone="primary" onClick={onSave} disabled={busy}>
          {busy ? (
            <>
              <Spinner /> {t('form.saving')}
            </>
          ) : (
            t('form.save')
          )}
        </Button>
        {children}
      </div>
    </div>
  )
}

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader()
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''))
    r.onerror = () => reject(r.error)
    r.readAsDataURL(file)
  })

/** An image setting: the stored path, an upload (checked by its first bytes on the server), clear. */
export function ImagePicker({
  label,
  name,
  kind,
  value,
  onChange,
  error,
}: {
  label: string
  name: string
  kind: 'qr' | 'licence'
  value: string
  onChange: (url: string) => void
  error: SaveError | null
}) {
  const { t } = useT()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const upload = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    setFailed(null)
    try {
      const content_base64 = await readBase64(file)
      const r = await uploadImage(kind, content_base64)
      setPreview(URL.createObjectURL(file))
      onChange(r.url)
    } catch (e) {
      setFailed(failureText(e, t('image.failed')))
    } finally {
      setBusy(false)
    }
  }
  const refused = failed ?? (error?.field === name ? error.text : null)
  return (
    <div className="flex flex-col gap-1" data-field={name}>
      <span className="text-xs text-ink-300">{label}</span>
      <div className="flex flex-wrap items-center gap-2">
        {preview ? <img src={preview} alt="" className="h-10 w-10 rounded-xs object-contain" /> : null}
        <code className="max-w-64 truncate text-2xs text-ink-300">{value || t('image.none')}</code>
        <label className="cursor-pointer rounded-sm border border-white/10 bg-navy-700 px-2.5 py-1 text-xs text-ink-50 hover:bg-navy-600">
          {busy ? t('image.uploading') : t('image.choose')}
          <input
            type="file"
            accept="image/png,image/gif"
            className="sr-only"
            disabled={busy}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </label>
        {value ? (
          <Button
            size="sm"
            tone="ghost"
            onClick={() => {
              setPreview(null)
              onChange('')
            }}
          >
            {t('image.clear')}
          </Button>
        ) : null}
      </div>
      {refused ? (
        <span role="alert" className="text-xs text-danger-400">
          {refused}
        </span>
      ) : (
        <span className="text-2xs text-ink-500">{t('image.hint')}</span>
      )}
    </div>
  )
}
