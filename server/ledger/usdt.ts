// USDT addresses: TRC20 (Tron) is Base58Check over 0x41 + 20 bytes, 34 characters starting with T;
// ERC20 is 0x + 40 hex, and when the letters are mixed case they must follow the EIP-55 checksum
// (keccak-256 of the lower-case hex). Keccak-256 is written here (the original padding 0x01, not
// SHA-3's 0x06) because node:crypto only offers SHA-3.
import { createHash } from 'node:crypto'

// ---------------------------------------------------------------- keccak-256
const MASK = (1n << 64n) - 1n
const RC = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
]
// Rotation offsets r[x][y] indexed as x + 5y.
const ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14]
const rotl = (v: bigint, n: number) => (n === 0 ? v : ((v << BigInt(n)) | (v >> BigInt(64 - n))) & MASK)

function keccakF(s: bigint[]) {
  for (let round = 0; round < 24; round++) {
    const c = [0, 1, 2, 3, 4].map((x) => s[x] ^ s[x + 5] ^ s[x + 10] ^ s[x + 15] ^ s[x + 20])
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5] ^ rotl(c[(x + 1) % 5], 1)
      for (let y = 0; y < 25; y += 5) s[x + y] ^= d
    }
    const b = new Array<bigint>(25)
    for (let x = 0; x < 5; x++)
      for (let y = 0; y < 5; y++) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(s[x + 5 * y], ROT[x + 5 * y])
    for (let x = 0; x < 5; x++)
      for (let y = 0; y < 25; y += 5)
        s[x + y] = b[x + y] ^ (~b[((x + 1) % 5) + y] & MASK & b[((x + 2) % 5) + y])
    s[0] ^= RC[round]
  }
}

export const keccak256 = (input: Uint8Array | string) => sponge(input, 0x01)
/** The same sponge with SHA-3's padding: lets the tests check it against node:crypto's sha3-256. */
export const sha3_256 = (input: Uint8Array | string) => sponge(input, 0x06)

function sponge(input: Uint8Array | string, pad: number): Uint8Array {
  const data = typeof input === 'string' ? new TextEncoder().encode(input) : input
  const rate = 136
  const padded = new Uint8Array(Math.ceil((data.length + 1) / rate) * rate)
  padded.set(data)
  padded[data.length] ^= pad
  padded[padded.length - 1] ^= 0x80
  const s = new Array<bigint>(25).fill(0n)
  for (let off = 0; off < padded.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let lane = 0n
      for (let j = 7; j >= 0; j--) lane = (lane << 8n) | BigInt(padded[off + i * 8 + j])
      s[i] ^= lane
    }
    keccakF(s)
  }
  const out = new Uint8Array(32)
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 8; j++) out[i * 8 + j] = Number((s[i] >> BigInt(8 * j)) & 0xffn)
  return out
}

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex')

// ---------------------------------------------------------------- ERC20 (EIP-55)
export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase()
  const h = hex(keccak256(lower))
  let out = '0x'
  for (let i = 0; i < 40; i++) out += Number.parseInt(h[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i]
  return out
}

export function isErc20Address(s: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(s)) return false
  const body = s.slice(2)
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true
  return toChecksumAddress(s) === s
}

// ---------------------------------------------------------------- TRC20 (Base58Check)
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest()

export function base58Decode(s: string): Uint8Array | null {
  let n = 0n
  for (const ch of s) {
    const v = B58.indexOf(ch)
    if (v < 0) return null
    n = n * 58n + BigInt(v)
  }
  const bytes: number[] = []
  while (n > 0n) {
    bytes.unshift(Number(n & 0xffn))
    n >>= 8n
  }
  for (const ch of s) {
    if (ch !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

export function base58Encode(b: Uint8Array): string {
  let n = BigInt(`0x${hex(b) || '0'}`)
  let out = ''
  while (n > 0n) {
    out = B58[Number(n % 58n)] + out
    n /= 58n
  }
  for (const byte of b) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

/** A Tron address from 20 payload bytes (0x41 prefix + double-SHA-256 checksum). */
export function tronAddress(payload20: Uint8Array): string {
  const body = Uint8Array.from([0x41, ...payload20])
  const check = sha256(sha256(body)).subarray(0, 4)
  return base58Encode(Uint8Array.from([...body, ...check]))
}

export function isTrc20Address(s: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(s)) return false
  const raw = base58Decode(s)
  if (raw?.length !== 25 || raw[0] !== 0x41) return false
  const check = sha256(sha256(raw.subarray(0, 21))).subarray(0, 4)
  return Buffer.from(check).equals(Buffer.from(raw.subarray(21)))
}

export const isUsdtAddress = (protocol: 'TRC20' | 'ERC20', s: string) =>
  protocol === 'TRC20' ? isTrc20Address(s) : isErc20Address(s)
