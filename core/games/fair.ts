// Provably-fair randomness, shared by the server (which plays rounds) and the browser (whose fairness
// page re-computes them). It must stay free of Node imports: the caller hands in an HMAC-SHA256
// implementation built on Web Crypto (`subtleHmac(window.crypto.subtle)` in the page,
// `subtleHmac(webcrypto.subtle)` on the server).
//
// The scheme (docs/fairness.md): the server commits to a secret server seed by publishing
// SHA-256(serverSeed) in hex; the player picks a client seed; round n of that seed pair reads the byte
// stream HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`) — 32 bytes — followed, only
// if a round needs more, by HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`) for k = 1, 2, ….
// Integers in [0, n) come from rejection sampling: read the fewest big-endian bytes that cover n,
// discard values at or above the largest multiple of n, so every result is exactly equally likely.

export type HmacSha256 = (key: string, message: string) => Promise<Uint8Array>

/** A source of uniform integers. Engines take this, so the same engine runs on any byte stream. */
export interface RandomSource {
  /** Uniform integer in [0, n), 1 <= n <= 2^32. */
  int(n: number): number
}

export class StreamExhausted extends Error {
  constructor() {
    super('fair byte stream exhausted')
  }
}

const encoder = new TextEncoder()

export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export async function sha256Hex(subtle: SubtleCrypto, text: string): Promise<string> {
  return toHex(new Uint8Array(await subtle.digest('SHA-256', encoder.encode(text))))
}

/** HMAC-SHA256 on Web Crypto, remembering the last few imported keys (a seed pair plays many rounds). */
export function subtleHmac(subtle: SubtleCrypto): HmacSha256 {
  const keys = new Map<string, Promise<CryptoKey>>()
  return async (key, message) => {
    let k = keys.get(key)
    if (!k) {
      if (keys.size >= 64) keys.delete(keys.keys().next().value as string)
      k = subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
      keys.set(key, k)
    }
    return new Uint8Array(await subtle.sign('HMAC', await k, encoder.encode(message)))
  }
}

/** The HMAC message of block `k` of round `nonce`. Block 0 is exactly `${clientSeed}:${nonce}`. */
export const blockMessage = (clientSeed: string, nonce: number, k: number) =>
  k === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${k}`

export async function fairBytes(
  hmac: HmacSha256,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  blocks: number,
): Promise<Uint8Array> {
  const parts = await Promise.all(
    Array.from({ length: blocks }, (_, k) => hmac(serverSeed, blockMessage(clientSeed, nonce, k))),
  )
  const out = new Uint8Array(blocks * 32)
  parts.forEach((p, k) => {
    out.set(p, k * 32)
  })
  return out
}

/** Reads uniform integers from a fixed byte buffer; throws StreamExhausted when it runs dry. */
export class ByteSource implements RandomSource {
  private pos = 0
  constructor(private readonly bytes: Uint8Array) {}

  /** Bytes consumed so far (rejections included). */
  get used() {
    return this.pos
  }

  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`int(${n})`)
    if (n === 1) return 0
    const width = n <= 0x100 ? 1 : n <= 0x10000 ? 2 : n <= 0x1000000 ? 3 : 4
    const range = 2 ** (8 * width)
    const limit = range - (range % n)
    for (;;) {
      if (this.pos + width > this.bytes.length) throw new StreamExhausted()
      let u = 0
      for (let i = 0; i < width; i++) u = u * 256 + this.bytes[this.pos++]
      if (u < limit) return u % n
    }
  }
}

export type Seeds = { serverSeed: string; clientSeed: string; nonce: number }

/**
 * Play `draw` on the fair stream of one round. It starts with one HMAC block (32 bytes: more than any
 * game here usually reads) and, when rejections run it dry, replays the draw on a longer prefix of the
 * same stream, so the result depends only on the seeds.
 */
export async function drawFair<T>(
  hmac: HmacSha256,
  seeds: Seeds,
  draw: (src: RandomSource) => T,
): Promise<T> {
  for (let blocks = 1; ; blocks *= 2) {
    const bytes = await fairBytes(hmac, seeds.serverSeed, seeds.clientSeed, seeds.nonce, blocks)
    try {
      return draw(new ByteSource(bytes))
    } catch (e) {
      if (!(e instanceof StreamExhausted) || blocks >= 1024) throw e
    }
  }
}

/** The same as drawFair over a synchronous HMAC (Node's createHmac): used by simulations, which need speed. */
export function drawFairSync<T>(
  hmac: (key: string, message: string) => Uint8Array,
  seeds: Seeds,
  draw: (src: RandomSource) => T,
): T {
  for (let blocks = 1; ; blocks *= 2) {
    const bytes = new Uint8Array(blocks * 32)
    for (let k = 0; k < blocks; k++)
      bytes.set(hmac(seeds.serverSeed, blockMessage(seeds.clientSeed, seeds.nonce, k)), k * 32)
    try {
      return draw(new ByteSource(bytes))
    } catch (e) {
      if (!(e instanceof StreamExhausted) || blocks >= 1024) throw e
    }
  }
}

/** Client seeds: what a player may type: 1-64 printable ASCII characters. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/
export const isClientSeed = (s: string) => CLIENT_SEED_PATTERN.test(s)

/** Does the revealed server seed match the hash published before play? */
export async function seedMatchesHash(subtle: SubtleCrypto, serverSeed: string, hash: string) {
  return (await sha256Hex(subtle, serverSeed)) === hash.toLowerCase()
}

/**
 * The fair stream of one round as an endless source over a synchronous HMAC: block k is computed when
 * the reader reaches it, so a draw that reads many blocks (a shuffled 8-deck shoe) costs each block
 * once. It reads exactly the bytes drawFair would, so both give the same result (tests/server).
 */
export function streamSourceSync(
  hmac: (key: string, message: string) => Uint8Array,
  seeds: Seeds,
): RandomSource {
  let block: Uint8Array = new Uint8Array(0)
  let k = 0
  let at = 0
  const byte = () => {
    if (at >= block.length) {
      block = hmac(seeds.serverSeed, blockMessage(seeds.clientSeed, seeds.nonce, k++))
      at = 0
    }
    return block[at++]
  }
  return {
    int(n: number) {
      if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`int(${n})`)
      if (n === 1) return 0
      const width = n <= 0x100 ? 1 : n <= 0x10000 ? 2 : n <= 0x1000000 ? 3 : 4
      const range = 2 ** (8 * width)
      const limit = range - (range % n)
      for (;;) {
        let u = 0
        for (let i = 0; i < width; i++) u = u * 256 + byte()
        if (u < limit) return u % n
      }
    },
  }
}
