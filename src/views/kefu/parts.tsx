// The chat page's parts (docs/support.md): the thread with its state line, typing and read receipts,
// the composer (text and image, a failed message with resend), and the rating of a closed conversation.
import { useSelector } from '@xstate/react'
import { type FormEvent, useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { SupportMessage } from '../../../core/contract'
import { type MessageKey, useT } from '../../i18n'
import type { chatMachine } from '../../machines/chat.machine'
import { Button } from '../ui/Button'
import { cx } from '../ui/cx'

export type ChatRef = ActorRefFrom<typeof chatMachine>

const eventKey = (m: SupportMessage) => `sp.event.${m.body}` as MessageKey

function Line({ m, readSeq }: { m: SupportMessage; readSeq: number }) {
  const t = useT()
  if (m.kind === 'event')
    return <li className="self-center text-ink-400 text-xs">{t(eventKey(m), { n: m.agent_no ?? '' })}</li>
  const mine = m.sender === 'player'
  return (
    <li className={cx('flex max-w-[85%] flex-col gap-1', mine ? 'self-end items-end' : 'self-start')}>
      <span className="text-ink-500 text-xs">
        {mine ? t('sp.you') : t('sp.agent', { n: m.agent_no ?? '' })} · {m.at.slice(11, 16)}
      </span>
      <div
        className={cx(
          'break-words rounded-lg px-3 py-2 text-sm',
          mine ? 'bg-gold-500 text-ink-950' : 'bg-ink-800 text-ink-100',
        )}
      >
        {m.kind === 'image' ? (
          <img src={m.body} alt={t('sp.image.alt')} className="max-h-60 max-w-full rounded" />
        ) : (
          m.body
        )}
      </div>
      {mine && (
        <span className="text-ink-500 text-xs">{m.seq <= readSeq ? t('sp.read') : t('sp.unread')}</span>
      )}
    </li>
  )
}

export function Thread({ actor }: { actor: ChatRef }) {
  const t = useT()
  const messages = useSelector(actor, (s) => s.context.messages)
  const conversation = useSelector(actor, (s) => s.context.conversation)
  const service = useSelector(actor, (s) => s.context.service)
  const typing = useSelector(actor, (s) => s.context.agentTyping)
  const polling = useSelector(actor, (s) => s.hasTag('polling'))
  const end = useRef<HTMLLIElement>(null)
  // Keep the newest message in view (a layout effect of new content, not a flow).
  useEffect(() => {
    if (messages.length) end.current?.scrollIntoView?.({ block: 'end' })
  }, [messages.length])
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {polling && (
        <p className="bg-ink-800 px-4 py-1 text-ink-300 text-xs" role="status">
          {t('sp.polling')}
        </p>
      )}
      {service && !service.in_hours && (
        <p className="px-4 py-1 text-ink-300 text-xs">
          {t('sp.state.offHours', { opens: service.opens, closes: service.closes })}
        </p>
      )}
      {conversation?.ticket && conversation.expect_reply_by && conversation.state !== 'closed' && (
        <p className="bg-ink-800 px-4 py-2 text-gold-200 text-sm" role="status">
          {t('sp.state.ticket', { at: conversation.expect_reply_by.slice(0, 16) })}
        </p>
      )}
      {conversation?.state === 'waiting' && !conversation.ticket && (
        <p className="px-4 py-1 text-ink-300 text-xs" role="status">
          {t('sp.state.waiting')}
        </p>
      )}
      <ol className="flex flex-1 flex-col gap-3 overflow-y-auto p-4" aria-live="polite">
        {messages.length === 0 && <li className="self-center text-ink-400 text-sm">{t('sp.empty')}</li>}
        {messages.map((m) => (
          <Line key={m.seq} m={m} readSeq={conversation?.agent_read_seq ?? 0} />
        ))}
        {typing && <li className="text-ink-400 text-xs">{t('sp.typing')}</li>}
        <li ref={end} aria-hidden />
      </ol>
    </div>
  )
}

export function Composer({ actor }: { actor: ChatRef }) {
  const t = useT()
  const draft = useSelector(actor, (s) => s.context.draft)
  const sending = useSelector(actor, (s) => s.hasTag('sending'))
  const failed = useSelector(actor, (s) => s.matches({ chatting: { outbox: 'failed' } }))
  const error = useSelector(actor, (s) => s.context.error)
  const canSend = useSelector(actor, (s) => s.can({ type: 'chat.send' }))
  const file = useRef<HTMLInputElement>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    actor.send({ type: 'chat.send' })
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-ink-700 border-t p-3">
      {failed && (
        <div className="flex items-center gap-2 text-red-400 text-sm" role="alert">
          <span>
            {t('sp.failed')}
            {error ? `：${t(error)}` : ''}
          </span>
          <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'chat.resend' })}>
            {t('sp.resend')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => actor.send({ type: 'chat.discard' })}>
            {t('sp.close')}
          </Button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor="kefu-input">
          {t('sp.placeholder')}
        </label>
        <textarea
          id="kefu-input"
          rows={2}
          value={draft}
          placeholder={t('sp.placeholder')}
          onChange={(e) => actor.send({ type: 'chat.input', value: e.target.value })}
          className="min-h-10 flex-1 resize-none rounded border border-ink-700 bg-ink-950 px-3 py-2 text-ink-100 text-sm"
        />
        <input
          ref={file}
          type="file"
          accept="image/png,image/gif"
          className="hidden"
          aria-label={t('sp.image.pick')}
          onChange={(e) => {
            const f = e.target.files?.[0]
            if (f) actor.send({ type: 'chat.image', file: f })
            e.target.value = ''
          }}
        />
        <Button variant="ghost" disabled={sending || failed} onClick={() => file.current?.click()}>
          {t('sp.image.pick')}
        </Button>
        <Button type="submit" loading={sending} disabled={!canSend}>
          {t('sp.send')}
        </Button>
      </div>
    </form>
  )
}

export function Rating({ actor }: { actor: ChatRef }) {
  const t = useT()
  const asking = useSelector(actor, (s) => s.hasTag('rating'))
  const thanked = useSelector(actor, (s) => s.hasTag('rated'))
  const stars = useSelector(actor, (s) => s.context.rating)
  const comment = useSelector(actor, (s) => s.context.comment)
  const busy = useSelector(actor, (s) => s.matches({ chatting: { feedback: 'rating' } }))
  if (thanked)
    return (
      <p className="px-4 py-2 text-gold-200 text-sm" role="status">
        {t('sp.rate.thanks')}
      </p>
    )
  if (!asking) return null
  return (
    <fieldset className="flex flex-col gap-2 border-ink-700 border-t px-4 py-3">
      <legend className="text-ink-200 text-sm">{t('sp.rate.title')}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={stars >= n}
            aria-label={t('sp.rate.star', { n })}
            onClick={() => actor.send({ type: 'chat.stars', value: n })}
            className={cx('text-2xl', stars >= n ? 'text-gold-400' : 'text-ink-600')}
          >
            ★
          </button>
        ))}
      </div>
      <input
        aria-label={t('sp.rate.comment')}
        placeholder={t('sp.rate.comment')}
        value={comment}
        onChange={(e) => actor.send({ type: 'chat.comment', value: e.target.value })}
        className="rounded border border-ink-700 bg-ink-950 px-3 py-2 text-ink-100 text-sm"
      />
      <Button size="sm" loading={busy} disabled={stars < 1} onClick={() => actor.send({ type: 'chat.rate' })}>
        {t('sp.rate.submit')}
      </Button>
    </fieldset>
  )
}
