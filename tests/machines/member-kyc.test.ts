// The 身份认证 machine with its actors provided (src/machines/kyc.machine.ts): the review state picks
// the page's state, an image is judged before it is sent, the upload reports its progress and reloads
// the status, a refused upload keeps the image with the server's text; and the withdrawal machine's
// answer to a refusal above the tier's limit (code 260).
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { KycDocument, KycDocumentKind, KycStatus } from '../../core/contract/kyc'
import { kycBadge, kycMachine } from '../../src/machines/kyc.machine'
import { withdrawalMachine } from '../../src/machines/withdrawal.machine'

const status = (over: Partial<KycStatus> = {}): KycStatus => ({
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
const png = new File([new Uint8Array(64)], 'id.png', { type: 'image/png' })
const jpeg = new File([new Uint8Array(64)], 'id.jpg', { type: 'image/jpeg' })
const doc = (kind: KycDocumentKind): KycDocument => ({
  id: 1,
  kind,
  state: 'pending',
  reason: '',
  size: 64,
  created_at: '2024-05-01 12:00:00',
})
type Upload = { kind: KycDocumentKind; file: File; onProgress: (p: number) => void }

function start(statuses: KycStatus[], upload: (input: Upload) => Promise<KycDocument>) {
  let loads = 0
  const actor = createActor(
    kycMachine.provide({
      actors: {
        loadKyc: fromPromise(async () => ({
          status: statuses[Math.min(loads++, statuses.length - 1)],
          documents: [] as KycDocument[],
        })),
        uploadDocument: fromPromise(({ input }: { input: Upload }) => upload(input)),
      },
    }),
    { clock: new SimulatedClock() },
  )
  actor.start()
  return actor
}

describe('kyc machine', () => {
  it('sorts the page by the review state and shows the badge the brief names', async () => {
    for (const [state, page] of [
      ['none', { collecting: 'open' }],
      ['pending', { collecting: 'pending' }],
      ['refused', { collecting: 'refused' }],
      ['more', { collecting: 'requested' }],
      ['verified', 'verified'],
    ] as const) {
      const actor = start([status({ state })], async () => doc('identity'))
      try {
        await waitFor(actor, (s) => !s.matches('loading'))
        expect(actor.getSnapshot().value).toEqual(page)
      } finally {
        actor.stop()
      }
    }
    expect(kycBadge(status())).toBe('basic')
    expect(kycBadge(status({ tier: 'none', has_birthday: false }))).toBe('none')
    expect(kycBadge(status({ state: 'refused', reason: '模糊' }))).toBe('refused')
    expect(kycBadge(status({ tier: 'verified', state: 'verified', limits: null }))).toBe('verified')
  })

  it('refuses a non-image before sending; uploads with progress, then reloads the status', async () => {
    const sent: Upload[] = []
    const percents: number[] = []
    const actor = start([status(), status({ state: 'pending' })], async (input) => {
      sent.push(input)
      input.onProgress(0)
      input.onProgress(100)
      return doc(input.kind)
    })
    actor.subscribe((s) => {
      if (s.matches('uploading')) percents.push(s.context.percent)
    })
    try {
      await waitFor(actor, (s) => s.matches('collecting'))
      actor.send({ type: 'kyc.pick', kind: 'identity', file: jpeg })
      expect(actor.getSnapshot().context.errors.identity).toEqual({ key: 'kyc.err.upload' })
      actor.send({ type: 'kyc.upload', kind: 'identity' })
      expect(actor.getSnapshot().matches('uploading')).toBe(false)
      actor.send({ type: 'kyc.pick', kind: 'identity', file: png })
      expect(actor.getSnapshot().context.errors.identity).toBeNull()
      actor.send({ type: 'kyc.upload', kind: 'identity' })
      await waitFor(actor, (s) => s.matches({ collecting: 'pending' }))
      expect(sent.map((u) => [u.kind, u.file.name])).toEqual([['identity', 'id.png']])
      expect(percents).toContain(100)
      expect(actor.getSnapshot().context.picked.identity).toBeNull()
    } finally {
      actor.stop()
    }
  })

  it('a refused upload keeps the image and shows the server text on its card', async () => {
    const actor = start([status({ state: 'more', requested: 'address' })], async () => {
      throw Object.assign(new Error('上传失败：请上传 PNG 或 GIF 格式的证件照片，大小不超过 2MB'), {
        code: 201,
      })
    })
    try {
      await waitFor(actor, (s) => s.matches('collecting'))
      actor.send({ type: 'kyc.pick', kind: 'address', file: png })
      actor.send({ type: 'kyc.upload', kind: 'address' })
      await waitFor(actor, (s) => s.matches({ collecting: 'requested' }))
      const { context } = actor.getSnapshot()
      expect(context.errors.address?.key).toMatch(/^上传失败/)
      expect(context.picked.address).toBe(png)
      expect(context.errors.identity).toBeNull()
    } finally {
      actor.stop()
    }
  })
})

describe('withdrawal above the tier limit (260)', () => {
  it('keeps the server text for the page to link to 身份认证, and clears it when the amount changes', async () => {
    const message = '单笔提款超过基础认证额度50,000.00元：请先在会员中心「身份认证」上传证件'
    const card = {
      id: 7,
      bank: '演示银行',
      bank_label: '演示银行',
      bank_no: '6222',
      bank_owner: '张三',
      bank_address: '',
      bank_not: '2222',
      ico: '',
      created_at: '',
    }
    // Typed loosely, as tests/machines/member-withdrawal.test.ts does its overrides.
    const fakes: Record<string, unknown> = {
      loadAccount: fromPromise(async () => ({
        balance: '90000.00',
        betAmount: { bet_amount: '0.00', required: '0.00', multiple: '1', bonus: '0.00', requirements: [] },
      })),
      submitWithdrawal: fromPromise(async () => {
        throw Object.assign(new Error(message), { code: 260 })
      }),
    }
    const actor = createActor(withdrawalMachine.provide({ actors: { ...fakes } }), {
      input: { rates: { withdrawusdtrate: '7.00', withdrawcashfee: '5.00', withdrawfeeusdttrc: '1.00' } },
      clock: new SimulatedClock(),
    })
    actor.start()
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'withdrawal.select', card })
      actor.send({ type: 'withdrawal.amount', amount: '60000' })
      actor.send({ type: 'withdrawal.password', password: '123456' })
      actor.send({ type: 'withdrawal.submit' })
      await waitFor(actor, (s) => s.matches('editing') && s.context.kycRefusal !== '')
      expect(actor.getSnapshot().context.kycRefusal).toBe(message)
      actor.send({ type: 'withdrawal.amount', amount: '40000' })
      expect(actor.getSnapshot().context.kycRefusal).toBe('')
    } finally {
      actor.stop()
    }
  })
})
