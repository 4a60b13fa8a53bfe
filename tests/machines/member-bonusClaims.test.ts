// bonusClaims.machine: nothing is claimed until the player asks; a claim pays and reloads; a refusal
// is shown with a fresh key next time; an unknown outcome (network) keeps the key for the retry.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { type BonusClaimRow, bonusClaimsMachine } from '../../src/machines/bonusClaims.machine'

const row: BonusClaimRow = {
  id: 7,
  kind: 'vip-upgrade',
  title: 'VIP 晋级礼金',
  amount: '18.00',
  multiple: '1',
  turnover: '18.00',
  expires_at: '2026-12-27 10:00:00',
}
const failure = (message: string, code: number) => Object.assign(new Error(message), { code })

function start(answers: (() => Promise<string>)[]) {
  let loads = 0
  const keys: string[] = []
  const userChanged = vi.fn()
  const machine = bonusClaimsMachine.provide({
    actors: {
      loadClaims: fromPromise(async () => (loads++ === 0 ? [row] : [])),
      claim: fromPromise(async ({ input }: { input: { id: number; idempotencyKey: string } }) => {
        keys.push(input.idempotencyKey)
        const next = answers.shift()
        if (!next) throw new Error('no answer')
        return next()
      }),
    } as never,
    actions: { userChanged },
  })
  const actor = createActor(machine, { clock: new SimulatedClock() }).start()
  return { actor, keys, userChanged, loads: () => loads }
}

describe('bonusClaims.machine', () => {
  it('lists the open bonuses and claims nothing by itself', async () => {
    const { actor, keys } = start([])
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      expect(actor.getSnapshot().context.claims).toEqual([row])
      expect(keys).toEqual([])
    } finally {
      actor.stop()
    }
  })

  it('申请 pays, tells the balance changed and reloads the list', async () => {
    const { actor, userChanged } = start([async () => '申请成功'])
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'bonus.claim', id: 7 })
      await waitFor(actor, (s) => s.matches('idle') && s.context.claims.length === 0)
      expect(actor.getSnapshot().context.notice).toEqual({ ok: true, message: { key: '申请成功' } })
      expect(actor.getSnapshot().context.attempt).toBeNull()
      expect(userChanged).toHaveBeenCalledTimes(1)
    } finally {
      actor.stop()
    }
  })

  it('a refusal is shown and the next click makes a new key; a network failure keeps it', async () => {
    const { actor, keys, userChanged } = start([
      async () => {
        throw failure('该礼金已过申请期限', 202)
      },
      async () => {
        throw failure('network', 0)
      },
      async () => '申请成功',
    ])
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'bonus.claim', id: 7 })
      await waitFor(actor, (s) => s.matches('idle') && s.context.notice !== null)
      expect(actor.getSnapshot().context.notice).toEqual({
        ok: false,
        message: { key: '该礼金已过申请期限' },
      })
      actor.send({ type: 'bonus.claim', id: 7 })
      await waitFor(actor, (s) => s.matches('idle') && s.context.attempt !== null)
      actor.send({ type: 'bonus.claim', id: 7 })
      await waitFor(actor, (s) => s.matches('idle') && s.context.notice?.ok === true)
      expect(keys[0]).not.toBe(keys[1])
      expect(keys[2]).toBe(keys[1])
      expect(userChanged).toHaveBeenCalledTimes(1)
    } finally {
      actor.stop()
    }
  })
})
