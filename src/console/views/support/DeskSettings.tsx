// The desk's settings (docs/support.md): business hours (Beijing time; outside them a message becomes a
// ticket), the per-agent maximum for automatic assignment, the SLA targets that colour the queue and
// a ticket's promised answer time. Every desk operator reads them; saving needs the site settings
// permission (the owner), and the server records the change in the audit log.
import { useState } from 'react'
import type { SupportSettings } from '../../../../core/contract/support-desk'
import { useT } from '../../i18n'
import { Card, Notice, Spinner } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { Field, SaveBar, useSave } from '../settings/Form'
import * as calls from './calls'

type Form = Record<keyof SupportSettings, string>
const NUMBERS = ['max_open', 'first_response_minutes', 'resolution_minutes', 'ticket_reply_minutes'] as const

export function DeskSettingsForm({ canEdit }: { canEdit: boolean }) {
  const { t } = useT()
  const loaded = useLoad(() => calls.readSettings(), [], t('app.error'))
  if (loaded.error) return <Notice kind="error" text={loaded.error} />
  if (!loaded.data)
    return (
      <p className="p-10 text-center text-ink-300">
        <Spinner /> {t('app.loading')}
      </p>
    )
  return <SettingsForm initial={loaded.data} canEdit={canEdit} onSaved={loaded.reload} />
}

function SettingsForm({
  initial,
  canEdit,
  onSaved,
}: {
  initial: SupportSettings
  canEdit: boolean
  onSaved: () => void
}) {
  const { t } = useT()
  const [form, setForm] = useState<Form>(
    () =>
      ({
        ...initial,
        ...Object.fromEntries(NUMBERS.map((k) => [k, String(initial[k])])),
      }) as unknown as Form,
  )
  const save = useSave((payload) => calls.saveSettings(payload as SupportSettings), onSaved)
  const field = (name: keyof SupportSettings, label: string, hint?: string) => (
    <Field
      label={label}
      name={name}
      value={form[name]}
      hint={hint}
      inputMode={name === 'opens' || name === 'closes' ? undefined : 'numeric'}
      error={save.error}
      onChange={(v) => {
        setForm({ ...form, [name]: v })
        save.edited()
      }}
    />
  )
  return (
    <Card className="max-w-xl">
      <div className="grid gap-3 sm:grid-cols-2">
        {field('opens', t('desk.set.opens'), t('desk.set.hoursHint'))}
        {field('closes', t('desk.set.closes'))}
        {field('max_open', t('desk.set.maxOpen'))}
        {field('first_response_minutes', t('desk.set.firstResponse'))}
        {field('resolution_minutes', t('desk.set.resolution'))}
        {field('ticket_reply_minutes', t('desk.set.ticketReply'))}
      </div>
      {canEdit ? (
        <SaveBar
          busy={save.busy}
          error={save.error}
          saved={save.saved}
          onSave={() =>
            save.submit(
              {
                opens: form.opens.trim(),
                closes: form.closes.trim(),
                ...Object.fromEntries(NUMBERS.map((k) => [k, Number(form[k])])),
              },
              false,
            )
          }
        />
      ) : (
        <p className="mt-4 text-sm text-ink-400">{t('desk.set.readOnly')}</p>
      )}
    </Card>
  )
}
