// The browser verifier on the slot machines (docs/games.md, "Slots"): a round recorded by a machine
// (its whole record, as the server stores it) recomputes from its seeds on Web Crypto and matches on the
// machine named in the record; a changed payout or the wrong machine does not match.
import { webcrypto } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { MACHINES } from '../../core/games/engines/slots/index'
import { subtleHmac } from '../../core/games/fair'
import { replayRound } from '../../core/games/replay'
import { recompute } from '../../src/machines/fairness.machine'

const subtle = webcrypto.subtle as unknown as SubtleCrypto

describe('slot machine rounds in the verifier', () => {
  it('every machine’s round matches on its own machine, not on another or with another payout', async () => {
    const serverSeed = 'a'.repeat(64)
    const serverHash = Buffer.from(
      await subtle.digest('SHA-256', new TextEncoder().encode(serverSeed)),
    ).toString('hex')
    for (const [i, m] of MACHINES.entries()) {
      const seeds = { serverSeed, clientSeed: 'verify-me', nonce: i }
      const played = await replayRound(subtleHmac(subtle), 'slot', m.code, seeds)
      const recorded = played.kind === 'slot' ? played.slot : null
      const form = {
        kind: 'slot' as const,
        venue: m.code,
        serverSeed,
        serverHash,
        clientSeed: 'verify-me',
        nonce: String(i),
        issue: '',
        contributions: '',
      }
      const ok = await recompute(form, recorded, subtle)
      expect(ok.hashOk && ok.matches, m.code).toBe(true)
      const other = MACHINES[(i + 1) % MACHINES.length]
      expect((await recompute({ ...form, venue: other.code }, recorded, subtle)).matches, m.code).toBe(false)
      const tampered = {
        ...(recorded as object),
        credits: ((recorded as { credits: number }).credits ?? 0) + 1,
      }
      expect((await recompute(form, tampered, subtle)).matches, m.code).toBe(false)
    }
  })
})
