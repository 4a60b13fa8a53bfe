// Which adapter of the message port an app sends through (docs/messaging.md). By default the outbox
// adapter on the app's own database; a deployment with an SMS or e-mail provider installs its adapter
// once at start (setMessageSender) and every sender in the app uses it, the console's included.
import type { FastifyInstance } from 'fastify'
import { outboxSender } from './outbox'
import type { MessageSender } from './port'

export type { Message, MessageChannel, MessageSender, SendResult, TemplateName } from './port'

// Keyed by the app's configuration object: route plugins run in encapsulated child instances, which
// share their root's `config` decoration but are objects of their own.
const installed = new WeakMap<object, MessageSender>()

/** Plugs an adapter into an app (the player instance and the operator instance each get one). */
export function setMessageSender(app: FastifyInstance, sender: MessageSender) {
  installed.set(app.config, sender)
}

/** The app's adapter: the installed one, or the outbox on the app's database. */
export function messageSender(app: FastifyInstance): MessageSender {
  let sender = installed.get(app.config)
  if (!sender) {
    sender = outboxSender(app.db.query)
    installed.set(app.config, sender)
  }
  return sender
}
