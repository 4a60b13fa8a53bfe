// Chat image attachments (server/support/image.ts, docs/support.md): a PNG or GIF is stored rebuilt, its
// hidden payloads (text chunks, comments, bytes after the end) gone; 26 malicious or malformed files
// are refused with the avatar's kind of message and leave no message and no file behind.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { type SupportSent, supportCalls } from '../../core/contract'
import { makeApp, type Registered, registerAndLogin, testDb } from './helpers'
import { resetDesk } from './support-kit'

let app: FastifyInstance
let player: Registered

beforeAll(async () => {
  app = await makeApp()
  player = await registerAndLogin(app)
  await resetDesk()
}, 120_000)

const SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const chunk = (type: string, data: Buffer, badCrc = false) => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE((crc32(body) + (badCrc ? 1 : 0)) >>> 0)
  return Buffer.concat([len, body, crc])
}
const ihdr = (w: number, h: number, depth = 8, colour = 6, interlace = 0) => {
  const b = Buffer.alloc(13)
  b.writeUInt32BE(w, 0)
  b.writeUInt32BE(h, 4)
  b.set([depth, colour, 0, 0, interlace], 8)
  return b
}
/** A w×h RGBA PNG, rows filtered with `filter`. */
const rows = (w: number, h: number, filter = 0) =>
  Buffer.concat(
    Array.from({ length: h }, () => Buffer.concat([Buffer.from([filter]), Buffer.alloc(w * 4, 0x7f)])),
  )
const png = (parts: Buffer[]) => Buffer.concat([SIG, ...parts])
const goodPng = (extra: Buffer[] = []) =>
  png([
    chunk('IHDR', ihdr(2, 2)),
    chunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1')),
    ...extra,
    chunk('IDAT', deflateSync(rows(2, 2))),
    chunk('IEND', Buffer.alloc(0)),
  ])

const gifHead = (w = 2, h = 2) => {
  const b = Buffer.alloc(13)
  b.write('GIF89a', 0, 'latin1')
  b.writeUInt16LE(w, 6)
  b.writeUInt16LE(h, 8)
  b[10] = 0x80 // a global colour table of 2 entries
  return Buffer.concat([b, Buffer.from([0, 0, 0, 255, 255, 255])])
}
const frame = (x = 0, y = 0, w = 2, h = 2, codeSize = 2) => {
  const d = Buffer.alloc(10)
  d[0] = 0x2c
  d.writeUInt16LE(x, 1)
  d.writeUInt16LE(y, 3)
  d.writeUInt16LE(w, 5)
  d.writeUInt16LE(h, 7)
  return Buffer.concat([d, Buffer.from([codeSize, 2, 0x44, 0x01, 0])])
}
const comment = Buffer.concat([
  Buffer.from([0x21, 0xfe, 11]),
  Buffer.from('<?php evil;', 'latin1'),
  Buffer.from([0]),
])
const goodGif = () => Buffer.concat([gifHead(), comment, frame(), Buffer.from([0x3b])])

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

  const idat = chunk('IDAT', deflateSync(rows(2, 2)))
  const iend = chunk('IEND', Buffer.alloc(0))
  const malicious: [string, Buffer, string?][] = [
    ['a JPEG', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)])],
    ['an SVG named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['an empty file', Buffer.alloc(0)],
    ['a PNG in another field', goodPng(), 'avatar'],
    ['more than 2 MB', Buffer.concat([goodPng(), Buffer.alloc(2 * 1024 * 1024)])],
    ['the PNG signature alone', SIG],
    ['a PNG whose header CRC is wrong', png([chunk('IHDR', ihdr(2, 2), true), idat, iend])],
    ['a PNG that does not start with its header', png([idat, chunk('IHDR', ihdr(2, 2)), iend])],
    ['a PNG of 100000×100000 pixels', png([chunk('IHDR', ihdr(100_000, 100_000)), idat, iend])],
    [
      'a PNG whose data inflates past its size (bomb)',
      png([chunk('IHDR', ihdr(2, 2)), chunk('IDAT', deflateSync(Buffer.alloc(1 << 20))), iend]),
    ],
    ['a PNG without its end', png([chunk('IHDR', ihdr(2, 2)), idat])],
    [
      'a PNG whose data is not zlib',
      png([chunk('IHDR', ihdr(2, 2)), chunk('IDAT', Buffer.from('not zlib at all')), iend]),
    ],
    [
      'a PNG with an unknown row filter',
      png([chunk('IHDR', ihdr(2, 2)), chunk('IDAT', deflateSync(rows(2, 2, 9))), iend]),
    ],
    [
      'a PNG with a colour type and depth that do not exist',
      png([chunk('IHDR', ihdr(2, 2, 4, 2)), idat, iend]),
    ],
    [
      'a palette PNG without a palette',
      png([chunk('IHDR', ihdr(2, 2, 8, 3)), chunk('IDAT', deflateSync(Buffer.alloc(6))), iend]),
    ],
    [
      'a PNG with an unknown critical chunk',
      png([chunk('IHDR', ihdr(2, 2)), chunk('EVIL', Buffer.from('x')), idat, iend]),
    ],
    [
      'a PNG with too little data',
      png([chunk('IHDR', ihdr(2, 2)), chunk('IDAT', deflateSync(rows(2, 1))), iend]),
    ],
    ['a PNG with interlace method 2', png([chunk('IHDR', ihdr(2, 2, 8, 6, 2)), idat, iend])],
    [
      'a PNG whose chunk length overflows',
      Buffer.concat([SIG, Buffer.from([0xff, 0xff, 0xff, 0xff]), Buffer.from('IHDR'), Buffer.alloc(20)]),
    ],
    ['a GIF header alone', Buffer.from('GIF89a', 'latin1')],
    ['a GIF frame outside its screen', Buffer.concat([gifHead(), frame(1, 1, 2, 2), Buffer.from([0x3b])])],
    ['a GIF without a frame', Buffer.concat([gifHead(), Buffer.from([0x3b])])],
    [
      'a GIF with an impossible LZW code size',
      Buffer.concat([gifHead(), frame(0, 0, 2, 2, 12), Buffer.from([0x3b])]),
    ],
    ['a GIF cut inside its data', Buffer.concat([gifHead(), frame()]).subarray(0, 22)],
    ['a GIF of width 0', Buffer.concat([gifHead(0, 2), frame(), Buffer.from([0x3b])])],
    [
      'a script behind a GIF signature',
      Buffer.from('GIF89a<script>alert(document.cookie)</script>', 'latin1'),
    ],
  ]

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
