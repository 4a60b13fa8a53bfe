// Start the real app (root actor, session, router, layout) against the msw fake backend at a hash path.
import { render, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { createActor } from 'xstate'
import { login } from '../../../src/api/account'
import { db } from '../../../src/api/mocks/db'
import { App } from '../../../src/app'
import { appMachine } from '../../../src/machines/app.machine'
import { readStoredSession, storeSession } from '../../../src/state/session'

export function startApp(hash = '#/') {
  history.replaceState(null, '', `/${hash}`)
  const actor = createActor(appMachine, { input: { stored: readStoredSession(), pageUrl: location.href } })
  actor.start()
  const view = render(<App actor={actor} />)
  return { actor, view, [Symbol.dispose]: () => actor.stop() }
}

/** Log the demo player in on the fake backend and keep the token as the session would. */
export async function signInDemo() {
  const { api_token } = await login({ name: 'demo888', password: 'demo8888' } as never)
  storeSession(api_token, null)
}

export const hash = () => decodeURIComponent(location.hash)

/** The error toasts on screen, oldest first. */
export const errorToasts = () => screen.queryAllByRole('alert').map((n) => n.textContent?.trim())

/** The id of the server picture the captcha shows (waits until one is shown). */
export async function captchaId(container: ParentNode = document) {
  let id = ''
  await waitFor(() => {
    id = (container.querySelector('img[data-captcha-id]') as HTMLImageElement | null)?.dataset.captchaId ?? ''
    expect(id).not.toBe('')
  })
  return id
}

/** Test-only: the shown picture's answer, read from the fake backend as a person reads the picture. */
export const captchaCode = async (container: ParentNode = document) =>
  db.captchas.get(await captchaId(container)) ?? ''
