// Contact verification and password recovery (recoveryCalls of the contract, docs/messaging.md),
// through the one client (token, Lang, timeout, envelope, the session's single 401 path).
import type { CodeSent, ContactState, RecoveryCalls, RecoveryOption, RequestOf } from '../../core/contract'
import { sendTo } from './client'

type Name = keyof RecoveryCalls

export const RECOVERY_PATHS: { [N in Name]: RecoveryCalls[N]['path'] } = {
  contacts: '/api/contacts',
  contactSend: '/api/contacts/send',
  contactVerify: '/api/contacts/verify',
  recoveryOptions: '/api/recovery/options',
  recoverySend: '/api/recovery/send',
  recoveryReset: '/api/recovery/reset',
}

const METHOD: { [N in Name]: RecoveryCalls[N]['method'] } = {
  contacts: 'GET',
  contactSend: 'POST',
  contactVerify: 'POST',
  recoveryOptions: 'POST',
  recoverySend: 'POST',
  recoveryReset: 'POST',
}

const request = async <T>(name: Name, body: Record<string, unknown> = {}) =>
  (await sendTo<T>({ method: METHOD[name], path: RECOVERY_PATHS[name] }, body)).data

export const contacts = () => request<ContactState[]>('contacts')
export const sendContactCode = (b: RequestOf<RecoveryCalls['contactSend']>) =>
  request<CodeSent>('contactSend', b)
export const verifyContact = (b: RequestOf<RecoveryCalls['contactVerify']>) =>
  request<ContactState[]>('contactVerify', b)
export const recoveryOptions = (b: RequestOf<RecoveryCalls['recoveryOptions']>) =>
  request<{ options: RecoveryOption[] }>('recoveryOptions', b as Record<string, unknown>)
export const sendRecoveryCode = (b: RequestOf<RecoveryCalls['recoverySend']>) =>
  request<CodeSent>('recoverySend', b)
export const resetPassword = (b: RequestOf<RecoveryCalls['recoveryReset']>) =>
  request<null>('recoveryReset', b as Record<string, unknown>)
