import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  grabClock,
  type RedPacketStatus,
  redPacketMachine,
  remainingGrabs,
  wireTimeMs,
} from '../../src/machines/redPacket.machine'

const status = (sendnums: number, acquirednum = 0): RedPacketStatus => ({
  sendnums,
  acquirednum,
  max_times: 3,
  redPacketStatus: 'STARTING',
  rules: [],
  grab_begin: '10:00:00',
  grab_end: '12:00:00',
  server_time: '2026-11-24 10:30:00',
})
const refused = (message: string, code = 203) => Object.assign(new Error(message), { code })

function start(first: RedPacketStatus, grab?: () => Promise<unknown>) {
  let loads = 0
  const keys: string[] = []
  const userChanged = vi.fn()
  const machine = redPacketMachine.provide({
    actors: {
      loadStatus: fromPromise(async () => {
        loads++
        return loads === 1 ? first : status(first.sendnums - 1, first.acquirednum + 1)
      }),
      grab: fromPromise(async ({ input }: { input: { idempotencyKey: string } }) => {
        keys.push(input.idempotencyKey)
        return grab
          ? grab()
          : { redpacketmoney: '8.88', sendnums: first.sendnums - 1, acquirednum: first.acquirednum + 1 }
      }),
    } as never,
    actions: { userChanged },
  })
  const actor = createActor(machine, { clock: new SimulatedClock() })
  actor.start()
  return { actor, keys, userChanged, loads: () => loads }
}

describe('redPacket machine', () => {
  it('makes no call without remaining grabs and says why', async () => {
    const { actor, keys } = start(status(0, 2))
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'redPacket.grab' })
      expect(actor.getSnapshot().matches('showingMessage')).toBe(true)
      expect(actor.getSnapshot().context.message).toEqual({ key: 'v.redpacketNotEligible' })
      expect(keys).toHaveLength(0)
      actor.send({ type: 'redPacket.close' })
      expect(actor.getSnapshot().context.message).toBeNull()
      expect(actor.getSnapshot().matches('idle')).toBe(true)
    } finally {
      actor.stop()
    }
  })

  it('a win reloads the status and shows the amount', async () => {
    const { actor, keys, userChanged, loads } = start(status(2))
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'redPacket.grab' })
      await waitFor(actor, (s) => s.matches('showingWin'))
      expect(actor.getSnapshot().context.won).toBe('8.88')
      expect(loads()).toBe(2)
      expect(actor.getSnapshot().context.status?.sendnums).toBe(1)
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
      expect(userChanged).toHaveBeenCalledTimes(1)
      actor.send({ type: 'redPacket.close' })
      expect(actor.getSnapshot().context.won).toBeNull()
    } finally {
      actor.stop()
    }
  })

  it('a refusal shows the server message; a network failure says the server is down', async () => {
    const refusal = start(status(1), async () => {
      throw refused('领取次数已超过奖励次数，无法领取')
    })
    try {
      await waitFor(refusal.actor, (s) => s.matches('idle'))
      refusal.actor.send({ type: 'redPacket.grab' })
      await waitFor(refusal.actor, (s) => s.matches('showingMessage'))
      expect(refusal.actor.getSnapshot().context.message).toEqual({ key: '领取次数已超过奖励次数，无法领取' })
    } finally {
      refusal.actor.stop()
    }
    const down = start(status(1), async () => {
      throw refused('Failed to fetch', 0)
    })
    try {
      await waitFor(down.actor, (s) => s.matches('idle'))
      down.actor.send({ type: 'redPacket.grab' })
      await waitFor(down.actor, (s) => s.matches('showingMessage'))
      expect(down.actor.getSnapshot().context.message).toEqual({ key: 'member.redpacket.serverError' })
      down.actor.send({ type: 'redPacket.close' })
      down.actor.send({ type: 'redPacket.grab' })
      await waitFor(down.actor, (s) => s.matches('showingMessage'))
      expect(down.keys[1]).toBe(down.keys[0])
    } finally {
      down.actor.stop()
    }
  })

  it('a negative remaining count shows as 0', () => {
    expect(remainingGrabs(status(-2))).toBe(0)
    expect(remainingGrabs(status(3))).toBe(3)
    expect(remainingGrabs(null)).toBe(0)
  })
})

describe('grab clock (the grab window from the server, Beijing wall times)', () => {
  const window = { grab_begin: '10:00:00', grab_end: '12:00:00' }
  const at = (wire: string) => wireTimeMs(wire)
  it('before the window: the time until it opens', () => {
    expect(grabClock(window, at('2026-11-24 09:15:30'))).toEqual({
      phase: 'before',
      remainingMs: 44.5 * 60_000,
    })
  })
  it('inside the window: the time until it closes', () => {
    expect(grabClock(window, at('2026-11-24 11:59:59'))).toEqual({ phase: 'open', remainingMs: 1000 })
  })
  it("after the window: the time until tomorrow's opens (across Beijing midnight)", () => {
    expect(grabClock(window, at('2026-11-24 12:00:00'))).toEqual({
      phase: 'after',
      remainingMs: 22 * 3_600_000,
    })
    expect(grabClock(window, at('2026-11-24 23:30:00')).phase).toBe('after')
    expect(grabClock(window, at('2026-11-25 00:30:00'))).toEqual({
      phase: 'before',
      remainingMs: 9.5 * 3_600_000,
    })
  })
  it('the status keeps the offset between the server clock and the device', async () => {
    const actor = createActor(
      redPacketMachine.provide({
        actors: { loadStatus: fromPromise(async () => status(1)) },
      }),
    ).start()
    await waitFor(actor, (s) => s.matches('idle'))
    const expected = at('2026-11-24 10:30:00') - Date.now()
    expect(Math.abs(actor.getSnapshot().context.clockOffsetMs - expected)).toBeLessThan(1000)
  })
})
