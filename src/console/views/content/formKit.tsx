// What the content pages share (docs/content.md): the console's translator for the keys of editors.ts,
// each editor's calls, the confirmed save of a page form with its last answer, Beijing wall times for datetime
// inputs, and the contract's check of a form before it is sent.
import { useState } from 'react'
import { type ContentKind, contentCalls } from '../../../../core/contract/admin'
import type { AdminCall } from '../../api'
import { type T, useT } from '../../i18n'
import { Button, Notice, Spinner } from '../../ui/kit'
import { useSave } from '../settings/Form'
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
 * The save of a page form (grab window, welcome modal, inbox) on the settings save machine
 * (settingsSave.machine.ts): the contract's check first (its refusal shows and nothing is sent), then
 * the confirm step restating what changes, then the call; the last answer (the success text `send`
 * returns, or the server's refusal) stays shown as the message until the form is edited.
 */
export function useFormSave(send: (payload: Row) => Promise<string>) {
  const [invalid, setInvalid] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const saver = useSave(async (payload) => setDone(await send(payload)))
  const message: Message | null = invalid
    ? { kind: 'error', text: invalid }
    : saver.error
      ? { kind: 'error', text: saver.error.text }
      : done
        ? { kind: 'success', text: done }
        : null
  return {
    busy: saver.busy,
    confirming: saver.confirming,
    message,
    /** Check, then ask: `problem` is checkForm's answer for `payload`. */
    submit: (problem: string | null, payload: Row) => {
      setInvalid(problem)
      setDone(null)
      saver.edited()
      if (!problem) saver.submit(payload, true)
    },
    confirm: saver.confirm,
    back: saver.back,
    edited: () => {
      setInvalid(null)
      saver.edited()
    },
  }
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
