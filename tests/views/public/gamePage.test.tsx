// /gamePage: only a spinner; dailiD -> agent login URL; otherwise getGameUrl and this
// window goes there; a refusal shows its message for 3 s and 2 s later the tab is blanked and closed;
// a network failure does the same silently; only http(s) URLs are followed.
import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { server } from '../../../src/api/mocks/node'
import { gameLaunchMachine, type LaunchInput } from '../../../src/machines/gameLaunch.machine'
import { uiState } from '../../../src/state/ui'
import { loggedIn, start } from './helpers'

function launch(input: Partial<LaunchInput>) {
  const leave = vi.fn()
  const close = vi.fn()
  const clock = new SimulatedClock()
  const actor = createActor(
    gameLaunchMachine.provide({
      actions: { leave: ({ context }) => leave(context.url), close: () => close() },
    }),
    { input: { name: '', type: '', code: '', dailiD: '', ...input }, clock },
  )
  actor.start()
  return { actor, leave, close, clock }
}

describe('/gamePage', { timeout: 30_000 }, () => {
  it('launches the game and sends this window to its URL', async () => {
    await loggedIn()
    const { setToken } = await import('../../../src/api/client')
    setToken(sessionStorage.getItem('token'))
    const { actor, leave, close } = launch({ name: 'jdlive', type: '1', code: '' })
    try {
      await waitFor(actor, (s) => s.status === 'done')
      expect(leave).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/play\.example\.test\/jdlive\?/))
      expect(close).not.toHaveBeenCalled()
    } finally {
      actor.stop()
    }
  })

  it('with dailiD asks for the agent login URL instead', async () => {
    const { actor, leave } = launch({ dailiD: '1' })
    try {
      await waitFor(actor, (s) => s.status === 'done')
      expect(leave).toHaveBeenCalledWith('https://agent.example.test/login')
    } finally {
      actor.stop()
    }
  })

  it('a refusal shows the message for 3 s, then closes the tab after 2 s', async () => {
    server.use(
      http.post('*/api/getGameUrl', () =>
        HttpResponse.json({ code: 202, message: '场馆维护中', data: null }),
      ),
    )
    const { actor, close, clock, leave } = launch({ name: 'jdlive', type: '1' })
    try {
      await waitFor(actor, (s) => s.matches('failed'))
      expect(uiState.toasts.at(-1)?.message).toBe('场馆维护中')
      expect(close).not.toHaveBeenCalled()
      clock.increment(2000)
      expect(actor.getSnapshot().value).toBe('closed')
      expect(close).toHaveBeenCalledOnce()
      expect(leave).not.toHaveBeenCalled()
    } finally {
      actor.stop()
    }
  })

  it('a network failure closes the tab silently', async () => {
    server.use(http.post('*/api/getGameUrl', () => HttpResponse.error()))
    const { actor, close, clock } = launch({ name: 'jdlive', type: '1' })
    try {
      await waitFor(actor, (s) => s.matches('closing'))
      clock.increment(2000)
      expect(close).toHaveBeenCalledOnce()
      expect(uiState.toasts).toHaveLength(0)
    } finally {
      actor.stop()
    }
  })

  it('never follows a javascript: URL', async () => {
    server.use(
      http.get('*/api/getAgentLoginUrl', () =>
        HttpResponse.json({ code: 200, message: '', data: { url: 'javascript:alert(1)' } }),
      ),
    )
    const { actor, leave, clock, close } = launch({ dailiD: '1' })
    try {
      await waitFor(actor, (s) => s.matches('closing'))
      clock.increment(2000)
      expect(leave).not.toHaveBeenCalled()
      expect(close).toHaveBeenCalledOnce()
    } finally {
      actor.stop()
    }
  })

  it('the page shows only a spinner', async () => {
    server.use(http.post('*/api/getGameUrl', () => new Promise(() => {})))
    start('#/gamePage?name=jdlive&type=1&code=')
    expect(await screen.findByRole('status')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
