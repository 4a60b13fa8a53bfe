// The avatar upload (uploadimg): PNG and GIF kept under a generated name and served, everything else
// refused with nothing stored (split from content.test.ts).
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { callApi, makeApp, registerAndLogin, rowCounts } from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  app = await makeApp()
})

describe('uploadimg', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ])
  const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64, 2)])
  const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)])

  const upload = async (
    token: string | null,
    file: Buffer | null,
    opts: { field?: string; filename?: string; type?: string } = {},
  ) => {
    const boundary = '----jdtestboundary'
    const parts: Buffer[] = []
    if (file) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'a.png'}"\r\nContent-Type: ${opts.type ?? 'image/png'}\r\n\r\n`,
        ),
        file,
        Buffer.from('\r\n'),
      )
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`))
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploadimg',
      payload: Buffer.concat(parts),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    })
    expect(res.statusCode).toBeLessThan(500)
    const env = res.json() as { code: number; message: string; data: { url: string } | null }
    if (env.code === 200) expect(calls.uploadimg.response.safeParse(env.data).success).toBe(true)
    return env
  }

  it('stores a PNG under a generated name, serves it, and sets the avatar', async () => {
    const r = await registerAndLogin(app)
    const env = await upload(r.token, PNG, { filename: '../../etc/passwd.png' })
    expect(env.code).toBe(200)
    expect(env.data!.url).toMatch(/^\/uploads\/avatar\/[0-9a-f]{32}\.png$/)
    const served = await app.inject({ method: 'GET', url: env.data!.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toContain('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.rawPayload.equals(PNG)).toBe(true)
    expect((await callApi(app, calls.user, {}, { token: r.token })).data.avatar).toBe(env.data!.url)
    // A GIF (declared as PNG) is accepted as a GIF: the bytes decide.
    const gif = await upload(r.token, GIF, { type: 'image/png', filename: 'x.png' })
    expect(gif.data!.url).toMatch(/\.gif$/)
    // The replaced avatar file is gone.
    expect((await app.inject({ method: 'GET', url: env.data!.url })).statusCode).toBe(404)
  })

  it.each([
    ['a JPEG', JPEG, {}],
    ['text named .png', Buffer.from('<svg onload=alert(1)>'), { filename: 'a.png' }],
    ['an empty file', Buffer.alloc(0), {}],
    ['a file in another field', PNG, { field: 'avatar' }],
    ['more than 2 MB', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), {}],
  ])('refuses %s with 201 and stores nothing', async (_name, file, opts) => {
    const r = await registerAndLogin(app)
    const before = await rowCounts(['uploads'])
    const env = await upload(r.token, file, opts)
    expect(env).toMatchObject({ code: 201, message: '上传失败：请上传 PNG 或 GIF 图片，大小不超过 2MB' })
    expect(await rowCounts(['uploads'])).toEqual(before)
  })

  it('refuses a request without a file, a JSON body, and no session', async () => {
    const r = await registerAndLogin(app)
    expect((await upload(r.token, null)).code).toBe(201)
    const json = await callApi(app, calls.uploadimg, {}, { token: r.token })
    expect(json.code).toBe(201)
    expect((await upload(null, PNG)).code).toBe(401)
  })
})
