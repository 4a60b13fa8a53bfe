// Which provider serves a channel (table pay_channel_providers, set in the console) and the adapter
// that speaks to it. An adapter exists only when the provider is reachable from this process: its URL
// is configured (PAY_SANDBOX_URL for the sandbox, set by `npm start` and the browser suite) and its
// secret resolves (credentials.ts). Without one, the channel works as before: orders wait for an
// operator, approved withdrawals are paid by hand. Tests install adapters of their own.
import type { Query } from '../db/client'
import type { PayChannel } from '../ledger'
import type { Transport } from '../sandbox/client'
import { ensureSandboxSecret, openCredential, paymentSecret, SANDBOX_SECRET_REF } from './credentials'
import type { PayProvider } from './port'
import { httpPayTransport, signedJsonProvider } from './sandbox-adapter'

export type Binding = {
  channel: PayChannel
  provider: string
  merchant_id: string
  secret_ref: string
  payin: boolean
  payout: boolean
  /** The bank channel: the provider reports the receiving accounts' statement (statement.ts). */
  statement: boolean
  /** A secret typed in the console, sealed (credentials.ts); '' when `secret_ref` names it. */
  secret_sealed: string
}

const BINDING = `SELECT channel, provider, merchant_id, secret_ref, payin, payout, statement, secret_sealed
  FROM pay_channel_providers`

export async function bindings(q: Query): Promise<Binding[]> {
  return q<Binding>(BINDING)
}

/**
 * The bindings callbacks are verified against, kept per database between callbacks instead of read
 * for each one: a callback's transaction checks that the binding it was verified with is still the
 * stored one (receiveCallback answers 'unbound' otherwise), and the route then reads them again, as
 * it does before refusing a signature (a secret changed in the console takes effect at once).
 */
const known = new WeakMap<Query, Binding[]>()
export async function callbackBindings(q: Query, fresh: boolean): Promise<Binding[]> {
  const hit = fresh ? undefined : known.get(q)
  if (hit) return hit
  const list = await bindings(q)
  known.set(q, list)
  return list
}

export async function bindingOf(q: Query, channel: string): Promise<Binding | null> {
  const [b] = await q<Binding>(`${BINDING} WHERE channel = $1`, [channel])
  return b ?? null
}

// Installed adapters (tests) win; otherwise the sandbox over HTTP when its URL is known.
const installed = new Map<string, (b: Binding) => PayProvider>()
export function installPayProvider(name: string, make: ((b: Binding) => PayProvider) | null) {
  if (make) installed.set(name, make)
  else installed.delete(name)
  cache.clear()
}

const cache = new Map<string, PayProvider>()
const urls: Record<string, () => string | undefined> = { sandbox: () => process.env.PAY_SANDBOX_URL }

/** The secret a binding holds sealed or names; the embedded demo generates the sandbox's on first need. */
export function secretOf(b: Pick<Binding, 'secret_ref' | 'secret_sealed'>): string | null {
  if (b.secret_sealed) return openCredential(b.secret_sealed)
  const s = paymentSecret(b.secret_ref)
  if (s || b.secret_ref !== SANDBOX_SECRET_REF || process.env.DATABASE_URL) return s
  return ensureSandboxSecret()
}

/** The adapter for a binding, or null when this process cannot reach that provider. */
export function adapterFor(b: Binding): PayProvider | null {
  const key = `${b.provider}|${b.merchant_id}|${b.secret_ref}|${b.secret_sealed}`
  const hit = cache.get(key)
  if (hit) return hit
  const make = installed.get(b.provider)
  let adapter: PayProvider | null = null
  if (make) adapter = make(b)
  else {
    const url = urls[b.provider]?.()
    const secret = url ? secretOf(b) : null
    if (url && secret) adapter = sandboxOver(httpPayTransport(url), b, secret)
  }
  if (adapter) cache.set(key, adapter)
  return adapter
}

export const sandboxOver = (
  transport: Transport,
  b: Pick<Binding, 'provider' | 'merchant_id'>,
  secret: string,
) => signedJsonProvider({ name: b.provider, merchant: b.merchant_id, secret, transport })

/** The provider serving pay-ins of a channel, with its binding, or null (manual channel). */
export async function payInProvider(q: Query, channel: string) {
  const b = await bindingOf(q, channel)
  const adapter = b?.payin ? adapterFor(b) : null
  return adapter && b ? { binding: b, adapter } : null
}

export async function payoutProvider(q: Query, channel: string) {
  const b = await bindingOf(q, channel)
  const adapter = b?.payout ? adapterFor(b) : null
  return adapter && b ? { binding: b, adapter } : null
}

/** The adapter a callback for `provider` is checked with (any binding of that provider). */
export async function callbackAdapter(q: Query, provider: string) {
  for (const b of await bindings(q))
    if (b.provider === provider) {
      const a = adapterFor(b)
      if (a) return a
    }
  return null
}

/** Where providers send their callbacks: our public URL (PUBLIC_URL, default the local port). */
export const notifyUrl = (provider: string) =>
  `${(process.env.PUBLIC_URL || `http://127.0.0.1:${process.env.PORT || 8080}`).replace(/\/$/, '')}/pay/notify/${provider}`
