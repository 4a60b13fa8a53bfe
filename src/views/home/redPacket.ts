// The red-packet entry: closed switch -> '红包已关闭'; no session token -> /login;
// otherwise /userredpacket in a new tab (it inherits the session from sessionStorage).
import { getToken } from '../../api/client'
import { t } from '../../i18n'
import { navigateTo } from '../../routes/navigate'
import { absoluteHref, paths } from '../../routes/paths'
import { toast } from '../../state/ui'

export function openRedPacket(switchOn: boolean) {
  if (!switchOn) {
    toast(0, t('public.redPacketClosed'))
    return
  }
  if (!getToken()) {
    navigateTo(paths.login())
    return
  }
  window.open(absoluteHref(paths.userredpacket()), '_blank')
}
