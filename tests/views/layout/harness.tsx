// Start the real app (root actor, session, router, layout) against the msw fake backend at a hash path.
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect } from 'vitest'
import { type Actor, createActor } from 'xstate'
import { login } from '../../../src/api/account'
import { db } from '../../../src/api/mocks/db'
import { App } from '../../../src/app'
import { appMachine } from '../../../src/machines/app.machine'
import { readStoredSession, storeSession } from '../../../src/state/session'

/**
 * The apps started by a file's tests, stopped when each test ends. One left running polls on into the
 * next test, and the 401 it meets once that test's setup has cleared the token reaches the newest
 * app's unauthorized handler, which signs that app out and moves it to the home page (the likely cause
 * of a /vip test losing its page in a loaded CI run).
 */
const running: Actor<typeof appMachine>[] = []
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop()
})

export function startApp(hash = '#/') {
  history.replaceState(null, '', `/${hash}`)
  const actor = createActor(appMachine, { input: { stored: readStoredSession(), pageUrl: location.href } })
  running.push(actor)
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
