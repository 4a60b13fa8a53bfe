// The calls of the operator list and of the operator's own account (docs/operator-console.md,
// "Operators", "Own account"): the seam these views use, so none of them spells a call itself
// ("Loading and acting").
import type { OperatorRole } from '../../../../core/contract/admin'
import { api, type Req } from '../../endpoints'
import type { ActionOutcome, OperatorAction } from '../../machines/operatorAction.machine'

export const listOperators = () => api('operators')
export const createOperator = (form: { username: string; password: string; role: OperatorRole }) => {
  const { password, ...rest } = form
  return api('createOperator', password ? form : rest)
}
export const setOperatorIps = (id: number, ips: string[]) => api('setOperatorIps', { id, ips })
export const mySessions = () => api('mySessions')
export const revokeMySession = (id: number) => api('revokeMySession', { id })
export const changeMyPassword = (input: Req<'changeMyPassword'>) => api('changeMyPassword', input)

/** One change from the operator list; only a password reset answers with something to show. */
export async function operatorAct(a: OperatorAction): Promise<ActionOutcome> {
  switch (a.kind) {
    case 'role':
      await api('setRole', { id: a.id, role: a.role })
      return null
    case 'disabled':
      await api('setDisabled', { id: a.id, disabled: a.disabled })
      return null
    case 'reset2fa':
      await api('resetTwoFactor', { id: a.id })
      return null
    case 'revoke':
      await api('revokeOperatorSessions', { id: a.id })
      return null
    case 'resetPassword': {
      const r = await api('resetOperatorPassword', { id: a.id })
      return { username: r.username, password: r.password }
    }
  }
}
