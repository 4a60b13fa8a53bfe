// Argon2id for both secrets (docs/security.md: m >= 19 MiB, t = 2, p = 1). The 6-digit pay password has a
// tiny key space, so it also carries a server-side pepper (Argon2's secret input): a stolen database
// alone does not let anyone brute-force it offline.
import { hash, verify } from '@node-rs/argon2'

// algorithm 2 = Argon2id (a const enum in the typings, unusable under isolatedModules).
const PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (plain: string) => hash(plain, PARAMS)

export const verifyPassword = async (stored: string, plain: string) => {
  try {
    return await verify(stored, plain)
  } catch {
    return false
  }
}

export const hashPayPassword = (plain: string, pepper: string) =>
  hash(plain, { ...PARAMS, secret: Buffer.from(pepper, 'utf8') })

export const verifyPayPasswordHash = async (stored: string, plain: string, pepper: string) => {
  try {
    return await verify(stored, plain, { secret: Buffer.from(pepper, 'utf8') })
  } catch {
    return false
  }
}

/** A real hash to verify against when the account does not exist, so both paths cost the same. */
let dummy: Promise<string> | null = null
export const dummyHash = () => {
  dummy ??= hashPassword('no-such-account-0')
  return dummy
}
