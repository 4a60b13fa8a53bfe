import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { Notice } from '../../src/machines/memberKit'
import { transferModeMachine } from '../../src/machines/transferMode.machine'

const venues = [
  { platname: 'userbalance', name: '平台钱包', balance: '500.00' },
  { platname: 'jdlive', name: '金鼎真人', balance: '20.00' },
  { platname: 'jdsport', name: '金鼎体育', balance: '0.00' },
]
const refused = (message: string, code = 210) => Object.assign(new Error(message), { code })

function start(transferstatus: 0 | 1, overrides: Record<string, unknown> = {}) {
  const calls = {
    transfer: [] as unknown[],
    mode: [] as unknown[],
    recover: [] as unknown[],
    venue: [] as unknown[],
  }
  const userChanged = vi.fn()
  const machine = transferModeMachine.provide({
    actors: {
      loadWallets: fromPromise(async () => ({ venues: venues.slice(1), balance: '500.00' })),
      readVenueBalance: fromPromise(async ({ input }) => {
        calls.venue.push(input)
        return '20.00'
      }),
      setTransferMode: fromPromise(async ({ input }) => {
        calls.mode.push(input)
        return null
      }),
      transferMoney: fromPromise(async ({ input }) => {
        calls.transfer.push(input)
        return { balance: '400.00' }
      }),
      recoverAll: fromPromise(async ({ input }) => {
        calls.recover.push(input)
        return { balance: '520.00' }
      }),
      ...overrides,
    } as never,
    actions: { userChanged },
  })
  const actor = createActor(machine, { input: { transferstatus }, clock: new SimulatedClock() })
  const notices: Notice[] = []
  actor.on('notice', (n) => notices.push(n))
  actor.start()
  return { actor, calls, notices, userChanged }
}

describe('transferMode machine', () => {
  it('loads the venue wallets and the platform balance', async () => {
    const { actor } = start(0)
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      expect(actor.getSnapshot().context.venues.map((v) => v.platname)).toEqual(['jdlive', 'jdsport'])
      expect(actor.getSnapshot().context.balance).toBe('500.00')
    } finally {
      actor.stop()
    }
  })

  it('a failed wallet load is shown and leaves the page usable', async () => {
    const { actor, notices } = start(0, {
      loadWallets: fromPromise(async () => {
        throw refused('服务繁忙', 500)
      }),
    })
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      expect(notices).toEqual([{ type: 'notice', kind: 0, key: '服务繁忙' }])
    } finally {
      actor.stop()
    }
  })

  it('toggles transferstatus through uptransferstatus and tells the session', async () => {
    const { actor, calls, userChanged, notices } = start(0)
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      expect(actor.getSnapshot().can({ type: 'transfer.mode', transferstatus: 0 })).toBe(false)
      actor.send({ type: 'transfer.mode', transferstatus: 1 })
      // Nothing changes until the player has read what the switch means and confirmed it.
      expect(actor.getSnapshot().matches('confirmingMode')).toBe(true)
      expect(actor.getSnapshot().hasTag('confirm')).toBe(true)
      expect(calls.mode).toEqual([])
      actor.send({ type: 'transfer.mode.confirm' })
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      await waitFor(actor, (s) => s.matches('idle'))
      expect(calls.mode).toEqual([{ transferstatus: 1 }])
      expect(actor.getSnapshot().context.transferstatus).toBe(1)
      expect(userChanged).toHaveBeenCalledTimes(1)
      expect(notices.at(-1)).toMatchObject({ kind: 1, key: 'member.transfer.modeSaved' })
    } finally {
      actor.stop()
    }
  })

  it('a cancelled switch calls nothing and keeps the mode', async () => {
    const { actor, calls, userChanged } = start(0)
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'transfer.mode', transferstatus: 1 })
      actor.send({ type: 'transfer.mode.cancel' })
      expect(actor.getSnapshot().matches('idle')).toBe(true)
      expect(actor.getSnapshot().context).toMatchObject({ transferstatus: 0, requestedMode: 0 })
      expect(calls.mode).toEqual([])
      expect(userChanged).not.toHaveBeenCalled()
    } finally {
      actor.stop()
    }
  })

  it('keeps the mode when the server refuses the switch', async () => {
    const { actor, notices } = start(0, {
      setTransferMode: fromPromise(async () => {
        throw refused('转账模式不正确', 1000)
      }),
    })
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'transfer.mode', transferstatus: 1 })
      actor.send({ type: 'transfer.mode.confirm' })
      await waitFor(actor, (s) => s.matches('idle'))
      expect(actor.getSnapshot().context.transferstatus).toBe(0)
      expect(actor.getSnapshot().context.requestedMode).toBe(0)
      expect(notices.at(-1)).toEqual({ type: 'notice', kind: 0, key: '转账模式不正确' })
    } finally {
      actor.stop()
    }
  })

  it('offers recover-all only in seamless mode, with an idempotency key, then reloads', async () => {
    const transfer = start(0)
    try {
      await waitFor(transfer.actor, (s) => s.matches('idle'))
      expect(transfer.actor.getSnapshot().can({ type: 'transfer.recoverAll' })).toBe(false)
    } finally {
      transfer.actor.stop()
    }
    const { actor, calls, userChanged } = start(1)
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'transfer.recoverAll' })
      await waitFor(actor, (s) => s.matches('idle'))
      expect(calls.recover).toHaveLength(1)
      expect((calls.recover[0] as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
      expect(userChanged).toHaveBeenCalled()
    } finally {
      actor.stop()
    }
  })

  it('the dialog reads the venue balance, refuses an empty amount and transfers in', async () => {
    const { actor, calls, userChanged, notices } = start(0)
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'transfer.open', platname: 'jdlive' })
      expect(actor.getSnapshot().hasTag('modal')).toBe(true)
      expect(actor.getSnapshot().context.venueBalance).toBeNull()
      await waitFor(actor, (s) => s.matches({ dialog: 'editing' }))
      expect(calls.venue).toEqual([{ platname: 'jdlive' }])
      expect(actor.getSnapshot().context.venueBalance).toBe('20.00')

      actor.send({ type: 'transfer.submit' })
      expect(actor.getSnapshot().context.error).toBe('v.transferAmount')
      expect(calls.transfer).toHaveLength(0)

      actor.send({ type: 'transfer.amount', amount: '100' })
      expect(actor.getSnapshot().context.error).toBeNull()
      actor.send({ type: 'transfer.submit' })
      await waitFor(actor, (s) => s.matches('idle'))
      expect(calls.transfer).toEqual([
        {
          body: { amount: '100', sourcetype: 'userbalance', targettype: 'jdlive' },
          idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      ])
      expect(actor.getSnapshot().hasTag('modal')).toBe(false)
      expect(userChanged).toHaveBeenCalledTimes(1)
      expect(notices.at(-1)).toMatchObject({ kind: 1, key: 'member.transfer.done' })
    } finally {
      actor.stop()
    }
  })

  it('transfer out goes from the venue to the platform wallet', async () => {
    const { actor, calls } = start(0)
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'transfer.open', platname: 'jdlive' })
      await waitFor(actor, (s) => s.matches({ dialog: 'editing' }))
      actor.send({ type: 'transfer.direction', direction: 'out' })
      actor.send({ type: 'transfer.amount', amount: '20' })
      actor.send({ type: 'transfer.submit' })
      await waitFor(actor, (s) => s.matches('idle'))
      expect((calls.transfer[0] as { body: unknown }).body).toEqual({
        amount: '20',
        sourcetype: 'jdlive',
        targettype: 'userbalance',
      })
    } finally {
      actor.stop()
    }
  })

  it('closes the dialog on a refusal; a retry after a network failure reuses the key', async () => {
    let attempt = 0
    const keys: string[] = []
    const { actor, notices } = start(0, {
      transferMoney: fromPromise(async ({ input }: { input: { idempotencyKey: string } }) => {
        keys.push(input.idempotencyKey)
        attempt++
        if (attempt === 1) throw refused('网络异常', 0)
        if (attempt === 2) throw refused('操作金额高于账户余额', 210)
        return { balance: '1.00' }
      }),
    })
    const submit = async () => {
      actor.send({ type: 'transfer.open', platname: 'jdlive' })
      await waitFor(actor, (s) => s.matches({ dialog: 'editing' }))
      actor.send({ type: 'transfer.amount', amount: '50' })
      actor.send({ type: 'transfer.submit' })
      await waitFor(actor, (s) => s.matches('idle'))
    }
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      await submit()
      expect(actor.getSnapshot().hasTag('modal')).toBe(false)
      expect(notices.at(-1)).toMatchObject({ kind: 0, key: '网络异常' })
      await submit()
      expect(keys[1]).toBe(keys[0])
      expect(notices.at(-1)).toMatchObject({ kind: 0, key: '操作金额高于账户余额' })
      await submit()
      expect(keys[2]).not.toBe(keys[1])
    } finally {
      actor.stop()
    }
  })

  it('in seamless mode the dialog only shows balances: no transfer is possible', async () => {
    const { actor, calls } = start(1)
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'transfer.open', platname: 'jdsport' })
      await waitFor(actor, (s) => s.matches({ dialog: 'editing' }))
      actor.send({ type: 'transfer.amount', amount: '5' })
      actor.send({ type: 'transfer.submit' })
      expect(actor.getSnapshot().matches({ dialog: 'editing' })).toBe(true)
      expect(calls.transfer).toHaveLength(0)
      actor.send({ type: 'transfer.close' })
      expect(actor.getSnapshot().matches('idle')).toBe(true)
      expect(actor.getSnapshot().context.venue).toBeNull()
    } finally {
      actor.stop()
    }
  })

  it('ignores an unknown venue', async () => {
    const { actor } = start(0)
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      expect(actor.getSnapshot().can({ type: 'transfer.open', platname: 'nope' })).toBe(false)
    } finally {
      actor.stop()
    }
  })
})
