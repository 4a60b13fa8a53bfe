// Image upload fixtures shared by the upload tests (chat images: support-images.test.ts, KYC documents:
// kyc.test.ts): a PNG and a GIF carrying hidden payloads that a rebuild must drop, and 26 malicious or
// malformed files an upload must refuse.
import { crc32, deflateSync } from 'node:zlib'

export const SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
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
export const goodPng = (extra: Buffer[] = []) =>
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
export const goodGif = () => Buffer.concat([gifHead(), comment, frame(), Buffer.from([0x3b])])

const idat = chunk('IDAT', deflateSync(rows(2, 2)))
const iend = chunk('IEND', Buffer.alloc(0))
/** 26 files an image upload must refuse: [name, bytes, field (default `file`)]. */
export const malicious: [string, Buffer, string?][] = [
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
  ['a script behind a GIF signature', Buffer.from('GIF89a<script>alert(document.cookie)</script>', 'latin1')],
]
