// Every operator call as one flat list: the call table (calls.ts, with the areas it spreads in) and
// the areas kept in their own tables (promotions, sportsbook, identity checks, content editors, the
// support desk). The server registers each admin route from one of these entries
// (server/admin/route.ts); tests/server/admin-contract.test.ts holds the routes and this list equal.
import { supportDeskCalls } from '../support-desk'
import { type AdminCall, adminCalls } from './calls'
import { contentCalls } from './content'
import { kycAdminCalls } from './kyc'
import { promotionCalls } from './promotions'
import { sportsbookAdminCalls } from './sportsbook'

const isCall = (v: unknown): v is AdminCall =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'permission' in v

/** Calls found in a table, one level of grouping deep (the content editors' list/save/remove). */
const flatten = (table: Record<string, unknown>): AdminCall[] =>
  Object.values(table).flatMap((v) =>
    isCall(v) ? [v] : typeof v === 'object' && v !== null ? Object.values(v).filter(isCall) : [],
  )

export const allAdminCalls: readonly AdminCall[] = [
  adminCalls,
  promotionCalls,
  sportsbookAdminCalls,
  kycAdminCalls,
  contentCalls,
  supportDeskCalls,
].flatMap((t) => flatten(t as Record<string, unknown>))
