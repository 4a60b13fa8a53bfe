// An action above its four-eyes threshold is not refused: the server answers code 250 with the request
// it recorded (docs/operator-console.md, "Four eyes"). The dialogs that can be diverted (a queue review,
// a player adjustment, a settings save) read the request from the failure with this one function, so
// they can show "submitted for approval" rather than an error.

/** What the dialog shows of the recorded request. */
export type Submitted = { id: number; amount: string | null; expires: string }

export const APPROVAL_PENDING = 250

/** The request of a diverted call, or null when the failure is anything else. */
export function divertedOf(error: unknown): Submitted | null {
  const e = error as { code?: unknown; data?: unknown } | null
  if (!e || e.code !== APPROVAL_PENDING) return null
  const a = (e.data as { approval?: { id?: unknown; amount?: unknown; expires_at?: unknown } } | null)
    ?.approval
  return {
    id: typeof a?.id === 'number' ? a.id : 0,
    amount: typeof a?.amount === 'string' ? a.amount : null,
    expires: typeof a?.expires_at === 'string' ? a.expires_at : '',
  }
}

/** The named guard and context update the machines share (`event.error` of an invoke's failure). */
export const isDiverted = ({ event }: { event: unknown }) =>
  divertedOf((event as { error?: unknown }).error) !== null
export const submittedOf = ({ event }: { event: unknown }) => divertedOf((event as { error?: unknown }).error)
