// An open page follows the operator's maintenance switch (docs/settings.md): the app machine re-reads
// /api/app every 30 s, quietly (no busy tag), and moves into or out of maintenance.
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { AppSettings } from '../../core/contract'
import { appMachine } from '../../src/machines/app.machine'

const base = { title: '金鼎娱乐', site_state: 1, repair_tips: '' } as unknown as AppSettings

describe('app machine: settings refresh', () => {
  const stops: (() => void)[] = []
  afterEach(() => {
    for (const s of stops.splice(0)) s()
  })

  it('moves into maintenance within one refresh, and back out when the site opens again', async () => {
    let current: AppSettings = base
    let reads = 0
    const clock = new SimulatedClock()
    const actor = createActor(
      appMachine.provide({
        actors: {
          app: fromPromise(async () => {
            reads++
            return current
          }),
          getVisitUrl: fromPromise(async () => Promise.reject(new Error('pc'))),
        },
      }),
      { clock, input: { pageUrl: 'http://localhost/', stored: { token: null, lastLoginAt: null } } },
    ).start()
    stops.push(() => actor.stop())
    await waitFor(actor, (s) => s.matches({ settings: 'ready' }))
    expect(reads).toBe(1)

    current = { ...base, site_state: 0, repair_tips: '系统升级中' } as AppSettings
    clock.increment(29_000)
    expect(actor.getSnapshot().hasTag('maintenance')).toBe(false)
    clock.increment(1_000)
    await waitFor(actor, (s) => s.hasTag('maintenance') && s.matches({ settings: 'maintenance' }))
    expect(actor.getSnapshot().context.settings?.repair_tips).toBe('系统升级中')
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)

    current = base
    clock.increment(30_000)
    await waitFor(actor, (s) => s.matches({ settings: 'ready' }))
    expect(actor.getSnapshot().hasTag('maintenance')).toBe(false)
    expect(reads).toBe(3)
  })
})
