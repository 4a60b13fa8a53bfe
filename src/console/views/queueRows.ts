// What the five review queues list (one row type per queue), their titles, how a page of each is
// read, and the key an item is reviewed by.
import { api, type QueueName, type Res } from '../endpoints'
import type { ConsoleKey } from '../i18n'

export type Rows = {
  deposits: Res<'depositQueue'>['rows'][number]
  withdrawals: Res<'withdrawalQueue'>['rows'][number]
  agents: Res<'agentQueue'>['rows'][number]
  activities: Res<'activityQueue'>['rows'][number]
  transfers: Res<'transferQueue'>['rows'][number]
}
export type AnyRow = Rows[QueueName]

export const TITLE: Record<QueueName, ConsoleKey> = {
  deposits: 'nav.deposits',
  withdrawals: 'nav.withdrawals',
  agents: 'nav.agents',
  activities: 'nav.activities',
  transfers: 'nav.transfers',
}

export const loadQueue = (
  queue: QueueName,
  page: number,
  perPage: number,
  state: number,
): Promise<{ rows: AnyRow[]; total: number }> => {
  const q = { page, per_page: perPage, state }
  switch (queue) {
    case 'deposits':
      return api('depositQueue', q)
    case 'withdrawals':
      return api('withdrawalQueue', q)
    case 'agents':
      return api('agentQueue', q)
    case 'activities':
      return api('activityQueue', q)
    case 'transfers':
      return api('transferQueue', { page, per_page: perPage })
  }
}

/** The item's key for the review call. */
export const keyOf = (queue: QueueName, row: AnyRow) =>
  queue === 'deposits' || queue === 'withdrawals'
    ? (row as Rows['deposits']).order_no
    : String((row as Rows['agents']).id)
