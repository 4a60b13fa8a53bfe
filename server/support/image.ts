// Chat image attachments (docs/support.md): read as the avatar upload reads its file (PNG or GIF by the
// first bytes, at most SUPPORT.imageMaxBytes: services/accounts-upload.ts), then rebuilt from what an
// image needs and nothing else, so no byte the sender chose reaches another person unchecked:
// - PNG: every chunk's CRC checked; the header's size, depth and colour type checked; the image data
//   inflated and its length compared with what the header implies (each row's filter byte too); then
//   written anew: header, palette and transparency, the pixels deflated again, end. Text, metadata,
//   unknown chunks and anything after the end are gone.
// - GIF: walked block by block within the logical screen; the header, colour tables, frame control and
//   the frames' compressed data are copied, comments, application and plain-text blocks dropped, and
//   nothing after the trailer is kept (the LZW data itself is not decoded).
// A file that does not parse is refused with the avatar's message.
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { crc32, deflateSync, inflateSync } from 'node:zlib'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SUPPORT } from '../../core/contract/support'
import { BizError } from '../errors'
import { readImageFile } from '../services/accounts-upload'

const MAX_SIDE = 4096
const MAX_PIXELS = 16 * 1024 * 1024
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

class Bad extends Error {}
const bad = (): never => {
  throw new Bad()
}

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** Bits per pixel of a (colour type, bit depth) pair the PNG standard allows; 0 when not allowed. */
function bitsPerPixel(colour: number, depth: number) {
  const channels: Record<number, [number, number[]]> = {
    0: [1, [1, 2, 4, 8, 16]],
    2: [3, [8, 16]],
    3: [1, [1, 2, 4, 8]],
    4: [2, [8, 16]],
    6: [4, [8, 16]],
  }
  const c = channels[colour]
  return c?.[1].includes(depth) ? c[0] * depth : 0
}

/** Row lengths (filter byte excluded) of every row of every pass, in the order they are stored. */
function rowLengths(w: number, h: number, bpp: number, interlaced: boolean) {
  const row = (width: number) => Math.ceil((width * bpp) / 8)
  if (!interlaced) return Array.from({ length: h }, () => row(w))
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ]
  const out: number[] = []
  for (const [x0, y0, dx, dy] of passes) {
    const pw = Math.ceil((w - x0) / dx)
    const ph = Math.ceil((h - y0) / dy)
    if (pw > 0) for (let i = 0; i < ph; i++) out.push(row(pw))
  }
  return out
}

export function reencodePng(b: Buffer): Buffer {
  if (!b.subarray(0, 8).equals(PNG_SIGNATURE)) bad()
  let at = 8
  let ihdr: Buffer | null = null
  let plte: Buffer | null = null
  let trns: Buffer | null = null
  const idat: Buffer[] = []
  let ended = false
  while (!ended) {
    if (at + 12 > b.length) bad()
    const len = b.readUInt32BE(at)
    const type = b.toString('latin1', at + 4, at + 8)
    if (len > b.length || at + 12 + len > b.length || !/^[A-Za-z]{4}$/.test(type)) bad()
    const data = b.subarray(at + 8, at + 8 + len)
    if (crc32(b.subarray(at + 4, at + 8 + len)) !== b.readUInt32BE(at + 8 + len)) bad()
    at += 12 + len
    if (!ihdr && type !== 'IHDR') bad()
    if (type === 'IHDR') ihdr = ihdr || len !== 13 ? bad() : Buffer.from(data)
    else if (type === 'PLTE')
      plte = plte || idat.length || len % 3 || len === 0 || len > 768 ? bad() : Buffer.from(data)
    else if (type === 'tRNS') trns = idat.length ? bad() : Buffer.from(data)
    else if (type === 'IDAT') idat.push(data)
    else if (type === 'IEND') ended = true
    // Another critical chunk (upper-case first letter) cannot be skipped safely; ancillary ones are dropped.
    else if (type[0] === type[0].toUpperCase()) bad()
  }
  if (!ihdr || !idat.length) return bad()
  const w = ihdr.readUInt32BE(0)
  const h = ihdr.readUInt32BE(4)
  const [depth, colour, compression, filter, interlace] = ihdr.subarray(8)
  const bpp = bitsPerPixel(colour, depth)
  if (!w || !h || w > MAX_SIDE || h > MAX_SIDE || w * h > MAX_PIXELS || !bpp) bad()
  if (compression !== 0 || filter !== 0 || interlace > 1 || (colour === 3 && !plte)) bad()
  const rows = rowLengths(w, h, bpp, interlace === 1)
  const expected = rows.reduce((n, r) => n + r + 1, 0)
  let raw: Buffer
  try {
    raw = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 })
  } catch {
    return bad()
  }
  if (raw.length !== expected) bad()
  let pos = 0
  for (const r of rows) {
    if (raw[pos] > 4) bad()
    pos += r + 1
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    ...(plte ? [chunk('PLTE', plte)] : []),
    ...(trns ? [chunk('tRNS', trns)] : []),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Data sub-blocks from `at` to their zero terminator: the bytes and the position after it. */
function subBlocks(b: Buffer, at: number): [Buffer, number] {
  const start = at
  for (;;) {
    if (at >= b.length) bad()
    const n = b[at]
    at += 1 + n
    if (n === 0) return [b.subarray(start, at), at]
  }
}

export function reencodeGif(b: Buffer): Buffer {
  const head = b.toString('latin1', 0, 6)
  if ((head !== 'GIF87a' && head !== 'GIF89a') || b.length < 14) bad()
  const w = b.readUInt16LE(6)
  const h = b.readUInt16LE(8)
  if (!w || !h || w > MAX_SIDE || h > MAX_SIDE) bad()
  const packed = b[10]
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0)
  if (at > b.length) bad()
  const out: Buffer[] = [b.subarray(0, at)]
  let frames = 0
  for (;;) {
    if (at >= b.length) bad()
    const kind = b[at]
    if (kind === 0x3b) break
    if (kind === 0x2c) {
      if (at + 10 > b.length) bad()
      const x = b.readUInt16LE(at + 1)
      const y = b.readUInt16LE(at + 3)
      const fw = b.readUInt16LE(at + 5)
      const fh = b.readUInt16LE(at + 7)
      if (!fw || !fh || x + fw > w || y + fh > h) bad()
      const local = b[at + 9] & 0x80 ? 3 * 2 ** ((b[at + 9] & 7) + 1) : 0
      const codeSize = b[at + 10 + local]
      if (codeSize === undefined || codeSize < 2 || codeSize > 8) bad()
      const [, end] = subBlocks(b, at + 11 + local)
      out.push(b.subarray(at, end))
      at = end
      frames++
    } else if (kind === 0x21) {
      const label = b[at + 1]
      const [, end] = subBlocks(b, at + 2)
      // Frame control (delays, transparency) is kept; comments, application data and plain text are not.
      if (label === 0xf9) {
        if (b[at + 2] !== 4 || end !== at + 8) bad()
        out.push(b.subarray(at, end))
      }
      at = end
    } else bad()
  }
  if (!frames) bad()
  out.push(Buffer.from([0x3b]))
  return Buffer.concat(out)
}

/** Reads, checks, rebuilds and stores the image; answers its URL under /uploads/support/. */
export async function storeChatImage(app: FastifyInstance, req: FastifyRequest) {
  const { buf, kind } = await readImageFile(req, SUPPORT.imageMaxBytes, 'sp.image')
  let clean: Buffer
  try {
    clean = kind.ext === 'png' ? reencodePng(buf) : reencodeGif(buf)
  } catch (e) {
    if (e instanceof Bad || e instanceof RangeError) throw new BizError(201, 'sp.image')
    throw e
  }
  const dir = resolve(app.config.uploadsDir, 'support')
  await mkdir(dir, { recursive: true })
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`
  await writeFile(join(dir, name), clean, { flag: 'wx' })
  return `/uploads/support/${name}`
}
