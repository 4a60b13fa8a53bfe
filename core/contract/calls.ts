// Every call of the site plus POST /api/redpacket (docs/contract.md). Request refusal messages are
// catalog keys (core/i18n/validation.ts): the server answers code 1000 with the first failing
// key translated into the request's language.
import { memberCalls } from './calls-member'
import { publicCalls } from './calls-public'

export * from './entities'

export const calls = { ...publicCalls, ...memberCalls } as const

export type Calls = typeof calls
export type CallName = keyof Calls
