// What the content pages share (docs/content.md): the console's translator for the keys of editors.ts,
// each editor's calls, the send of a page form with its last answer, Beijing wall times for datetime
// inputs, and the contract's check of a form before it is sent.
import { useState } from 'react'
import { type ContentKind, contentCalls } from '../../../../core/contract/admin'
import { type AdminCall, failureText } from '../../api'
import { type T, useT } from '../../i18n'
import { Button, Notice, Spinner } from '../../ui/kit'
import { type Field, type Option, TEXT } from './editors'

export type Row = Record<string, unknown>
export type Say = T

type Loose = AdminCall & { request: Parameters<typeof checkForm>[0] }
/** One editor's calls, with the row type left open (the editors share this screen). */
export const callsOf = (kind: ContentKind) =>
  contentCalls[kind] as unknown as { list: Loose; save: Loose; remove: Loose }

/** An option's words: its catalog key's text, or the name the server gave it. */
export const optionText = (say: Say, o: Option) => ('label' in o ? say(o.label) : o.name)

export function useSay(): Say {
  return useT().t
}

export type Message = { kind: 'error' | 'success'; text: string }

/**
 * The send of a page form (grab window, welcome modal, inbox): the contract's check first, then the
 * call; the last answer (the success text `send` returns, or the refusal) stays shown as the message.
 */
export function useSubmit() {
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

export function MessageNotice({ message }: { message: Message | null }) {
  if (!message) return null
  return (
    <div className="mt-3">
      <Notice kind={message.kind} text={message.text} />
    </div>
  )
}

/** The form's primary button: a spinner while the call runs, and no second click meanwhile. */
export function BusyButton({
  busy,
  onClick,
  children,
}: {
  busy: boolean
  onClick: () => void
  children: string
}) {
  return (
    <Button tone="primary" onClick={onClick} disabled={busy}>
      {busy ? <Spinner /> : null}
      {children}
    </Button>
  )
}

const HOURS8 = 8 * 3600_000
/** ISO moment -> the Beijing wall time a datetime-local input shows. */
export const toLocal = (v: unknown) =>
  typeof v === 'string' && v ? new Date(Date.parse(v) + HOURS8).toISOString().slice(0, 16) : ''
/** A Beijing wall time from the input -> ISO with its offset (empty stays open). */
export const fromLocal = (v: string) => (v ? `${v}:00+08:00` : null)
export const beijing = (v: unknown) => (toLocal(v) ? toLocal(v).replace('T', ' ') : '—')

/** The first refusal of the contract's schema, named as the form names the field. */
export function checkForm(
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
