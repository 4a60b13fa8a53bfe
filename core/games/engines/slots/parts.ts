// Building blocks of the machine tables: symbols and strips written as counts per symbol.
import type { SlotSymbol } from '../slot'
import { strip } from '../slot-themes'

export { strip }

/**
 * A fixed shuffle of a strip (Fisher-Yates on a small LCG seeded by `seed`): reels laid out in different
 * orders, so a cascade's refill from the strip above is not the same on every reel.
 */
export function shuffled(items: readonly number[], seed: number): number[] {
  const out = [...items]
  let x = (seed * 2654435761 + 12345) >>> 0
  for (let i = out.length - 1; i > 0; i--) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0
    const j = (x >>> 8) % (i + 1)
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/** Five reels with the same counts, or one counts row per reel; each reel in its own fixed order. */
export const reels = (counts: readonly number[] | readonly (readonly number[])[]) =>
  (Array.isArray(counts[0])
    ? (counts as readonly (readonly number[])[])
    : Array.from({ length: 5 }, () => counts as readonly number[])
  ).map((c, r) => shuffled(strip(c), r + 1))

export const card = (label: string, color: string): SlotSymbol => ({
  id: `card-${label}`,
  name: label,
  nameEn: label,
  color,
  accent: '#f8e7b0',
  glyph: 'card',
  label,
})

export const sym = (
  id: string,
  glyph: SlotSymbol['glyph'],
  name: string,
  nameEn: string,
  color: string,
  accent: string,
  label?: string,
): SlotSymbol => ({ id, glyph, name, nameEn, color, accent, ...(label ? { label } : {}) })

/** Line pays written as multiples of the line bet (5 credits). */
export const perLine = (rows: [number, number, number][]): [number, number, number][] =>
  rows.map(([a, b, c]) => [a * 5, b * 5, c * 5])
