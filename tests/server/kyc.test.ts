// KYC (server/kyc, docs/kyc.md): documents are checked like uploads (26 malicious files refused, a good
// one stored rebuilt), kept outside anything served publicly and shown to operators only through the
// permissioned, audited call; approve, refuse and request-another are audited and reach the inbox; a
// withdrawal above the basic limits is refused (naming the limit and 身份认证) until the player is verified.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, kycCalls } from '../../core/contract'
import { type KycPlayer, kycAdminCalls } from '../../core/contract/admin'
import { makeOperator, op, type TestOperator } from './console-kit'
import { callApi, makeAdminApp, type Registered, registerAndLogin } from './helpers'
import { goodGif, goodPng, malicious, SIG } from './image-fixtures'
import { auth, bindBank, fund, moneyApp, setMoney } from './money-kit'

const kycDir = mkdtempSync(join(tmpdir(), 'jd-kyc-'))
process.env.KYC_DIR = kycDir

let app: FastifyInstance
let ops: FastifyInstance
let risk: TestOperator
let support: TestOperator
let owner: TestOperator

beforeAll(async () => {
  app = await moneyApp()
  ops = await makeAdminApp()
  risk = await makeOperator(ops, 'risk')
  support = await makeOperator(ops, 'support')
  owner = await makeOperator(ops, 'owner')
  await setMoney(app, { withdraw_multiple: '0.00' })
}, 120_000)

const upload = async (p: Registered, kind: string, file: Buffer, field = 'file') => {
  const boundary = '----jdkycboundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await app.inject({
    method: 'POST',
    url: kycCalls.kycUpload.path.replace(':kind', kind),
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${p.token}`,
    },
  })
  expect(res.statusCode).toBeLessThan(500)
  return res.json() as { code: number; message: string; data: { id: number; state: string } }
}

const stored = () => readdirSync(kycDir).length
const path = (p: string, params: Record<string, string | number>) =>
  p.replace(/:(\w+)/g, (_, k: string) => String(params[k]))
const decide = (who: TestOperator, username: string, action: string, body: Record<string, unknown> = {}) =>
  op<KycPlayer>(ops, who.token, 'POST', path(kycAdminCalls.kycDecide.path, { username, action }), body)
const audited = async (action: string, target: string) =>
  (
    await ops.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM operator_audit WHERE action = $1 AND target = $2',
      [action, target],
    )
  )[0].n
const inbox = (username: string) =>
  ops.db.query<{ title: string; content: string }>(
    'SELECT m.title, m.content FROM inbox_messages m JOIN users u ON u.id = m.user_id WHERE u.username = $1 ORDER BY m.id',
    [username],
  )

describe('KYC uploads', () => {
  it('the fixture list holds 26 files', () => expect(malicious).toHaveLength(26))

  it('refuses each of the 26 malicious files and keeps nothing', async () => {
    const p = await registerAndLogin(app)
    for (const [name, file, field] of malicious) {
      const env = await upload(p, 'identity', file, field)
      expect(env, name).toMatchObject({
        code: 201,
        message: '上传失败：请上传 PNG 或 GIF 格式的证件照片，大小不超过 2MB',
      })
    }
    expect(stored()).toBe(0)
    expect((await callApi(app, kycCalls.kycDocuments, {}, auth(p))).data).toEqual([])
    expect((await callApi(app, kycCalls.kycStatus, {}, auth(p))).data.state).toBe('none')
  })

  it('stores a good document rebuilt, outside the web root: no public URL reaches it', async () => {
    const p = await registerAndLogin(app)
    const env = await upload(p, 'identity', Buffer.concat([goodPng(), Buffer.from('<html>tail</html>')]))
    expect(env.code, env.message).toBe(200)
    const [name] = readdirSync(kycDir)
    const bytes = readFileSync(join(kycDir, name))
    expect(bytes.subarray(0, 8).equals(SIG)).toBe(true)
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false)
    expect(bytes.includes(Buffer.from('<html>'))).toBe(false)
    expect(kycDir.startsWith(app.config.uploadsDir)).toBe(false)
    for (const url of [`/uploads/${name}`, `/uploads/kyc/${name}`, `/uploads/../kyc/${name}`, `/kyc/${name}`])
      expect((await app.inject({ method: 'GET', url })).rawPayload.includes(bytes), url).toBe(false)
    const status = await callApi(app, kycCalls.kycStatus, {}, auth(p))
    expect(status.data).toMatchObject({ state: 'pending', tier: expect.any(String) })
    expect((await callApi(app, kycCalls.kycDocuments, {}, auth(p))).data).toMatchObject([
      { kind: 'identity', state: 'pending' },
    ])
  })
})

describe('KYC review', () => {
  it('only risk and the owner review; viewing a document is audited', async () => {
    const p = await registerAndLogin(app)
    const doc = (await upload(p, 'identity', goodPng())).data
    expect((await op(ops, support.token, 'GET', kycAdminCalls.kycQueue.path)).code).toBe(403)
    const fileUrl = path(kycAdminCalls.kycDocumentFile.path, { id: doc.id })
    expect((await op(ops, support.token, 'GET', fileUrl)).code).toBe(403)
    expect((await decide(support, p.username, 'approve')).code).toBe(403)
    const queue = await op<{ rows: KycPlayer[] }>(
      ops,
      risk.token,
      'GET',
      `${kycAdminCalls.kycQueue.path}?per_page=200`,
    )
    expect(queue.data.rows.map((r) => r.username)).toContain(p.username)
    const before = await audited('kyc.view', p.username)
    const res = await ops.inject({
      method: 'GET',
      url: fileUrl,
      headers: { authorization: `Bearer ${risk.token}` },
    })
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.rawPayload.subarray(0, 8).equals(SIG)).toBe(true)
    expect(await audited('kyc.view', p.username)).toBe(before + 1)
    const anonymous = await ops.inject({ method: 'GET', url: fileUrl })
    expect(anonymous.json()).toMatchObject({ code: 401 })
  })

  it('refuse (reason to the inbox), request another document, then approve: each audited once', async () => {
    const p = await registerAndLogin(app)
    await upload(p, 'identity', goodPng())
    await upload(p, 'address', goodGif())
    expect((await decide(risk, p.username, 'refuse')).code).toBe(1000)
    const refused = await decide(risk, p.username, 'refuse', { reason: '证件照片模糊' })
    expect(refused.code, refused.message).toBe(200)
    expect(refused.data.state).toBe('refused')
    expect(await inbox(p.username)).toContainEqual(expect.objectContaining({ title: '身份认证未通过' }))
    expect((await inbox(p.username)).at(-1)!.content).toContain('证件照片模糊')
    expect((await callApi(app, kycCalls.kycStatus, {}, auth(p))).data).toMatchObject({
      state: 'refused',
      reason: '证件照片模糊',
    })
    expect((await decide(risk, p.username, 'approve')).code).toBe(409)

    await upload(p, 'identity', goodPng())
    await upload(p, 'address', goodGif())
    expect((await decide(risk, p.username, 'request', { reason: '请上传近三个月的账单' })).code).toBe(1000)
    const more = await decide(risk, p.username, 'request', {
      reason: '请上传近三个月的账单',
      kind: 'address',
    })
    expect(more.data.state).toBe('more')
    expect((await inbox(p.username)).at(-1)!.title).toBe('请补充身份认证材料')
    expect((await callApi(app, kycCalls.kycStatus, {}, auth(p))).data.requested).toBe('address')

    await upload(p, 'address', goodGif())
    const approved = await decide(owner, p.username, 'approve')
    expect(approved.code, approved.message).toBe(200)
    expect(approved.data).toMatchObject({ state: 'verified', tier: 'verified', reviewer: owner.username })
    expect((await decide(risk, p.username, 'approve')).code).toBe(409)
    expect(await audited('kyc.refuse', p.username)).toBe(1)
    expect(await audited('kyc.request', p.username)).toBe(1)
    expect(await audited('kyc.approve', p.username)).toBe(1)
    expect((await upload(p, 'identity', goodPng())).code).toBe(201)
    const card = await op<KycPlayer>(
      ops,
      support.token,
      'GET',
      path(kycAdminCalls.kycPlayer.path, { username: p.username }),
    )
    expect(card.data.documents.filter((d) => d.state === 'approved')).toHaveLength(2)
  })
})

describe('the withdrawal gate', () => {
  it('refuses above the basic limits, naming the limit and 身份认证, then lets it through once verified', async () => {
    const limits = await op(ops, owner.token, 'POST', kycAdminCalls.saveKycSettings.path, {
      basic_per_withdrawal: '150.00',
      basic_per_day: '250.00',
    })
    expect(limits.code, limits.message).toBe(200)
    expect((await op(ops, risk.token, 'POST', kycAdminCalls.saveKycSettings.path, {})).code).toBe(403)
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    const card = await bindBank(app, p)
    const withdraw = (amount: number) =>
      callApi(app, calls.withdraw, { amount, bank: card, password: p.payPassword }, auth(p))
    const above = await withdraw(200)
    expect(above.code).toBe(260)
    expect(above.message).toContain('150.00')
    expect(above.message).toContain('身份认证')
    expect(above.data).toEqual({ limit: '150.00', kind: 'withdrawal' })
    expect((await withdraw(150)).code).toBe(200)
    const day = await withdraw(120)
    expect(day.code).toBe(260)
    expect(day.message).toContain('250.00')
    expect((await callApi(app, kycCalls.kycStatus, {}, auth(p))).data).toMatchObject({
      limits: { basic_per_withdrawal: '150.00', basic_per_day: '250.00' },
      used_today: '150.00',
    })

    await upload(p, 'identity', goodPng())
    await upload(p, 'address', goodPng())
    expect((await decide(risk, p.username, 'approve')).code).toBe(200)
    const after = await withdraw(200)
    expect(after.code, after.message).toBe(200)
    expect((await callApi(app, kycCalls.kycStatus, {}, auth(p))).data).toMatchObject({
      tier: 'verified',
      limits: null,
    })
  })
})
