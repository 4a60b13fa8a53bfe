// The outbox's and the support reset's calls (docs/messaging.md): a page of sent messages, a player's
// contacts and the reset itself; the seam the recovery view uses, so it spells no call itself
// (docs/operator-console.md, "Loading and acting").
import { api, type Req } from '../../endpoints'

export const outboxPage = (q: { page: number; perPage: number; q: string; channel: string }) =>
  api('outbox', {
    page: q.page,
    per_page: q.perPage,
    ...(q.q ? { q: q.q } : {}),
    ...(q.channel ? { channel: q.channel } : {}),
  })
export const playerContacts = (username: string) => api('playerContacts', { username })
export const supportReset = (input: Req<'supportReset'>) => api('supportReset', input)
