// The shapes every operator list shares: page and page size, a Beijing day, an amount bound, and the
// page of rows a list answers.
import { z } from 'zod'
import { amountField } from '../core'

export const page = z.coerce.number().int().min(1).max(100_000).default(1)
export const perPage = z.coerce.number().int().min(1).max(200).default(20)
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const pageQuery = z.object({ page, per_page: perPage })

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
export type PageOf<T> = { rows: T[]; total: number; page: number; per_page: number }

/** An amount bound typed as "200" or "200.5", read by the one money parser; empty means none. */
export const amountBound = z.preprocess((v) => (v === '' ? undefined : v), amountField('amount').optional())

/**
 * The filters a worked list shares (docs/operator-console.md, "Working the lists"): Beijing days, an
 * amount range in cents, `q` (a number or a player) and `format=csv` (every matching row as an audited
 * CSV file instead of a page). Lists without an amount leave the two bounds out.
 */
export const listFilterFields = {
  from: day.optional(),
  to: day.optional(),
  min_amount: amountBound,
  max_amount: amountBound,
  q: z.string().trim().max(64).optional(),
  format: z.enum(['json', 'csv']).default('json'),
}
/** The refinement of a list query with an amount range: the maximum not below the minimum. */
export const amountsInOrder = (f: { min_amount?: bigint; max_amount?: bigint }) =>
  f.min_amount === undefined || f.max_amount === undefined || f.min_amount <= f.max_amount
