// Mounted with the shell: after customer service reset the login password (the operator console),
// every call but reading the user answers 227 until the player chose a new one. The first 227 takes
// the player to the member centre, where the login-password dialog opens with the reason
// (CenterPage, `?reset=1`); a password change ends the session, and the player signs in again.
import { useEffect } from 'react'
import { addRefusalListener } from '../../api/client'
import { navigateTo } from '../../routes/navigate'
import { paths } from '../../routes/paths'

export const PASSWORD_RESET = 227

export function PasswordResetHost() {
  useEffect(
    () =>
      addRefusalListener((code) => {
        // The balance poll meets it every few seconds: go there once, stay while the dialog is open.
        if (code === PASSWORD_RESET && !location.hash.startsWith(`#${paths.mine('center')}`))
          navigateTo(paths.mine('center', { reset: 1 }))
      }),
    [],
  )
  return null
}
