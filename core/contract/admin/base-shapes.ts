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
