// Member pages against the msw fake backend: sign a demo account in, start the real app at a /mine page.
// Timeouts are generous (20 s per wait): the first page a worker renders waits for its modules to be
// transformed, which on a loaded 2-core CI machine took more than 8 s.
import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { login } from '../../../src/api/account'
import { storeSession } from '../../../src/state/session'
import { startApp } from '../layout/harness'

export async function openAs(hash: string, name = 'demo888', password = 'demo8888') {
  // A first login with no failure before it needs no captcha (server and mocks alike).
  const { api_token } = await login({ name, password } as never)
  storeSession(api_token, null)
  return startApp(hash)
}

/** The inline form error (role alert inside the form) or a toast with that text. */
export const findMessage = (text: string) => screen.findByText(text, {}, { timeout: 20_000 })

/** Picks the first choice of a dropdown (a `<select>` whose placeholder reads 请选择). */
export async function chooseFirst(user: UserEvent, select: HTMLElement) {
  const first = [...(select as HTMLSelectElement).options].find((o) => !o.disabled)
  if (!first) throw new Error('the dropdown has nothing to choose')
  await user.selectOptions(select, first)
}
