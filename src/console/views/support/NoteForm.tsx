// The desk's private note box (deskChat machine, docs/support.md "Private notes"): a note is for the
// agents and the owner only and never goes to the player; it shows in the transcript, marked as such.
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useT } from '../../i18n'
import type { deskChatMachine } from '../../machines/deskChat.machine'
import { Button } from '../../ui/kit'

export function NoteForm({ actor }: { actor: ActorRefFrom<typeof deskChatMachine> }) {
  const { t } = useT()
  const draft = useSelector(actor, (s) => s.context.noteDraft)
  const saving = useSelector(actor, (s) => s.hasTag('noteSaving'))
  const failed = useSelector(actor, (s) => s.hasTag('noteFailed'))
  const canSave = useSelector(actor, (s) => s.can({ type: 'desk.note' }))
  return (
    <form
      className="mt-3 flex flex-col gap-1.5 border-t border-dashed border-info-400/30 pt-3"
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'desk.note' })
      }}
    >
      <label htmlFor="desk-note" className="text-xs text-info-400">
        {t('desk.note.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="desk-note"
          value={draft}
          maxLength={1000}
          placeholder={t('desk.note.placeholder')}
          onChange={(e) => actor.send({ type: 'desk.noteInput', value: e.target.value })}
          className="min-w-0 flex-1 rounded-sm border border-dashed border-info-400/40 bg-navy-950 px-2.5 py-1.5 text-sm text-ink-50 focus:border-info-400 focus:outline-none"
        />
        <Button size="sm" type="submit" disabled={!canSave || saving}>
          {failed ? t('desk.note.retry') : saving ? t('desk.sending') : t('desk.note.add')}
        </Button>
      </div>
      {failed ? <p className="text-xs text-danger-400">{t('desk.note.failed')}</p> : null}
    </form>
  )
}
