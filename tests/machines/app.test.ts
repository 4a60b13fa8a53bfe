import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { db } from '../../src/api/mocks/db'
import { appMachine, pidOf, visitTarget } from '../../src/machines/app.machine'

function start(pageUrl: string) {
  const redirect = vi.fn()
  const actor = createActor(
    appMachine.provide({ actions: { redirect: (_, p: { url: string }) => redirect(p.url) } }),
    {
      input: { pageUrl, stored: { token: null, lastLoginAt: null } },
    },
  )
  actor.start()
  return { actor, redirect }
}

describe('app machine', () => {
  it('loads the settings and owns the session actor (systemId session)', async () => {
    const { actor, redirect } = start('http://localhost/#/')
    try {
      await waitFor(actor, (s) => s.matches({ settings: 'ready', visit: 'staying' }))
      expect(actor.getSnapshot().context.settings?.title).toBe('金鼎娱乐')
      expect(actor.system.get('session')).toBe(actor.getSnapshot().children.session)
      expect(redirect).not.toHaveBeenCalled()
    } finally {
      actor.stop()
    }
  })

  it('goes to the visit URL on code 200, keeping the page pid', async () => {
    db.visitUrl = 'https://m.example.test/'
    const { actor, redirect } = start('http://localhost/#/register?pid=42')
    try {
      await waitFor(actor, (s) => s.matches({ visit: 'redirecting' }))
      expect(redirect).toHaveBeenCalledWith('https://m.example.test/?pid=42')
    } finally {
      actor.stop()
    }
  })

  it('never follows a visit URL that is not http(s)', async () => {
    db.visitUrl = 'javascript:alert(1)'
    const { actor, redirect } = start('http://localhost/')
    try {
      await waitFor(actor, (s) => s.matches({ visit: 'staying' }))
      expect(redirect).not.toHaveBeenCalled()
    } finally {
      actor.stop()
    }
  })

  it('site_state 0 means maintenance', async () => {
    db.settings.site_state = 0
    const { actor } = start('http://localhost/')
    try {
      await waitFor(actor, (s) => s.hasTag('maintenance'))
    } finally {
      actor.stop()
    }
  })

  it('reads pid from the search or the hash query', () => {
    expect(pidOf('http://x/?pid=7#/')).toBe('7')
    expect(pidOf('http://x/#/register?pid=9')).toBe('9')
    expect(pidOf('http://x/#/')).toBeNull()
    expect(visitTarget('https://a.test/?x=1', 'http://x/?pid=7')).toBe('https://a.test/?x=1&pid=7')
    expect(visitTarget('https://a.test/', 'http://x/')).toBe('https://a.test/')
  })
})
