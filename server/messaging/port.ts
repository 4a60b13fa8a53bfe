// The message-sending port (docs/messaging.md): the one way the server sends a text to a player's
// mobile or email. Callers name a template and its parameters; an adapter words the message from the
// catalogs (core/i18n/recovery.ts, msg.*) in the player's language and delivers it. The default adapter
// (outbox.ts) writes it to the outbox table the console reads; an SMS or e-mail provider plugs in here
// with an adapter of its own (setMessageSender in index.ts).
import type { Lang } from '../../core/i18n'
import { registerCatalog, translate } from '../../core/i18n'
import * as recovery from '../../core/i18n/recovery'

// The messages it sends are in the recovery catalog, which the SPA loads only with its pages.
registerCatalog(recovery)

export type MessageChannel = 'sms' | 'email'

/** What can be sent, with the parameters each template fills. */
export type MessageTemplates = {
  /** A code that proves a contact on the profile page. */
  contactVerify: { code: string; minutes: number }
  /** A password-recovery code (the player's own, or one a support agent had sent). */
  recoveryCode: { code: string; minutes: number }
  /** The notice after a password was reset. */
  recoveryDone: Record<string, never>
}
export type TemplateName = keyof MessageTemplates

export type Message<T extends TemplateName = TemplateName> = {
  channel: MessageChannel
  /** The full address: a mobile number or an email address. */
  to: string
  template: T
  params: MessageTemplates[T]
  lang: Lang
  /** The account the message concerns, when there is one (the outbox lists it beside the message). */
  userId?: number | null
}

export type SendResult = { id: string }

/** The port. `send` resolves once the adapter has accepted the message for delivery. */
export interface MessageSender {
  send<T extends TemplateName>(message: Message<T>): Promise<SendResult>
}

/** The message's words: a subject (email only) and the body, in the message's language. */
export function render(m: Message): { subject: string; body: string } {
  const params = m.params as Record<string, string | number>
  const body = translate(m.lang, `msg.${m.template}`, params)
  const subject = m.channel === 'email' ? translate(m.lang, `msg.${m.template}.subject`, params) : ''
  return { subject, body }
}
