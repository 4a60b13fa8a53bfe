// One conversation on the desk (deskChat machine, docs/support.md): the transcript kept live by the
// conversation's stream (polling while it is down), pick-up, the reply box with canned replies (never
// one that invites a protected player back: the machine refuses it and the menu does not offer it),
// transfer and close, each confirmed in a dialog; the player's context beside it. Private notes can be
// written whether the agent holds the conversation, watches another agent's or reads a closed one.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromCallback, fromPromise } from 'xstate'
import type { CannedReply, DeskAgent } from '../../../../core/contract/support-desk'
import { useT } from '../../i18n'
import {
  type DeskChatEvent,
  deskChatMachine,
  offeredReplies,
  type StreamEvent,
} from '../../machines/deskChat.machine'
import { Button, Modal, Notice, Select, Spinner } from '../../ui/kit'
import * as calls from './calls'
import { NoteForm } from './NoteForm'
import { PlayerPanel } from './PlayerPanel'
import { agentStatus } from './Queue'
import { Transcript } from './Transcript'

const TYPING_GAP_MS = 3000

type Props = { id: number; me: number; agents: DeskAgent[]; canned: CannedReply[]; onChanged: () => void }

/** The transcript after `after`, the notes and the player's context. */
const readAll = async (id: number, after: number) => {
  const [thread, player] = await Promise.all([calls.messagesAfter(id, after), calls.playerContext(id)])
  return { ...thread, player }
}

export function ConversationPane({ id, me, agents, canned, onChanged }: Props) {
  const { t, lang } = useT()
  const changed = async <T,>(p: Promise<T>) => {
    const r = await p
    onChanged()
    return r
  }
  const ref = useActorRef(
    deskChatMachine.provide({
      actors: {
        load: fromPromise(({ input }: { input: { id: number } }) => readAll(input.id, 0)),
        refresh: fromPromise(({ input }: { input: { id: number; after: number } }) =>
          readAll(input.id, input.after),
        ),
        note: fromPromise(({ input }: { input: { id: number; m: { key: string; text: string } } }) =>
          calls.addNote(input.id, input.m.text, input.m.key),
        ),
        pickUp: fromPromise(({ input }: { input: { id: number } }) => changed(calls.pickUp(input.id))),
        streamTicket: fromPromise(({ input }: { input: { id: number } }) => calls.streamTicket(input.id)),
        stream: fromCallback<StreamEvent, { id: number; ticket: string; after: number }>(
          ({ input, sendBack }) => calls.openConversationStream(input.ticket, input.after, sendBack),
        ),
        poll: fromPromise(({ input }: { input: { id: number; after: number } }) =>
          calls.messagesAfter(input.id, input.after),
        ),
        send: fromPromise(({ input }: { input: { id: number; m: { key: string; text: string } } }) =>
          calls.reply(input.id, input.m.text, input.m.key),
        ),
        // A failed receipt goes with the next one; a spawned actor's error would end the conversation's actor.
        markRead: fromPromise(({ input }: { input: { id: number; seq: number } }) =>
          calls.markRead(input.id, input.seq).catch(() => null),
        ),
        // One typing notice, then the gap before the next may go.
        typing: fromPromise(async ({ input }: { input: { id: number } }) => {
          await calls.typing(input.id)
          await new Promise((r) => setTimeout(r, TYPING_GAP_MS))
          return null
        }),
        transfer: fromPromise(({ input }: { input: { id: number; to: number } }) =>
          changed(calls.transfer(input.id, input.to)),
        ),
        close: fromPromise(({ input }: { input: { id: number } }) =>
          changed(calls.closeConversation(input.id)),
        ),
      },
    }),
    { input: { id, me } },
  )
  const send = (e: DeskChatEvent) => ref.send(e)
  const conversation = useSelector(ref, (s) => s.context.conversation)
  const player = useSelector(ref, (s) => s.context.player)
  const error = useSelector(ref, (s) => s.context.error)
  const loading = useSelector(ref, (s) => s.matches('loading'))
  const failed = useSelector(ref, (s) => s.hasTag('error'))
  const pickup = useSelector(ref, (s) => s.hasTag('pickup'))
  const chatting = useSelector(ref, (s) => s.matches('chatting'))
  const readonly = useSelector(ref, (s) => s.hasTag('readonly'))
  const closed = useSelector(ref, (s) => s.hasTag('closed'))
  const handedOff = useSelector(ref, (s) => s.matches('handedOff'))
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const errorText = error ? ('text' in error ? error.text : t(error.key)) : null
  if (loading)
    return (
      <p className="p-10 text-center text-ink-300">
        <Spinner /> {t('app.loading')}
      </p>
    )
  if (failed || !conversation)
    return (
      <Notice kind="error" text={errorText ?? t('desk.failed')}>
        <Button size="sm" onClick={() => send({ type: 'desk.retry' })}>
          {t('desk.retry')}
        </Button>
      </Notice>
    )
  const holder = agents.find((a) => a.id === conversation.agent_id)?.username ?? conversation.agent ?? ''
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-start">
      <section
        className="flex min-w-0 flex-1 flex-col rounded-md border border-white/8 bg-navy-900"
        aria-label={conversation.username ?? t('desk.visitor', { id })}
      >
        <header className="flex flex-wrap items-center justify-between gap-2 border-b border-white/5 px-3 py-2">
          <h2 className="text-sm font-semibold text-ink-50">
            {conversation.username ?? t('desk.visitor', { id })}
          </h2>
          {chatting ? (
            <span className="flex gap-2">
              <Button size="sm" onClick={() => send({ type: 'desk.transfer' })} disabled={busy}>
                {t('desk.transfer')}
              </Button>
              <Button size="sm" tone="danger" onClick={() => send({ type: 'desk.close' })} disabled={busy}>
                {t('desk.close')}
              </Button>
            </span>
          ) : null}
        </header>
        <Transcript actor={ref} />
        <footer className="border-t border-white/5 p-3">
          {errorText && !failed ? (
            <div className="mb-2">
              <Notice kind="error" text={errorText} />
            </div>
          ) : null}
          {pickup ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm text-ink-300">{t('desk.waitingHint')}</span>
              <Button tone="primary" disabled={busy} onClick={() => send({ type: 'desk.pickup' })}>
                {t('desk.pickup')}
              </Button>
            </div>
          ) : chatting ? (
            <>
              <Composer
                actor={ref}
                canned={offeredReplies(canned, player)}
                lang={lang}
                protectedPlayer={player?.protection.kind != null}
              />
              <NoteForm actor={ref} />
            </>
          ) : closed ? (
            <>
              <p className="text-sm text-ink-300">
                {t('desk.closedNote')} ·{' '}
                {conversation.rating ? t('desk.rating', { n: conversation.rating }) : t('desk.noRating')}
              </p>
              <NoteForm actor={ref} />
            </>
          ) : readonly ? (
            <>
              <p className="text-sm text-ink-300">
                {t(handedOff ? 'desk.handedOff' : 'desk.watching', { agent: holder })}
              </p>
              <NoteForm actor={ref} />
            </>
          ) : null}
        </footer>
      </section>
      <div className="xl:w-72 xl:shrink-0">
        <PlayerPanel player={player} />
      </div>
      <TransferDialog actor={ref} agents={agents.filter((a) => a.id !== me)} />
      <CloseDialog actor={ref} />
    </div>
  )
}

type Ref = ReturnType<typeof useActorRef<typeof deskChatMachine>>

function Composer({
  actor,
  canned,
  lang,
  protectedPlayer,
}: {
  actor: Ref
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

function TransferDialog({ actor, agents }: { actor: Ref; agents: DeskAgent[] }) {
  const { t } = useT()
  const open = useSelector(actor, (s) => s.hasTag('transfer'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const to = useSelector(actor, (s) => s.context.transferTo)
  const cancel = () => actor.send({ type: 'desk.cancel' })
  return (
    <Modal open={open} title={t('desk.transfer.title')} onClose={cancel}>
      {agents.length === 0 ? (
        <p className="mb-4 text-sm text-ink-300">{t('desk.transfer.none')}</p>
      ) : (
        <div className="mb-4">
          <Select<string>
            label={t('desk.transfer.to')}
            value={to === null ? '' : String(to)}
            onChange={(v) => actor.send({ type: 'desk.transferTo', agentId: Number(v) })}
            options={[
              { value: '', label: '—' },
              ...agents.map((a) => ({
                value: String(a.id),
                label: `${a.username} · ${t(agentStatus(a))} · ${a.open}/${a.max_open}`,
              })),
            ]}
          />
        </div>
      )}
      <DialogActions
        busy={busy}
        canConfirm={to !== null}
        onCancel={cancel}
        onConfirm={() => actor.send({ type: 'desk.confirm' })}
      />
    </Modal>
  )
}

function CloseDialog({ actor }: { actor: Ref }) {
  const { t } = useT()
  const open = useSelector(actor, (s) => s.hasTag('closing'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const cancel = () => actor.send({ type: 'desk.cancel' })
  return (
    <Modal open={open} title={t('desk.close.title')} onClose={cancel}>
      <p className="mb-4 text-sm text-ink-300">{t('desk.close.hint')}</p>
      <DialogActions
        busy={busy}
        canConfirm
        onCancel={cancel}
        onConfirm={() => actor.send({ type: 'desk.confirm' })}
      />
    </Modal>
  )
}

function DialogActions(p: {
  busy: boolean
  canConfirm: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  const { t } = useT()
  return (
    <div className="flex justify-end gap-2">
      <Button tone="ghost" onClick={p.onCancel} disabled={p.busy}>
        {t('desk.cancel')}
      </Button>
      <Button tone="primary" onClick={p.onConfirm} disabled={p.busy || !p.canConfirm}>
        {p.busy ? <Spinner /> : null}
        {t('desk.confirm')}
      </Button>
    </div>
  )
}
