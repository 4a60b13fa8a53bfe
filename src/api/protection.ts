// Player protection calls (protectionCalls of the contract, docs/protection.md). Like the game calls
// they are outside the client's endpoint table; they go through the same client (token, Lang, timeout,
// envelope, the session's single 401 path) with this table of their own.
import type { ProtectionStatus, ProtectionTotals, protectionCalls, RequestOf } from '../../core/contract'
import { MEMBER_READ_FRESH_MS, peekRead, sendTo, sharedRead } from './client'

type Calls = typeof protectionCalls
type Name = keyof Calls

export const PROTECTION_PATHS: { [N in Name]: Calls[N]['path'] } = {
  protectionStatus: '/api/protection',
  protectionLimit: '/api/protection/limit',
  protectionExclude: '/api/protection/exclude',
  protectionReopen: '/api/protection/reopen',
  protectionReality: '/api/protection/reality',
  protectionRealityAnswer: '/api/protection/reality/continue',
  protectionBirthDate: '/api/protection/birthdate',
  protectionTotals: '/api/protection/totals',
}

const request = async <T>(name: Name, method: 'GET' | 'POST', body: Record<string, unknown>) =>
  (await sendTo<T>({ method, path: PROTECTION_PATHS[name] }, body)).data

/** Read by several parts of a page at once (the deposit page's gate, notes and prompts): shared. */
export const protectionStatus = () =>
  sharedRead('protectionStatus', null, () => request<ProtectionStatus>('protectionStatus', 'GET', {}), {
    freshMs: MEMBER_READ_FRESH_MS,
    member: true,
  })
/** The status start-up (or another part of the page) has already read, if still fresh. */
export const answeredProtectionStatus = () => peekRead<ProtectionStatus>('protectionStatus', null, true)
export const setLimit = (b: RequestOf<Calls['protectionLimit']>) =>
  request<ProtectionStatus>('protectionLimit', 'POST', b as Record<string, unknown>)
export const exclude = (b: RequestOf<Calls['protectionExclude']>) =>
  request<ProtectionStatus>('protectionExclude', 'POST', b as Record<string, unknown>)
export const requestReopen = () => request<ProtectionStatus>('protectionReopen', 'POST', {})
export const setRealityInterval = (interval: number) =>
  request<ProtectionStatus>('protectionReality', 'POST', { interval })
export const answerReality = () => request<ProtectionStatus>('protectionRealityAnswer', 'POST', {})
export const setBirthDate = (birth_date: string) =>
  request<ProtectionStatus>('protectionBirthDate', 'POST', { birth_date })
export const protectionTotals = (b: { start?: string; end?: string }) =>
  request<ProtectionTotals>('protectionTotals', 'GET', b)
