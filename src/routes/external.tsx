// A route that is an action, not a page: /member/game?plat_name=…&game_type=… launches a venue through
// /gamePage and leaves the player where they were; and the customer-service action (the chat at /kefu).
import { useEffect } from 'react'
import { useSearch } from 'wouter'
import { t } from '../i18n'
import { useIsLoggedIn } from '../machines/hooks'
import { toast } from '../state/ui'
import { navigateTo } from './navigate'
import { paths } from './paths'

/**
 * Customer service is the site's own chat (/kefu, docs/support.md): the member centre's 意见反馈 and
 * the red-packet page open it like every other customer-service link.
 */
export function openCustomerService() {
  navigateTo(paths.kefu())
}

/** /member/game?plat_name=vrbet&game_type=3: the lottery menu's entry, launched through /gamePage. */
export function MemberGameRoute() {
  const query = new URLSearchParams(useSearch())
  const loggedIn = useIsLoggedIn()
  const name = query.get('plat_name') ?? ''
  const type = query.get('game_type') ?? ''
  const code = query.get('game_code') ?? ''
  useEffect(() => {
    if (!loggedIn) {
      toast(0, t('route.loginFirst'))
      navigateTo(paths.login(), { replace: true })
      return
    }
    toast(1, t('route.toGame'))
    navigateTo(paths.gamePage({ name, type, code }), { replace: true })
  }, [loggedIn, name, type, code])
  return null
}
