// Codes the server sends (a payment channel, a payment provider, a venue, a ledger kind, a transfer's direction and state)
// named in words for the screen (docs/operator-console.md, "Catalog areas"). A code the catalog does
// not know yet is shown as it is rather than hidden, so a new channel is still recognisable.
import { VENUES } from '../../../core/content/venues'
import { VENUES_EN } from '../../../core/content/venues-en'
import { type ConsoleLang, isConsoleKey, type T } from '../i18n'

const named = (t: T, key: string, code: string) => (isConsoleKey(key) ? t(key) : code)

export const channelName = (t: T, code: string) => named(t, `name.channel.${code}`, code)
export const directionName = (t: T, code: string) => named(t, `name.direction.${code}`, code)
/** A ledger transfer's kind (deposit, bet, win, bonus, …) as the player's account history names it. */
export const ledgerKindName = (t: T, code: string) => named(t, `name.ledger.${code}`, code)
/** An audit row's action code (`deposit.approve`, `operator.role`, …) in words. */
export const auditActionName = (t: T, code: string) => named(t, `auditAction.${code}`, code)
export const transferStateName = (t: T, code: string) => named(t, `name.transfer.${code}`, code)
/** A payment provider's code (`sandbox`, …) as the console names it (docs/payments.md). */
export const providerName = (t: T, code: string) => named(t, `name.provider.${code}`, code)
/** A pay order's or payout's state (`held`, `paid`, …) as the reconciliation names it. */
export const payStatusName = (t: T, code: string) => named(t, `name.payStatus.${code}`, code)

export function venueName(lang: ConsoleLang, code: string) {
  if (lang === 'en' && VENUES_EN[code]?.name) return VENUES_EN[code].name
  return VENUES.find((v) => v.code === code)?.name ?? code
}
