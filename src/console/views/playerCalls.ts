// The player pages' calls (docs/operator-console.md, "Players"): the search, one player's page with its
// record tabs, and the player actions; the seam these views use, so none of them spells a call itself
// ("Loading and acting").
import { api, type Req } from '../endpoints'
import type { ActionForm, ActionResult, PlayerActionKind } from '../machines/playerAction.machine'

export const searchPlayers = (query: Req<'players'>) => api('players', query)
export const readPlayer = (username: string) => api('player', { username })
export const playerNotes = (username: string) => api('playerNotes', { username })

/** The paged record tabs, each read by the player's name and a page. */
const paged =
  <N extends 'playerLedger' | 'playerDeposits' | 'playerWithdrawals' | 'playerBets' | 'playerLogins'>(
    name: N,
  ) =>
  (username: string, page: number, perPage: number) =>
    api(name, { username, page, per_page: perPage })
export const playerLedger = paged('playerLedger')
export const playerDeposits = paged('playerDeposits')
export const playerWithdrawals = paged('playerWithdrawals')
export const playerBets = paged('playerBets')
export const playerLogins = paged('playerLogins')

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
