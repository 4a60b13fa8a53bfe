// What the five review queues list (one row type per queue), their titles, their filters, and the key
// an item is reviewed by (a page of each is read in queueCalls.ts).
import type { QueueName, Res } from '../endpoints'
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

/** A queue's filters as typed (strings; empty means none). The transfer queue has no decision: its
 * states are open, settled and refused (TRANSFER_STATE). */
export type QueueFilters = {
  state: '0' | '1' | '2' | '3'
  q: string
  from: string
  to: string
  min_amount: string
  max_amount: string
}
export const NO_FILTERS: QueueFilters = {
  state: '1',
  q: '',
  from: '',
  to: '',
  min_amount: '',
  max_amount: '',
}

/** The transfer queue's state for each choice of the state select. */
export const TRANSFER_STATE = { '0': 'all', '1': 'pending', '2': 'done', '3': 'refused' } as const

/** The applied filters as the queue's call reads them (the transfer queue names its states). */
export const wireFilters = (queue: QueueName, f: QueueFilters) =>
  queue === 'transfers' ? { ...f, state: TRANSFER_STATE[f.state] } : f

export const isMoneyQueue = (queue: QueueName): queue is 'deposits' | 'withdrawals' =>
  queue === 'deposits' || queue === 'withdrawals'

/** The item's key for the review call. */
export const keyOf = (queue: QueueName, row: AnyRow) =>
  isMoneyQueue(queue) ? (row as Rows['deposits']).order_no : String((row as Rows['agents']).id)
