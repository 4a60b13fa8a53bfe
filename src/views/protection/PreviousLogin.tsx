// After a sign-in the site shows once when and from where the account was last signed in (issue 17
// item 7), from the protection status's `previous_login`. Once per session token: a reload or a
// restored session does not show it again.
import { useEffect } from 'react'
import { protectionStatus } from '../../api/protection'
import { t } from '../../i18n'
import { useToken } from '../../machines/hooks'
import { toast } from '../../state/ui'

const SHOWN = 'previousLoginShown'

export function PreviousLogin() {
  const token = useToken()
  useEffect(() => {
    if (!token || sessionStorage.getItem(SHOWN) === token) return
    sessionStorage.setItem(SHOWN, token)
    let live = true
    protectionStatus()
      .then((s) => {
        if (live && s.previous_login)
          toast(1, t('pr.previousLogin', { at: s.previous_login.at, ip: s.previous_login.ip }), 6000)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [token])
  return null
}
