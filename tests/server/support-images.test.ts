// Chat image attachments (server/support/image.ts, docs/support.md): a PNG or GIF is stored rebuilt, its
// hidden payloads (text chunks, comments, bytes after the end) gone; 26 malicious or malformed files
// are refused with the avatar's kind of message and leave no message and no file behind.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { type SupportSent, supportCalls } from '../../core/contract'
import { makeApp, type Registered, registerAndLogin, testDb } from './helpers'
import { goodGif, goodPng, malicious, SIG } from './image-fixtures'
import { resetDesk } from './support-kit'

let app: FastifyInstance
let player: Registered

beforeAll(async () => {
  app = await makeApp()
  player = await registerAndLogin(app)
  await resetDesk()
}, 120_000)

const upload = async (file: Buffer, field = 'file') => {
  const boundary = '----jdsupportboundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await app.inject({
    method: 'POST',
    url: supportCalls.supportImage.path,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${player.token}`,
    },
  })
  expect(res.statusCode).toBeLessThan(500)
  return res.json() as { code: number; message: string; data: SupportSent }
}

const storedFiles = () => {
  try {
    return readdirSync(join(app.config.uploadsDir, 'support')).length
  } catch {
    return 0
  }
}

describe('chat images', () => {
  it('stores a PNG rebuilt: its text chunk and the bytes after its end are gone', async () => {
    const env = await upload(Buffer.concat([goodPng(), Buffer.from('PK\u0003\u0004 zip payload')]))
    expect(env.code, env.message).toBe(200)
    expect(env.data.message).toMatchObject({ kind: 'image', sender: 'player' })
    const served = await app.inject({ method: 'GET', url: env.data.message.body })
    expect(served.statusCode).toBe(200)
    const bytes = served.rawPayload
    expect(bytes.subarray(0, 8).equals(SIG)).toBe(true)
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false)
    expect(bytes.includes(Buffer.from('PK'))).toBe(false)
    expect(bytes.subarray(-12, -8).readUInt32BE()).toBe(0)
  })

  it('stores a GIF rebuilt without its comment block', async () => {
    const env = await upload(Buffer.concat([goodGif(), Buffer.from('<html>tail</html>')]))
    expect(env.code, env.message).toBe(200)
    const bytes = (await app.inject({ method: 'GET', url: env.data.message.body })).rawPayload
    expect(bytes.toString('latin1', 0, 6)).toBe('GIF89a')
    expect(bytes.includes(Buffer.from('<?php'))).toBe(false)
    expect(bytes.includes(Buffer.from('<html>'))).toBe(false)
    expect(bytes.at(-1)).toBe(0x3b)
  })

  it('the list holds 26 files', () => expect(malicious).toHaveLength(26))

  it.each(malicious)('refuses %s and keeps nothing', async (_name, file, field) => {
    const db = await testDb()
    const count = async () =>
      Number(
        (
          await db.query<{ n: string }>('SELECT count(*) AS n FROM support_messages WHERE kind = $1', [
            'image',
          ])
        )[0].n,
      )
    const before = await count()
    const files = storedFiles()
    const env = await upload(file, field)
    expect(env).toMatchObject({ code: 201, message: '图片发送失败：请上传 PNG 或 GIF 图片，大小不超过 2MB' })
    expect(await count()).toBe(before)
    expect(storedFiles()).toBe(files)
  })
})
