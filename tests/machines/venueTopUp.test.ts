// The venue top-up offer inside a launch (src/machines/venueTopUp.machine.ts, gameLaunch.machine.ts):
// transfer mode with an empty venue wallet waits for the player, moves the confirmed amount in through
// the transfer call with an idempotency key, then launches; seamless mode launches straight away.
import { describe, expect, it, vi } from 'vitest'
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate'
import { gameLaunchMachine } from '../../src/machines/gameLaunch.machine'
import { quickAmounts, venueTopUpMachine } from '../../src/machines/venueTopUp.machine'

function launch(transferstatus: 0 | 1) {
  const sent: unknown[] = []
  const leave = vi.fn()
  const topUp = venueTopUpMachine.provide({
    actors: {
      readWallets: fromPromise(async () => ({ transferstatus, balance: '800.00', venueBalance: '0.00' })),
      transferMoney: fromPromise(async ({ input }) => {
        sent.push(input)
        return null
      }),
    },
  })
  const actor = createActor(
    gameLaunchMachine.provide({
      actors: {
        venueTopUp: topUp,
        gameUrl: fromPromise(async () => ({ url: 'https://play.example.test/jdlive' })),
      },
      actions: { leave: ({ context }) => leave(context.url), close: () => {} },
    }),
    { input: { name: 'jdlive', type: '1', code: '', dailiD: '' } },
  )
  actor.start()
  return { actor, sent, leave }
}

describe('venue top-up before a launch', () => {
  it('quick amounts stay within the central balance and end with all of it', () => {
    expect(quickAmounts('800.00')).toEqual(['100.00', '500.00', '800.00'])
    expect(quickAmounts('0.00')).toEqual([])
    expect(quickAmounts(null)).toEqual([])
  })

  it('transfer mode, empty venue: offers, refuses an empty or too large amount, moves the rest in, launches', async () => {
    const { actor, sent, leave } = launch(0)
    try {
      const child = actor.getSnapshot().children.venueTopUp as
        | ActorRefFrom<typeof venueTopUpMachine>
        | undefined
      if (!child) throw new Error('no top-up offer')
      await waitFor(child, (s) => s.hasTag('modal'))
      child.send({ type: 'topUp.confirm' })
      expect(child.getSnapshot().context.error).toBe('v.transferAmount')
      child.send({ type: 'topUp.amount', amount: '900' })
      child.send({ type: 'topUp.confirm' })
      expect(child.getSnapshot().context.error).toBe('public.topUp.overBalance')
      child.send({ type: 'topUp.amount', amount: '500' })
      child.send({ type: 'topUp.confirm' })
      await waitFor(actor, (s) => s.status === 'done')
      expect(sent).toEqual([
        {
          body: { amount: '500', sourcetype: 'userbalance', targettype: 'jdlive' },
          idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      ])
      expect(leave).toHaveBeenCalledWith('https://play.example.test/jdlive')
    } finally {
      actor.stop()
    }
  })

  it('seamless mode launches without an offer', async () => {
    const { actor, sent, leave } = launch(1)
    try {
      await waitFor(actor, (s) => s.status === 'done')
      expect(sent).toEqual([])
      expect(leave).toHaveBeenCalledOnce()
    } finally {
      actor.stop()
    }
  })
})
