// The slot machines' lobby tiles (public/img/games/<venue>/<code>.svg), drawn from each machine's own
// data so the picture, its title and the lobby caption always agree: a reel window of the machine's
// symbols in their colours, the title, and the pay mode with its main feature.
// Run: npx tsx scripts/art/slot-machines.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MACHINES } from '../../core/games/engines/slots/index'
import { FEATURE_ZH, MODE_ZH } from '../../core/games/engines/slots/labels'
import type { Machine } from '../../core/games/engines/slots/types'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'img', 'games')
const FONT =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif"
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const text = (x: number, y: number, s: string, size: number, fill: string, weight = 700) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${esc(s)}</text>`

/** One symbol as a medallion: its colour, its accent ring and its label (or the first character of its name). */
const medal = (m: Machine, s: number, cx: number, cy: number, r: number) => {
  const sym = m.symbols[s]
  const label = sym.glyph === 'wild' ? 'W' : (sym.label ?? [...sym.name].at(-1) ?? '')
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${sym.color}" stroke="${sym.accent}" stroke-width="3"/>` +
    text(cx, cy + r * 0.36, label, r, sym.accent, 900)
  )
}

function tile(m: Machine, n: number): string {
  const id = m.code.replace('-', '')
  const hero = m.symbols[1]
  // A fixed window: the strip of each of the first three reels from a stop that shows its variety.
  const cells = [0, 1, 2].flatMap((r) => {
    const strip = m.strips[r]
    const stop = (n * 7 + r * 11) % strip.length
    return [0, 1, 2].map((row) =>
      medal(m, strip[(stop + row) % strip.length], 95 + r * 55, 58 + row * 52, 22),
    )
  })
  const feature = m.features.find((f) => f !== 'lines' && f !== 'ways')
  const caption = `${MODE_ZH[m.mode]}${feature ? ` · ${FEATURE_ZH[feature]}` : ''}`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img"><title>${esc(m.title)}</title>` +
    `<defs><radialGradient id="${id}g" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${hero.color}"/><stop offset="1" stop-color="#0a0d18"/></radialGradient>` +
    `<linearGradient id="${id}p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="0.5" stop-color="#f5cf6b"/><stop offset="1" stop-color="#a8701c"/></linearGradient></defs>` +
    `<rect width="300" height="300" rx="28" fill="url(#${id}g)"/>` +
    `<rect x="62" y="26" width="176" height="166" rx="16" fill="#080b14" fill-opacity=".55" stroke="url(#${id}p)" stroke-width="3"/>` +
    cells.join('') +
    `<rect x="16" y="204" width="268" height="82" rx="18" fill="#080b14" fill-opacity=".75" stroke="url(#${id}p)" stroke-width="2.5"/>` +
    text(150, 243, m.title, 32, `url(#${id}p)`) +
    text(150, 272, caption, 16, '#e6ebf5', 500) +
    `<rect x="0.5" y="0.5" width="299" height="299" rx="28" fill="none" stroke="${hero.accent}" stroke-opacity=".5"/></svg>\n`
  )
}

MACHINES.forEach((m, n) => {
  const file = join(ROOT, m.venue, `${m.code}.svg`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, tile(m, n))
})
console.log(`slot machine tiles: ${MACHINES.length}`)
