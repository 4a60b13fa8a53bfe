// The slot machines, two per slot venue (docs/games.md, "Slots"): the registry the server plays from,
// the lobby seeds from and the verifier replays with. Rounds played before the machines existed carry
// no machine code and replay on the venue's classic configuration (../slot-themes.ts).
import { fhslot01, fhslot02, jdslot01, jdslot02, xyslot01, xyslot02 } from './machines-a'
import { jlslot01, jlslot02, tbslot01, tbslot02 } from './machines-b'
import type { Machine } from './types'

export const MACHINES: readonly Machine[] = [
  jdslot01,
  jdslot02,
  xyslot01,
  xyslot02,
  fhslot01,
  fhslot02,
  jlslot01,
  jlslot02,
  tbslot01,
  tbslot02,
]

export const SLOT_MACHINES: Record<string, Machine> = Object.fromEntries(MACHINES.map((m) => [m.code, m]))

/** A venue's machines in lobby order. */
export const venueMachines = (venue: string) => MACHINES.filter((m) => m.venue === venue)

/** The machine a spin plays: the named one of the venue, or the venue's first when no game is named. */
export function machineFor(venue: string, game: string): Machine | null {
  if (!game) return venueMachines(venue)[0] ?? null
  const m = SLOT_MACHINES[game]
  return m && m.venue === venue ? m : null
}
