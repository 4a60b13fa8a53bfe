// A receiving channel's QR code is uploaded by whoever keeps where players pay (settings.receiving:
// treasury and owner); site images (licences) stay with the site permission (docs/settings.md).
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeOperator, op } from './console-kit'
import { makeAdminApp, makeApp } from './helpers'

let app: FastifyInstance
let ops: FastifyInstance
beforeAll(async () => {
  app = await makeApp()
  ops = await makeAdminApp({ uploadsDir: app.config.uploadsDir })
}, 180_000)

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

describe('receiving QR upload', { timeout: 120_000 }, () => {
  it('treasury uploads a channel QR (checked, served, audited) but not a site image; finance the reverse', async () => {
    const treasury = await makeOperator(ops, 'treasury')
    const qr = await op<{ url: string }>(ops, treasury.token, 'POST', '/admin/api/settings/receiving/qr', {
      content_base64: PNG.toString('base64'),
    })
    expect(qr.code, qr.message).toBe(200)
    expect(qr.data.url).toMatch(/^\/uploads\/settings\/[0-9a-f]{32}\.png$/)
    expect((await app.inject({ method: 'GET', url: qr.data.url })).statusCode).toBe(200)
    const [row] = await ops.db.query<{ detail: string }>(
      "SELECT detail FROM operator_audit WHERE action = 'settings.image' AND target = $1",
      [qr.data.url],
    )
    expect(row.detail).toBe('qr')
    const notAnImage = await op(ops, treasury.token, 'POST', '/admin/api/settings/receiving/qr', {
      content_base64: Buffer.from('<svg onload=alert(1)>').toString('base64'),
    })
    expect([notAnImage.code, notAnImage.data]).toEqual([1000, { field: 'file' }])
    const site = await op(ops, treasury.token, 'POST', '/admin/api/settings/images', {
      kind: 'licence',
      content_base64: PNG.toString('base64'),
    })
    expect(site.code).toBe(403)
    expect(site.message).toMatch(/无权/)

    const finance = await makeOperator(ops, 'finance')
    const refused = await op(ops, finance.token, 'POST', '/admin/api/settings/receiving/qr', {
      content_base64: PNG.toString('base64'),
    })
    expect(refused.code).toBe(403)
    const licence = await op(ops, finance.token, 'POST', '/admin/api/settings/images', {
      kind: 'licence',
      content_base64: PNG.toString('base64'),
    })
    expect(licence.code, licence.message).toBe(200)
  })
})
