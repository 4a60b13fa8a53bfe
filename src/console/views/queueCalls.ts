// The review queues' calls (docs/operator-console.md, "Review queues"): a page of each queue, the
// review of an item, and the counts the navigation shows; the seam the queue views and the frame use,
// so none of them spells a call itself ("Loading and acting").
import { api, type QueueName } from '../endpoints'
import type { Decision } from '../machines/review.machine'
import { type AnyRow, type QueueFilters, wireFilters } from './queueRows'

export const queueCounts = () => api('queueCounts')

export const loadQueue = (
  queue: QueueName,
  page: number,
  perPage: number,
  f: QueueFilters,
): Promise<{ rows: AnyRow[]; total: number }> => {
  const q = { page, per_page: perPage, state: Number(f.state) }
  switch (queue) {
    case 'deposits':
      return api('depositQueue', { ...f, ...q })
    case 'withdrawals':
      return api('withdrawalQueue', { ...f, ...q })
    case 'agents':
      return api('agentQueue', { ...f, ...q })
    case 'activities':
      return api('activityQueue', { ...f, ...q })
    case 'transfers':
      return api('transferQueue', { ...wireFilters(queue, f), page, per_page: perPage })
  }
}

/** The review call of each queue, by the item's key and the decision. */
export function decide(queue: QueueName, id: string, decision: Decision, note: string) {
  switch (queue) {
    case 'deposits':
      return api('reviewDeposit', { order: id, action: decision, ...(note ? { note } : {}) })
    case 'withdrawals':
      return api('reviewWithdrawal', { order: id, action: decision, ...(note ? { note } : {}) })
    case 'agents':
      return api('reviewAgent', { id, action: decision, ...(note ? { reason: note } : {}) })
    case 'activities':
      return api('reviewActivity', { id, action: decision, ...(note ? { reason: note } : {}) })
    case 'transfers':
      return api('retryTransfer', { id })
  }
}
