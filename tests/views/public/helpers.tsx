// Render the real app (root actor, session, route table, msw fake backend) at a hash route.
import { configure, render } from '@testing-library/react'
import { createActor } from 'xstate'
import { login } from '../../../src/api/account'
import { App } from '../../../src/app'
import { appMachine } from '../../../src/machines/app.machine'
import { readStoredSession, storeSession } from '../../../src/state/session'

// Pages are lazy chunks: the first render of each in a test file includes its transform.
configure({ asyncUtilTimeout: 10_000 })

export function start(hash: string) {
  history.replaceState(null, '', `/${hash}`)
  const actor = createActor(appMachine, { input: { stored: readStoredSession(), pageUrl: location.href } })
  actor.start()
  const view = render(<App actor={actor} />)
  return { actor, view }
}

/** Log the demo player in through the fake backend and keep the token where the app restores it from. */
export async function loggedIn() {
  const { api_token } = await login({ name: 'demo888', password: 'demo8888' })
  storeSession(api_token, null)
}
