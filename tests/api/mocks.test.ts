import { describe, expect, it } from 'vitest'
import {
  agentCalls,
  calls,
  notifyCalls,
  protectionCalls,
  recoveryCalls,
  sportsCalls,
  supportCalls,
} from '../../core/contract'
import { slotLobbyCalls } from '../../core/contract/slot-lobby'
import { handlers } from '../../src/api/mocks/handlers'

describe('mock backend', () => {
  it('answers every call of the contract, every protection, agent and sportsbook call, exactly once', () => {
    const routes = handlers.map((h) => `${(h.info as { method: string }).method} ${String(h.info.path)}`)
    for (const c of [
      ...Object.values(calls),
      ...Object.values(protectionCalls),
      ...Object.values(agentCalls),
      ...Object.values(sportsCalls),
      ...Object.values(recoveryCalls),
      ...Object.values(supportCalls),
      ...Object.values(notifyCalls),
      ...Object.values(slotLobbyCalls),
    ]) {
      expect(routes.filter((r) => r === `${c.method} *${c.path}`)).toHaveLength(1)
    }
    expect(routes).toHaveLength(
      Object.keys(calls).length +
        Object.keys(protectionCalls).length +
        Object.keys(agentCalls).length +
        Object.keys(sportsCalls).length +
        Object.keys(recoveryCalls).length +
        Object.keys(supportCalls).length +
        Object.keys(notifyCalls).length +
        Object.keys(slotLobbyCalls).length,
    )
  })
})
