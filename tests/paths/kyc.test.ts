// Generated path tests over the player's 身份认证 machine (src/machines/kyc.machine.ts): load (and its
// failure), the review state sorting the page (open, pending, refused, another document requested,
// verified), picking an acceptable or a refused image, clearing it, the upload with its progress, and
// an upload refused back to the state it left. Every state and transition of the REAL machine is
// entered/taken by the replayed paths (tests/paths/coverage.ts).
import { afterAll, describe, expect, it } from 'vitest'
import type { KycStatus } from '../../core/contract/kyc'
import { kycMachine } from '../../src/machines/kyc.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const status = (over: Partial<KycStatus>): KycStatus => ({
  tier: 'basic',
  state: 'none',
  reason: '',
  requested: null,
  has_realname: true,
  has_birthday: true,
  limits: { basic_per_withdrawal: '50000.00', basic_per_day: '50000.00' },
  used_today: '0.00',
  ...over,
})
const loaded = (over: Partial<KycStatus>) => ({
  type: 'xstate.done.actor.loadKyc',
  output: { status: status(over), documents: [] },
})
const png = new File([new Uint8Array(64)], 'id.png', { type: 'image/png' })
const pdf = new File([new Uint8Array(64)], 'id.pdf', { type: 'application/pdf' })
const document = {
  id: 1,
  kind: 'identity',
  state: 'pending',
  reason: '',
  size: 64,
  created_at: '2024-05-01 12:00:00',
}

const reports: string[] = []
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

describe('身份认证 path coverage', { timeout: 60_000 }, () => {
  it('kyc: every state and every transition', async () => {
    const paths = generatePaths(kycMachine, {
      summarise: (c) => {
        const picked = c.picked as Record<string, File | null>
        const errors = c.errors as Record<string, unknown>
        return {
          state: (c.status as KycStatus | null)?.state ?? null,
          identity: picked.identity !== null,
          error: errors.address !== null || errors.identity !== null,
          sending: c.sending,
        }
      },
      events: [
        loaded({}),
        loaded({ state: 'pending' }),
        loaded({ state: 'refused', reason: '证件照片模糊' }),
        loaded({ state: 'more', requested: 'address', reason: '请上传近三个月的账单' }),
        loaded({ state: 'verified', tier: 'verified', limits: null }),
        { type: 'xstate.error.actor.loadKyc', error: Object.assign(new Error('网络异常'), { code: 0 }) },
        { type: 'kyc.retry' },
        { type: 'kyc.pick', kind: 'identity', file: png },
        // Another kind: a File serializes to {}, and events that serialize alike are one edge in xstate/graph.
        { type: 'kyc.pick', kind: 'address', file: pdf },
        { type: 'kyc.clear', kind: 'identity' },
        { type: 'kyc.upload', kind: 'identity' },
        { type: 'kyc.progress', percent: 40 },
        { type: 'xstate.done.actor.uploadDocument', output: document },
        {
          type: 'xstate.error.actor.uploadDocument',
          error: Object.assign(new Error('上传失败：请上传 PNG 或 GIF 格式的证件照片，大小不超过 2MB'), {
            code: 201,
          }),
        },
      ],
      simplePathsUpTo: 0,
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(kycMachine, path, observed)
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(kycMachine, observed)
    reports.push(`${c.report} (${paths.length} paths)`)
    expect(c.states.missing).toEqual([])
    expect(c.transitions.missing).toEqual([])
  })
})
