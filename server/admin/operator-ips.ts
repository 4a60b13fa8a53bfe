// An operator's address allow-list (docs/operator-console.md, "Own account"): single IPv4 or IPv6
// addresses and CIDR blocks, kept in a canonical form; an empty list allows every address. Matching is
// node:net's BlockList, which also matches an IPv4 rule against the IPv4-mapped IPv6 form
// (::ffff:10.0.0.1) a dual-stack socket reports.
import { BlockList, isIPv4, isIPv6 } from 'node:net'
import { ALLOW_LIST_MAX } from '../../core/contract/admin'
import { BizError } from '../errors'

const MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

/** The address a request came from, an IPv4-mapped IPv6 form written as IPv4. */
export const plainIp = (ip: string) => ip.trim().replace(MAPPED, '$1')

type Entry = { family: 'ipv4' | 'ipv6'; address: string; prefix: number | null }

function parseEntry(raw: string): Entry | null {
  const text = plainIp(raw)
  const [address, prefixText, extra] = text.split('/')
  if (extra !== undefined || !address) return null
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null
  if (!family) return null
  if (prefixText === undefined) return { family, address, prefix: null }
  if (!/^\d{1,3}$/.test(prefixText)) return null
  const prefix = Number(prefixText)
  if (prefix > (family === 'ipv4' ? 32 : 128)) return null
  return { family, address, prefix }
}

const entryText = (e: Entry) => (e.prefix === null ? e.address : `${e.address}/${e.prefix}`)

/** The list as stored: trimmed, checked, without duplicates; a bad entry is refused by name. */
export function normaliseAllowList(entries: readonly string[]): string[] {
  const out: string[] = []
  for (const raw of entries) {
    if (!raw.trim()) continue
    const e = parseEntry(raw)
    if (!e) throw new BizError(1000, 'a.acct.badIp', { entry: raw.trim().slice(0, 64) })
    const text = entryText(e)
    if (!out.includes(text)) out.push(text)
  }
  if (out.length > ALLOW_LIST_MAX) throw new BizError(1000, 'a.acct.tooManyIps', { max: ALLOW_LIST_MAX })
  return out
}

/** Whether `ip` may be used by an operator with this list (empty: any address). */
export function ipAllowed(list: readonly string[], ip: string): boolean {
  if (list.length === 0) return true
  const address = plainIp(ip)
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null
  if (!family) return false
  const blocks = new BlockList()
  for (const text of list) {
    const e = parseEntry(text)
    if (!e) continue
    if (e.prefix === null) blocks.addAddress(e.address, e.family)
    else blocks.addSubnet(e.address, e.prefix, e.family)
  }
  return blocks.check(address, family)
}
