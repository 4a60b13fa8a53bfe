// Opening a game from any public page: without a session token the player is told
// '请先登录'; with one, /gamePage opens in a new tab carrying venue code, category id and game code.
import { getToken } from '../../api/client'
import { t } from '../../i18n'
import { absoluteHref, paths } from '../../routes/paths'
import { toast } from '../../state/ui'

export type GameTarget = { name: string; type: number | string; code?: string }

export function openGame(target: GameTarget) {
  if (!getToken()) {
    toast(0, t('public.loginFirst'))
    return false
  }
  toast(1, t('public.openingGame'))
  // No `noopener`: the new tab must inherit the session token from sessionStorage.
  window.open(
    absoluteHref(paths.gamePage({ name: target.name, type: target.type, code: target.code })),
    '_blank',
  )
  return true
}
