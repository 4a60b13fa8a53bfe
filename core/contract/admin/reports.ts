// The operator reports (docs/reports.md): cash flow, GGR and NGR (per venue and per game), promotions
// and players, by Beijing day or month, computed from the ledger. `format=csv` answers the periods as
// a CSV file instead of the envelope.
import { z } from 'zod'
import { money } from '../core'
import type { AdminCall } from './calls'

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()

export const reportQuery = z.object({
  granularity: z.enum(['day', 'month']).default('day'),
  /** Beijing days; by month the months containing them. Defaults: the last 30 days / 12 months. */
  start: day,
  end: day,
  format: z.enum(['json', 'csv']).default('json'),
})

/** A report period's money figures and its player counts, in the order the console and the CSV show them. */
export const REPORT_MONEY = [
  'deposits',
  'withdrawals',
  'fees',
  'net_cash',
  'ggr',
  'bonuses',
  'rebates',
  'redpackets',
  'ngr',
  'commissions',
  'adjustments',
] as const
export const REPORT_COUNTS = ['new_players', 'active_players', 'depositing_players'] as const

const figures = {
  ...(Object.fromEntries(REPORT_MONEY.map((k) => [k, money])) as Record<
    (typeof REPORT_MONEY)[number],
    typeof money
  >),
  ...(Object.fromEntries(REPORT_COUNTS.map((k) => [k, z.number().int()])) as Record<
    (typeof REPORT_COUNTS)[number],
    z.ZodNumber
  >),
}

export const reportPeriod = z.object({ period: z.string(), ...figures })
export const reportVenue = z.object({
  venue: z.string(),
  name: z.string(),
  stakes: money,
  payouts: money,
  ggr: money,
  rebates: money,
  ngr: money,
})
export const reportGame = z.object({
  venue: z.string(),
  game: z.string(),
  name: z.string(),
  stakes: money,
  payouts: money,
  ggr: money,
})
export const report = z.object({
  granularity: z.enum(['day', 'month']),
  start: z.string(),
  end: z.string(),
  periods: z.array(reportPeriod),
  totals: z.object(figures),
  venues: z.array(reportVenue),
  games: z.array(reportGame),
})
export type Report = z.infer<typeof report>

export const reportCalls = {
  report: {
    method: 'GET',
    path: '/admin/api/reports',
    permission: 'reports.read',
    request: reportQuery,
    response: report,
  } satisfies AdminCall<typeof reportQuery, typeof report>,
} as const
