// The console's calls, each through the shared contract (core/contract/admin.ts): `api` types a call by
// name, and each area's calls.ts builds its views' loaders and its machines' actors on it, so a view never
// spells a path (docs/operator-console.md, "Loading and acting"). Signing in is the root's, so it is here.
import {
  type AdminCall,
  type AdminCalls,
  type AdminRequestOf,
  type AdminResponseOf,
  adminCalls,
} from '../../core/contract/admin'
import { call, getToken, setToken } from './api'
import type { Enrolled, PasswordOutcome, Session } from './machines/signIn.machine'

export type Req<N extends keyof AdminCalls> = AdminRequestOf<AdminCalls[N]> & Record<string, unknown>
export type Res<N extends keyof AdminCalls> = AdminResponseOf<AdminCalls[N]>

/** One contract call by name; path parameters are taken from `params` (`:username`, `:order`, …). */
export const api = <N extends keyof AdminCalls>(name: N, params: Record<string, unknown> = {}) =>
  call(adminCalls[name] as AdminCall, params) as Promise<Res<N>>

export const signInCalls = {
  restore: (): Promise<Session> => api('me').then((operator) => ({ token: getToken() ?? '', operator })),
  password: async (input: { username: string; password: string }): Promise<PasswordOutcome> => {
    const r = await api('login', input)
    if (r.step === 'totp') return { step: 'totp', ticket: r.ticket }
    return { step: 'enrol', ticket: r.ticket, otpauth: r.otpauth_uri, secret: r.secret, qrSvg: r.qr_svg }
  },
  /** A TOTP code and a recovery code go to the same step; the server tells them apart. */
  secondFactor: async (input: { ticket: string; code: string }): Promise<Session> => {
    const r = await api('loginTotp', input)
    setToken(r.token)
    return r
  },
  enrol: async (input: { ticket: string; code: string }): Promise<Enrolled> => {
    const r = await api('loginEnrol', input)
    setToken(r.token)
    return { token: r.token, operator: r.operator, recoveryCodes: r.recovery_codes }
  },
  signOut: async () => {
    try {
      await api('logout')
    } finally {
      setToken(null)
    }
  },
}

export type QueueName = 'deposits' | 'withdrawals' | 'agents' | 'activities' | 'transfers'
