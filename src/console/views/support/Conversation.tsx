// One conversation on the desk (deskChat machine, docs/support.md): the transcript kept live by the
// conversation's stream (polling while it is down), pick-up, the reply box with canned replies (never
// one that invites a protected player back: the machine refuses it and the menu does not offer it),
// transfer and close, each confirmed in a dialog; the player's context beside it. Private notes can be
// written whether the agent holds the conversation, watches another agent's or reads a closed one.
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
import { Button, Notice, Spinner } from '../../ui/kit'
import { Composer } from './Composer'
import { CloseDialog, TransferDialog } from './ConversationDialogs'
import * as calls from './calls'
import { NoteForm } from './NoteForm'
import { PlayerPanel } from './PlayerPanel'
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
