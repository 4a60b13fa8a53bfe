// The desk's reply box (deskChat machine, docs/support.md): the draft, send on Enter (not while an
// input method composes), a failed send to resend or discard, and the canned replies the machine offers
// (none that invites a protected player back, with a line saying so).
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { CannedReply } from '../../../../core/contract/support-desk'
import { useT } from '../../i18n'
import type { deskChatMachine } from '../../machines/deskChat.machine'
import { Button, Notice } from '../../ui/kit'

export function Composer({
  actor,
  canned,
  lang,
  protectedPlayer,
}: {
  actor: ActorRefFrom<typeof deskChatMachine>
  canned: CannedReply[]
  lang: 'zh' | 'en'
  protectedPlayer: boolean
}) {
  const { t } = useT()
  const draft = useSelector(actor, (s) => s.context.draft)
  const sending = useSelector(actor, (s) => s.hasTag('sending'))
  const failed = useSelector(actor, (s) => s.hasTag('sendFailed'))
  const canSend = useSelector(actor, (s) => s.can({ type: 'desk.send' }))
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'desk.send' })
      }}
    >
      {failed ? (
        <Notice kind="error" text={t('desk.sendFailed')}>
          <Button size="sm" onClick={() => actor.send({ type: 'desk.resend' })}>
            {t('desk.resend')}
          </Button>
          <Button size="sm" tone="ghost" onClick={() => actor.send({ type: 'desk.discard' })}>
            {t('desk.discard')}
          </Button>
        </Notice>
      ) : null}
      <label className="sr-only" htmlFor="desk-reply">
        {t('desk.input')}
      </label>
      <textarea
        id="desk-reply"
        rows={2}
        value={draft}
        placeholder={t('desk.input')}
        onChange={(e) => actor.send({ type: 'desk.input', value: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault()
            actor.send({ type: 'desk.send' })
          }
        }}
        className="w-full rounded-sm border border-white/10 bg-navy-950 px-2.5 py-1.5 text-sm text-ink-50 focus:border-gold-400 focus:outline-none"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Menu>
          <MenuButton className="rounded-sm border border-white/10 bg-navy-700 px-3 py-1.5 text-sm text-ink-50 hover:bg-navy-600">
            {t('desk.canned')} ▾
          </MenuButton>
          <MenuItems
            anchor="top start"
            className="z-50 max-h-72 w-80 max-w-[90vw] overflow-y-auto rounded-sm border border-white/10 bg-navy-800 py-1 text-sm shadow-raised focus:outline-none"
          >
            {protectedPlayer ? (
              <p className="px-3 py-1.5 text-xs text-gold-300">{t('desk.cannedProtected')}</p>
            ) : null}
            {canned.map((r) => (
              <MenuItem key={r.id}>
                <button
                  type="button"
                  className="block w-full px-3 py-1.5 text-left text-ink-100 data-focus:bg-navy-600"
                  onClick={() => actor.send({ type: 'desk.canned', reply: r, lang })}
                >
                  {r[lang]}
                </button>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
        <Button tone="primary" type="submit" disabled={!canSend || sending}>
          {sending ? t('desk.sending') : t('desk.send')}
        </Button>
      </div>
    </form>
  )
}
