// The WHERE of a worked list (docs/operator-console.md, "Working the lists"): only the filters given,
// so each can use its index. Days are Beijing days, both ends included; amounts are cents; `q` is
// matched as each list says (an exact order number or player name, mostly). The deposit and
// withdrawal queues have their own (money-queues.ts queueFilter), on the same rules.
import { beijingAt } from '../../core/time'
import { BizError } from '../errors'

export type ListFilter = {
  /** A number (the application queues) or a code (KYC, transfers); 0 or absent is every state. */
  state?: number | string
  from?: string
  to?: string
  min_amount?: bigint
  max_amount?: bigint
  q?: string
}

/** The columns a list filters on; `q` is SQL with `$?` where the term goes (each `$?` the same term). */
export type ListColumns = { created: string; state?: string; amount?: string; q?: string }

export function listWhere(f: ListFilter, c: ListColumns, params: unknown[] = []) {
  if (f.from && f.to && f.from > f.to) throw new BizError(1000, 'a.dateRange')
  const where: string[] = []
  const add = (sql: string, v: unknown) => {
    params.push(v)
    where.push(sql.replaceAll('$?', `$${params.length}`))
  }
  // State 0 is every state.
  if (c.state && f.state) add(`${c.state} = $?`, f.state)
  if (f.from) add(`${c.created} >= $?`, beijingAt(f.from))
  if (f.to) add(`${c.created} < $?`, new Date(beijingAt(f.to).getTime() + 86_400_000))
  if (c.amount && f.min_amount !== undefined) add(`${c.amount} >= $?::bigint`, f.min_amount.toString())
  if (c.amount && f.max_amount !== undefined) add(`${c.amount} <= $?::bigint`, f.max_amount.toString())
  if (c.q && f.q) add(c.q, f.q)
  return { where: where.join(' AND ') || 'TRUE', params }
}

/** Pending items oldest first (the next to decide on top); decided ones newest first. */
export const listOrder = (f: ListFilter) => (f.state === 1 ? 'ASC' : 'DESC')
