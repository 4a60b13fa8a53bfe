// Small pieces every member-centre flow machine shares: the notice a machine emits for the view to
// show (a catalog key or a server message, translated by the view), reading an API failure without
// importing the HTTP client, and the idempotency key of a money-moving action (docs/contract.md).
import { parseMoney } from '../../core/money'

/** What a machine asks the view to show as a toast: 0 error, 1 success. `key` is a catalog key or server text. */
export type Notice = { type: 'notice'; kind: 0 | 1; key: string; params?: Record<string, string | number> }

/** A validation or refusal message held in context for inline display. */
export type FieldMessage = { key: string; params?: Record<string, string | number> }

const codeOf = (error: unknown): number | undefined => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' ? code : undefined
}

/** The text of a failed call: the server's message (already in the player's language) or a generic one. */
export const failureText = (error: unknown): string => {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' && message ? message : 'member.networkError'
}

/** Network failure or timeout: the outcome on the server is unknown, so a retry must reuse the key. */
export const isOutcomeUnknown = (error: unknown): boolean => {
  const code = codeOf(error)
  return code === undefined || code === 0 || code === 408 || code >= 500
}

export const isNetworkFailure = (error: unknown): boolean => {
  const code = codeOf(error)
  return code === undefined || code === 0 || code === 408
}

export type IdempotentAttempt = { key: string; body: string } | null

/**
 * The key for confirming `body`: the pending attempt's key when the same body is retried after an
 * unknown outcome, a fresh crypto.randomUUID() otherwise.
 */
export const attemptFor = (pending: IdempotentAttempt, body: unknown): IdempotentAttempt => {
  const serialised = JSON.stringify(body)
  if (pending && pending.body === serialised) return pending
  return { key: crypto.randomUUID(), body: serialised }
}

/** After an answer: keep the attempt only when the outcome is unknown (so a retry replays it). */
export const attemptAfterFailure = (pending: IdempotentAttempt, error: unknown): IdempotentAttempt =>
  isOutcomeUnknown(error) ? pending : null

/** Money as the player typed it (surrounding spaces ignored), in cents by the one money parser; null
 *  when the money parser refuses it. */
export const typedCents = (s: string): bigint | null => {
  const r = parseMoney(s.trim(), { min: 0n })
  return r.ok ? r.cents : null
}

/** "100.00" -> "100", "99.50" -> "99.5": how the spec's range message prints bounds. */
export const plainAmount = (m: string) => m.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1')

/**
 * Named actions see the machine's own event union; the done and error events of invoked actors are
 * outside it. These read their payload in one place.
 */
export const outputOf = <T>(event: unknown): T => (event as { output: T }).output
export const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error
