// The protection prompts the shell opens after a refusal any page can meet (docs/protection.md): 235
// (no date of birth) opens the date-of-birth dialog, 234 (reality check due) the reality check, unless
// a game page's session clock is on screen (it shows its own); 233 (a break in force) refreshes the
// member centre's restricted notice. Raised by the client's refusal
// listener, cleared by the prompts once answered.
import { proxy } from 'valtio'

export const protectionPrompts = proxy({
  birthDate: false,
  reality: false,
  /** Session clocks mounted (game pages); each runs its own reality check. */
  clocks: 0,
  /** Bumped when a break may have started (a 233 refusal, a break taken): the restricted notice rereads. */
  breakVersion: 0,
})

export function raiseProtectionPrompt(code: number) {
  if (code === 235) protectionPrompts.birthDate = true
  if (code === 234 && protectionPrompts.clocks === 0) protectionPrompts.reality = true
  if (code === 233) protectionPrompts.breakVersion++
}
