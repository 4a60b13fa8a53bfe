// The console's calls, each through the shared contract (core/contract/admin.ts): the machines' actors
// and the views' loaders are built here, so a view never spells a path.
import {
  type AdminCall,
  type AdminCalls,
  type AdminRequestOf,
  type AdminResponseOf,
  adminCalls,
} from '../../core/contract/admin'
import { call, getToken, setToken } from './api'
import type { ActionForm, ActionResult, PlayerActionKind } from './machines/playerAction.machine'
import type { Decision } from './machines/review.machine'
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

/** The review call of each queue, by the item's key and the decision. */
export function decide(queue: QueueName, id: string, decision: Decision, note: string) {
  switch (queue) {
    case 'deposits':
      return api('reviewDeposit', { order: id, action: decision, ...(note ? { note } : {}) })
    case 'withdrawals':
      return api('reviewWithdrawal', { order: id, action: decision, ...(note ? { note } : {}) })
    case 'agents':
      return api('reviewAgent', { id, action: decision, ...(note ? { reason: note } : {}) })
    case 'activities':
      return api('reviewActivity', { id, action: decision, ...(note ? { reason: note } : {}) })
    case 'transfers':
      return api('retryTransfer', { id })
  }
}

/** A player action of the player page, by kind. */
export async function performPlayerAction(input: {
  username: string
  kind: PlayerActionKind
  form: ActionForm
}): Promise<ActionResult> {
  const { username, kind, form } = input
  const f = (k: keyof ActionForm) => form[k]?.trim() ?? ''
  switch (kind) {
    case 'lock':
      await api('lockPlayer', { username, reason: f('reason') })
      return null
    case 'unlock':
      await api('unlockPlayer', { username, reason: f('reason') })
      return null
    case 'resetLogin':
      return { tempPassword: (await api('resetPassword', { username })).temporary_password }
    case 'resetPay':
      return { tempPassword: (await api('resetPayPassword', { username })).temporary_password }
    case 'realName':
      await api('changeRealname', { username, realname: f('realName'), reason: f('reason') })
      return null
    case 'message':
      await api('sendMessage', { username, title: f('title'), content: f('content') })
      return null
    case 'adjust':
      await api('adjust', { username, amount: f('amount'), reason: f('reason') })
      return null
    case 'note':
      await api('addNote', { username, text: f('note') })
      return null
    case 'exclude':
      await api('excludePlayer', { username, duration: f('duration'), reason: f('reason') })
      return null
  }
}
